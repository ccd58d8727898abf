import { z } from 'zod'
import { optionalText, requiredText } from './fields'
import { dateText } from './proposal'

// The forms of a booking's reservations (docs/product.md, "Reservations"): a supplier's answer, through
// their link or recorded by staff (confirmed with their reference, held until a date, or declined with a
// reason), staff's special requests, and a supplier's details for reservations and payment.

export const SupplierAnswerSchema = z.discriminatedUnion(
  'answer',
  [
    z.object({
      answer: z.literal('confirm'),
      reference: requiredText('Give your confirmation number or reference', 60),
    }),
    z.object({
      answer: z.literal('hold'),
      until: dateText('Give the last day you hold it'),
    }),
    z.object({
      answer: z.literal('decline'),
      reason: requiredText('Say why, e.g. fully booked on these dates', 300),
    }),
  ],
  { error: 'Choose an answer: confirm, hold or decline' },
)

export const ReservationRequestsSchema = z.object({
  requests: optionalText({ max: 1000 }).transform((value) => value ?? ''),
})

export const SUPPLIER_PAY_TERMS = {
  on_confirmation: 'On confirmation',
  before_arrival: 'Days before arrival',
  after_stay: 'Days after the stay',
} as const
export type SupplierPayTerms = keyof typeof SUPPLIER_PAY_TERMS

export const SupplierContactSchema = z
  .object({
    email: optionalText({ max: 254 })
      .refine(
        (value) => value === undefined || z.email().safeParse(value).success,
        'Enter a valid e-mail address, e.g. reservations@lodge.co.ug',
      )
      .transform((value) => value ?? ''),
    phone: optionalText({ max: 40 })
      .refine(
        (value) => value === undefined || /^\+?[\d\s().\-/]{6,}$/.test(value),
        'Use digits, spaces and + ( ) - only',
      )
      .transform((value) => value ?? ''),
    address: optionalText({ max: 300 }).transform((value) => value ?? ''),
    payTerms: z.enum(Object.keys(SUPPLIER_PAY_TERMS) as [SupplierPayTerms, ...SupplierPayTerms[]], {
      error: 'Choose when it is paid',
    }),
    payDays: z.preprocess(
      (value) => (value === '' || value === undefined ? 0 : value),
      z.coerce
        .number({ error: 'A number of days from 0 to 365' })
        .int('A number of days from 0 to 365')
        .min(0, 'A number of days from 0 to 365')
        .max(365, 'A number of days from 0 to 365'),
    ),
  })
  .transform((contact) => ({
    ...contact,
    payDays: contact.payTerms === 'on_confirmation' ? 0 : contact.payDays,
  }))
