import { z } from 'zod'
import { isIsoDate } from '~/lib/booking-terms'
import { m } from '~/paraglide/messages'
import { optionalText } from './fields'

// The traveller's details form (/proposal/<token>/details, docs/product.md, "The traveller's details"):
// for each traveller as in their passport, and the trip's flights. Each field may be left for later
// (what is missing is said and reminded), but what is given must be right. The messages are English;
// the page says them in the booking's language (app/lib/details-words.ts).

const EN = { locale: 'en' } as const

export const DETAILS_MESSAGES = {
  name: m.details_error_name({}, EN),
  date: m.details_error_date({}, EN),
  birth: m.details_error_birth({}, EN),
  passport: m.details_error_passport({}, EN),
  expired: m.details_error_expired({}, EN),
  flight: m.details_error_flight({}, EN),
  time: m.details_error_time({}, EN),
  order: m.details_error_order({}, EN),
}

const text = (max: number) => optionalText({ max }).transform((value) => value ?? '')

const date = (extra?: (value: string) => boolean, message?: string) =>
  text(10)
    .refine((value) => value === '' || isIsoDate(value), DETAILS_MESSAGES.date)
    .refine((value) => value === '' || !extra || extra(value), message ?? DETAILS_MESSAGES.date)

export function tripDetailsSchema(count: number, today: string) {
  const traveller = z.object({
    fullName: text(100).refine((value) => value === '' || value.length >= 2, DETAILS_MESSAGES.name),
    nationality: text(60),
    birthDate: date((value) => value < today, DETAILS_MESSAGES.birth),
    passportNumber: text(30)
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .refine((value) => value === '' || /^[A-Z0-9]{5,20}$/.test(value), DETAILS_MESSAGES.passport),
    passportExpiry: date((value) => value > today, DETAILS_MESSAGES.expired),
    dietary: text(300),
    medical: text(1000),
    emergencyContact: text(200),
  })
  const flight = text(12)
    .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
    .refine((value) => value === '' || /^[A-Z0-9]{2} ?\d{1,4}[A-Z]?$/.test(value), DETAILS_MESSAGES.flight)
  const time = text(5).refine(
    (value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
    DETAILS_MESSAGES.time,
  )
  return z
    .object({
      travellers: z.array(traveller).max(count).default([]),
      arrivalFlight: flight,
      arrivalDate: date(),
      arrivalTime: time,
      departureFlight: flight,
      departureDate: date(),
      departureTime: time,
    })
    .refine((trip) => !trip.arrivalDate || !trip.departureDate || trip.departureDate >= trip.arrivalDate, {
      path: ['departureDate'],
      error: DETAILS_MESSAGES.order,
    })
}

export type TripDetailsInput = z.infer<ReturnType<typeof tripDetailsSchema>>
