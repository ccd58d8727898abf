import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { call, signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { contactMessageInput, countryInquiryInput, packageBookingInput } from '../../testing/inquiries'
import { leadOf } from '../../testing/leads'
import { ADMIN } from '../../testing/server'

// The lead desk as staff use it over HTTP: the inbox finds a lead by its reference or the traveller's
// name, the lead's page shows its inquiries, and each change (owner, note, next action, status, Lost
// with a reason, reopening) is made once, refused with a message where it is incomplete, and written
// on the timeline with who made it.

describeOnBothDatabases('lead desk', (backend) => {
  let handle: DatabaseHandle
  let cookie: string
  beforeAll(async () => {
    handle = createDatabase(backend().database.url)
    cookie = await signInByForm(backend().url)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })

  const page = async (path: string) => {
    const answer = await fetch(`${backend().url}${path}`, { headers: { cookie } })
    expect(answer.status, path).toBe(200)
    return answer.text()
  }
  const change = (leadId: number, fields: Record<string, string>) =>
    fetch(`${backend().url}/admin/leads/${leadId}`, {
      method: 'POST',
      headers: { cookie, origin: backend().url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })

  async function newLead(name: string) {
    const input = countryInquiryInput({
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.com`,
    })
    const created = await call<{ id: number }>(backend().url, '/api/bookings/country_book', { json: input })
    expect(created.status).toBe(201)
    const { id } = await leadOf(handle, 'country', created.body.id)
    return { id, inquiryId: created.body.id, input }
  }

  test('the inbox finds a lead by name or reference; the lead page and its inquiry link each other', async () => {
    const lead = await newLead(`Nadia Okello ${Date.now().toString(36)}`)
    const inbox = await page(`/admin/leads?q=${encodeURIComponent(String(lead.input.name))}`)
    const reference = inbox.match(/TS-\d{4}-\d{4,}/)?.[0]
    expect(reference).toBeDefined()
    expect(inbox).toContain(String(lead.input.name))
    expect(await page(`/admin/leads?q=${reference!.toLowerCase()}`)).toContain(String(lead.input.name))
    expect(await page('/admin/leads?q=nobody-by-this-name')).toContain('No leads match.')
    // The board: a column per status, the new lead under New.
    const board = await page('/admin/leads/board')
    expect(board.replace(/<!-- -->/g, '')).toMatch(/>New <span[^>]*>\(\d+\)<\/span>/)
    expect(board).toContain('Lost')
    expect(board).toContain(String(lead.input.name))

    const leadPage = await page(`/admin/leads/${lead.id}`)
    expect(leadPage).toContain(reference)
    expect(leadPage).toContain(`/admin/country_book/${lead.inquiryId}`)
    // The inquiry is in the conversation in full: its kind, the traveller's message and their facts.
    expect(leadPage).toContain('>Country booking</h3>')
    expect(leadPage).toContain(String(lead.input.message))
    expect(await page(`/admin/country_book/${lead.inquiryId}`)).toContain(`/admin/leads/${lead.id}`)
    expect((await fetch(`${backend().url}/admin/leads/999999`, { headers: { cookie } })).status).toBe(404)
  })

  test('each change is made once and written on the timeline with who made it', async () => {
    const lead = await newLead('Tomasz Nowak')
    const staff = await handle.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow()

    expect((await change(lead.id, { intent: 'owner', owner: String(staff.id) })).status).toBe(200)
    expect((await change(lead.id, { intent: 'note', body: 'Prefers a private vehicle.' })).status).toBe(200)
    expect(
      (
        await change(lead.id, {
          intent: 'next-action',
          at: '2027-01-15',
          text: 'Send the gorilla permit dates',
        })
      ).status,
    ).toBe(200)
    expect((await change(lead.id, { intent: 'status', status: 'proposal_sent' })).status).toBe(200)

    // Lost needs a reason, and "Other" a few words: refused with the message beside the field.
    const noReason = await change(lead.id, { intent: 'status', status: 'lost' })
    expect(noReason.status).toBe(400)
    expect(await noReason.text()).toContain('Choose why it was lost')
    const otherWithoutWords = await change(lead.id, { intent: 'status', status: 'lost', reason: 'other' })
    expect(otherWithoutWords.status).toBe(400)
    expect((await change(lead.id, { intent: 'status', status: 'lost', reason: 'price' })).status).toBe(200)
    expect((await change(lead.id, { intent: 'reopen' })).status).toBe(200)
    // Empty notes and strangers as owners are refused.
    expect((await change(lead.id, { intent: 'note', body: '   ' })).status).toBe(400)
    expect((await change(lead.id, { intent: 'owner', owner: '999999' })).status).toBe(400)

    const row = await handle.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'new',
      owner_id: staff.id,
      next_action_at: '2027-01-15',
      next_action_text: 'Send the gorilla permit dates',
      lost_reason: null,
      closed_at: null,
      waiting_since: null,
    })
    const events = await handle.db
      .selectFrom('lead_events')
      .select(['type', 'staff_id', 'data'])
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute()
    expect(events.map((event) => [event.type, event.staff_id, event.data && JSON.parse(event.data)])).toEqual(
      [
        ['inquiry', null, null],
        ['owner', staff.id, { from: null, to: staff.id }],
        ['note', staff.id, { text: 'Prefers a private vehicle.' }],
        ['next-action', staff.id, { at: '2027-01-15', text: 'Send the gorilla permit dates' }],
        ['status', staff.id, { from: 'new', to: 'proposal_sent', reason: null, note: null }],
        ['status', staff.id, { from: 'proposal_sent', to: 'lost', reason: 'price', note: null }],
        ['status', staff.id, { from: 'lost', to: 'new', reopened: true }],
      ],
    )
    const timeline = await page(`/admin/leads/${lead.id}`)
    for (const line of [
      'Owner set to',
      'Internal note: the traveller never sees it',
      'Prefers a private vehicle.',
      'Moved from Proposal sent to Lost: Price',
      'Reopened as New',
    ])
      expect(timeline).toContain(line)
  })

  test('the inbox filters by travel month, country and package, and sorts by travel date', async () => {
    const tag = Date.now().toString(36)
    const rwanda = countryInquiryInput({
      name: `Mateo Rossi ${tag}`,
      email: `mateo.${tag}@example.com`,
      visit_country: 'Rwanda',
      arrival_date: '2027-09-10',
      depart_date: '2027-09-20',
    })
    expect((await call(backend().url, '/api/bookings/country_book', { json: rwanda })).status).toBe(201)
    const packaged = packageBookingInput({
      name: `Sofia Rossi ${tag}`,
      email: `sofia.${tag}@example.com`,
      package_no: 3,
      arrival_date: '2027-08-01',
    })
    expect((await call(backend().url, '/api/bookings/book_package', { json: packaged })).status).toBe(201)
    const list = (query: string) => page(`/admin/leads?q=${encodeURIComponent(`Rossi ${tag}`)}&${query}`)

    expect(await list('month=2027-09&visiting=Rwanda')).toContain(`Mateo Rossi ${tag}`)
    expect(await list('month=2027-10')).toContain('No leads match.')
    expect(await list('visiting=Kenya')).toContain('No leads match.')
    const third = await list('tour=3')
    expect(third).toContain(`Sofia Rossi ${tag}`)
    expect(third).not.toContain(`Mateo Rossi ${tag}`)
    expect(await list('tour=4')).toContain('No leads match.')
    // By travel date: August's trip before September's.
    const byTravel = await list('sort=travel')
    expect(byTravel.indexOf(`Sofia Rossi ${tag}`)).toBeLessThan(byTravel.indexOf(`Mateo Rossi ${tag}`))
    // Values that are not a month, a country or a package are ignored, not an error.
    expect(await list('month=2027-13&visiting=Narnia&tour=99')).toContain(`Mateo Rossi ${tag}`)
  })

  test('the inbox filters by status, owner and waiting, and a message opens a lead like any inquiry', async () => {
    const message = contactMessageInput({ name: `Ingrid Solberg ${Date.now().toString(36)}` })
    expect((await call(backend().url, '/api/bookings/message', { json: message })).status).toBe(201)
    const search = `q=${encodeURIComponent(String(message.name))}`
    expect(await page(`/admin/leads?${search}&waiting=1&owner=unassigned&status=new`)).toContain(
      String(message.name),
    )
    expect(await page(`/admin/leads?${search}&status=lost`)).toContain('No leads match.')
    expect(await page(`/admin/leads?${search}&owner=mine`)).toContain('No leads match.')
  })

  /** Stores `count` leads travelling in `month`, made by `values(n)`, straight into the table. */
  async function storeLeads(
    count: number,
    month: string,
    values: (n: number) => { name: string; waiting_since: string | null; created_at: string },
  ) {
    for (let offset = 0; offset < count; offset += 500) {
      await handle.db
        .insertInto('leads')
        .values(
          Array.from({ length: Math.min(500, count - offset) }, (_, i) => {
            const n = offset + i
            const lead = values(n)
            return {
              ...lead,
              email_key: `${month}.${n}@example.com`,
              email: `${month}.${n}@example.com`,
              status: lead.waiting_since ? 'new' : 'replied',
              travel_start: `${month}-10`,
              last_activity_at: lead.created_at,
            }
          }),
        )
        .execute()
    }
  }
  /** The numbers of the "Paging n" leads on a page, in order (a card names its lead more than once). */
  const names = (html: string) => [
    ...new Set([...html.matchAll(/Paging (\d+)/g)].map((match) => Number(match[1]))),
  ]

  test('the inbox pages the longest waiting first, then the rest newest first, across page breaks', async () => {
    const hour = (n: number) => new Date(Date.UTC(2026, 0, 1, n)).toISOString()
    // Leads 0-24 wait, since times in an order neither of their arrival nor its reverse; 25-44 arrived
    // later and do not wait (44 the newest).
    const since = (n: number) => (n * 7) % 25
    await storeLeads(45, '2031-05', (n) => ({
      name: `Paging ${n}`,
      waiting_since: n < 25 ? hour(200 + since(n)) : null,
      created_at: hour(n < 25 ? n : 100 + n),
    }))
    const pages = await Promise.all([1, 2, 3].map((n) => page(`/admin/leads?month=2031-05&page=${n}`)))
    const waiting = Array.from({ length: 25 }, (_, n) => n).sort((a, b) => since(a) - since(b))
    const rest = Array.from({ length: 20 }, (_, n) => 44 - n)
    expect(pages.map(names)).toEqual([
      waiting.slice(0, 20),
      [...waiting.slice(20), ...rest.slice(0, 15)],
      rest.slice(15),
    ])
    expect(pages[0]).toContain('45 leads.')
  })

  test('past 10,000 matching leads the inbox says "10,000+" and still pages on', async () => {
    const at = new Date(Date.UTC(2025, 0, 1)).toISOString()
    await storeLeads(10_005, '2032-07', (n) => ({ name: `Many ${n}`, waiting_since: null, created_at: at }))
    const first = await page('/admin/leads?month=2032-07')
    expect(first).toContain('10,000+ leads.')
    // Not counted to the end, the pages are not numbered; a full page links to the next.
    expect(first.replace(/<!-- -->/g, '')).toMatch(/Page 1<\/span>/)
    expect(first).toContain('page=2')
    const last = await page('/admin/leads?month=2032-07&page=501')
    expect(new Set(last.match(/Many \d+/g))).toHaveLength(5)
    expect(last).toContain('Previous page')
    expect(last).not.toContain('Next page')
  })
})
