import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { LoginSchema } from './auth'
import { notPast, PAST_DATE_MESSAGE } from './fields'
import { accommodationRequest } from '~/inquiries/accommodation'
import { airportTransfer } from '~/inquiries/airport'
import { countryInquiry } from '~/inquiries/country'
import { contactMessage } from '~/inquiries/message'
import { packageBooking } from '~/inquiries/package'

// The rules of each kind's form (app/inquiries/<kind>.ts, schema) and of signing in.
const AccommodationSchema = accommodationRequest.schema
const AirportTransferSchema = airportTransfer.schema
const ContactMessageSchema = contactMessage.schema
const CountryInquirySchema = countryInquiry.schema
const PackageBookingSchema = packageBooking.schema

/** What a form or the API would answer for these fields: the errors, or the parsed value. */
function submit(schema: z.ZodType, fields: Record<string, string>) {
  const submission = parseWithZod(new URLSearchParams(fields), { schema })
  return submission.status === 'success'
    ? { value: submission.value as Record<string, unknown>, errors: undefined }
    : { value: undefined, errors: submission.error }
}

const traveller = { name: 'Amelia Hartley', email: 'amelia@example.com', phone: '+44 20 7946 0958' }

describe('contact fields (docs/product.md, "Rules every form shares")', () => {
  test.each([
    [{ name: 'A' }, 'name', 'At least two characters'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ email: 'amelia@' }, 'email', 'Invalid email'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ phone: '0772 12345' }, 'phone', 'At least 10 numbers'],
    [{ phone: '' }, 'phone', 'phone number is required'],
    [{ phone: 'call me maybe' }, 'phone', 'Use digits, spaces and + ( ) - only'],
  ])('%o → %s: %s', (override, field, message) => {
    const result = submit(PackageBookingSchema, { ...traveller, package_no: '1', ...override })
    expect(result.errors?.[field]).toContain(message)
  })

  test('a phone number counts its digits, not its spaces and signs', () => {
    expect(
      submit(PackageBookingSchema, { ...traveller, phone: '+256 (0) 772-123-456', package_no: '2' }).errors,
    ).toBeUndefined()
  })

  test('values are trimmed before they are stored', () => {
    expect(
      submit(ContactMessageSchema, {
        name: '  Grace Njeri ',
        email: ' grace@example.co.ke ',
        message: ' Hi there ',
      }).value,
    ).toEqual({
      name: 'Grace Njeri',
      email: 'grace@example.co.ke',
      message: 'Hi there',
    })
  })
})

describe('country inquiry', () => {
  const valid = {
    ...traveller,
    residing_country: 'United Kingdom',
    visit_country: 'Uganda',
    arrival_date: '2027-07-01',
    depart_date: '2027-07-12',
    safari_experience: '4',
    hear_about: 'Friends',
  }

  test('a full inquiry parses, with the experience as a number', () => {
    expect(submit(CountryInquirySchema, valid).value).toMatchObject({
      safari_experience: 4,
      visit_country: 'Uganda',
    })
  })

  test('the departure may not precede the arrival; the same day is allowed', () => {
    expect(submit(CountryInquirySchema, { ...valid, depart_date: '2027-06-30' }).errors).toEqual({
      depart_date: ['Depart date cannot be before the arrival date'],
    })
    expect(submit(CountryInquirySchema, { ...valid, depart_date: '2027-07-01' }).errors).toBeUndefined()
  })

  test('impossible dates are refused; an ISO timestamp is cut to its date', () => {
    expect(submit(CountryInquirySchema, { ...valid, arrival_date: '2027-02-30' }).errors).toEqual({
      arrival_date: ['Enter a valid date'],
    })
    expect(
      submit(CountryInquirySchema, { ...valid, arrival_date: '2027-07-01T08:00:00.000Z' }).value,
    ).toMatchObject({ arrival_date: '2027-07-01' })
  })

  test('a date that has passed everywhere is refused beside its field; today is accepted', () => {
    const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString().slice(0, 10)
    expect(submit(CountryInquirySchema, { ...valid, arrival_date: yesterday }).errors).toEqual({
      arrival_date: [PAST_DATE_MESSAGE],
    })
    const today = new Date().toISOString().slice(0, 10)
    expect(submit(CountryInquirySchema, { ...valid, arrival_date: today }).errors).toBeUndefined()
    expect(
      submit(PackageBookingSchema, { ...traveller, package_no: '1', arrival_date: yesterday }).errors,
    ).toEqual({
      arrival_date: [PAST_DATE_MESSAGE],
    })
  })

  test('a departure that has passed gets one message, not also the one about the order of the dates', () => {
    const lastYear = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10)
    expect(submit(CountryInquirySchema, { ...valid, depart_date: lastYear }).errors).toEqual({
      depart_date: [PAST_DATE_MESSAGE],
    })
  })

  test('a day is past only once it has ended in the last time zone (UTC-12)', () => {
    const at = Date.parse('2027-03-10T11:00:00Z') // 23:00 on the 9th in UTC-12
    expect(notPast('2027-03-09', at)).toBe(true)
    expect(notPast('2027-03-09', at + 2 * 3_600_000)).toBe(false)
    expect(notPast('2027-03-10', at)).toBe(true)
  })

  test("the party and budget are optional; each child's age is asked once they are counted", () => {
    expect(
      submit(CountryInquirySchema, {
        ...valid,
        adults: '2',
        children: '2',
        children_ages: '6 and 9',
        budget_per_person: '4500',
      }).value,
    ).toMatchObject({ adults: 2, children: 2, children_ages: '6 and 9', budget_per_person: 4500 })
    expect(submit(CountryInquirySchema, { ...valid, children: '2', children_ages: '6' }).errors).toEqual({
      children_ages: ['Give 2 ages, one for each child'],
    })
    expect(submit(CountryInquirySchema, { ...valid, children_ages: 'six' }).errors).toEqual({
      children_ages: ['Ages from 0 to 17, separated by commas, e.g. 6, 9'],
    })
    expect(
      submit(PackageBookingSchema, { ...traveller, package_no: '1', budget_per_person: '50' }).errors,
    ).toEqual({ budget_per_person: ['A budget in whole US dollars, such as 4000'] })
    expect(submit(PackageBookingSchema, { ...traveller, package_no: '1', adults: '0' }).errors).toEqual({
      adults: ['From 1 to 50 adults'],
    })
  })

  test('the message is optional but not a single character', () => {
    expect(submit(CountryInquirySchema, { ...valid, message: 'k' }).errors).toEqual({
      message: ['at least 2 char'],
    })
    expect(submit(CountryInquirySchema, { ...valid, message: '' }).value?.message).toBeUndefined()
  })
})

