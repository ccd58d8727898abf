import { z } from 'zod'
import { emailField } from './fields'

export const LoginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Required' })
    .min(1, { error: 'Required', abort: true })
    .min(6, 'Password should be more than six characters')
    .max(50, 'Too Long!'),
})
