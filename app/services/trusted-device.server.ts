import crypto from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { readCookie, siteCookie } from './cookies.server'
import { getSessionSecret } from './secret.server'

// A browser that has signed in to an account before carries a signed cookie naming it, so that the
// sign-in throttle can let the owner through while strangers' guesses are slowed
// (docs/decisions/014-sign-in-throttle.md). It holds no session and no e-mail address: a random id and
// the staff ids that signed in with it (a shared office computer may serve a few).

export const DEVICE_COOKIE = 'tembo_device'
const AUDIENCE = 'tembo-device'
const LIFETIME_DAYS = 365
const MAX_ACCOUNTS = 5

export interface TrustedDevice {
  id: string
  accounts: number[]
}

/** The device cookie of a request, if its signature and lifetime hold. */
export async function readTrustedDevice(request: Request): Promise<TrustedDevice | null> {
  const token = readCookie(request, DEVICE_COOKIE)
  if (!token || token.length > 2000) return null
  try {
    const { payload } = await jwtVerify(token, getSessionSecret(), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    })
    const accounts = payload.accounts
    if (typeof payload.jti !== 'string' || !Array.isArray(accounts)) return null
    if (!accounts.every((id) => Number.isSafeInteger(id))) return null
    return { id: payload.jti, accounts: accounts as number[] }
  } catch {
    return null
  }
}

/** The device id this browser has for `staffId`, or null when the browser is unknown to that account. */
export function trustedFor(device: TrustedDevice | null, staffId: number | undefined): string | null {
  return device && staffId !== undefined && device.accounts.includes(staffId) ? device.id : null
}

/** After a successful sign-in: the cookie naming this browser, with this account added (newest first). */
export async function deviceCookie(device: TrustedDevice | null, staffId: number): Promise<string> {
  const accounts = [staffId, ...(device?.accounts ?? []).filter((id) => id !== staffId)].slice(
    0,
    MAX_ACCOUNTS,
  )
  const token = await new SignJWT({ accounts })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(device?.id ?? crypto.randomUUID())
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_DAYS}d`)
    .sign(getSessionSecret())
  return siteCookie(DEVICE_COOKIE, token, LIFETIME_DAYS * 86400)
}
