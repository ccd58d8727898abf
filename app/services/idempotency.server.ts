import crypto from 'node:crypto'
import type { InquiryKind } from '~/inquiries'
import { findIdempotencyKey } from '~/models/idempotency.server'

// Idempotency-Key on POST /api/bookings/* (docs/product.md, "The JSON API"), as payment APIs honour it:
// the same key with the same body within a day answers the first answer again, without a second inquiry
// or acknowledgement; the same key with another body is refused with 422. No key: nothing changes.

const KEY = /^[\x21-\x7e]{1,200}$/

export const KEY_REFUSED = 'Idempotency-Key must be 1 to 200 visible ASCII characters.'
export const KEY_REUSED =
  'This Idempotency-Key was used in the last 24 hours for a different request. Use a new key for a new inquiry.'

/** The request's key, scoped to the kind it is sent to; null without one, 'invalid' when malformed. */
export function readIdempotencyKey(request: Request, kind: InquiryKind): string | null | 'invalid' {
  const key = request.headers.get('idempotency-key')
  if (key === null) return null
  return KEY.test(key) ? `${kind}:${key}` : 'invalid'
}

/** What the request carried, as validated: a retry carries the same. */
export const bodyHashOf = (value: unknown) =>
  crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex')

const FORM_TOKEN = /^[A-Za-z0-9_-]{16,64}$/

/** Whether a form's token is one this server could have made. */
export const isFormToken = (token: unknown): token is string =>
  typeof token === 'string' && FORM_TOKEN.test(token)

/** A new token for a form's page. */
export const newFormToken = () => crypto.randomBytes(16).toString('base64url')

/**
 * The key of a public form's submission: its page's token with what it carried. A cached page hands
 * the same token to every visitor for a while, so the token alone would join two travellers' inquiries;
 * with what was typed, only the same submission sent again has the same key. Undefined without a
 * well-formed token (a page from before tokens, a script posting by hand): then nothing changes.
 */
export function formSubmissionKey(token: unknown, kind: InquiryKind, value: unknown) {
  if (!isFormToken(token)) return undefined
  const bodyHash = bodyHashOf(value)
  const key = crypto.createHash('sha256').update(`${token}:${bodyHash}`).digest('base64url')
  return { key: `form:${kind}:${key}`, bodyHash }
}

/** The answer a key already has: the first 201 again, or 422 for another body; undefined when it has none. */
export async function answerForKey(key: string, bodyHash: string): Promise<Response | undefined> {
  const earlier = await findIdempotencyKey(key)
  if (!earlier) return undefined
  if (earlier.body_hash !== bodyHash) return Response.json({ error: KEY_REUSED }, { status: 422 })
  return Response.json(
    { id: Number(earlier.inquiry_id), affectedRows: 1 },
    { status: 201, headers: { 'Idempotent-Replayed': 'true' } },
  )
}
