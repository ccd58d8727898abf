import { expect, test } from 'vitest'
import {
  accommodationInput,
  airportTransferInput,
  contactMessageInput,
  countryInquiryInput,
  inquiryContract,
  inquiryInput,
  packageBookingInput,
} from '../../testing/inquiries'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'

// The public inquiry endpoints of the /api/bookings contract, and the staff reads of what they stored.

const kinds = inquiryContract.map((contract) => ({
  post: contract.create,
  list: contract.list,
  item: contract.item,
  id: contract.idKey,
  input: () => inquiryInput(contract.kind),
}))

/** What each form must say when sent empty (docs/product.md, "The five inquiry forms"). */
const requiredMessages: Record<string, Record<string, string>> = {
  country_book: {
    name: 'Name is required',
    email: 'Email is required',
    phone: 'phone number is required',
    residing_country: 'Name is required',
    visit_country: 'Name is required',
    arrival_date: 'Arrival date is required',
    depart_date: 'Depart date is required',
    safari_experience: '*required',
    hear_about: '*required',
  },
  book_package: {
    name: 'Name is required',
    email: 'Email is required',
    phone: 'phone number is required',
    package_no: '*required',
  },
  accomodation: {
    name: 'Name is required',
    email: 'Email is required',
    phone: 'phone number is required',
    mode: '*required',
    checkin: 'Check in date is required',
    checkout: 'Check out date is required',
    adults: '*required',
    kids: '*required',
    price: '*required',
  },
  airport: {
    name: 'Name is required',
    email: 'Email is required',
    phone: 'phone number is required',
    arrival_port: '*required',
    flight_arrival_number: '*required',
    pass: '*required',
    one_way: '*required',
    vehicle: '*required',
    special_needs: '*required',
    pick_up: '*required',
  },
  message: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
}

describeOnBothDatabases('inquiry API', (backend) => {
  const total = async (list: string) => {
    const answer = await call(backend().url, `/api/bookings/${list}?limit=1`, { token: backend().token })
    return Number(answer.headers.get('x-total-count'))
  }

  for (const kind of kinds) {
    test(`${kind.post}: a valid inquiry is stored and read back with the contract's names`, async () => {
      const { url, token } = backend()
      const input = kind.input()
      const created = await call<{ id: number; affectedRows: number }>(url, `/api/bookings/${kind.post}`, {
        json: input,
      })
      expect(created.status).toBe(201)
      expect(created.body).toEqual({ id: expect.any(Number), affectedRows: 1 })

      const list = await call<Record<string, unknown>[]>(url, `/api/bookings/${kind.list}`, { token })
      expect(list.status).toBe(200)
      expect(list.body[0]).toMatchObject({ [kind.id]: created.body.id, name: input.name, email: input.email })

      const one = await call<Record<string, unknown>[]>(
        url,
        `/api/bookings/${kind.item}/${created.body.id}`,
        { token },
      )
      expect(one.status).toBe(200)
      expect(Array.isArray(one.body)).toBe(true)
      expect(one.body).toHaveLength(1)
      expect(one.body[0]).toMatchObject({ [kind.id]: created.body.id })
    })

    test(`${kind.post}: an empty inquiry answers every required message and stores nothing`, async () => {
      const before = await total(kind.list)
      const answer = await call<{ errors: Record<string, string[]> }>(
        backend().url,
        `/api/bookings/${kind.post}`,
        { json: {} },
      )
      expect(answer.status).toBe(400)
      const expected = Object.fromEntries(
        Object.entries(requiredMessages[kind.post]!).map(([field, message]) => [field, [message]]),
      )
      expect(answer.body.errors).toEqual(expected)
      expect(await total(kind.list)).toBe(before)
    })

    test(`${kind.post}: staff reads answer 404 for an id that does not exist`, async () => {
      const { url, token } = backend()
      expect((await call(url, `/api/bookings/${kind.item}/999999`, { token })).status).toBe(404)
      expect((await call(url, `/api/bookings/${kind.item}/not-a-number`, { token })).status).toBe(404)
    })
  }

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

  test('SQL metacharacters and unicode are stored verbatim', async () => {
    const { url, token } = backend()
    const name = "Robert'); DROP TABLE messages;-- 李小龍 Ñandú 🦁"
    const message = `Quotes ' " \` backslash \\ percent % underscore _ semicolon ; -- /* comment */ Kiswahili: Karibu sana! Ελληνικά 日本語 👍🏾`
    const created = await call<{ id: number }>(url, '/api/bookings/message', {
      json: contactMessageInput({ name, message }),
    })
    expect(created.status).toBe(201)
    const [row] = (
      await call<Record<string, unknown>[]>(url, `/api/bookings/message/${created.body.id}`, { token })
    ).body
    expect(row).toMatchObject({ name, message })
    expect((await call(url, '/api/bookings/messages', { token })).status).toBe(200)
  })

  test('inquiries may also be sent as form posts', async () => {
    const { url, token } = backend()
    const input = contactMessageInput()
    const created = await call<{ id: number }>(url, '/api/bookings/message', { form: input })
    expect(created.status).toBe(201)
    const [row] = (
      await call<Record<string, unknown>[]>(url, `/api/bookings/message/${created.body.id}`, { token })
    ).body
    expect(row).toMatchObject({
      message_id: created.body.id,
      name: input.name,
      email: input.email,
      message: input.message,
      read: false,
    })
  })

  test('lists are newest first and page with limit and offset', async () => {
    const { url, token } = backend()
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      ids.push(
        (await call<{ id: number }>(url, '/api/bookings/airport', { json: airportTransferInput() })).body.id,
      )
    }
    const first = await call<{ airport_id: number }[]>(url, '/api/bookings/airport?limit=2', { token })
    expect(first.body.map((row) => row.airport_id)).toEqual([ids[2], ids[1]])
    const second = await call<{ airport_id: number }[]>(url, '/api/bookings/airport?limit=2&offset=1', {
      token,
    })
    expect(second.body.map((row) => row.airport_id)).toEqual([ids[1], ids[0]])
    expect((await call(url, '/api/bookings/airport?limit=0', { token })).status).toBe(400)
    expect((await call(url, '/api/bookings/airport?offset=-1', { token })).status).toBe(400)
  })

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
