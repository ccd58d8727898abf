import crypto from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { readCookie, siteCookie } from './cookies.server'
import { getSessionSecret } from './secret.server'

// A browser that has signed in to an account before carries a signed cookie naming it, so that the
// sign-in throttle can let the owner through while strangers' guesses are slowed
// (docs/decisions/014-sign-in-throttle.md). It holds no session and no e-mail address: a random id and
// the staff ids that signed in with it (a shared office computer may serve a few). It also says when
// each of them last passed their second step on it, and with which enrolment, so that step may be
// skipped here for 30 days (docs/decisions/025-staff-second-step.md).

export const DEVICE_COOKIE = 'tembo_device'
const AUDIENCE = 'tembo-device'
const LIFETIME_DAYS = 365
const MAX_ACCOUNTS = 5
export const SECOND_STEP_SKIP_DAYS = 30

/** A second step passed on this browser: by whom, for which enrolment, when (seconds). */
interface PassedStep {
  staff: number
  enrolment: number
  at: number
}

export interface TrustedDevice {
  id: string
  accounts: number[]
  passed: PassedStep[]
}

const isPassedStep = (value: unknown): value is PassedStep =>
  typeof value === 'object' &&
  value !== null &&
  ['staff', 'enrolment', 'at'].every((key) => Number.isSafeInteger((value as Record<string, unknown>)[key]))

/** The device cookie of a request, if its signature and lifetime hold. */
export async function readTrustedDevice(request: Request): Promise<TrustedDevice | null> {
  const token = readCookie(request, DEVICE_COOKIE)
  if (!token || token.length > 2000) return null
  try {
    const { payload } = await jwtVerify(token, getSessionSecret(), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    })
    const { accounts, passed = [] } = payload
    if (typeof payload.jti !== 'string' || !Array.isArray(accounts) || !Array.isArray(passed)) return null
    if (!accounts.every((id) => Number.isSafeInteger(id))) return null
    return { id: payload.jti, accounts: accounts as number[], passed: passed.filter(isPassedStep) }
  } catch {
    return null
  }
}

/** The device id this browser has for `staffId`, or null when the browser is unknown to that account. */
export function trustedFor(device: TrustedDevice | null, staffId: number | undefined): string | null {
  return device && staffId !== undefined && device.accounts.includes(staffId) ? device.id : null
}

/** Whether `staffId` passed the second step of this enrolment on this browser in the last 30 days. */
export function skipsSecondStep(
  device: TrustedDevice | null,
  staffId: number,
  enrolment: number,
  now = Date.now(),
): boolean {
  const since = now / 1000 - SECOND_STEP_SKIP_DAYS * 86400
  return Boolean(
    device?.passed.some((step) => step.staff === staffId && step.enrolment === enrolment && step.at > since),
  )
}

/**
 * After a successful sign-in: the cookie naming this browser, with this account added (newest first),
 * and, when the second step was just passed, a note of it for `enrolment`.
 */
export async function deviceCookie(
  device: TrustedDevice | null,
  staffId: number,
  passedEnrolment?: number,
): Promise<string> {
  const accounts = [staffId, ...(device?.accounts ?? []).filter((id) => id !== staffId)].slice(
    0,
    MAX_ACCOUNTS,
  )
  const kept = (device?.passed ?? []).filter((step) => accounts.includes(step.staff))
  const passed =
    passedEnrolment === undefined
      ? kept
      : [
          { staff: staffId, enrolment: passedEnrolment, at: Math.floor(Date.now() / 1000) },
          ...kept.filter((step) => step.staff !== staffId),
        ]
  const token = await new SignJWT({ accounts, passed })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(device?.id ?? crypto.randomUUID())
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_DAYS}d`)
    .sign(getSessionSecret())
  return siteCookie(DEVICE_COOKIE, token, LIFETIME_DAYS * 86400)
}
