import { z } from 'zod'
import { emailField } from './fields'
import { NEW_PASSWORD_MAX, PASSWORD_MESSAGES } from '~/lib/password-rule'

// Signing in keeps the product's messages (docs/product.md, "Signing in and out"): at least 6
// characters, and up to 256 so that a long passphrase fits. A new password follows the stricter rule
// of app/lib/password-rule.ts, judged by the function a page or action passes in (`judge`), which the
// browser and the server build from the same passwordProblem.
export const passwordField = z
  .string({ error: 'Required' })
  .min(1, { error: 'Required', abort: true })
  .min(6, 'Password should be more than six characters')
  .max(NEW_PASSWORD_MAX, 'Too Long!')

export const LoginSchema = z.object({
  email: emailField,
  password: passwordField,
})

/** The API's sign-in also takes the code of a second step (docs/product.md, "Sign-in, blog and uploads"). */
export const ApiLoginSchema = LoginSchema.extend({
  otp: z
    .string()
    .trim()
    .max(64, 'At most 64 characters')
    .optional()
    .transform((value) => value || undefined),
})

/** What is wrong with a new password, or null: passwordProblem with its estimator and owner bound. */
export type PasswordJudge = (password: string) => string | null

function newPasswordField(judge: PasswordJudge) {
  return z
    .string({ error: PASSWORD_MESSAGES.missing })
    .min(1, { error: PASSWORD_MESSAGES.missing, abort: true })
    .superRefine((value, context) => {
      const problem = judge(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
}

/** The new password and the same again: they must match (said once the new one itself is fine). */
const samePasswordTwice = {
  path: ['confirm_password'],
  message: 'The two new passwords are not the same',
  when: (payload: z.core.ParsePayload) => payload.issues.every((issue) => issue.path?.[0] !== 'new_password'),
}

export function changePasswordSchema(judge: PasswordJudge) {
  return z
    .object({
      current_password: z.string({ error: 'Enter your current password' }),
      new_password: newPasswordField(judge),
      confirm_password: z.string({ error: 'Type the new password again' }),
    })
    .refine((value) => value.new_password === value.confirm_password, samePasswordTwice)
    .refine((value) => value.new_password !== value.current_password, {
      path: ['new_password'],
      message: 'Choose a password different from the current one',
      when: (payload) => payload.issues.length === 0,
    })
}

/** A password set through an invitation or a reset link. */
export function setPasswordSchema(judge: PasswordJudge) {
  return z
    .object({
      new_password: newPasswordField(judge),
      confirm_password: z.string({ error: 'Type the new password again' }),
    })
    .refine((value) => value.new_password === value.confirm_password, samePasswordTwice)
}
