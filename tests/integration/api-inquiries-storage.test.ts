import { expect, test } from 'vitest'
import { airportTransferInput, contactMessageInput } from '../../testing/inquiries'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'

// How the inquiry API stores and lists what it accepts: any text verbatim, form posts as well as JSON,
// lists newest first and paged.

describeOnBothDatabases('inquiry API', (backend) => {
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
})
