import { afterAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { waitFor } from '../../testing/wait'

// A client that gives up waiting and sends the inquiry again must not make a second inquiry and a second
// acknowledgement (docs/product.md, "The JSON API"): with the same Idempotency-Key and body it gets the
// first answer again; the same key with another body is refused; without a key nothing changes.

describeOnBothDatabases('Idempotency-Key on the inquiry API', (backend) => {
  let handle: DatabaseHandle | undefined
  const db = () => (handle ??= createDatabase(backend().database.url)).db
  afterAll(() => handle?.db.destroy())
  const post = (path: string, json: unknown, key?: string) =>
    call<{ id: number; affectedRows: number; error?: string }>(backend().url, path, {
      json,
      headers: key ? { 'idempotency-key': key } : {},
    })
  const outboxOf = (email: string) =>
    db().selectFrom('mail_outbox').select(['purpose']).where('to_address', '=', email).execute()

  test('the same key and body, sent again or twice at once, make one inquiry and one acknowledgement', async () => {
    const input = contactMessageInput({ email: `retry.${Date.now()}@traveller.example` })
    const key = `retry-${Date.now()}`
    const first = await post('/api/bookings/message', input, key)
    expect(first.status).toBe(201)
    const again = await post('/api/bookings/message', input, key)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    // Two at the same moment with a new key: one stores, the other answers its 201.
    const racing = contactMessageInput({ email: `race.${Date.now()}@traveller.example` })
    const both = await Promise.all([1, 2].map(() => post('/api/bookings/message', racing, `race-${key}`)))
    expect(both.map((answer) => answer.status)).toEqual([201, 201])
    expect(both[0]!.body.id).toBe(both[1]!.body.id)

    for (const email of [input.email, racing.email]) {
      const stored = await db()
        .selectFrom('messages')
        .select('id')
        .where('email', '=', String(email))
        .execute()
      expect(stored, String(email)).toHaveLength(1)
      const mails = await waitFor(
        () => outboxOf(String(email)),
        (found) => found.length >= 1,
      )
      expect(mails.map((mail) => mail.purpose)).toEqual(['acknowledgement'])
    }
  })

  test('the same key with another body is refused with 422, and a key is one per kind', async () => {
    const key = `other-${Date.now()}`
    const input = contactMessageInput({ email: `first.${Date.now()}@traveller.example` })
    expect((await post('/api/bookings/message', input, key)).status).toBe(201)
    const changed = await post(
      '/api/bookings/message',
      { ...input, message: 'Something else entirely.' },
      key,
    )
    expect(changed.status).toBe(422)
    expect(changed.body.error).toMatch(/^This Idempotency-Key was used in the last 24 hours/)
    // The same key sent to another collection is another request.
    expect((await post('/api/bookings/country_book', countryInquiryInput(), key)).status).toBe(201)
    // A key that is not visible ASCII is refused before anything is stored; no key changes nothing.
    expect((await post('/api/bookings/message', contactMessageInput(), 'with space')).status).toBe(400)
    const plain = contactMessageInput({ email: `plain.${Date.now()}@traveller.example` })
    expect((await post('/api/bookings/message', plain)).status).toBe(201)
    expect((await post('/api/bookings/message', plain)).status).toBe(201)
    const twice = await db()
      .selectFrom('messages')
      .select('id')
      .where('email', '=', String(plain.email))
      .execute()
    expect(twice).toHaveLength(2)
  })
})
