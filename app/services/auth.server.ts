import { redirect } from 'react-router'
import { getConfig } from '~/config.server'
import { createSession, deleteSession, findSessionStaff } from '~/models/sessions.server'
import type { StaffUser } from '~/models/staff.server'
import { readCookie, siteCookie } from './cookies.server'
import { STAFF_LANDING } from '~/lib/paths'
import { pagePath } from './request-context.server'
import { ENROL_FIRST_MESSAGE, owesSecondStep } from './sign-in-duties.server'
import { readStaffToken, signStaffToken } from './tokens.server'

// Staff sessions (docs/decisions/004-staff-sessions.md): a token names a session row; the back-office
// carries it in an httpOnly cookie, API clients in a header. Signing in is sign-in.server.ts.

export const SESSION_COOKIE = 'tembo_session'

export interface StaffSession {
  staff: StaffUser
  sessionId: string
}

/** The staff token a request carries, and where: a header (Bearer or x-login) or the session cookie. */
function tokenOf(request: Request): { token: string; via: 'header' | 'cookie' } | null {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  const header = bearer || request.headers.get('x-login')?.trim()
  if (header) return { token: header, via: 'header' }
  const cookie = readCookie(request, SESSION_COOKIE)
  return cookie ? { token: cookie, via: 'cookie' } : null
}

/**
 * Whether a request carries anything that may be a staff credential, valid or not: the places tokenOf
 * reads, without its checks of their shape. Answers to such requests are never cached (server/app.ts).
 */
export function carriesCredentials(request: Request): boolean {
  return (
    request.headers.has('authorization') ||
    request.headers.has('x-login') ||
    readCookie(request, SESSION_COOKIE) !== null
  )
}

/**
 * A change made with the cookie must come from our own pages: browsers attach cookies to requests that
 * other sites start, and say where a request came from in Origin (or Sec-Fetch-Site). Header tokens
 * are never sent by a browser on its own, so they need no such check.
 */
export function isCrossSiteChange(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false
  const origin = request.headers.get('origin')
  if (origin)
    return origin !== new URL(request.url).origin && origin !== new URL(getConfig().publicUrl).origin
  return request.headers.get('sec-fetch-site') === 'cross-site'
}

async function sessionOf(request: Request): Promise<(StaffSession & { crossSite: boolean }) | null> {
  const carried = tokenOf(request)
  const claims = carried ? await readStaffToken(carried.token) : null
  if (!carried || !claims) return null
  const staff = await findSessionStaff(claims.sid)
  if (!staff) return null
  return { staff, sessionId: claims.sid, crossSite: carried.via === 'cookie' && isCrossSiteChange(request) }
}

function forbiddenCrossSite(): Response {
  return Response.json({ error: 'This change must be made from the back-office itself.' }, { status: 403 })
}

/** The signed-in staff member, or null. A signature alone is not enough: the session must still exist. */
export async function getStaff(request: Request): Promise<StaffUser | null> {
  return (await sessionOf(request))?.staff ?? null
}

/**
 * For the JSON API: the staff member, or a thrown 401 JSON answer; 403 for a member who owes the team
 * a second step, asked on every request, so a session opened before the requirement (or by the page's
 * password alone) reads nothing through the API (docs/decisions/050-second-step-everywhere.md).
 */
export async function requireStaffApi(request: Request): Promise<StaffUser> {
  const session = await sessionOf(request)
  if (!session) {
    throw Response.json(
      { error: 'Sign in as staff to use this endpoint.' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    )
  }
  if (session.crossSite) throw forbiddenCrossSite()
  // A driver-guide reads their own departures in the back-office, and nothing through the API.
  if (session.staff.role === 'guide')
    throw Response.json(
      { error: 'A driver-guide’s account reads only their own departures.' },
      { status: 403 },
    )
  if (await owesSecondStep(session.staff))
    throw Response.json({ error: ENROL_FIRST_MESSAGE }, { status: 403 })
  return session.staff
}

/** For back-office pages: the staff session, or a thrown redirect to /login and back here afterwards. */
export async function requireStaffSession(request: Request): Promise<StaffSession> {
  const session = await sessionOf(request)
  if (!session) {
    const back = request.method === 'GET' ? pagePath(request) : STAFF_LANDING
    throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`)
  }
  if (session.crossSite) throw forbiddenCrossSite()
  return { staff: session.staff, sessionId: session.sessionId }
}

/** A new session for a member whose identity is already proved (a password just set through a link). */
export async function startSession(user: StaffUser): Promise<{ token: string; expiresAt: string }> {
  const session = await createSession(user.id)
  return { token: await signStaffToken(user, session), expiresAt: session.expires_at }
}

/** Ends the session a request carries, if any; the token is refused from then on. Cross-site: 403. */
export async function signOut(request: Request): Promise<boolean> {
  const session = await sessionOf(request)
  if (!session) return false
  // Another site must not be able to sign staff out by posting here with their cookie.
  if (session.crossSite) throw forbiddenCrossSite()
  await deleteSession(session.sessionId)
  return true
}

/** The Set-Cookie value that keeps a session in the browser: httpOnly, SameSite=Lax, Secure on https. */
export function sessionCookie(token: string, expiresAt: string): string {
  const maxAge = Math.max(0, Math.floor((new Date(expiresAt).getTime() - Date.now()) / 1000))
  return siteCookie(SESSION_COOKIE, token, maxAge)
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`
}
