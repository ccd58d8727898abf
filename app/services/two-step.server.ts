import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'
import { getConfig } from '~/config.server'
import type { StaffRole } from '~/lib/staff-roles'
import { recordAudit } from '~/models/audit.server'
import {
  claimTwoStepCode,
  confirmTwoStep,
  deleteTwoStep,
  findTwoStep,
  readTwoStepRequirement,
  savePendingTwoStep,
  saveTwoStepRequirement,
  spendRecoveryCode,
  type TwoStepRequirement,
} from '~/models/two-step.server'
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCode,
  normaliseRecoveryCode,
} from './two-step-keys.server'

// A member's second step (docs/decisions/025-staff-second-step.md): a TOTP app (RFC 6238: six digits,
// 30 seconds, SHA-1, as every authenticator app reads a QR code) and ten one-use recovery codes. A code
// is accepted once: its time step is claimed, so a code seen over a shoulder cannot be typed again.

export const RECOVERY_CODE_COUNT = 10

export interface Member {
  id: number
  email: string
  role: StaffRole
}

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: getConfig().operator.brand,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })
}

/** Who must have a second step under the team's setting. */
export function mustHaveTwoStep(role: StaffRole, requirement: TwoStepRequirement): boolean {
  return requirement === 'everyone' || (requirement === 'admins' && role === 'admin')
}

/** Starts (or starts again) an enrolment: a fresh secret waits for its first code. */
export async function startEnrolment(member: Member): Promise<boolean> {
  return savePendingTwoStep(member.id, encryptSecret(new Secret({ size: 20 }).base32))
}

/** What the enrolment page shows while a secret waits: the QR code (an SVG image) and the secret as text. */
export async function pendingEnrolment(member: Member) {
  const row = await findTwoStep(member.id)
  const secret = row && !row.confirmed_at ? decryptSecret(row.secret) : null
  if (!secret) return null
  const uri = totpOf(secret, member.email).toString()
  const svg = renderSVG(uri, { ecc: 'M', border: 2, pixelSize: 6 })
  return {
    secret: secret.match(/.{1,4}/g)!.join(' '),
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  }
}

/** The time step of a six-digit code of this secret, now or one step either side (clocks drift); or null. */
function stepOf(secret: string, email: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret, email)
  const delta = totp.validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : totp.counter({ timestamp: now }) + delta
}

const digitsOf = (typed: string) => typed.replace(/\s+/g, '')

/**
 * Confirms an enrolment with a code from the app; answers the recovery codes, to be shown once, or
 * 'wrong' (a code that does not fit) or 'none' (nothing waits).
 */
export async function confirmEnrolment(member: Member, typed: string, address: string) {
  const row = await findTwoStep(member.id)
  const secret = row && !row.confirmed_at ? decryptSecret(row.secret) : null
  if (!secret) return 'none' as const
  const step = /^\d{6}$/.test(digitsOf(typed)) ? stepOf(secret, member.email, digitsOf(typed)) : null
  if (step === null) return 'wrong' as const
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  const confirmed = await confirmTwoStep(member.id, step, codes.map(hashRecoveryCode), (trx) =>
    recordAudit({ actor: member, action: 'two-step-enrolled', address }, trx),
  )
  return confirmed ? codes : ('none' as const)
}

/**
 * Checks the second step of a sign-in: a six-digit code not accepted before, or an unused recovery code
 * (spent by this check). Answers which it was, or null.
 */
export async function checkSecondStep(member: Member, typed: string): Promise<'code' | 'recovery' | null> {
  const row = await findTwoStep(member.id)
  if (!row?.confirmed_at) return null
  const digits = digitsOf(typed)
  if (/^\d{6}$/.test(digits)) {
    const secret = decryptSecret(row.secret)
    const step = secret ? stepOf(secret, member.email, digits) : null
    return step !== null && (await claimTwoStepCode(member.id, step)) ? 'code' : null
  }
  const code = normaliseRecoveryCode(typed)
  if (code.length < 8 || code.length > 32) return null
  return (await spendRecoveryCode(member.id, hashRecoveryCode(code))) ? 'recovery' : null
}

/** The member's own second step removed; on the trail. */
export async function removeOwnTwoStep(member: Member, address: string): Promise<boolean> {
  return deleteTwoStep(member.id, (trx) =>
    recordAudit({ actor: member, action: 'two-step-removed', address }, trx),
  )
}

/** An admin resets another member's second step (a lost phone); on the trail with both. */
export async function resetTwoStepOf(
  by: { staff: Member; address: string },
  member: { id: number; name: string; email: string },
): Promise<boolean> {
  return deleteTwoStep(member.id, (trx) =>
    recordAudit(
      {
        actor: by.staff,
        action: 'two-step-reset',
        subject: `${member.name} <${member.email}>`,
        address: by.address,
      },
      trx,
    ),
  )
}

/** An admin sets who must have a second step; on the trail with what it was before. */
export async function setTwoStepRequirement(
  by: { staff: Member; address: string },
  value: TwoStepRequirement,
): Promise<boolean> {
  const before = await readTwoStepRequirement()
  if (before === value) return false
  await saveTwoStepRequirement(value, (trx) =>
    recordAudit(
      {
        actor: by.staff,
        action: 'two-step-setting',
        detail: { from: before, to: value },
        address: by.address,
      },
      trx,
    ),
  )
  return true
}
