import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router'
import { PageWordsContext } from '~/components/page-words'
import { pageWordsJson } from '~/lib/page-words'
import { logger } from '~/logger.server'
import { handsOverWords, pageWords } from '~/services/page-words.server'
import { documentSecurityPolicy, newNonce } from '~/services/security-headers.server'
import { noteRequestError } from '~/services/unavailable.server'

// React Router's own server entry, with one addition: every page gets a fresh nonce, and a
// Content-Security-Policy that lets only our scripts and the inline scripts carrying that nonce run
// (docs/decisions/008-security-headers.md).

export const streamTimeout = 5_000

/** React Router's refusal of a form posted from another origin (answered 400): an attempt, not a fault. */
const isRefusedCrossOriginPost = (error: unknown) =>
  error instanceof Error && error.message.endsWith('Aborting the action.')

/** Every error React Router catches: logged, and noted when it means the database is away. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  noteRequestError(error, context)
  if (request.signal.aborted) return
  if (isRefusedCrossOriginPost(error)) {
    const path = new URL(request.url).pathname
    const site = request.headers.get('sec-fetch-site')
    logger.warn({ origin: request.headers.get('origin'), site, path }, 'cross-origin form post refused')
    return
  }
  logger.error({ err: error, url: request.url }, 'request failed')
}

/** The page's words for the browser, by the scripts of the routes it shows (app/lib/page-words.ts). */
function wordsOfPage(request: Request, routerContext: EntryContext): string | null {
  if (!handsOverWords()) return null
  const routeIds = routerContext.staticHandlerContext.matches.map((match) => match.route.id)
  return pageWordsJson(pageWords(routerContext.manifest, routeIds, new URL(request.url).pathname))
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = newNonce()
  const policy = documentSecurityPolicy({ nonce })
  if (policy) responseHeaders.set('Content-Security-Policy', policy)

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole page at once; people get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <PageWordsContext value={wordsOfPage(request, routerContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageWordsContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
