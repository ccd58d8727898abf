import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { articlesVersion } from '~/models/articles.server'
import { cookieValue } from '~/services/http.server'
import { logger } from '~/services/logger.server'
import { clientAddressContext } from '~/services/rate-limit.server'
import { documentSecurityPolicy, newNonce } from '~/services/security-headers.server'
import { VISIT_COOKIE } from '~/services/visit.server'

// Public pages are the same for every visitor, so a returning visitor's page view is served from memory
// instead of being rendered by React again (docs/decisions/010-page-cache.md). Each answer still gets a
// nonce of its own: the cached HTML is kept split where the nonce stood. Pages that show articles are
// keyed by the articles' version, read from the database on every view, so an edit shows at once on
// every instance. A first visit (no visit cookie yet), a query string or any other method goes to React.

const CONTENT_PAGES =
  /^\/(?:about|packages|privacy|terms|book|book_package|accomodation|airport-transfer|contact|success|places\/[a-z]+|tour\/[a-z-]+)?$/
const ARTICLE_PAGES = /^\/(?:blogs|article\/[^/]+)$/
const MAX_PAGES = 300
/** Headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set(['set-cookie', 'content-security-policy', 'content-length', 'date'])

interface CachedPage {
  /** The HTML, cut at every place the nonce of the render stood. */
  parts: string[]
  headers: [string, string][]
  version: string
}

type Listener = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export function pageCache(build: ServerBuild, mode: string): Listener {
  const render = createRequestHandler(build, mode)
  const pages = new Map<string, CachedPage>()
  const rendering = new Map<string, Promise<CachedPage | null>>()

  async function renderPage(pathname: string, version: string): Promise<CachedPage | null> {
    const context = new RouterContextProvider()
    context.set(clientAddressContext, 'page-cache')
    const response = await render(new Request(`http://page-cache${pathname}`), context)
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    if (response.status !== 200 || !nonce || !response.headers.get('content-type')?.startsWith('text/html')) {
      await response.body?.cancel()
      return null
    }
    const page: CachedPage = {
      parts: (await response.text()).split(nonce),
      headers: [...response.headers].filter(([name]) => !PER_ANSWER.has(name)),
      version,
    }
    if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!)
    pages.set(pathname, page)
    return page
  }

  /** One render per page at a time, however many visitors ask for it at once. */
  function renderOnce(pathname: string, version: string) {
    const key = `${pathname}\n${version}`
    let pending = rendering.get(key)
    if (!pending) {
      pending = renderPage(pathname, version).finally(() => rendering.delete(key))
      rendering.set(key, pending)
    }
    return pending
  }

  return (req, res, next) => {
    const [pathname = '', query] = (req.url ?? '').split('?')
    const articles = ARTICLE_PAGES.test(pathname)
    if (req.method !== 'GET' || query !== undefined || (!articles && !CONTENT_PAGES.test(pathname)))
      return next()
    if (!cookieValue(req.headers.cookie, VISIT_COOKIE)) return next()
    void (async () => {
      const version = articles ? await articlesVersion() : 'content'
      const cached = pages.get(pathname)
      const page = cached?.version === version ? cached : await renderOnce(pathname, version)
      if (!page) return next()
      const nonce = newNonce()
      for (const [name, value] of page.headers) res.setHeader(name, value)
      res.setHeader('Content-Security-Policy', documentSecurityPolicy(nonce)!)
      res.setHeader('X-Page-Cache', cached === page ? 'hit' : 'miss')
      res.statusCode = 200
      res.end(page.parts.join(nonce))
    })().catch((error: unknown) => {
      // The cache is only a shortcut: on any trouble, React renders the page as usual.
      logger.warn({ err: error, url: req.url }, 'page cache skipped')
      if (!res.headersSent) next()
    })
  }
}
