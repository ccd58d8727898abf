import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { migrateTo, migrateToLatest } from '@db/migrate'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { databases } from '../../testing/databases'
import {
  contactMessageInput,
  countryInquiryInput,
  inquiryContract,
  packageBookingInput,
} from '../../testing/inquiries'
import { leadOf as leadOfInquiry } from '../../testing/leads'
import { outboxMails } from '../../testing/outbox'
import { waitFor } from '../../testing/wait'
import { shownHtml } from '../../testing/shown-html'

// Every inquiry joins its traveller's open lead or opens one, in the transaction that stores it; the
// traveller is given the lead's reference (the API's answer, /success, the acknowledgement), and the
// inquiries stored before leads existed are grouped by the migration that brings them in.

const REFERENCE = /^TS-\d{4}-\d{4,}$/

describeOnBothDatabases('leads', (backend) => {
  let handle: DatabaseHandle
  beforeAll(() => {
    handle = createDatabase(backend().database.url)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })

  const leadOf = (reference: string) =>
    handle.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', Number(reference.split('-')[2]))
      .executeTakeFirstOrThrow()

  /** Posts an inquiry as a client of the API would; answers its id and the reference of its lead. */
  const post = async (collection: string, input: Record<string, unknown>) => {
    const answer = await call<{ id: number }>(backend().url, `/api/bookings/${collection}`, { json: input })
    expect(answer.status).toBe(201)
    // The contract's answer is { id, affectedRows }: the lead is found through its inquiry's event.
    const kind = inquiryContract.find((contract) => contract.create === collection)!.kind
    const { reference } = await leadOfInquiry(handle, kind, answer.body.id)
    expect(reference).toMatch(REFERENCE)
    return { id: answer.body.id, reference }
  }

  test('inquiries from one traveller, in any case of their e-mail, make one lead that keeps what they asked', async () => {
    const email = `wanjiru.${Date.now()}@example.com`
    const first = await post('country_book', countryInquiryInput({ email, visit_country: 'Uganda' }))
    const second = await post(
      'book_package',
      packageBookingInput({ email: email.toUpperCase(), name: 'Wanjiru Kamau', package_no: 3 }),
    )
    const third = await post('message', contactMessageInput({ email: ` ${email} `, name: 'Wanjiru Otieno' }))
    expect(second.reference).toBe(first.reference)
    expect(third.reference).toBe(first.reference)

    const lead = await leadOf(first.reference)
    // The newest inquiry's name wins; the countries and packages asked about add up.
    expect(lead).toMatchObject({
      status: 'new',
      name: 'Wanjiru Otieno',
      countries: '|Uganda|',
      packages: '|3|',
    })
    expect(lead.waiting_since).toBe(lead.created_at)
    const events = await handle.db
      .selectFrom('lead_events')
      .select(['type', 'inquiry_kind', 'inquiry_id'])
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute()
    expect(events).toEqual([
      { type: 'inquiry', inquiry_kind: 'country', inquiry_id: first.id },
      { type: 'inquiry', inquiry_kind: 'package', inquiry_id: second.id },
      { type: 'inquiry', inquiry_kind: 'message', inquiry_id: third.id },
    ])

    const other = await post(
      'message',
      contactMessageInput({ email: `someone.else.${Date.now()}@example.com` }),
    )
    expect(other.reference).not.toBe(first.reference)
  })

  test('inquiries from one traveller sent at the same moment all join one lead', async () => {
    const email = `at.once.${Date.now()}@example.com`
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        post(
          n % 2 ? 'message' : 'country_book',
          (n % 2 ? contactMessageInput : countryInquiryInput)({ email }),
        ),
      ),
    )
    expect(new Set(sent.map((inquiry) => inquiry.reference)).size).toBe(1)
    const leads = await handle.db.selectFrom('leads').select('id').where('email_key', '=', email).execute()
    expect(leads).toHaveLength(1)
  })

  test('a lead remembers where its first inquiry came from: the campaign, else the referring site', async () => {
    const visit = (utm: Record<string, string>, referrer: string | null) => ({
      cookie: `tembo_visit=${encodeURIComponent(JSON.stringify({ landing: '/', referrer, utm }))}`,
    })
    const sent = async (headers: Record<string, string>) => {
      const input = contactMessageInput({ email: `came.${Date.now()}.${Math.random()}@example.com` })
      const answer = await call<{ id: number }>(backend().url, '/api/bookings/message', {
        json: input,
        headers,
      })
      expect(answer.status).toBe(201)
      return leadOf((await leadOfInquiry(handle, 'message', answer.body.id)).reference)
    }
    const campaign = await sent(
      visit({ utm_source: 'instagram', utm_medium: 'social' }, 'https://www.google.com/'),
    )
    expect(campaign.source).toBe('instagram')
    const referred = await sent(visit({}, 'https://www.tripadvisor.co.uk/Attraction_Review'))
    expect(referred.source).toBe('www.tripadvisor.co.uk')
    expect((await sent({})).source).toBe('direct')
  })

  test('a closed lead, or one quiet for more than 90 days, is not joined: a new inquiry opens another', async () => {
    const email = `closed.${Date.now()}@example.com`
    const first = await post('message', contactMessageInput({ email }))
    await handle.db
      .updateTable('leads')
      .set({ status: 'lost' })
      .where('id', '=', (await leadOf(first.reference)).id)
      .execute()
    const afterLost = await post('message', contactMessageInput({ email }))
    expect(afterLost.reference).not.toBe(first.reference)

    const quiet = new Date(Date.now() - 91 * 86_400_000).toISOString()
    await handle.db
      .updateTable('leads')
      .set({ last_activity_at: quiet })
      .where('id', '=', (await leadOf(afterLost.reference)).id)
      .execute()
    const afterQuiet = await post('message', contactMessageInput({ email }))
    expect(afterQuiet.reference).not.toBe(afterLost.reference)
  })

  test('the traveller is given the reference: on /success and in the acknowledgement', async () => {
    // An ASCII name, so the notice's subject is not encoded.
    const input = countryInquiryInput({ name: 'Amelia Hartley', email: `ref.${Date.now()}@example.com` })
    const fields = Object.entries(input).map(([name, value]) => [name, String(value)])
    const sent = await fetch(`${backend().url}/book`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    })
    expect(sent.status).toBe(302)
    const location = new URL(sent.headers.get('location')!, backend().url)
    expect(location.pathname).toBe('/success')
    const reference = location.searchParams.get('ref')!
    expect(reference).toMatch(REFERENCE)
    expect(await (await fetch(location)).text()).toContain(reference)

    const outbox = `${backend().server.dataDir}/outbox`
    const mails = await waitFor(
      () => outboxMails(outbox).filter((mail) => mail.includes(String(input.email))),
      (found) => found.length >= 2,
    )
    const acknowledgement = mails.find((mail) => mail.includes(`\nTo: ${String(input.email)}`))!
    const notice = mails.find((mail) => mail !== acknowledgement)!
    expect(acknowledgement).toContain(`Your reference is ${reference}`)
    expect(notice).toMatch(new RegExp(`^Subject: New safari inquiry from .* \\[${reference}\\]\\r?$`, 'm'))
    // A reference that is not one is not shown.
    expect(shownHtml(await (await fetch(`${backend().url}/success?ref=%3Cb%3Ehi`)).text())).not.toContain(
      'Your reference',
    )
  })
})

