import { expect, test } from 'vitest'
import { inquiryContract, inquiryInput } from '../../testing/inquiries'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { inquiryTotal } from './api-inquiries.shared'

// Every public inquiry endpoint of the /api/bookings contract, kind by kind: a valid inquiry is stored and
// read back by staff, an empty one answers each required message, an unknown id is a 404.

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
  const total = inquiryTotal(backend)

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
})
