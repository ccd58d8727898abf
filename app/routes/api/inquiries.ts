import { parseWithZod } from '@conform-to/zod/v4'
import { countInquiries, createInquiry, listInquiries } from '~/models/inquiries.server'
import { requireStaffApi } from '~/services/auth.server'
import { jsonError, methodNotAllowed, readPage, readSubmission } from '~/services/http.server'
import { nudgeMailWorker } from '~/services/mail.server'
import { allowSubmission, RATE_LIMITED_MESSAGE } from '~/services/rate-limit.server'
import { inquirySource } from '~/services/visit.server'
import type { Route } from './+types/inquiries'
import { findCollection } from './collections.server'

// GET  /api/bookings/:collection  (staff) a page of inquiries, newest first
// POST /api/bookings/:collection  (public) a new inquiry: 201 { id, affectedRows } or 400 { errors }

export async function loader({ request, params }: Route.LoaderArgs) {
  const collection = findCollection(params.collection)
  if (!collection) return jsonError(404, 'Not found.')
  if (!collection.list) return methodNotAllowed(['POST'])
  await requireStaffApi(request)
  const page = readPage(request)
  const [rows, total] = await Promise.all([
    listInquiries(collection.kind, page),
    countInquiries(collection.kind),
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
  if (!(await allowSubmission(context))) {
    return Response.json({ error: RATE_LIMITED_MESSAGE }, { status: 429, headers: { 'Retry-After': '600' } })
  }
  const id = await createInquiry(collection.kind, submission.value as never, {
    source: inquirySource(request, request.headers.get('referer')),
  })
  nudgeMailWorker()
  return Response.json({ id, affectedRows: 1 }, { status: 201 })
}
