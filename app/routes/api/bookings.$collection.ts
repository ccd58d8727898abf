import { parseWithZod } from '@conform-to/zod/v4'
import { countInquiries, listInquiries } from '~/models/inquiries.server'
import { requireStaffApi } from '~/services/auth.server'
import { jsonError, methodNotAllowed } from '~/services/api-answers.server'
import { readPage, readSearch, readSubmission } from '~/services/request-input.server'
import { inquiryKind } from '~/inquiries'
import { answerForKey, bodyHashOf, KEY_REFUSED, readIdempotencyKey } from '~/services/idempotency.server'
import { acceptInquiry, checkChoices, SEND_FAILURE } from '~/services/inquiry-action.server'
import { RATE_LIMITED_MESSAGE } from '~/services/rate-limit.server'
import type { Route } from './+types/bookings.$collection'
import { findCollection } from './collections.server'

// GET  /api/bookings/:collection  (staff) a page of inquiries, newest first; ?q= searches name and e-mail
// POST /api/bookings/:collection  (public) a new inquiry: 201 { id, affectedRows } or 400 { errors };
//                                  an Idempotency-Key makes a retry answer the first 201 again

export async function loader({ request, params }: Route.LoaderArgs) {
  const collection = findCollection(params.collection)
  if (!collection) return jsonError(404, 'Not found.')
  if (!collection.list) return methodNotAllowed(['POST'])
  await requireStaffApi(request)
  const page = readPage(request)
  const search = readSearch(request)
  const [rows, total] = await Promise.all([
    listInquiries(collection.kind, page, search),
    countInquiries(collection.kind, search),
  ])
  return Response.json(rows, { headers: { 'X-Total-Count': String(total) } })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const collection = findCollection(params.collection)
  if (!collection) return jsonError(404, 'Not found.')
  if (!collection.schema || request.method !== 'POST') {
    return methodNotAllowed(collection.schema ? ['POST'] : ['GET'])
  }
  const submission = parseWithZod(await readSubmission(request), { schema: collection.schema })
  if (submission.status !== 'success') {
    return Response.json({ errors: submission.error ?? {} }, { status: 400 })
  }
  const refused = await checkChoices(inquiryKind(collection.kind), submission.value)
  if (refused) return Response.json({ errors: refused }, { status: 400 })
  const key = readIdempotencyKey(request, collection.kind)
  if (key === 'invalid') return jsonError(400, KEY_REFUSED)
  const idempotency = key ? { key, bodyHash: bodyHashOf(submission.value) } : undefined
  if (idempotency) {
    const earlier = await answerForKey(idempotency.key, idempotency.bodyHash)
    if (earlier) return earlier
  }
  const accepted = await acceptInquiry(
    request,
    context,
    collection.kind,
    submission.value,
    request.headers.get('referer'),
    idempotency,
  )
  if (accepted.outcome === 'same-key') {
    const earlier = idempotency && (await answerForKey(idempotency.key, idempotency.bodyHash))
    if (earlier) return earlier
  }
  if (accepted.outcome === 'limited') {
    return Response.json({ error: RATE_LIMITED_MESSAGE }, { status: 429, headers: { 'Retry-After': '600' } })
  }
  // Nothing was stored: the client may try again; the cause is in the log.
  if (accepted.outcome !== 'stored') {
    return Response.json({ error: SEND_FAILURE }, { status: 503, headers: { 'Retry-After': '30' } })
  }
  return Response.json({ id: accepted.id, affectedRows: 1 }, { status: 201 })
}
