import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { acceptedBooking, operatorToday, proposalRequests } from '../../testing/proposals'
import { addStaff } from '../../testing/staff'
import { ledgerEntries, moneyFormToken, queuedMail } from '../../testing/ledger'

// The booking's ledger against the careless and the dishonest: a staff money form sent twice records
// once and says what was recorded; a cancelled booking's ledger is closed but to an admin's adjustment;
// the day a refund or a payment is dated cannot be chosen to move the money.

describeOnBothDatabases('a booking’s ledger, guarded', (backend) => {
  let handle: DatabaseHandle
  beforeAll(() => {
    handle = createDatabase(backend().database.url)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })
  const outbox = () => `${backend().server.dataDir}/outbox`
  const { post } = proposalRequests(() => backend().url, outbox)
  const words = async (answer: Response) => (await answer.text()).replace(/<!-- -->/g, '')
  const page = (proposal: number, cookie: string) =>
    fetch(`${backend().url}/admin/proposals/${proposal}`, { headers: { cookie } }).then(words)
  const tokenOf = moneyFormToken
  const ledger = (proposal: number) => ledgerEntries(handle, proposal)
  const receipts = (email: string) =>
    outboxMails(outbox()).filter((mail) => mail.includes(`To: ${email}`) && mail.includes('Receipt'))
  const signInAs = async (member: { email: string; password: string }) => {
    const answer = await fetch(`${backend().url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: backend().url },
      body: new URLSearchParams({ ...member, redirectTo: '/admin' }),
    })
    expect(answer.status).toBe(302)
    return (answer.headers.get('set-cookie') ?? '').split(';')[0]!
  }

  test('the same payment form sent again records nothing more and says what it recorded', async () => {
    const booking = await acceptedBooking(backend().url, handle, outbox(), 'Kofi Mensah')
    const path = `/admin/proposals/${booking.proposal}`
    const shown = await page(booking.proposal, booking.cookie)
    const once = tokenOf(shown)
    expect(once).toBeDefined()
    const form = {
      intent: 'payment',
      amount: '300',
      paidOn: operatorToday(),
      method: 'bank_transfer',
      once: once!,
    }
    const first = await post(path, booking.cookie, form)
    expect(first.status).toBe(200)
    expect(await words(first)).toContain('Payment recorded')
    // Sent again from the same page (a double click, Send again after a failure): nothing more.
    const again = await post(path, booking.cookie, form)
    expect(again.status).toBe(200)
    const said = await words(again)
    expect(said).toContain('This form was sent before: its payment of €300')
    expect(said).toContain('Nothing more was recorded.')
    expect(await ledger(booking.proposal)).toEqual([['payment', 30_000, operatorToday()]])
    // The page drawn again has a new token: a second payment of the same amount is a new entry.
    const next = tokenOf(await page(booking.proposal, booking.cookie))
    expect(next).not.toBe(once)
    expect((await post(path, booking.cookie, { ...form, once: next! })).status).toBe(200)
    expect(await ledger(booking.proposal)).toHaveLength(2)
    await expect.poll(() => receipts(booking.email).length).toBe(2)
  })

  test('a cancelled booking’s ledger is closed: no payment, reversal or refund, but an admin’s adjustment', async () => {
    const booking = await acceptedBooking(backend().url, handle, outbox(), 'Leila Haddad')
    const path = `/admin/proposals/${booking.proposal}`
    const today = operatorToday()
    await post(path, booking.cookie, { intent: 'payment', amount: '300', paidOn: today, method: 'card' })
    const [paid] = await handle.db
      .selectFrom('payments')
      .select('id')
      .where('proposal_id', '=', booking.proposal)
      .execute()
    const cancel = await post(path, booking.cookie, {
      intent: 'cancel',
      noticeOn: today,
      askedBy: 'traveller',
      note: 'A broken ankle',
      method: 'card',
    })
    expect(cancel.status).toBe(200)
    const refunded = [
      ['payment', 30_000, today],
      ['refund', -30_000, today],
    ]
    expect(await ledger(booking.proposal)).toEqual(refunded)
    /** What is queued for the traveller, whether or not it has gone yet. */
    const toTraveller = () => queuedMail(handle, booking.email)
    const before = (await toTraveller()).length

    const closed = 'This booking is cancelled, so its ledger is closed'
    const reversed = await post(path, booking.cookie, {
      intent: 'reverse',
      payment: String(paid!.id),
      note: 'Refunded already',
    })
    expect(reversed.status).toBe(409)
    expect(await words(reversed)).toContain(closed)
    const paidAgain = await post(path, booking.cookie, {
      intent: 'payment',
      amount: '1300',
      paidOn: today,
      method: 'card',
    })
    expect(paidAgain.status).toBe(409)
    expect(await words(paidAgain)).toContain(closed)
    expect(await ledger(booking.proposal)).toEqual(refunded)
    // The page offers neither: it says the ledger is closed.
    const shown = await page(booking.proposal, booking.cookie)
    expect(shown).not.toContain('Reverse this payment')
    expect(shown).not.toContain('Record a payment received')
    expect(shown).toContain('its ledger is closed')

    // An agent may not adjust it; an admin may, with a reason, mailed to nobody unless chosen.
    const agent = await signInAs(await addStaff(backend().database.url, 'agent'))
    const adjustment = {
      intent: 'adjust',
      direction: 'in',
      amount: '40',
      paidOn: today,
      method: 'bank_transfer',
      note: 'Bank charges the traveller paid us back',
    }
    const refusedToAgent = await post(path, agent, adjustment)
    expect(refusedToAgent.status).toBe(403)
    expect(await words(refusedToAgent)).toContain('Only an admin adjusts')
    expect(await page(booking.proposal, agent)).not.toContain('Adjust the ledger')
    expect(await page(booking.proposal, booking.cookie)).toContain('Adjust the ledger')
    const unreasoned = await post(path, booking.cookie, { ...adjustment, note: '' })
    expect(unreasoned.status).toBe(400)
    expect(await words(unreasoned)).toContain('Say why the ledger is adjusted')
    const adjusted = await post(path, booking.cookie, adjustment)
    expect(adjusted.status).toBe(200)
    expect(await ledger(booking.proposal)).toEqual([...refunded, ['adjustment', 4_000, today]])
    const trail = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('subject', '=', booking.reference)
      .where('action', '=', 'ledger-adjusted')
      .execute()
    expect(trail).toHaveLength(1)
    expect(trail[0]!.detail).toContain('Bank charges the traveller paid us back')
    const lead = await handle.db
      .selectFrom('leads')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow()
    expect(lead.status).toBe('cancelled')
    // Told to the traveller only when the admin ticks it.
    expect(await toTraveller()).toHaveLength(before)
    const tell = { ...adjustment, direction: 'out', tell: 'on' }
    expect((await post(path, booking.cookie, tell)).status).toBe(200)
    const told = await toTraveller()
    expect(told).toHaveLength(before + 1)
    expect(told.at(-1)).toContain('We have recorded €40 paid back to you for your cancelled booking')
  })

  test('the notice day cannot be chosen to move the refund, nor a payment dated before the proposal', async () => {
    const booking = await acceptedBooking(backend().url, handle, outbox(), 'Mateo Fernández')
    const path = `/admin/proposals/${booking.proposal}`
    const today = operatorToday()
    // An ancient payment date is refused, not recorded today; the form given back keeps its token, so
    // corrected and sent again it is still the one form.
    const once = tokenOf(await page(booking.proposal, booking.cookie))!
    const ancient = await post(path, booking.cookie, {
      intent: 'payment',
      amount: '300',
      paidOn: '1900-01-01',
      method: 'cash',
      once,
    })
    expect(ancient.status).toBe(400)
    const refused = await words(ancient)
    expect(refused).toContain('A payment cannot be dated before the proposal was first sent')
    expect(tokenOf(refused)).toBe(once)
    await post(path, booking.cookie, { intent: 'payment', amount: '300', paidOn: today, method: 'cash' })
    // The traveller accepted today: a notice "told" in 2020 would have turned no refund into a full one.
    const backdated = await post(path, booking.cookie, {
      intent: 'cancel',
      noticeOn: '2020-01-01',
      askedBy: 'traveller',
      note: 'Changed plans',
      method: 'cash',
    })
    expect(backdated.status).toBe(400)
    expect(await words(backdated)).toContain('a cancellation cannot be told before that')

    // Accepted three weeks ago: an agent may date the notice up to a week back, an admin further.
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
    await handle.db
      .updateTable('proposal_acceptances')
      .set({ accepted_at: ago(21) })
      .where('proposal_id', '=', booking.proposal)
      .execute()
    await handle.db
      .updateTable('proposal_versions')
      .set({ sent_at: ago(25) })
      .where('proposal_id', '=', booking.proposal)
      .execute()
    const dayOf = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kampala' }).format(
        new Date(Date.now() - days * 86_400_000),
      )
    const agent = await signInAs(await addStaff(backend().database.url, 'agent'))
    const notice = {
      intent: 'cancel',
      noticeOn: dayOf(10),
      askedBy: 'traveller',
      note: 'Changed plans',
      method: 'cash',
    }
    const byAgent = await post(path, agent, notice)
    expect(byAgent.status).toBe(400)
    expect(await words(byAgent)).toContain('A notice more than 7 days ago is recorded by an admin')
    expect(await ledger(booking.proposal)).toEqual([['payment', 30_000, today]])
    const byAdmin = await post(path, booking.cookie, notice)
    expect(byAdmin.status).toBe(200)
    // The refund is dated the day it is recorded; its notice day is the cancellation's, shown beside it.
    expect(await ledger(booking.proposal)).toEqual([
      ['payment', 30_000, today],
      ['refund', -30_000, today],
    ])
    const cancellation = await handle.db
      .selectFrom('booking_cancellations')
      .select('notice_on')
      .where('proposal_id', '=', booking.proposal)
      .executeTakeFirstOrThrow()
    expect(cancellation.notice_on).toBe(dayOf(10))
    expect(await page(booking.proposal, booking.cookie)).toMatch(
      /Refunded €300<\/strong> by cash on [^<]+ \(notice given on /,
    )
  })
})
