import { signOut } from '~/services/auth.server'
import { jsonError, methodNotAllowed } from '~/services/api-answers.server'
import type { Route } from './+types/bookings.logout'

// POST /api/bookings/logout (staff): ends the session; its token is refused from then on.

export function loader() {
  return methodNotAllowed(['POST'])
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  if (!(await signOut(request))) return jsonError(401, 'You are not signed in.')
  return Response.json({ signedOut: true })
}
