import { clearEvents, countEvent, sumEvents } from '~/models/rate-limits.server'
import { normaliseEmail } from '~/models/staff.server'

// Guessing passwords is slowed down twice over: an account that has had 5 wrong passwords in the last
// quarter of an hour is locked, whoever tries next, and so is an address that has had 20 wrong sign-ins,
// whichever accounts it tried. Counts live in the database, so every instance shares them.

const WINDOW_MS = 5 * 60 * 1000
export const LOCK_MS = 15 * 60 * 1000
const LIMITS = { account: 5, address: 20 }

export const SIGN_IN_LOCKED_MESSAGE =
  'Too many failed sign-in attempts. For your security, signing in is paused for 15 minutes. Ask another staff member if you have forgotten your password.'

const keys = (email: string, address: string) => ({
  account: `sign-in-account:${normaliseEmail(email)}`,
  address: `sign-in-address:${address}`,
})

/** True while this account or this address has too many recent failures to try again. */
export async function isSignInLocked(email: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - LOCK_MS)
  const key = keys(email, address)
  const [account, fromAddress] = await Promise.all([
    sumEvents(key.account, since),
    sumEvents(key.address, since),
  ])
  return account >= LIMITS.account || fromAddress >= LIMITS.address
}

export async function recordSignInFailure(email: string, address: string): Promise<void> {
  const key = keys(email, address)
  await Promise.all([countEvent(key.account, WINDOW_MS), countEvent(key.address, WINDOW_MS)])
}

/** A successful sign-in forgets the account's failures (the address keeps its count). */
export async function clearSignInFailures(email: string): Promise<void> {
  await clearEvents(keys(email, '').account)
}
