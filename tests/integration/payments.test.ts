import { simpleParser } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { acceptedBooking, leadForProposal, operatorToday, proposalRequests } from '../../testing/proposals'
import { outboxRaw } from '../../testing/outbox'
import { waitFor } from '../../testing/wait'
import { shownHtml } from '../../testing/shown-html'

// The booking's ledger over HTTP: payments recorded against an accepted proposal move the lead to
// Deposit paid and Confirmed, each with a receipt mailed with its PDF and a line on the audit trail; a
// mistake is undone by a reversing entry (once), never by an edit.

describeOnBothDatabases('payments on a booking', (backend) => {
  let handle: DatabaseHandle
  beforeAll(() => {
    handle = createDatabase(backend().database.url)
  })
  afterAll(async () => {
    await handle?.db.destroy()
  })
  const outbox = () => `${backend().server.dataDir}/outbox`
  const { post, open } = proposalRequests(() => backend().url, outbox)
  const status = async (leadId: number) =>
    (await handle.db.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirstOrThrow())
      .status

  test('a deposit, a mistake reversed once, then the balance: Deposit paid, Accepted again, Confirmed', async () => {
    const booking = await acceptedBooking(backend().url, handle, outbox(), 'Elena Rossi')
    const page = `/admin/proposals/${booking.proposal}`
    expect(await status(booking.id)).toBe('accepted')

    // Refused with the words kept: nothing, the future, no method.
    const refused = await post(page, booking.cookie, {
      intent: 'payment',
      amount: '0',
      paidOn: '2099-01-01',
      method: '',
      reference: 'SWIFT 991',
    })
    expect(refused.status).toBe(400)
    const words = (await refused.text()).replace(/<!-- -->/g, '')
    expect(words).toContain('A payment is more than zero')
    expect(words).toContain('Choose how it was paid')
    expect(words).toContain('value="SWIFT 991"')
    const future = await post(page, booking.cookie, {
      intent: 'payment',
      amount: '100',
      paidOn: '2099-01-01',
      method: 'cash',
    })
    expect(future.status).toBe(400)
    expect(await future.text()).toContain('A payment cannot be dated in the future')

    const today = operatorToday()
    const deposit = await post(page, booking.cookie, {
      intent: 'payment',
      amount: '2,520.30',
      paidOn: today,
      method: 'bank_transfer',
      reference: 'SWIFT 991',
    })
    expect(deposit.status).toBe(200)
    expect(await status(booking.id)).toBe('deposit_paid')

    // The receipt, with its PDF: what came in and what remains.
    const receipt = await waitFor(
      () =>
        outboxRaw(outbox()).find(
          (raw) => raw.includes('Receipt for your payment') && raw.includes(booking.email),
        ),
      (found) => found !== undefined,
    )
    const message = await simpleParser(receipt!)
    expect(message.text).toContain('Paid to date: €2,520.30 of €8,401.')
    expect(message.attachments.map((part) => part.contentType)).toEqual(['application/pdf'])
    const pdf = (
      await extractText(await getDocumentProxy(new Uint8Array(message.attachments[0]!.content)), {
        mergePages: true,
      })
    ).text.replace(/\s+/g, ' ')
    expect(pdf).toContain('Amount received €2,520.30')
    expect(pdf).toContain('Paid by Bank transfer')
    expect(pdf).toContain('Still to pay €5,880.70, due by Thu, 10 Jun 2027')

    // Reversed once: the lead goes back to Accepted; a second reversal is refused.
    const [entry] = await handle.db
      .selectFrom('payments')
      .select('id')
      .where('proposal_id', '=', booking.proposal)
      .execute()
    const reverse = () =>
      post(page, booking.cookie, {
        intent: 'reverse',
        payment: String(entry!.id),
        note: 'Recorded on the wrong booking',
      })
    expect((await reverse()).status).toBe(200)
    expect(await status(booking.id)).toBe('accepted')
    expect((await reverse()).status).toBe(409)

    // Paid in full: Confirmed.
    for (const amount of ['2,520.30', '5,880.70'])
      expect(
        (await post(page, booking.cookie, { intent: 'payment', amount, paidOn: today, method: 'card' }))
          .status,
      ).toBe(200)
    expect(await status(booking.id)).toBe('confirmed')
    const ledger = await handle.db
      .selectFrom('payments')
      .select(['kind', 'amount_minor', 'reverses_id'])
      .where('proposal_id', '=', booking.proposal)
      .orderBy('id')
      .execute()
    expect(ledger.map((row) => [row.kind, Number(row.amount_minor)])).toEqual([
      ['payment', 252_030],
      ['reversal', -252_030],
      ['payment', 252_030],
      ['payment', 588_070],
    ])
    const shown = (
      await (await fetch(`${backend().url}${page}`, { headers: { cookie: booking.cookie } })).text()
    ).replace(/<!-- -->/g, '')
    expect(shown).toContain('Paid in full')
    expect(shown).toContain('Received €2,520.30')
    expect(shown).toContain('(reversed)')
    // A departure of July 2027, paid in full, on the page and in the ground team's CSV.
    const departures = (
      await (
        await fetch(`${backend().url}/admin/departures?month=2027-07`, {
          headers: { cookie: booking.cookie },
        })
      ).text()
    ).replace(/<!-- -->/g, '')
    expect(departures).toContain('Departures: July 2027')
    expect(departures).toContain('Sat, 10 Jul 2027 to Tue, 13 Jul 2027')
    expect(departures).toMatch(/Elena Rossi TS-\d{4}-\d{4}<\/a>, 2 adults · Confirmed · Paid in full/)
    const csv = await (
      await fetch(`${backend().url}/admin/departures.csv?month=2027-07`, {
        headers: { cookie: booking.cookie },
      })
    ).text()
    expect(csv.split('\r\n')[0]).toBe(
      '"Start","End","Reference","Traveller","Phone","Adults","Children","Trip","Status","Balance","Owner"',
    )
    expect(csv).toContain('"2027-07-10","2027-07-13"')
    expect(csv).toContain('"Elena Rossi"')
    const june = await (
      await fetch(`${backend().url}/admin/departures?month=2027-06`, { headers: { cookie: booking.cookie } })
    ).text()
    expect(june).not.toContain('Elena Rossi')
    const held = (await (
      await post('/admin/privacy.json', booking.cookie, { email: booking.email })
    ).json()) as { payments: { kind: string; amount_minor: number }[] }
    expect(held.payments.map((row) => [row.kind, Number(row.amount_minor)])).toHaveLength(4)
    const trail = await handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', 'like', 'TS-%')
      .where('action', 'in', ['payment-recorded', 'payment-reversed'])
      .execute()
    expect(trail.map((row) => row.action).sort()).toEqual([
      'payment-recorded',
      'payment-recorded',
      'payment-recorded',
      'payment-reversed',
    ])
  })

  test('a cancellation told in good time refunds what was paid, once, and closes the lead', async () => {
    const booking = await acceptedBooking(backend().url, handle, outbox(), 'Hana Novak')
    const page = `/admin/proposals/${booking.proposal}`
    const today = operatorToday()
    expect(
      (
        await post(page, booking.cookie, {
          intent: 'payment',
          amount: '3,000',
          paidOn: today,
          method: 'card',
        })
      ).status,
    ).toBe(200)
    const unsaid = await post(page, booking.cookie, {
      intent: 'cancel',
      noticeOn: today,
      askedBy: '',
      note: '',
      method: 'card',
    })
    expect(unsaid.status).toBe(400)
    const words = await unsaid.text()
    expect(words).toContain('Say who cancelled')
    expect(words).toContain('Say why the booking is cancelled')
    const cancel = () =>
      post(page, booking.cookie, {
        intent: 'cancel',
        noticeOn: today,
        askedBy: 'traveller',
        note: 'A family wedding moved to July',
        method: 'card',
      })
    expect((await cancel()).status).toBe(200)
    expect((await cancel()).status).toBe(409)
    const lead = await handle.db
      .selectFrom('leads')
      .select(['status', 'closed_at'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow()
    expect(lead.status).toBe('cancelled')
    expect(lead.closed_at).not.toBeNull()
    // More than 30 days before the start: everything paid comes back, as an entry of the ledger.
    const ledger = await handle.db
      .selectFrom('payments')
      .select(['kind', 'amount_minor'])
      .where('proposal_id', '=', booking.proposal)
      .orderBy('id')
      .execute()
    expect(ledger.map((row) => [row.kind, Number(row.amount_minor)])).toEqual([
      ['payment', 300_000],
      ['refund', -300_000],
    ])
    const told = await waitFor(
      () =>
        outboxRaw(outbox()).find(
          (raw) => raw.includes('Your booking is cancelled') && raw.includes(booking.email),
        ),
      (found) => found !== undefined,
    )
    const message = await simpleParser(told!)
    expect(message.text).toContain('We refund €3,000: the receipt is attached.')
    const pdf = (
      await extractText(await getDocumentProxy(new Uint8Array(message.attachments[0]!.content)), {
        mergePages: true,
      })
    ).text.replace(/\s+/g, ' ')
    expect(pdf).toContain('Amount refunded €3,000')
    const shown = (
      await (await fetch(`${backend().url}${page}`, { headers: { cookie: booking.cookie } })).text()
    ).replace(/<!-- -->/g, '')
    expect(shown).toContain('A family wedding moved to July')
    const travellers = shownHtml(await (await open(booking.link.replace('/proposal/', ''))).text()).replace(
      /<!-- -->/g,
      '',
    )
    expect(travellers).toContain('This booking is cancelled')
    expect(travellers).not.toContain('Accepted: thank you')
    expect(shown).toContain('Refunded €3,000.')
  })

  test('before acceptance there is nothing to pay, and the ledger refuses a visitor without a session', async () => {
    const lead = await leadForProposal(backend().url, handle, 'Femi Adeyemi')
    const started = await post('/admin/proposals/new', lead.cookie, { lead: String(lead.id), from: 'blank' })
    const id = Number(started.headers.get('location')!.split('/').pop())
    const early = await post(`/admin/proposals/${id}`, lead.cookie, {
      intent: 'payment',
      amount: '100',
      paidOn: operatorToday(),
      method: 'cash',
    })
    expect(early.status).toBe(409)
    expect(await early.text()).toContain(
      'Payments are recorded once the traveller has accepted the proposal.',
    )
    const stranger = await post(`/admin/proposals/${id}`, null, {
      intent: 'payment',
      amount: '100',
      method: 'cash',
    })
    expect([302, 401, 403]).toContain(stranger.status)
    expect(
      await handle.db.selectFrom('payments').selectAll().where('proposal_id', '=', id).execute(),
    ).toEqual([])
  })
})
