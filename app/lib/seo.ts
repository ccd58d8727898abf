import type { MetaDescriptor } from 'react-router'
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
}

/** Title, description, canonical URL, Open Graph and Twitter tags (and JSON-LD) for one page. */
export function seo(matches: readonly unknown[], page: PageSeo): MetaDescriptor[] {
  const site = (matches as { id: string; loaderData?: unknown }[]).find((match) => match.id === 'root')
    ?.loaderData as OperatorData | undefined
  const origin = site?.publicUrl ?? ''
  const brand = site?.operator.brand ?? 'Tembo Safaris'
  const url = `${origin}${page.path}`
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
