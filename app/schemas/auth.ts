import { z } from 'zod'
import { emailField } from './fields'

// 6 to 50 characters, with the product's messages (docs/product.md, "Signing in and out").
export const passwordField = z
  .string({ error: 'Required' })
  .min(1, { error: 'Required', abort: true })
  .min(6, 'Password should be more than six characters')
  .max(50, 'Too Long!')

export const LoginSchema = z.object({
  email: emailField,
  password: passwordField,
})

/** The new password and the same again: they must match (said once the new one itself is fine). */
const samePasswordTwice = {
  path: ['confirm_password'],
  message: 'The two new passwords are not the same',
  when: (payload: z.core.ParsePayload) => payload.issues.every((issue) => issue.path?.[0] !== 'new_password'),
}

export const ChangePasswordSchema = z
  .object({
    current_password: z.string({ error: 'Enter your current password' }),
    new_password: passwordField,
    confirm_password: z.string({ error: 'Type the new password again' }),
  })
  .refine((value) => value.new_password === value.confirm_password, samePasswordTwice)
  .refine((value) => value.new_password !== value.current_password, {
    path: ['new_password'],
    message: 'Choose a password different from the current one',
    when: (payload) => payload.issues.length === 0,
  })

/** A password set through an invitation or a reset link. */
export const SetPasswordSchema = z
  .object({
    new_password: passwordField,
    confirm_password: z.string({ error: 'Type the new password again' }),
  })
  .refine((value) => value.new_password === value.confirm_password, samePasswordTwice)
