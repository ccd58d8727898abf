import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { createRequestListener } from '@react-router/node'
import compression from 'compression'
import sirv from 'sirv'
import { RouterContextProvider } from 'react-router'
import * as build from 'virtual:react-router/server-build'
import { getConfig } from '~/config.server'
import { closeDatabase } from '~/services/db.server'
import { logger } from '~/services/logger.server'
import { startMailWorker, stopMailWorker } from '~/services/mail.server'
import { clientAddressContext } from '~/services/rate-limit.server'
import { baseSecurityHeaders, keepFileHeadersOnly } from '~/services/security-headers.server'
import { prepareApplication } from '~/services/startup.server'
import { pageCache } from './page-cache'

// The HTTP layer around the React Router app: CORS for the API, the upload store, compression, and
// (in production) the built browser assets. Bundled by Vite as the server build's entry, so it shares
// the app's modules; server.js loads it.

/** Before listening: migrations, first staff account, demo stories; then the mail worker starts. */
export async function prepare(): Promise<void> {
  await prepareApplication()
  startMailWorker()
}

/** On shutdown, beside the draining of requests: the mail worker finishes or gives back what it holds. */
export async function stopWork(): Promise<void> {
  await stopMailWorker()
}

/** Last step of a shutdown, after `stopWork` and the draining of requests: the database closes. */
export async function close(): Promise<void> {
  await closeDatabase()
}

type Listener = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const ALLOWED_HEADERS = 'Content-Type, Authorization, X-Login'
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

/** CORS for /api: origins listed in CORS_ORIGINS (or * for any) may call it and read x-login. */
function cors(origins: string[]): Listener {
  const allowAny = origins.includes('*')
  return (req, res, next) => {
    const origin = req.headers.origin
    if (!req.url?.startsWith('/api/') || !origin) return next()
    const allowed = allowAny || origins.includes(origin)
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Access-Control-Expose-Headers', 'x-login, X-Total-Count')
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
function staticFiles(prefix: string, directory: string, options: Parameters<typeof sirv>[1]): Listener {
  const serve = sirv(directory, options)
  return (req, res, next) => {
    if (!req.url?.startsWith(prefix)) return next()
    const original = req.url
    req.url = req.url.slice(prefix.length - 1)
    serve(req, res, () => {
      req.url = original
      next()
    })
  }
}

/** The security headers every answer starts with (app/services/security-headers.server.ts). */
function securityHeaders(): Listener {
  const headers = Object.entries(baseSecurityHeaders())
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  }
}

export function createHandler(options: { clientDirectory?: string; mode: string }) {
  const config = getConfig()
  const layers: Listener[] = []
  // Returning visitors' views of public pages come from memory, with every header they need made in
  // advance, so they skip the layers below (docs/decisions/010-page-cache.md).
  if (options.mode === 'production' && process.env.PAGE_CACHE !== 'off') {
    layers.push(pageCache(build as unknown as Parameters<typeof pageCache>[0], options.mode))
  }
  layers.push(securityHeaders(), compression() as unknown as Listener, cors(config.corsOrigins))
  // Uploaded images have unique names, so they never change: cache them for a year.
  layers.push(
    staticFiles('/uploads/', path.resolve(config.uploadDir), {
      dev: true,
      etag: true,
      maxAge: 31_536_000,
      immutable: true,
      setHeaders: keepFileHeadersOnly,
    }),
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
  // Behind a reverse proxy (TRUST_PROXY=true) the client is the first X-Forwarded-For address.
  const trustProxy = process.env.TRUST_PROXY === 'true'
  const app = createRequestListener({
    build,
    mode: options.mode,
    getLoadContext: (request, client) => {
      const forwarded = trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined
      const context = new RouterContextProvider()
      context.set(clientAddressContext, forwarded || client.address)
      return context
    },
  })

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
