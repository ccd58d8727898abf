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

  /** A form page's token, as a browser without JavaScript gets it. */
  async function pageToken(path = '/contact'): Promise<string> {
    const html = await (await fetch(`${backend().url}${path}`)).text()
    const token = /name="submission" value="([^"]+)"/.exec(html)?.[1]
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    return token!
  }
  /** Sends a form as a browser without JavaScript does; answers where it was sent next. */
  const sendForm = async (
    fields: Record<string, string | number>,
    token: string,
    [path, form] = ['/contact', 'contact-message'],
  ) => {
    const answer = await fetch(`${backend().url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: backend().url },
      body: new URLSearchParams({
        form,
        submission: token,
        ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
      }),
    })
    return { status: answer.status, location: answer.headers.get('location') }
  }
  const messagesFrom = async (email: string) =>
    (await db().selectFrom('messages').select('id').where('email', '=', email).execute()).length

  test('a form sent twice without JavaScript (a double click, a resend) makes one inquiry, twice at once too', async () => {
    const token = await pageToken()
    const input = contactMessageInput({ email: `twice.${Date.now()}@traveller.example` })
    const first = await sendForm(input, token)
    expect(first.status).toBe(302)
    expect(first.location).toMatch(/^\/contact\?sent=/)
    // Sent again from the same page: the traveller is told it was sent, as the first time.
    const again = await sendForm(input, token)
    expect(again.status).toBe(302)
    expect(again.location).toMatch(/^\/contact\?sent=/)
    expect(await messagesFrom(String(input.email))).toBe(1)
    const mails = await waitFor(
      () => outboxOf(String(input.email)),
      (found) => found.length >= 1,
    )
    expect(mails.map((mail) => mail.purpose)).toEqual(['acknowledgement'])

    // Two at the same moment (a double click), from a fresh page.
    const racing = contactMessageInput({ email: `click.${Date.now()}@traveller.example` })
    const fresh = await pageToken()
    const both = await Promise.all([1, 2].map(() => sendForm(racing, fresh)))
    expect(both.map((answer) => answer.status)).toEqual([302, 302])
    expect(both.map((answer) => answer.location)).toEqual([
      expect.stringMatching(/^\/contact\?sent=/),
      expect.stringMatching(/^\/contact\?sent=/),
    ])
    expect(await messagesFrom(String(racing.email))).toBe(1)

    // A trip inquiry sent again leads to the first one's confirmation, with its lead's reference.
    const trip = countryInquiryInput({ email: `trip.${Date.now()}@traveller.example` })
    const bookToken = await pageToken('/book')
    const booked = await sendForm(trip, bookToken, ['/book', 'country-inquiry'])
    expect(booked.location).toMatch(/^\/success\?ref=TS-\d{4}-\d{4}$/)
    expect(await sendForm(trip, bookToken, ['/book', 'country-inquiry'])).toEqual(booked)
    const trips = await db()
      .selectFrom('country_bookings')
      .select('id')
      .where('email', '=', String(trip.email))
      .execute()
    expect(trips).toHaveLength(1)
  })

  test('the same page token with other words is another inquiry: a cached page serves many travellers', async () => {
    const token = await pageToken()
    const first = contactMessageInput({ email: `one.${Date.now()}@traveller.example` })
    const second = contactMessageInput({ email: `two.${Date.now()}@traveller.example` })
    const answers = [await sendForm(first, token), await sendForm(second, token)]
    expect(answers.map((answer) => answer.status)).toEqual([302, 302])
    // The same traveller correcting a word and sending again is heard too.
    const corrected = { ...first, message: `${first.message} (Two adults, not three.)` }
    expect((await sendForm(corrected, token)).status).toBe(302)
    expect(await messagesFrom(String(first.email))).toBe(2)
    expect(await messagesFrom(String(second.email))).toBe(1)
  })
})
