import { checkNewPassword } from '~/lib/password-estimator'
import { burnPasswordCheck, verifyPassword } from '~/lib/passwords.server'
import { recordAudit } from '~/models/audit.server'
import {
  findStaffByEmail,
  findStaffById,
  markWeakPassword,
  toStaffUser,
  type StaffUser,
} from '~/models/staff.server'
import { findTwoStep, readTwoStepRequirement } from '~/models/two-step.server'
import { startSession } from './auth.server'
import {
  recordSignInFailure,
  recordSignInSuccess,
  throttleSignIn,
  type SignInAttempt,
} from './sign-in-throttle.server'
import {
  deviceCookie,
  readTrustedDevice,
  skipsSecondStep,
  trustedFor,
  type TrustedDevice,
} from './trusted-device.server'
import { checkSecondStep, mustHaveTwoStep } from './two-step.server'

// Signing in (docs/product.md, "Signing in and out"): the password, then for a member with a second
// step its code, unless this browser passed it within 30 days (docs/decisions/025-staff-second-step.md).
// While the sign-in throttle holds an account or address (sign-in-throttle.server.ts), an attempt from
// a browser the account does not know waits, password or code, right or wrong.

export type SignInResult =
  | { ok: true; user: StaffUser; token: string; expiresAt: string; deviceCookie: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'wait'; waitMs: number }
  /** The password was right; the member's second step is still to pass. */
  | { ok: false; reason: 'second-step'; staffId: number }
  | { ok: false; reason: 'wrong-code' }
  /** The API cannot enrol: a member who must have a second step sets it up in the back-office first. */
  | { ok: false; reason: 'enrol-first' }

const refused = (attempt: SignInAttempt, why: string, actor: { id: number; email: string } | null = null) =>
  recordAudit({
    actor,
    actorEmail: attempt.email,
    action: 'sign-in-failed',
    detail: { why },
    address: attempt.address,
  })

/** The session, the trail's entry and the device cookie of a sign-in that passed every step. */
async function completeSignIn(
  user: StaffUser,
  attempt: SignInAttempt,
  device: TrustedDevice | null,
  secondStep?: { enrolment: number; by: 'code' | 'recovery' | 'trusted browser' },
): Promise<SignInResult> {
  await recordSignInSuccess(attempt)
  await recordAudit({
    actor: user,
    action: 'sign-in',
    detail: secondStep
      ? { 'second step': secondStep.by === 'recovery' ? 'recovery code' : secondStep.by }
      : undefined,
    address: attempt.address,
  })
  if (secondStep?.by === 'recovery')
    await recordAudit({ actor: user, action: 'two-step-recovery-used', address: attempt.address })
  return {
    ok: true,
    user,
    ...(await startSession(user)),
    // Skipping the step does not renew its 30 days: only a code typed on this browser does.
    deviceCookie: await deviceCookie(
      device,
      user.id,
      secondStep && secondStep.by !== 'trusted browser' ? secondStep.enrolment : undefined,
    ),
  }
}

/** A code typed for a member: wrong ones count against the throttle like wrong passwords. */
async function passSecondStep(
  user: StaffUser,
  code: string,
  attempt: SignInAttempt,
  device: TrustedDevice | null,
) {
  const enrolment = await findTwoStep(user.id)
  const passed = enrolment?.confirmed_at ? await checkSecondStep(user, code) : null
  if (!enrolment || !passed) {
    await recordSignInFailure(attempt)
    await refused(attempt, 'wrong code', user)
    return { ok: false, reason: 'wrong-code' } as const
  }
  return completeSignIn(user, attempt, device, { enrolment: enrolment.id, by: passed })
}

/**
 * Checks the password (and `otp`, the API's code of a second step, when given) and opens a session.
 * From the pages, a member with a second step is answered 'second-step' and types the code on a page of
 * its own (finishSecondStep). The API refuses a member who must have one and has none ('enrol-first').
 */
export async function signIn(
  request: Request,
  credentials: { email: string; password: string; otp?: string },
  address: string,
  channel: 'page' | 'api' = 'page',
): Promise<SignInResult> {
  const { email, password } = credentials
  const row = await findStaffByEmail(email)
  const device = await readTrustedDevice(request)
  const { waitMs, attempt } = await throttleSignIn({
    email,
    address,
    trustedDevice: trustedFor(device, row?.id),
  })
  if (waitMs > 0) {
    await refused(attempt, 'held back')
    return { ok: false, reason: 'wait', waitMs }
  }
  const valid = row ? await verifyPassword(row.password_hash, password) : await burnPasswordCheck(password)
  // A disabled member is told what anyone with a wrong password is told; the trail says why.
  if (!row || !valid || row.disabled_at) {
    if (!row || !valid) await recordSignInFailure(attempt)
    await refused(
      attempt,
      !row ? 'unknown address' : !valid ? 'wrong password' : 'disabled',
      row && valid ? row : null,
    )
    return { ok: false, reason: 'invalid' }
  }
  // Only now is the password known to be theirs: is it still good enough?
  const weak = (await checkNewPassword(password, row)) !== null
  if (weak !== Boolean(row.weak_password_at)) await markWeakPassword(row.id, weak)
  const user = toStaffUser(row)
  const enrolment = await findTwoStep(row.id)
  if (enrolment?.confirmed_at) {
    if (skipsSecondStep(device, row.id, enrolment.id))
      return completeSignIn(user, attempt, device, { enrolment: enrolment.id, by: 'trusted browser' })
    // The password alone clears no failures: a guesser of codes must not be handed fresh tries.
    if (credentials.otp === undefined) return { ok: false, reason: 'second-step', staffId: row.id }
    return passSecondStep(user, credentials.otp, attempt, device)
  }
  if (
    channel === 'api' &&
    !enrolment?.confirmed_at &&
    mustHaveTwoStep(row.role, await readTwoStepRequirement())
  ) {
    await refused(attempt, 'no second step set up', user)
    return { ok: false, reason: 'enrol-first' }
  }
  return completeSignIn(user, attempt, device)
}

/**
 * Whether a member who has just proved themselves another way than by their password (a password link,
 * which proves the mailbox) must still pass their second step before a session: they have one, and this
 * browser has not passed it within 30 days. Such a link never opens a session past the second step.
 */
export async function secondStepDue(request: Request, staffId: number): Promise<boolean> {
  const enrolment = await findTwoStep(staffId)
  if (!enrolment?.confirmed_at) return false
  return !skipsSecondStep(await readTrustedDevice(request), staffId, enrolment.id)
}

/**
 * The second step of a sign-in started on the pages: the code (or a recovery code) for the member the
 * pending cookie names. Throttled like the password; 'invalid' when the member can no longer sign in.
 */
export async function finishSecondStep(
  request: Request,
  staffId: number,
  code: string,
  address: string,
): Promise<SignInResult> {
  const member = await findStaffById(staffId)
  if (!member || member.disabled_at) return { ok: false, reason: 'invalid' }
  const device = await readTrustedDevice(request)
  const { waitMs, attempt } = await throttleSignIn({
    email: member.email,
    address,
    trustedDevice: trustedFor(device, member.id),
  })
  if (waitMs > 0) {
    await refused(attempt, 'held back')
    return { ok: false, reason: 'wait', waitMs }
  }
  return passSecondStep(toStaffUser(member), code, attempt, device)
}
