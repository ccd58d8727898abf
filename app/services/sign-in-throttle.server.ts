import { clearEvents, countEvent, sumEvents } from '~/models/rate-limits.server'
import { normaliseEmail } from '~/models/staff.server'
import { addressGroup } from './request-context.server'

// Password guessing is slowed, never turned into a lock-out of the owner (docs/decisions/014-sign-in-
// throttle.md). Failures are counted per account, per address (an IPv6 /64) and per trusted browser.
// - From a browser that has not signed in to the account before, an account with 5 failures in the
//   last hour makes the next try wait 30 s after the latest failure, then 1, 2, 4, 8 minutes, at most 15.
// - An address with 20 failures in the hour, whichever accounts it tried, waits the same way.
// - A browser holding the account's signed device cookie (trusted-device.server.ts) skips both waits,
//   so a stranger's guesses never keep the owner out; it has 10 failures of its own before it too is
//   treated as unknown.
// Counts live in the database, so every instance shares them.

const MEMORY_MS = 60 * 60 * 1000
const WINDOW_MS = 5 * 60 * 1000
const FIRST_WAIT_MS = 30 * 1000
export const MAX_WAIT_MS = 15 * 60 * 1000
const FREE = { account: 5, address: 20, device: 10, passwordChange: 5 }

const keys = {
  account: (email: string) => `sign-in-account:${normaliseEmail(email)}`,
  address: (address: string) => `sign-in-address:${addressGroup(address)}`,
  device: (device: string) => `sign-in-device:${device}`,
  passwordChange: (staffId: number) => `password-change:${staffId}`,
}

/** How long from now a key with `count` failures, the latest at `lastAt`, must wait; 0 when it may try. */
export function waitFor(count: number, lastAt: Date | null, free: number, now = Date.now()): number {
  if (count < free || !lastAt) return 0
  const wait = Math.min(FIRST_WAIT_MS * 2 ** Math.min(count - free, 10), MAX_WAIT_MS)
  return Math.max(0, lastAt.getTime() + wait - now)
}

async function waitOf(key: string, free: number): Promise<number> {
  const { count, lastAt } = await sumEvents(key, new Date(Date.now() - MEMORY_MS))
  return waitFor(count, lastAt, free)
}

export interface SignInAttempt {
  email: string
  address: string
  /** The id of a device cookie this account trusts, or null. */
  trustedDevice: string | null
}

/**
 * How long this attempt must wait before its password is even checked (0: go ahead), and the attempt
 * as it is to be recorded: a trusted browser that has used up its own failures counts as unknown.
 */
export async function throttleSignIn(
  attempt: SignInAttempt,
): Promise<{ waitMs: number; attempt: SignInAttempt }> {
  if (attempt.trustedDevice) {
    if ((await waitOf(keys.device(attempt.trustedDevice), FREE.device)) === 0) return { waitMs: 0, attempt }
    attempt = { ...attempt, trustedDevice: null }
  }
  const [account, address] = await Promise.all([
    waitOf(keys.account(attempt.email), FREE.account),
    waitOf(keys.address(attempt.address), FREE.address),
  ])
  return { waitMs: Math.max(account, address), attempt }
}

/** A wrong password: a trusted browser's failure counts against that browser only. */
export async function recordSignInFailure(attempt: SignInAttempt): Promise<void> {
  if (attempt.trustedDevice) {
    await countEvent(keys.device(attempt.trustedDevice), WINDOW_MS)
    return
  }
  await Promise.all([
    countEvent(keys.account(attempt.email), WINDOW_MS),
    countEvent(keys.address(attempt.address), WINDOW_MS),
  ])
}

/**
 * The right password. From an unknown browser it forgets the account's failures (whoever signed in
 * knows the password). From a trusted browser it forgets only that browser's, so that an owner signing
 * in during an attack does not hand the attacker a fresh set of free guesses.
 */
export async function recordSignInSuccess(attempt: SignInAttempt): Promise<void> {
  await clearEvents(attempt.trustedDevice ? keys.device(attempt.trustedDevice) : keys.account(attempt.email))
}

/** `/admin/password`: how long a signed-in member must wait before their current password is checked again. */
export function passwordChangeWait(staffId: number): Promise<number> {
  return waitOf(keys.passwordChange(staffId), FREE.passwordChange)
}

export async function recordPasswordChangeFailure(staffId: number): Promise<void> {
  await countEvent(keys.passwordChange(staffId), WINDOW_MS)
}

export async function clearPasswordChangeFailures(staffId: number): Promise<void> {
  await clearEvents(keys.passwordChange(staffId))
}

/** "30 seconds", "1 minute", "15 minutes": a wait as a person reads it, rounded up. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** The Retry-After header of an answer to an attempt that must wait `ms`. */
export function retryAfter(ms: number): Record<string, string> {
  return { 'Retry-After': String(Math.ceil(ms / 1000)) }
}

/** What the sign-in page and the API say while an attempt must wait. */
export function signInWaitMessage(ms: number): string {
  return `Too many failed sign-in attempts. For your security, try again in ${describeWait(ms)}. A browser you have signed in with before is not held up; ask another staff member if you have forgotten your password.`
}

export function passwordChangeWaitMessage(ms: number): string {
  return `Too many wrong current passwords. Try again in ${describeWait(ms)}.`
}
