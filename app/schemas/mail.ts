import { z } from 'zod'
import { emailField } from './fields'

/** The mail problems page: send a mail again, as it is or to a corrected address. */
export const MailRetrySchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('retry'), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('address'), id: z.coerce.number().int().positive(), to_address: emailField }),
])
