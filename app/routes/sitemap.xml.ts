import { getConfig } from '~/config.server'
import { countries } from '~/content/countries'
import { isPublished } from '~/lib/catalogue'
import { listPublishedArticles } from '~/models/articles.server'
import { getCatalogue } from '~/models/catalogue.server'
import { articlePath } from '~/lib/paths'

// GET /sitemap.xml: every public page, every published package and every published article.
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
  const entries = [
    ...staticPaths.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...countries.map((country) => ({ path: `/places/${country.slug}`, lastmod: pages.get(country.slug) })),
    ...catalogue.packages
      .filter(isPublished)
      .map((item) => ({ path: `/tour/${item.slug}`, lastmod: item.updatedAt.slice(0, 10) })),
    ...articles.map((article) => ({
      path: articlePath(article.title),
      lastmod: article.updated_at.slice(0, 10),
    })),
  ]
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeXml(origin + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
