import { jwtVerify, SignJWT } from 'jose'
import { readCookie, siteCookie } from './cookies.server'
import { getSessionSecret } from './secret.server'

// Between a right password and the second step (docs/decisions/025-staff-second-step.md) the browser
// holds a short-lived signed cookie naming the member and where to go afterwards; it is not a
// session and opens nothing but the code page. The session is made only once the code is right.

export const PENDING_COOKIE = 'tembo_sign_in'
const AUDIENCE = 'tembo-second-step'
export const PENDING_MINUTES = 5

export interface PendingSignIn {
  staffId: number
  redirectTo: string
}

export async function pendingSignInCookie(pending: PendingSignIn): Promise<string> {
  const token = await new SignJWT({ to: pending.redirectTo })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(pending.staffId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PENDING_MINUTES}m`)
    .sign(getSessionSecret())
  return siteCookie(PENDING_COOKIE, token, PENDING_MINUTES * 60)
}

/** The sign-in waiting for its second step in this browser, if its cookie is ours and fresh. */
export async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const token = readCookie(request, PENDING_COOKIE)
  if (!token || token.length > 2000) return null
  try {
    const { payload } = await jwtVerify(token, getSessionSecret(), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    })
    const staffId = Number(payload.sub)
    if (!Number.isSafeInteger(staffId) || typeof payload.to !== 'string') return null
    return { staffId, redirectTo: payload.to }
  } catch {
    return null
  }
}

export const clearedPendingSignInCookie = () => siteCookie(PENDING_COOKIE, '', 0)
