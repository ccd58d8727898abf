import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import {
  createHeaders,
  createRequestListener,
  sendResponse,
  type ClientAddress,
} from '@remix-run/node-fetch-server'
import compression from 'compression'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import * as build from 'virtual:react-router/server-build'
import { getConfig } from '~/config.server'
import { closeDatabase } from '~/models/db.server'
import { logger } from '~/logger.server'
import { carriesCredentials } from '~/services/auth.server'
import { settleFormOrigin } from '~/services/form-origin.server'
import { clientAddress, clientAddressContext } from '~/services/request-context.server'
import { keepFileHeadersOnly } from '~/services/security-headers.server'
import { BodyRefused, readBoundedStream } from '~/services/request-body.server'
import { startJobs, stopJobs } from '~/jobs/index.server'
import { prepareApplication } from '~/services/startup.server'
import { cors, securityHeaders, staticFiles, storedUploads, UPLOAD_CACHING, type Listener } from './listeners'
import { pageCache } from './page-cache'
import { pageWordsAnswer } from './page-words'
import { refuseResourceData } from './resource-data'
import { dropTheRest, refusal } from './refused-body'

// The HTTP layer around the React Router app: its own steps (CORS for the API, security headers, the
// upload store and static files: listeners.ts), the page cache, compression, every body read within its
// limit (refused-body.ts when it is not), and (in production) the built browser assets. Bundled by Vite
// as the server build's entry, so it shares the app's modules; server.js loads it.

/** Before listening: migrations, first staff account, demo stories; then the background jobs start. */
export async function prepare(): Promise<void> {
  await prepareApplication()
  await startJobs()
}

/** The PDF thread's work (app/services/pdf/pdf-thread.server.ts), which loads this build to draw. */
export { servePdfThread } from '~/services/pdf/pdf-thread.server'

/** On shutdown, beside the draining of requests: the jobs finish or give back what they hold. */
export const stopWork = stopJobs

/** Last step of a shutdown, after `stopWork` and the draining of requests: the database closes. */
export async function close(): Promise<void> {
  await closeDatabase()
}

/**
 * Last touches on React Router's answer. Every API answer to a request that carries staff credentials
 * may hold travellers' details: no cache keeps it (back-office pages are marked by their layout's
 * middleware). A JSON answer is already whole, so it is given its length: compression then leaves the
 * small ones alone instead of starting a zlib stream for a hundred bytes.
 */
