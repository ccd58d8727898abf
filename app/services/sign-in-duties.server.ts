import { findWeakPassword, type StaffUser } from '~/models/staff.server'
import { findTwoStep, readTwoStepRequirement } from '~/models/two-step.server'
import { mustHaveTwoStep } from './two-step.server'

// What a signed-in member must do before any other back-office page (docs/product.md, "Signing in and
// out"): choose a new password when sign-in found theirs below the rule, then set up a second step
// when the team requires one of them. Each duty has one page, the only one open until it is done.

export const DUTY_PAGES = {
  password: '/admin/password',
  'two-step': '/admin/two-step',
} as const

export type SignInDuty = keyof typeof DUTY_PAGES

/**
 * What the API answers a member who owes a second step, at sign-in and on every staff endpoint: the API
 * cannot enrol them (docs/decisions/050-second-step-everywhere.md).
 */
export const ENROL_FIRST_MESSAGE =
  'Your team requires two-step sign-in: set it up in the back-office first (sign in at /login), then send its code as otp.'

/** Whether the team requires a second step of this member and they have not set one up. */
export async function owesSecondStep(staff: StaffUser): Promise<boolean> {
  if (!mustHaveTwoStep(staff.role, await readTwoStepRequirement())) return false
  return !(await findTwoStep(staff.id))?.confirmed_at
}

export async function pendingDuty(staff: StaffUser): Promise<SignInDuty | null> {
  if (await findWeakPassword(staff.id)) return 'password'
  return (await owesSecondStep(staff)) ? 'two-step' : null
}
