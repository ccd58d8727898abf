import { z } from 'zod'
import { PAYMENT_METHODS } from '~/lib/ledger'
import { optionalText } from './fields'
import { amountField, dateText } from './proposal'

// A departure's crew on /admin/departures (docs/product.md, "Departures"): its driver-guide from the
// team's list (or none yet), its vehicle, and where and when the party is met on the first day; and a
// payment to a supplier on /admin/payables (docs/product.md, "Paying the suppliers").

export const CrewSchema = z.object({
  proposal: z.coerce.number().int().positive(),
  guide: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce.number({ error: 'Choose a driver-guide of the list, or none yet' }).int().positive().nullable(),
  ),
  vehicle: optionalText({ max: 80 }).transform((value) => value ?? ''),
  meetingPoint: optionalText({ max: 200 }).transform((value) => value ?? ''),
  meetingTime: optionalText({ max: 5 })
    .refine((value) => value === undefined || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), 'A time as 07:30')
    .transform((value) => value ?? ''),
})

/** A payment to a supplier against a confirmed reservation (/admin/payables), in its currency. */
export const SupplierPaymentSchema = z.object({
  reservation: z.coerce.number().int().positive(),
  amount: amountField.refine((minor) => minor > 0, 'Enter what was paid, more than zero'),
  paidOn: dateText('Give the day it was paid'),
  method: z.enum(PAYMENT_METHODS.map((method) => method.value) as [string, ...string[]], {
    error: 'Choose how it was paid',
  }),
  reference: optionalText({ max: 80 }).transform((value) => value ?? ''),
})