describe.each(databases)('the migration that brings leads in ($label)', ({ create }) => {
  test('groups stored inquiries by e-mail and keeps their times', async () => {
    const database = await create()
    const handle = createDatabase(database.url)
    try {
      await migrateTo(handle, '0008-hardening')
      const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString()
      const message = (email: string, created_at: string, came?: { utm?: string; referrer?: string }) =>
        handle.db
          .insertInto('messages')
          .values({ name: 'Lukas Brenner', email, message: 'Hello', created_at, ...came })
          .returning('id')
          .executeTakeFirstOrThrow()
      const a = await message('lukas@example.de', day(0), { utm: '{"utm_source":"newsletter"}' })
      const country = await handle.db
        .insertInto('country_bookings')
        .values({
          name: 'Lukas Brenner',
          email: 'LUKAS@example.de',
          phone: '+49 30 901820 44',
          residing_country: 'Germany',
          visiting_country: 'Rwanda',
          safari_experience: 1,
          hear_about: 'Our blog',
          arrival_date: '2026-08-01',
          depart_date: '2026-08-10',
          created_at: day(10),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const later = await message('lukas@example.de', day(200), {
        referrer: 'https://www.safaribookings.com/operators/uganda',
      })
      const stranger = await message('grace@example.co.ke', day(5))

      await migrateToLatest(handle)
      const leads = await handle.db.selectFrom('leads').selectAll().orderBy('id').execute()
      expect(leads.map((lead) => [lead.email_key, lead.created_at, lead.last_activity_at])).toEqual([
        ['lukas@example.de', day(0), day(10)],
        ['grace@example.co.ke', day(5), day(5)],
        ['lukas@example.de', day(200), day(200)],
      ])
      // Where each came from, for the dashboard's conversion: the campaign, the referring site, direct.
      expect(leads.map((lead) => lead.source)).toEqual(['newsletter', 'direct', 'www.safaribookings.com'])
      expect(leads[0]).toMatchObject({
        country: 'Germany',
        countries: '|Rwanda|',
        travel_start: '2026-08-01',
        travel_end: '2026-08-10',
        status: 'new',
      })
      const links = await handle.db
        .selectFrom('lead_events')
        .select(['lead_id', 'inquiry_kind', 'inquiry_id', 'created_at'])
        .orderBy('created_at')
        .execute()
      expect(links).toEqual([
        { lead_id: leads[0]!.id, inquiry_kind: 'message', inquiry_id: a.id, created_at: day(0) },
        { lead_id: leads[1]!.id, inquiry_kind: 'message', inquiry_id: stranger.id, created_at: day(5) },
        { lead_id: leads[0]!.id, inquiry_kind: 'country', inquiry_id: country.id, created_at: day(10) },
        { lead_id: leads[2]!.id, inquiry_kind: 'message', inquiry_id: later.id, created_at: day(200) },
      ])
    } finally {
      await handle.db.destroy()
      await database.drop()
    }
  })
})
