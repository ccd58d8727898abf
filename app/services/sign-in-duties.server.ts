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

export async function pendingDuty(staff: StaffUser): Promise<SignInDuty | null> {
  if (await findWeakPassword(staff.id)) return 'password'
  if (!mustHaveTwoStep(staff.role, await readTwoStepRequirement())) return null
  return (await findTwoStep(staff.id))?.confirmed_at ? null : 'two-step'
}
