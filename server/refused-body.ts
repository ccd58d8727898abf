import type { IncomingMessage } from 'node:http'
import { bodyRefusal } from '~/services/api-answers.server'
import type { BodyRefused } from '~/services/request-body.server'

// A body refused before it is parsed (app/services/request-body.server.ts): how it is answered, and how
// the rest of it is read and dropped so that the client sees the answer.

/** A refused body: JSON for the API and React Router's data requests, a short page for a browser's form. */
export function refusal(pathname: string, error: BodyRefused): Response {
  const json = bodyRefusal(error)
  if (pathname.startsWith('/api/') || pathname.endsWith('.data')) return json
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not sent</title><body><h1>Not sent</h1><p>${error.message} Go back to the form and send it again.</p></body></html>`
  return new Response(page, {
    status: json.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(page)),
    },
  })
}

/**
 * What is read and dropped of a refused body, at most, before the connection is closed. The bytes are
 * the bound on work; the time only ends a client that stops sending. 5 s cut off a 20 MB upload on a
 * busy machine before the client could read its answer.
 */
const DROP_BYTES = 32 * 1024 * 1024
const DROP_MS = 30_000

/**
 * A body refused for its size is answered at once, while the client may still be sending it. Closing the
 * connection then would reset it, and the client would meet the reset instead of the answer; so the rest
 * is read and dropped (as a web server's lingering close does), bounded in bytes and time, and then the
 * connection stays open for the client's next request.
 */
export function dropTheRest(req: IncomingMessage) {
  if (req.complete) return
  let dropped = 0
  const close = () => req.socket.destroy()
  const timer = setTimeout(close, DROP_MS).unref()
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.byteLength
    if (dropped > DROP_BYTES) close()
  })
  req.once('end', () => clearTimeout(timer))
  req.once('close', () => clearTimeout(timer))
}
