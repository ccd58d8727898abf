import { createSession, deleteSession, findSessionStaff } from '~/models/sessions.server'
import { findStaffByEmail, toStaffUser, type StaffUser } from '~/models/staff.server'
import { readCookie } from './http.server'
import { burnPasswordCheck, verifyPassword } from './passwords.server'
import { readStaffToken, signStaffToken } from './tokens.server'

export const SESSION_COOKIE = 'tembo_session'

/** The staff token a request carries: `Authorization: Bearer`, an `x-login` header, or the session cookie. */
export function tokenFromRequest(request: Request): string | null {
  const authorization = request.headers.get('authorization')
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return bearer
  const header = request.headers.get('x-login')?.trim()
  if (header) return header
  return readCookie(request, SESSION_COOKIE)
}

async function sessionOf(request: Request) {
  const token = tokenFromRequest(request)
  const claims = token ? await readStaffToken(token) : null
  if (!claims) return null
  const staff = await findSessionStaff(claims.sid)
  return staff ? { staff, sessionId: claims.sid } : null
}

/** The signed-in staff member, or null. A signature alone is not enough: the session must still exist. */
export async function getStaff(request: Request): Promise<StaffUser | null> {
  return (await sessionOf(request))?.staff ?? null
}

/** For the JSON API: the staff member, or a thrown 401 JSON answer. */
export async function requireStaffApi(request: Request): Promise<StaffUser> {
  const staff = await getStaff(request)
  if (!staff) {
    throw Response.json(
      { error: 'Sign in as staff to use this endpoint.' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    )
  }
  return staff
}

/** Checks credentials and opens a session; null when the e-mail or password is wrong. */
export async function signIn(email: string, password: string) {
  const row = await findStaffByEmail(email)
  if (!row) {
    await burnPasswordCheck(password)
    return null
  }
  if (!(await verifyPassword(row.password_hash, password))) return null
  const user = toStaffUser(row)
  const session = await createSession(user.id)
  return { user, token: await signStaffToken(user, session), expiresAt: session.expires_at }
}

/** Ends the session a request carries, if any; the token is refused from then on. */
export async function signOut(request: Request): Promise<boolean> {
  const session = await sessionOf(request)
  if (!session) return false
  await deleteSession(session.sessionId)
  return true
}
