import crypto from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { inquiryKinds } from '~/inquiries'
import { BASE_LOCALE, LOCALES } from '~/lib/locales'
import { contentVersion, heldContentVersion } from '~/models/content-version.server'
import { logger } from '~/logger.server'
import { clientAddressContext, visitCookieFor } from '~/services/request-context.server'
import { baseSecurityHeaders, documentSecurityPolicy } from '~/services/security-headers.server'

// Public pages are the same for every visitor, so their page views are served from memory instead of
// being rendered by React again (docs/decisions/010-page-cache.md, 022-trips-as-data.md). A kept page is
// fixed bytes: its inline scripts are allowed by their SHA-256 hashes instead of a nonce, so the page,
// its Brotli and gzip copies and all its headers are made once and sent as they are. Pages are kept with
// the content version they were rendered at; the version held moves when anything they show changes, on
// any instance (app/models/content-version.server.ts), so a page view asks the database nothing. What
// differs per visitor is the visit cookie of a first page or a campaign link: it is an answer header,
// added beside the kept page. A query string other than utm_* parameters, or any other method, goes to
// React, which renders with a fresh nonce.

/** The inquiry forms' pages, from their kinds (app/inquiries/): /book, /contact … */
const formPages = inquiryKinds.map((kind) => kind.form.path.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
/** The same pages in German and French (/de, /de/about …): those not in a language are not found there. */
const LANGUAGE_PREFIX = `(?:/(?:${LOCALES.filter((locale) => locale !== BASE_LOCALE).join('|')}))?`
const CONTENT_PAGES = new RegExp(
  `^${LANGUAGE_PREFIX}(?:/(?:about|packages|privacy|terms|success|${formPages.join('|')}|places/[a-z]+|tour/[a-z-]+)?)?$`,
)
const ARTICLE_PAGES = new RegExp(`^${LANGUAGE_PREFIX}/(?:blogs|article/[^/]+)$`)
const MAX_PAGES = 300
/** Headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set(['set-cookie', 'content-security-policy', 'content-length', 'date'])

type Encoding = 'br' | 'gzip' | 'identity'

interface CachedPage {
  /** Body and headers for each encoding, ready to send. */
  answers: Record<Encoding, { body: Buffer; headers: OutgoingHttpHeaders }>
  version: number
}

type Listener = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * The page without its nonce: the attribute leaves every tag, and each inline script is named in the
 * policy by its hash instead. JSON-LD blocks are data, never run, so they need no hash.
 */
export function withScriptHashes(html: string, nonce: string): { html: string; hashes: string[] } {
  const bare = html.replaceAll(` nonce="${nonce}"`, '')
  const hashes = new Set<string>()
  for (const [, attributes, content] of bare.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes!) || /application\/ld\+json/.test(attributes!)) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(content!).digest('base64')}'`)
  }
  return { html: bare, hashes: [...hashes] }
}

/** The encoding to answer with: Brotli, then gzip, if the browser takes it (a q of 0 refuses). */
export function chooseEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity'
  const taken = new Set<string>()
  for (const item of accept.split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    if (!q || Number(q.slice(2)) > 0) taken.add(name)
  }
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : 'identity'
}

