import { m } from '~/paraglide/messages'
import { answerIn, type Words } from './form-words'
import type { Locale } from './locales'
import type { FlightField, TravellerField } from './trip-details'

// What the traveller's details page (/proposal/<token>/details) says, in the booking's language
// (docs/product.md, "The traveller's details"): the server answers in English, the page says each answer
// in the language of the booking's proposal; and each field's label, for the form and for what is
// still missing.

const ANSWERS: Words[] = [
  m.details_error_name,
  m.details_error_date,
  m.details_error_birth,
  m.details_error_passport,
  m.details_error_expired,
  m.details_error_flight,
  m.details_error_time,
  m.details_error_order,
]

export const detailsAnswer = (text: string, locale: Locale): string => answerIn(ANSWERS, text, locale)

export const DETAILS_LABELS: Record<TravellerField | FlightField, Words> = {
  fullName: m.details_field_fullName,
  nationality: m.details_field_nationality,
  birthDate: m.details_field_birthDate,
  passportNumber: m.details_field_passportNumber,
  passportExpiry: m.details_field_passportExpiry,
  dietary: m.details_field_dietary,
  medical: m.details_field_medical,
  emergencyContact: m.details_field_emergencyContact,
  arrivalFlight: m.details_field_arrivalFlight,
  arrivalDate: m.details_field_arrivalDate,
  arrivalTime: m.details_field_arrivalTime,
  departureFlight: m.details_field_departureFlight,
  departureDate: m.details_field_departureDate,
  departureTime: m.details_field_departureTime,
}
