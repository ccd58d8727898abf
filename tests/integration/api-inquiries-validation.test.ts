import { expect, test } from 'vitest'
import {
  accommodationInput,
  airportTransferInput,
  contactMessageInput,
  countryInquiryInput,
  packageBookingInput,
} from '../../testing/inquiries'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { inquiryTotal } from './api-inquiries.shared'

// What the inquiry API refuses: each invalid field with its own message and nothing stored, and
// malformed requests with a JSON answer rather than a crash.

describeOnBothDatabases('inquiry API', (backend) => {
  const total = inquiryTotal(backend)

  test('each invalid field is answered with its own message, and nothing is stored', async () => {
    const { url } = backend()
    const before = await total('book_country')
    const answer = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/country_book', {
      json: countryInquiryInput({
        name: 'A',
        email: 'not-an-email',
        phone: '0772 123',
        residing_country: 'U',
        safari_experience: 5,
        message: 'x',
      }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({
      name: ['At least two characters'],
      email: ['Invalid email'],
      phone: ['At least 10 numbers'],
      residing_country: ['At least two characters'],
      safari_experience: ['Choose one of the safari experiences'],
      message: ['at least 2 char'],
    })
    const dates = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/country_book', {
      json: countryInquiryInput({ arrival_date: '2027-02-10', depart_date: '2027-02-01' }),
    })
    expect(dates.body.errors).toEqual({ depart_date: ['Depart date cannot be before the arrival date'] })
    const stay = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/accomodation', {
      json: accommodationInput({
        checkin: '2027-05-03',
        checkout: '2027-05-01',
        adults: 'two',
        location: 'x',
      }),
    })
    // Every problem at once: the date order is checked even while another field is invalid.
    expect(stay.body.errors).toEqual({
      adults: ['Enter a number'],
      location: ['at least 2 char'],
      checkout: ['Check out date must be after the check in date'],
    })
    expect(await total('book_country')).toBe(before)
  })

  const badValues = [
    {
      post: 'country_book',
      list: 'book_country',
      make: countryInquiryInput,
      bad: { phone: '12345 678' },
      errors: { phone: ['At least 10 numbers'] },
    },
    {
      post: 'country_book',
      list: 'book_country',
      make: countryInquiryInput,
      bad: { visit_country: 'K' },
      errors: { visit_country: ['At least two characters'] },
    },
    {
      post: 'country_book',
      list: 'book_country',
      make: countryInquiryInput,
      bad: { arrival_date: 'next week' },
      errors: { arrival_date: ['Enter a valid date'] },
    },
    {
      post: 'country_book',
      list: 'book_country',
      make: countryInquiryInput,
      bad: { hear_about: '  ' },
      errors: { hear_about: ['*required'] },
    },
    {
      post: 'book_package',
      list: 'book_package',
      make: packageBookingInput,
      bad: { email: 'ann@' },
      errors: { email: ['Invalid email'] },
    },
    {
      post: 'book_package',
      list: 'book_package',
      make: packageBookingInput,
      bad: { name: 'J' },
      errors: { name: ['At least two characters'] },
    },
    {
      post: 'book_package',
      list: 'book_package',
      make: packageBookingInput,
      bad: { arrival_date: '2027-02-31' },
      errors: { arrival_date: ['Enter a valid date'] },
    },
    {
      post: 'accomodation',
      list: 'accomodation',
      make: accommodationInput,
      bad: { mode: 'x' },
      errors: { mode: ['At least two characters'] },
    },
    {
      post: 'accomodation',
      list: 'accomodation',
      make: accommodationInput,
      bad: { checkin: '2027-04-02', checkout: '2027-04-02' },
      errors: { checkout: ['Check out date must be after the check in date'] },
    },
    {
      post: 'accomodation',
      list: 'accomodation',
      make: accommodationInput,
      bad: { adults: 0 },
      errors: { adults: ['Enter from 1 to 100 adults'] },
    },
    {
      post: 'accomodation',
      list: 'accomodation',
      make: accommodationInput,
      bad: { kids: 1.5 },
      errors: { kids: ['Enter a whole number'] },
    },
    {
      post: 'accomodation',
      list: 'accomodation',
      make: accommodationInput,
      bad: { price: -5 },
      errors: { price: ['The budget cannot be negative'] },
    },
    {
      post: 'airport',
      list: 'airport',
      make: airportTransferInput,
      bad: { pass: 0 },
      errors: { pass: ['Enter from 1 to 60 passengers'] },
    },
    {
      post: 'airport',
      list: 'airport',
      make: airportTransferInput,
      bad: { flight_arrival_number: '' },
      errors: { flight_arrival_number: ['*required'] },
    },
    {
      post: 'airport',
      list: 'airport',
      make: airportTransferInput,
      bad: { special_needs: '   ' },
      errors: { special_needs: ['*required'] },
    },
    {
      post: 'message',
      list: 'messages',
      make: contactMessageInput,
      bad: { email: 'ann.example.com' },
      errors: { email: ['Invalid email'] },
    },
    {
      post: 'message',
      list: 'messages',
      make: contactMessageInput,
      bad: { message: '' },
      errors: { message: ['Message is required'] },
    },
  ]

  test.each(badValues)(
    '$post with $bad answers $errors and stores nothing',
    async ({ post, list, make, bad, errors }) => {
      const before = await total(list)
      const answer = await call<{ errors: Record<string, string[]> }>(
        backend().url,
        `/api/bookings/${post}`,
        { json: make(bad) },
      )
      expect(answer.status).toBe(400)
      expect(answer.body.errors).toEqual(errors)
      expect(await total(list)).toBe(before)
    },
  )

  test('malformed requests get a JSON answer, never a crash', async () => {
    const { url } = backend()
    const broken = await call(url, '/api/bookings/message', {
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    const nested = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/message', {
      json: contactMessageInput({ name: { first: 'Ann' } }),
    })
    expect(nested.status).toBe(400)
    expect(nested.body.errors).toEqual({ name: ['Must be text or a number'] })
    const huge = await call(url, '/api/bookings/message', {
      json: contactMessageInput({ message: 'x'.repeat(300_000) }),
    })
    expect(huge.status).toBe(413)
    expect((await call(url, '/api/bookings/country_book')).status).toBe(405)
    expect((await call(url, '/api/bookings/nothing-here')).status).toBe(404)
  })
})
