import { redirect } from 'react-router'
import { clearedSessionCookie, signOut } from '~/services/auth.server'
import type { Route } from './+types/logout'

// Sign Out: the session ends on the server (its token is refused everywhere), the cookie is cleared.

export async function action({ request }: Route.ActionArgs) {
  await signOut(request)
  return redirect('/login', { headers: { 'Set-Cookie': clearedSessionCookie() } })
}

export function loader() {
  return redirect('/login')
}
