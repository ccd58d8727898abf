import type { MetaDescriptor } from 'react-router'
import {
  BASE_LOCALE,
  localePath,
  localesOfPage,
  OG_LOCALES,
  type ContentLanguages,
  type Locale,
} from './locales'
import type { OperatorData } from './operator'

interface PageSeo {
  title: string
  description: string
  /** Path of the canonical URL, e.g. '/about'. */
  path: string
  /** An absolute or site-relative image for link previews. */
  image?: string
  type?: 'website' | 'article'
  /** schema.org objects, rendered as JSON-LD. */
  jsonLd?: (site: OperatorData) => object[]
  /** The language of this page; `path` stays the English page's, every language's address made from it */
  locale?: Locale
}

/** Title, description, canonical URL, Open Graph and Twitter tags (and JSON-LD) for one page. */
export function seo(matches: readonly unknown[], page: PageSeo): MetaDescriptor[] {
  const found = (id: string) =>
    (matches as { id: string; loaderData?: unknown }[]).find((match) => match.id === id)?.loaderData
  const site = found('root') as OperatorData | undefined
  // Which pages made from content exist in which languages: the public layout's (components/use-locale.ts).
  const content = (found('routes/public/_layout') as { contentLanguages?: ContentLanguages } | undefined)
    ?.contentLanguages
  const origin = site?.publicUrl ?? ''
  const brand = site?.operator.brand ?? 'Tembo Safaris'
  const locale = page.locale ?? BASE_LOCALE
  const languages = localesOfPage(page.path, content)
  const url = `${origin}${localePath(locale, page.path)}`
  const image = page.image
    ? page.image.startsWith('http')
      ? page.image
      : `${origin}${page.image}`
    : undefined
  const title = page.path === '/' ? page.title : `${page.title} | ${brand}`
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    // Every language's address of the page, each naming all the others, and the English one for the rest.
    ...(languages.length > 1
      ? [
          ...languages.map((other) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: other,
            href: `${origin}${localePath(other, page.path)}`,
          })),
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${page.path}` },
        ]
      : []),
    { property: 'og:locale', content: OG_LOCALES[locale] },
    ...languages
      .filter((other) => other !== locale)
      .map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALES[other] })),
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...(site && page.jsonLd ? page.jsonLd(site) : []).map((data) => ({ 'script:ld+json': data })),
  ]
}
