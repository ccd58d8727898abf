import crypto from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { inquiryKinds } from '~/inquiries'
import { articlesVersion } from '~/models/articles.server'
import { logger } from '~/logger.server'
import { carriesVisit, clientAddressContext } from '~/services/request-context.server'
import { baseSecurityHeaders, documentSecurityPolicy } from '~/services/security-headers.server'

// Public pages are the same for every visitor, so a returning visitor's page view is served from memory
// instead of being rendered by React again (docs/decisions/010-page-cache.md). A kept page is fixed
// bytes: its inline scripts are allowed by their SHA-256 hashes instead of a nonce, so the page, its
// Brotli and gzip copies and all its headers are made once and sent as they are. Pages that show
// articles are keyed by the articles' version, read from the database for every view (views that
// arrive together share one read begun after they arrived), so an edit shows at once on every instance. A first visit (no visit cookie yet), a query string or any other method
// goes to React, which renders with a fresh nonce.

/** The inquiry forms' pages, from their kinds (app/inquiries/): /book, /contact … */
const formPages = inquiryKinds.map((kind) => kind.form.path.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
const CONTENT_PAGES = new RegExp(
  `^/(?:about|packages|privacy|terms|success|${formPages.join('|')}|places/[a-z]+|tour/[a-z-]+)?$`,
)
const ARTICLE_PAGES = /^\/(?:blogs|article\/[^/]+)$/
const MAX_PAGES = 300
/** Headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set(['set-cookie', 'content-security-policy', 'content-length', 'date'])

type Encoding = 'br' | 'gzip' | 'identity'

interface CachedPage {
  /** Body and headers for each encoding, ready to send. */
  answers: Record<Encoding, { body: Buffer; headers: OutgoingHttpHeaders }>
  version: string
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

/**
 * A read that always begins after it is asked for, shared by everyone who asks while it waits: calls
 * that arrive while a read is under way (which may have begun before their change was made) share the
 * next read, started as soon as that one ends. Every caller sees the database as it was at or after its
 * call, at one query per batch instead of one per caller.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined
  let queued: Promise<T> | undefined
  const start = () => {
    const promise: Promise<T> = read().finally(() => {
      if (current === promise) current = undefined
    })
    current = promise
    return promise
  }
  const settled = () => undefined
  return () => {
    if (!current) return start()
    queued ??= current.then(settled, settled).then(() => {
      queued = undefined
      return start()
    })
    return queued
  }
}

export function pageCache(build: ServerBuild, mode: string): Listener {
  const render = createRequestHandler(build, mode)
  const pages = new Map<string, CachedPage>()
  const readArticlesVersion = sharedFreshRead(articlesVersion)
  const rendering = new Map<string, Promise<CachedPage | null>>()
  const securityHeaders = baseSecurityHeaders()

  async function renderPage(pathname: string, version: string): Promise<CachedPage | null> {
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
  function renderOnce(pathname: string, version: string) {
    const key = `${pathname}\n${version}`
    let pending = rendering.get(key)
    if (!pending) {
      pending = renderPage(pathname, version).finally(() => rendering.delete(key))
      rendering.set(key, pending)
    }
    return pending
  }

  function send(res: ServerResponse, page: CachedPage, accept: string | undefined, miss: boolean) {
    const { body, headers } = page.answers[chooseEncoding(accept)]
    res.writeHead(200, miss ? { ...headers, 'x-page-cache': 'miss' } : headers)
    res.end(body)
  }

  return (req, res, next) => {
    const url = req.url ?? ''
    if (req.method !== 'GET' || url.includes('?')) return next()
    const articles = ARTICLE_PAGES.test(url)
    if (!articles && !CONTENT_PAGES.test(url)) return next()
    if (!carriesVisit(req.headers.cookie)) return next()
    const cached = pages.get(url)
    if (cached && !articles) return send(res, cached, req.headers['accept-encoding'], false)
    void (async () => {
      const version = articles ? await readArticlesVersion() : 'content'
      const page = cached?.version === version ? cached : await renderOnce(url, version)
      if (!page) return next()
      send(res, page, req.headers['accept-encoding'], page !== cached)
    })().catch((error: unknown) => {
      // The cache is only a shortcut: on any trouble, React renders the page as usual.
      logger.warn({ err: error, url: req.url }, 'page cache skipped')
      if (!res.headersSent) next()
    })
  }
}