export function pageCache(build: ServerBuild, mode: string): Listener {
  const render = createRequestHandler(build, mode)
  const pages = new Map<string, CachedPage>()
  const rendering = new Map<string, Promise<CachedPage | null>>()
  const securityHeaders = baseSecurityHeaders()

  async function renderPage(pathname: string, version: number): Promise<CachedPage | null> {
    const context = new RouterContextProvider()
    context.set(clientAddressContext, 'page-cache')
    const response = await render(new Request(`http://page-cache${pathname}`), context)
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    if (response.status !== 200 || !nonce || !response.headers.get('content-type')?.startsWith('text/html')) {
      await response.body?.cancel()
      return null
    }
    const { html, hashes } = withScriptHashes(await response.text(), nonce)
    const identity = Buffer.from(html)
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip(identity, { level: 9 }),
    ])
    const headers: OutgoingHttpHeaders = {
      ...securityHeaders,
      ...Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name))),
      'content-security-policy': documentSecurityPolicy({ hashes })!,
      vary: 'Accept-Encoding',
      'x-page-cache': 'hit',
    }
    const answer = (body: Buffer, encoding?: string) => ({
      body,
      headers: {
        ...headers,
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
    })
    const page: CachedPage = {
      answers: { identity: answer(identity), br: answer(br, 'br'), gzip: answer(gz, 'gzip') },
      version,
    }
    if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!)
    pages.set(pathname, page)
    return page
  }

  /** One render per page at a time, however many visitors ask for it at once. */
  function renderOnce(pathname: string, version: number) {
    const key = `${pathname}\n${version}`
    let pending = rendering.get(key)
    if (!pending) {
      pending = renderPage(pathname, version).finally(() => rendering.delete(key))
      rendering.set(key, pending)
    }
    return pending
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    visit: string | null,
    miss: boolean,
  ) {
    const { body, headers } = page.answers[chooseEncoding(req.headers['accept-encoding'])]
    if (!visit && !miss) res.writeHead(200, headers)
    else {
      const answer: OutgoingHttpHeaders = { ...headers }
      if (miss) answer['x-page-cache'] = 'miss'
      if (visit) {
        answer['set-cookie'] = visit
        // The page is shared; the answer carrying a visitor's cookie is theirs alone.
        answer['cache-control'] = 'private, no-cache'
      }
      res.writeHead(200, answer)
    }
    res.end(body)
  }

  return (req, res, next) => {
    if (req.method !== 'GET') return next()
    const url = req.url ?? ''
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    if (query !== -1 && !onlyCampaign(url.slice(query + 1))) return next()
    if (!ARTICLE_PAGES.test(pathname) && !CONTENT_PAGES.test(pathname)) return next()
    const visit = visitCookieOf(req)
    const cached = pages.get(pathname)
    const held = heldContentVersion()
    if (cached && cached.version === held) return send(req, res, cached, visit, false)
    void (async () => {
      const version = held ?? (await contentVersion())
      const page = cached?.version === version ? cached : await renderOnce(pathname, version)
      if (!page) return next()
      send(req, res, page, visit, page !== cached)
    })().catch((error: unknown) => {
      // The cache is only a shortcut: on any trouble, React renders the page as usual.
      logger.warn({ err: error, url: req.url }, 'page cache skipped')
      if (!res.headersSent) next()
    })
  }
}

/** Whether a query string holds only campaign parameters (utm_*), which do not change the page. */
export function onlyCampaign(query: string): boolean {
  if (query.length > 2000) return false
  for (const pair of query.split('&')) {
    if (pair && !pair.startsWith('utm_')) return false
  }
  return true
}

/** Visit cookies made for visitors who had none yet, by address and referrer; at most this many kept. */
const MAX_VISIT_COOKIES = 1000
const visitCookies = new Map<string, string | null>()

/**
 * The visit cookie this answer sets (a first page, or a campaign link), as React's pages would. For a
 * visitor without one, it depends only on the address asked and the referrer, so it is made once for
 * each: making it (parsing the address, writing its JSON) was a seventh of a first visit's work.
 */
export function visitCookieOf(req: IncomingMessage): string | null {
  const cookie = req.headers.cookie ?? null
  const url = req.url ?? '/'
  const returning = cookie?.includes('tembo_visit=') === true
  // A returning visitor without a campaign, the common case, costs one look at the Cookie header.
  if (!url.includes('?') && returning) return null
  const secure = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
  const address = `${secure}://${req.headers.host ?? 'localhost'}${url}`
  const referer = typeof req.headers.referer === 'string' ? req.headers.referer : null
  const key = returning ? null : `${address}\n${referer ?? ''}`
  const known = key === null ? undefined : visitCookies.get(key)
  if (known !== undefined) return known
  let visit: string | null = null
  try {
    visit = visitCookieFor(new URL(address), cookie, referer)
  } catch {
    // An address that does not parse sets no cookie.
  }
  if (key !== null && key.length <= 4000) {
    if (visitCookies.size >= MAX_VISIT_COOKIES) visitCookies.clear()
    visitCookies.set(key, visit)
  }
  return visit
}
