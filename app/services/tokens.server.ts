import { jwtVerify, SignJWT } from 'jose'
import type { StaffUser } from '~/models/staff.server'
import { getSessionSecret } from './secret.server'

export interface TokenClaims extends StaffUser {
  /** The session row this token stands for; deleting the row ends the token. */
  sid: string
}

/** A signed JWT that decodes to the staff user and names its session. */
export async function signStaffToken(user: StaffUser, session: { id: string; expires_at: string }) {
  return new SignJWT({ sid: session.id, id: user.id, name: user.name, email: user.email, role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(new Date(session.expires_at).getTime() / 1000))
    .sign(getSessionSecret())
}

/** The claims of a token with a valid signature and expiry, or null. Does not check the session row. */
export async function readStaffToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, getSessionSecret(), { algorithms: ['HS256'] })
    if (typeof payload.sid !== 'string' || typeof payload.id !== 'number') return null
    return payload as unknown as TokenClaims
  } catch {
    return null
  }
}