async function finishAnswer(request: Request, response: Response): Promise<Response> {
  const markPrivate = carriesCredentials(request) && new URL(request.url).pathname.startsWith('/api/')
  const json = response.headers.get('content-type')?.startsWith('application/json') ?? false
  const measure = json && response.body !== null && !response.headers.has('content-length')
  if (!markPrivate && !measure) return response
  const headers = new Headers(response.headers)
  if (markPrivate) headers.set('Cache-Control', 'private, no-store')
  let body: BodyInit | null = response.body
  if (measure) {
    const bytes = new Uint8Array(await response.arrayBuffer())
    headers.set('Content-Length', String(bytes.byteLength))
    body = bytes
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

export function createHandler(options: { clientDirectory?: string; mode: string }) {
  const config = getConfig()
  const layers: Listener[] = []
  // Returning visitors' views of public pages come from memory, with every header they need made in
  // advance, so they skip the layers below (docs/decisions/010-page-cache.md).
  if (options.mode === 'production' && config.pageCache) {
    layers.push(pageCache(build as unknown as Parameters<typeof pageCache>[0], options.mode))
  }
  layers.push(
    securityHeaders(),
    compression() as unknown as Listener,
    cors(config.corsOrigins),
    refuseResourceData(build as unknown as Parameters<typeof refuseResourceData>[0]),
    pageWordsAnswer(build as unknown as Parameters<typeof pageWordsAnswer>[0]),
  )
  // Uploaded images have random names, so a name never holds other bytes: cache them for a year.
  // (`dev` makes sirv look for each file on request, so new uploads are found; it would also answer
  // no-cache, which the header set here replaces.)
  layers.push(
    staticFiles('/uploads/', path.resolve(config.uploadDir), {
      dev: true,
      etag: true,
      setHeaders: (res) => {
        keepFileHeadersOnly(res)
        res.setHeader('Cache-Control', UPLOAD_CACHING)
      },
    }),
    storedUploads(),
  )
  if (options.clientDirectory) {
    // Built assets carry a content hash in their names; other public files may change between releases.
    // Text files come with Brotli and gzip copies made at build time (scripts/precompress-plugin.ts).
    layers.push(
      staticFiles('/', options.clientDirectory, {
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => {
          keepFileHeadersOnly(res)
          res.setHeader(
            'Cache-Control',
            pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          )
        },
      }),
    )
  }
  const handleRequest = createRequestHandler(build, options.mode)
  const contextFor = (request: Request, socketAddress: string | undefined) => {
    const context = new RouterContextProvider()
    const forwarded = request.headers.get('x-forwarded-for')
    context.set(
      clientAddressContext,
      clientAddress(socketAddress ?? 'unknown', forwarded, config.trustedProxies),
    )
    return context
  }
  const failed = (error: unknown) => {
    logger.error({ err: error }, 'unhandled request error')
    return Response.json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 })
  }
  // Requests without a body: node-fetch-server makes the Request.
  const withoutBody = createRequestListener(
    async (request: Request, client: ClientAddress) =>
      finishAnswer(request, await handleRequest(request, contextFor(request, client.address))),
    { onError: failed },
  )
  // Requests with a body: the bytes are read here, bounded and counted before any parser sees them
  // (request-body.server.ts), and the Request is made once, from them.
  const withBody = async (req: IncomingMessage, res: ServerResponse) => {
    // Joined as text, as node-fetch-server does: resolving `//other/x` against the host would change it.
    let url: URL
    try {
      if (!req.headers.host) throw new Error('no Host header')
      url = new URL(`http://${req.headers.host}${req.url ?? '/'}`)
    } catch {
      return sendResponse(res, new Response('Bad Request', { status: 400 }))
    }
    const declared = req.headers['content-length']
    let body: Buffer
    try {
      // Not destroyed when the reader stops early: the refusal below still has to reach the client.
      body = await readBoundedStream(req.iterator({ destroyOnReturn: false }), {
        pathname: url.pathname,
        contentType: req.headers['content-type'] ?? '',
        declaredLength: declared === undefined ? null : Number(declared),
      })
    } catch (error) {
      if (error instanceof BodyRefused) {
        dropTheRest(req)
        return sendResponse(res, refusal(url.pathname, error))
      }
      // A client that went away before its body ended has nobody left to answer.
      if (req.readableAborted || req.destroyed) return
      throw error
    }
    const aborted = new AbortController()
    res.once('close', () => res.writableFinished || aborted.abort())
    const headers = createHeaders(req)
    // A form post of our own page that the browser sent without its origin is not refused as another
    // site's; one that fetch metadata says came from elsewhere is, even without an Origin.
    settleFormOrigin(headers, url.origin)
    const request = new Request(url, {
      method: req.method,
      headers,
      body: body.length ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : null,
      signal: aborted.signal,
    })
    let response: Response
    try {
      response = await finishAnswer(
        request,
        await handleRequest(request, contextFor(request, req.socket.remoteAddress)),
      )
    } catch (error) {
      if (aborted.signal.aborted) return
      response = failed(error)
    }
    if (!res.destroyed) await sendResponse(res, response)
  }
  const app = (req: IncomingMessage, res: ServerResponse) =>
    req.method === 'GET' || req.method === 'HEAD' ? withoutBody(req, res) : withBody(req, res)

  return (req: IncomingMessage, res: ServerResponse) => {
    let index = 0
    const next = () => {
      const layer = layers[index++]
      if (layer) return layer(req, res, next)
      Promise.resolve(app(req, res)).catch((error: unknown) => {
        logger.error({ err: error, url: req.url }, 'unhandled request error')
        if (!res.headersSent) {
          res.statusCode = 500
          res.setHeader('Content-Type', 'application/json')
          res.end(JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }))
        } else res.destroy()
      })
    }
    next()
  }
}
