import { expect, test } from 'vitest'
import {
  accommodationInput,
  airportTransferInput,
  countryInquiryInput,
  packageBookingInput,
} from '../../testing/inquiries'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'

// The fields of each inquiry kind as the API stores and answers them: contract names, labels, the
// package title, the optional party and budget, an airport transfer's way back.

describeOnBothDatabases('inquiry API', (backend) => {
  test('country inquiry: every field is returned under its contract name, experience as its label', async () => {
    const { url, token } = backend()
    const input = countryInquiryInput({ safari_experience: '3', visit_country: 'Rwanda' })
    const created = await call<{ id: number }>(url, '/api/bookings/country_book', { json: input })
    const [row] = (
      await call<Record<string, unknown>[]>(url, `/api/bookings/book_country/${created.body.id}`, { token })
    ).body
    expect(row).toMatchObject({
      book_id: created.body.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      residing_country: input.residing_country,
      visiting_country: 'Rwanda',
      experience: 'Camping',
      hear_about: input.hear_about,
      arrival_date: input.arrival_date,
      depart_date: input.depart_date,
      message: input.message,
    })
    expect(row).not.toHaveProperty('visit_country')
  })

  test('package booking: package_no comes back as the real package title', async () => {
    const { url, token } = backend()
    const titles = [
      'Gorillas and the Big Five',
      'The Great Rift Valley',
      'Chimpanzees and the Volcanoes',
      'The Great Serengeti Migration',
      "East Africa's Ultimate Wildlife Combo",
      'Kenya Beach Escape',
      'Zanzibar Beach Escape',
    ]
    for (const [index, title] of titles.entries()) {
      const created = await call<{ id: number }>(url, '/api/bookings/book_package', {
        json: packageBookingInput({ package_no: index + 1 }),
      })
      const [row] = (
        await call<Record<string, unknown>[]>(url, `/api/bookings/book_package/${created.body.id}`, { token })
      ).body
      expect(row).toMatchObject({ booking_id: created.body.id, package_title: title })
    }
    const outOfRange = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/book_package', {
      // 8 is the package migration 0019 added; no package has number 999.
      json: packageBookingInput({ package_no: 999 }),
    })
    expect(outOfRange.status).toBe(400)
    expect(outOfRange.body.errors).toEqual({ package_no: ['Choose one of the packages'] })
  })

  test('the travelling party and budget are optional extra fields, stored and answered beside the spec ones', async () => {
    const { url, token } = backend()
    const party = { adults: 2, children: 3, children_ages: '4; 7 and 15', budget_per_person: 6800 }
    for (const [post, item] of [
      ['book_package', 'book_package'],
      ['country_book', 'book_country'],
    ] as const) {
      const input = post === 'book_package' ? packageBookingInput(party) : countryInquiryInput(party)
      const created = await call<{ id: number }>(url, `/api/bookings/${post}`, { json: input })
      expect(created.status).toBe(201)
      const [row] = (
        await call<Record<string, unknown>[]>(url, `/api/bookings/${item}/${created.body.id}`, { token })
      ).body
      expect(row).toMatchObject({
        adults: 2,
        children: 3,
        children_ages: '4, 7, 15',
        budget_per_person: 6800,
      })
    }
    // Without them, the old site's fields alone are enough, and nothing is stored for the party.
    const bare = await call<{ id: number }>(url, '/api/bookings/book_package', {
      json: packageBookingInput(),
    })
    const [row] = (
      await call<Record<string, unknown>[]>(url, `/api/bookings/book_package/${bare.body.id}`, { token })
    ).body
    expect(row).toMatchObject({ adults: null, children: null, children_ages: null, budget_per_person: null })
    const wrong = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/country_book', {
      json: countryInquiryInput({ children: 1, children_ages: '3, 5' }),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual({ children_ages: ['Give one age, one for each child'] })
  })

  test("an airport transfer's way back is required for a return only, and kept for a return only", async () => {
    const { url, token } = backend()
    const back = { depart_port: undefined, flight_depart_number: undefined }
    const missing = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/airport', {
      json: airportTransferInput({ ...back, one_way: 'Return' }),
    })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({ depart_port: ['*required'], flight_depart_number: ['*required'] })
    // One way: nothing of the way back is needed, and what was sent of it is not kept.
    const oneWay = await call<{ id: number }>(url, '/api/bookings/airport', {
      json: airportTransferInput({ one_way: 'one-way', depart_port: 'Entebbe (EBB)', depart_time: '21:00' }),
    })
    expect(oneWay.status).toBe(201)
    const [row] = (
      await call<Record<string, unknown>[]>(url, `/api/bookings/airport/${oneWay.body.id}`, { token })
    ).body
    expect(row).toMatchObject({
      one_way: 'one-way',
      depart_port: null,
      flight_depart_number: null,
      depart_time: null,
    })
    expect(row).toMatchObject({ arrival_time: '07:40', place: 'Lake Victoria Serena, Kigo' })
    const late = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/airport', {
      json: airportTransferInput({
        arrival_time: '25:00',
        arrival_date: undefined,
        depart_date: '2020-01-01',
      }),
    })
    expect(late.body.errors).toEqual({
      arrival_time: ['Enter a time such as 14:30'],
      depart_date: ['This date has passed: choose today or a later date'],
    })
  })

  test('accommodation and airport transfer: numbers and every field come back as sent', async () => {
    const { url, token } = backend()
    const stay = accommodationInput({ adults: '3', kids: 1, price: '180.5' })
    const created = await call<{ id: number }>(url, '/api/bookings/accomodation', { json: stay })
    const [row] = (
      await call<Record<string, unknown>[]>(url, `/api/bookings/accomodation/${created.body.id}`, { token })
    ).body
    expect(row).toMatchObject({
      acc_id: created.body.id,
      mode: stay.mode,
      checkin: stay.checkin,
      checkout: stay.checkout,
      adults: 3,
      kids: 1,
      price: 180.5,
      location: stay.location,
    })

    const transfer = airportTransferInput()
    const sent = await call<{ id: number }>(url, '/api/bookings/airport', { json: transfer })
    const [stored] = (
      await call<Record<string, unknown>[]>(url, `/api/bookings/airport/${sent.body.id}`, { token })
    ).body
    const { name, email, phone, ...rest } = transfer
    expect(stored).toEqual(expect.objectContaining({ airport_id: sent.body.id, name, email, phone, ...rest }))
  })
})
