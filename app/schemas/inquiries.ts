import { z } from 'zod'
import { packages } from '~/content/packages'
import { safariExperiences } from '~/content/experiences'
import {
  dateField,
  dateOrder,
  emailField,
  nameField,
  optionalDateField,
  optionalText,
  phoneField,
  requiredText,
  wholeNumber,
} from './fields'

// One schema per inquiry form, shared by the pages and the /api/bookings routes.
// Field names are the API's; messages are those of docs/product.md, "The five inquiry forms".

const messageField = optionalText({ min: 2, minMessage: 'at least 2 char', max: 5000 })

export const CountryInquirySchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    residing_country: requiredText('Name is required', 100).pipe(
      z.string().min(2, 'At least two characters'),
    ),
    visit_country: requiredText('Name is required', 100).pipe(z.string().min(2, 'At least two characters')),
    arrival_date: dateField('Arrival date is required'),
    depart_date: dateField('Depart date is required'),
    safari_experience: wholeNumber('*required', {
      min: 1,
      max: safariExperiences.length,
      message: 'Choose one of the safari experiences',
    }),
    hear_about: requiredText('*required'),
    message: messageField,
  })
  .check(dateOrder('arrival_date', 'depart_date', 'Depart date cannot be before the arrival date'))

export const PackageBookingSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  package_no: wholeNumber('*required', {
    min: 1,
    max: packages.length,
    message: 'Choose one of the packages',
  }),
  residing_country: optionalText({ min: 2, minMessage: 'At least two characters', max: 100 }),
  arrival_date: optionalDateField(),
  hear_about: optionalText(),
  message: messageField,
})

export const AccommodationSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    mode: requiredText('*required', 100).pipe(z.string().min(2, 'At least two characters')),
    checkin: dateField('Check in date is required'),
    checkout: dateField('Check out date is required'),
    adults: wholeNumber('*required', { min: 1, max: 100, message: 'Enter from 1 to 100 adults' }),
    kids: wholeNumber('*required', { min: 0, max: 100, message: 'Enter from 0 to 100 children' }),
    price: z
      .number({ error: (issue) => (issue.input === undefined ? '*required' : 'Enter a number') })
      .min(0, 'The budget cannot be negative')
      .max(1_000_000, 'Enter a budget per night below 1,000,000'),
    location: optionalText({ min: 2, minMessage: 'at least 2 char', max: 500 }),
  })
  .check(dateOrder('checkin', 'checkout', 'Check out date must be after the check in date', true))

export const AirportTransferSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  arrival_port: requiredText('*required'),
  depart_port: requiredText('*required'),
  flight_arrival_number: requiredText('*required', 40),
  flight_depart_number: requiredText('*required', 40),
  pass: wholeNumber('*required', { min: 1, max: 60, message: 'Enter from 1 to 60 passengers' }),
  one_way: requiredText('*required', 40),
  vehicle: requiredText('*required', 100),
  special_needs: requiredText('*required', 2000),
  pick_up: requiredText('*required', 100),
})

export const ContactMessageSchema = z.object({
  name: nameField,
  email: emailField,
  message: requiredText('Message is required', 5000),
})

export type CountryInquiry = z.infer<typeof CountryInquirySchema>
export type PackageBooking = z.infer<typeof PackageBookingSchema>
export type AccommodationInquiry = z.infer<typeof AccommodationSchema>
export type AirportTransfer = z.infer<typeof AirportTransferSchema>
export type ContactMessage = z.infer<typeof ContactMessageSchema>

/** Each form's schema by the kind of inquiry it makes; the browser loads this map only when needed. */
export const inquirySchemas = {
  country: CountryInquirySchema,
  package: PackageBookingSchema,
  accommodation: AccommodationSchema,
  airport: AirportTransferSchema,
  message: ContactMessageSchema,
}
export type InquiryFormKind = keyof typeof inquirySchemas
