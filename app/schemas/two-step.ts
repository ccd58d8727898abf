import { z } from 'zod'
import { requiredText } from './fields'

// The forms of the second step (docs/product.md, "Signing in and out"): the code at sign-in, and a
// member's own enrolment page.

const codeField = requiredText('Enter the code from your authenticator app', 64)

/** At sign-in: six digits from the app, or a recovery code. */
export const SecondStepSchema = z.object({ code: codeField })

export const TwoStepChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start') }),
  z.object({
    intent: z.literal('confirm'),
    code: codeField.pipe(z.string().regex(/^\d{3} ?\d{3}$/, 'Enter the 6 digits your app shows')),
  }),
  z.object({
    intent: z.literal('remove'),
    current_password: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password'),
  }),
])
