import { z } from 'zod'
import { optionalText } from './fields'

// A departure's crew on /admin/departures (docs/product.md, "Departures"): its driver-guide from the
// team's list (or none yet), its vehicle, and where and when the party is met on the first day.

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
