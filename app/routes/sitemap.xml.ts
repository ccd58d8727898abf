import { getConfig } from '~/config.server'
import { destinations } from '~/content/destinations'
import { packages } from '~/content/packages'
import { listPublishedArticles } from '~/models/articles.server'
import { articlePath } from '~/lib/paths'

// GET /sitemap.xml: every public page and every published article.
const staticPaths = ['/', '/about', '/packages', '/blogs', '/contact', '/privacy', '/terms']

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export async function loader() {
  const origin = getConfig().publicUrl
  const articles = await listPublishedArticles({ limit: 10_000, offset: 0 })
  const entries = [
    ...staticPaths.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...destinations.map((country) => ({ path: `/places/${country.slug}`, lastmod: undefined })),
    ...packages.map((item) => ({ path: `/tour/${item.slug}`, lastmod: undefined })),
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
