import type { IncomingMessage, ServerResponse } from 'node:http'
import sirv from 'sirv'
import { logger } from '~/logger.server'
import { baseSecurityHeaders, keepFileHeadersOnly } from '~/services/security-headers.server'
import { fetchStoredUpload } from '~/services/uploads.server'

// The HTTP layer's own steps before React Router (server/app.ts chains them): CORS for the API, static
// files, the security headers every answer starts with, and the upload store.

export type Listener = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const ALLOWED_HEADERS = 'Content-Type, Authorization, X-Login, Idempotency-Key'
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

/** CORS for /api: origins listed in CORS_ORIGINS (or * for any) may call it and read x-login. */
export function cors(origins: string[]): Listener {
  const allowAny = origins.includes('*')
  return (req, res, next) => {
    const origin = req.headers.origin
    if (!req.url?.startsWith('/api/') || !origin) return next()
    const allowed = allowAny || origins.includes(origin)
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Access-Control-Expose-Headers', 'x-login, X-Total-Count, Idempotent-Replayed')
    }
    res.setHeader('Vary', 'Origin')
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (allowed) {
        res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        res.setHeader('Access-Control-Max-Age', '600')
      }
      res.statusCode = 204
      res.end()
      return
    }
    next()
  }
}

/** Static files under a URL prefix; anything not found falls through. */
export function staticFiles(
  prefix: string,
  directory: string,
  options: Parameters<typeof sirv>[1],
): Listener {
  const serve = sirv(directory, options)
  return (req, res, next) => {
    if (!req.url?.startsWith(prefix)) return next()
    // sirv lists the files once, at start, and pipes the one asked for without listening for its
    // errors: a file removed since (a deploy replacing the build under a running server) would end the
    // process. That answer ends instead, and the server goes on.
    const guard = (source: NodeJS.ReadableStream) =>
      source.once('error', (error: Error) => {
        logger.warn({ url: req.url, reason: error.message }, 'a static file could not be read')
        if (res.headersSent) res.destroy()
        else res.writeHead(404).end()
      })
    res.once('pipe', guard)
    const original = req.url
    req.url = req.url.slice(prefix.length - 1)
    serve(req, res, () => {
      // Not a static file: what answers it next keeps its own ways with errors.
      res.removeListener('pipe', guard)
      req.url = original
      next()
    })
  }
}

/** The security headers every answer starts with (app/services/security-headers.server.ts). */
export function securityHeaders(): Listener {
  const headers = Object.entries(baseSecurityHeaders())
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  }
}

export const UPLOAD_CACHING = 'public, max-age=31536000, immutable'

/**
 * An upload this instance has no copy of (another instance took it) comes from the shared store and is
 * kept here for next time (docs/decisions/020-shared-uploads.md). One nobody has goes on to the 404.
 */
export function storedUploads(): Listener {
  return (req, res, next) => {
    const name = /^\/uploads\/([^/?#]+)(?:\?.*)?$/.exec(req.url ?? '')?.[1]
    if (!name || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
    fetchStoredUpload(name).then(
      (found) => {
        if (!found) return next()
        keepFileHeadersOnly(res)
        res.writeHead(200, {
          'Content-Type': found.contentType,
          'Content-Length': found.bytes.length,
          'Cache-Control': UPLOAD_CACHING,
        })
        res.end(req.method === 'HEAD' ? undefined : found.bytes)
      },
      (error: unknown) => {
        logger.warn({ err: error, name }, 'uploads: the shared store could not be read')
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' })
        res.end('The image cannot be fetched just now. Try again in a moment.')
      },
    )
  }
}
