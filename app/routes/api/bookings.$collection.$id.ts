import { getInquiry } from '~/models/inquiries.server'
import { requireStaffApi } from '~/services/auth.server'
import { jsonError, methodNotAllowed } from '~/services/api-answers.server'
import { readId } from '~/services/request-input.server'
import type { Route } from './+types/bookings.$collection.$id'
import { findCollection } from './collections.server'

// GET /api/bookings/:collection/:id  (staff) one inquiry, as an array holding it (the contract's shape)

export async function loader({ request, params }: Route.LoaderArgs) {
  const collection = findCollection(params.collection)
  if (!collection?.item) return jsonError(404, 'Not found.')
  await requireStaffApi(request)
  const inquiry = await getInquiry(collection.kind, readId(params.id))
  if (!inquiry) return jsonError(404, 'No inquiry with this id.')
  return Response.json([inquiry])
}

export function action() {
  return methodNotAllowed(['GET'])
}
