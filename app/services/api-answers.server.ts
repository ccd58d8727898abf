import type { BodyRefused } from './request-body.server'

// The JSON answers every /api/bookings route gives when it cannot do what was asked.

/** `{ error }` with the status; `extra` adds fields (a wait, say). */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error, ...extra }, { status })
}

export function methodNotAllowed(allowed: string[]) {
  return Response.json(
    { error: `Use ${allowed.join(' or ')} here.` },
    { status: 405, headers: { Allow: allowed.join(', ') } },
  )
}

/**
 * Answer to a body refused unread or uncounted (app/services/request-body.server.ts). The connection is
 * closed, since the unread rest of the body would otherwise sit in front of the client's next request on
 * the same kept-alive socket.
 */
export function bodyRefusal(error: BodyRefused): Response {
  return Response.json({ error: error.message }, { status: 413, headers: { Connection: 'close' } })
}