describe('package, accommodation, airport and login', () => {
  test('a package booking needs only who and which package (docs/product.md)', () => {
    expect(submit(PackageBookingSchema, { ...traveller, package_no: '7' }).value).toEqual({
      ...traveller,
      package_no: 7,
    })
    expect(submit(PackageBookingSchema, { ...traveller, package_no: '0' }).errors).toEqual({
      package_no: ['Choose one of the packages'],
    })
  })

  test('accommodation: check-out after check-in, numbers as numbers', () => {
    const stay = {
      ...traveller,
      mode: 'Lodge',
      checkin: '2027-01-10',
      checkout: '2027-01-10',
      adults: '2',
      kids: '0',
      price: '300',
    }
    expect(submit(AccommodationSchema, stay).errors).toEqual({
      checkout: ['Check out date must be after the check in date'],
    })
    expect(submit(AccommodationSchema, { ...stay, checkout: '2027-01-13' }).value).toMatchObject({
      adults: 2,
      kids: 0,
      price: 300,
    })
    expect(
      submit(AccommodationSchema, { ...stay, checkout: '2027-01-13', kids: '-1', price: 'cheap' }).errors,
    ).toEqual({
      kids: ['Enter from 0 to 100 children'],
      price: ['Enter a number'],
    })
  })

  test('airport transfer: the arrival flight number is required, and for a return the departure one too', () => {
    const errors = submit(AirportTransferSchema, { ...traveller }).errors ?? {}
    expect(errors.flight_arrival_number).toEqual(['*required'])
    expect(errors.flight_depart_number).toBeUndefined()
    const back = submit(AirportTransferSchema, { ...traveller, one_way: 'return' }).errors ?? {}
    expect(back.flight_depart_number).toEqual(['*required'])
    expect(back.depart_port).toEqual(['*required'])
  })

  test('login: the product messages for each password rule', () => {
    expect(submit(LoginSchema, {}).errors).toEqual({ email: ['Email is required'], password: ['Required'] })
    expect(submit(LoginSchema, { email: 'a@b.co', password: '12345' }).errors).toEqual({
      password: ['Password should be more than six characters'],
    })
    // Up to 256 characters, so that a long passphrase fits (docs/product.md, "Signing in and out").
    expect(submit(LoginSchema, { email: 'a@b.co', password: 'x'.repeat(257) }).errors).toEqual({
      password: ['Too Long!'],
    })
    expect(submit(LoginSchema, { email: 'a@b.co', password: 'x'.repeat(51) }).errors).toBeUndefined()
    expect(submit(LoginSchema, { email: 'a@b.co', password: 'x'.repeat(256) }).errors).toBeUndefined()
  })
})

describe('date order', () => {
  test('an invalid date gets its own message only, not a date-order one as well', () => {
    const stay = {
      ...traveller,
      mode: 'Lodge',
      checkin: 'soon',
      checkout: '2027-01-10',
      adults: '2',
      kids: '0',
      price: '300',
    }
    expect(submit(AccommodationSchema, stay).errors).toEqual({ checkin: ['Enter a valid date'] })
  })
})

describe('date order while the form is incomplete', () => {
  test('the departure message appears even before the other fields are filled in', () => {
    expect(
      submit(CountryInquirySchema, { arrival_date: '2027-03-10', depart_date: '2027-03-01' }).errors
        ?.depart_date,
    ).toEqual(['Depart date cannot be before the arrival date'])
  })
})
