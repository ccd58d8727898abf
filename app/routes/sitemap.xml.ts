import { getConfig } from '~/config.server'
import { countries } from '~/content/countries'
import { isPublished } from '~/lib/catalogue'
import { contentLanguages } from '~/lib/content-languages'
import { listPublishedArticles } from '~/models/articles.server'
import { getCatalogue } from '~/models/catalogue.server'
import { articlePath } from '~/lib/paths'
import { isLocale, localePath, localesOfPage } from '~/lib/locales'

// GET /sitemap.xml: every public page, every published package and every published article; a page in
// several languages (lib/locales.ts) once per language, each naming all of them and the English as the
// default (xhtml:link alternates, as the pages' own hreflang links do).
const staticPaths = ['/', '/about', '/packages', '/blogs', '/contact', '/privacy', '/terms']

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export async function loader() {
  const origin = getConfig().publicUrl
  const [articles, catalogue] = await Promise.all([
    listPublishedArticles({ limit: 10_000, offset: 0 }),
    getCatalogue(),
  ])
  const pages = new Map(catalogue.countries.map((page) => [page.slug, page.updatedAt.slice(0, 10)]))
  const content = contentLanguages(catalogue)
  /** A page once per language it exists in, each naming the English page it is a language of. */
  const everyLanguage = (path: string, lastmod: string | undefined) =>
    localesOfPage(path, content).map((locale) => ({ path: localePath(locale, path), english: path, lastmod }))
  const entries: { path: string; english?: string; lastmod: string | undefined }[] = [
    ...staticPaths.flatMap((path) => everyLanguage(path, undefined)),
    ...countries.flatMap((country) => everyLanguage(`/places/${country.slug}`, pages.get(country.slug))),
    ...catalogue.packages
      .filter(isPublished)
      .flatMap((item) => everyLanguage(`/tour/${item.slug}`, item.updatedAt.slice(0, 10))),
    ...articles.map((article) => ({
      // An article has one language: its address says which, and it has no other.
      path: articlePath(article.title, isLocale(article.language) ? article.language : 'en'),
      lastmod: article.updated_at.slice(0, 10),
    })),
  ]
  const alternates = (english: string | undefined) => {
    const languages = english ? localesOfPage(english, content) : []
    if (languages.length < 2) return ''
    return [...languages.map((locale) => [locale, localePath(locale, english!)]), ['x-default', english!]]
      .map(
        ([hreflang, path]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`,
      )
      .join('')
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeXml(origin + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${alternates(entry.english)}</url>`,
    ),
    '</urlset>',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
