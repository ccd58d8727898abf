import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { CommitUnknownError, isDatabaseUnavailable } from '~/models/db.server'

// While the database is away (restarting, failing over, out of disk), a page or API call that needed it
// is answered 503 "try again" instead of 500: the cause is passing, a client may retry, and a load
// balancer reads 503 as "send this elsewhere". React Router turns an error thrown by a loader or action
// into a 500 of its own; entry.server's handleError sees the error first and marks the request here,
// and the root's middleware sets the status on the way out.

const databaseUnavailableContext = createContext<false | 'away' | 'commit-unknown'>(false)

export const TRY_AGAIN_MESSAGE =
  'We cannot reach our records just now. Nothing was changed: please try again in a minute.'

/** When the COMMIT was sent and its answer lost, "nothing was changed" would be a guess (decision 048). */
export const NOT_CONFIRMED_MESSAGE =
  'We could not confirm that this was saved: our records stopped answering as it was being saved. Check before sending it again (the same Idempotency-Key never stores it twice).'

/** Called for every error React Router catches in a request; notes the ones that mean "database away". */
export function noteRequestError(error: unknown, context: Readonly<RouterContextProvider> | undefined): void {
  if (!context || !isDatabaseUnavailable(error)) return
  context.set(databaseUnavailableContext, error instanceof CommitUnknownError ? 'commit-unknown' : 'away')
}

export const answerUnavailable: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next()
  const unavailable = context.get(databaseUnavailableContext)
  if (!unavailable) return response
  const headers = new Headers(response.headers)
  headers.set('Retry-After', '30')
  headers.set('Cache-Control', 'no-store')
  if (new URL(request.url).pathname.startsWith('/api/')) {
    headers.set('Content-Type', 'application/json')
    const error = unavailable === 'commit-unknown' ? NOT_CONFIRMED_MESSAGE : TRY_AGAIN_MESSAGE
    return new Response(JSON.stringify({ error }), { status: 503, headers })
  }
  // A page keeps the site's own "try again" page that React Router rendered.
  return new Response(response.body, { status: 503, headers })
}
