import path from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '@db/client'
import { withMailboxServer } from '../../testing/backends'
import { databases } from '../../testing/databases'
import type { ImapServer } from '../../testing/imap-server'
import { newMessageId, rawMail } from '../../testing/mail-messages'
import { outboxMails } from '../../testing/outbox'
import { leadForProposal, operatorToday, proposalRequests } from '../../testing/proposals'
import { bookFromCards, supplierCards } from '../../testing/suppliers-booking'
import { waitFor } from '../../testing/wait'
import { letTravellersPayByBank } from '../../testing/ways-to-pay'
import { skip } from './mail-reader.shared'

// A booking's reservations (docs/product.md, "Reservations"), over HTTP on the built server reading a
// real Dovecot mailbox: accepted, a trip priced from a lodge, a vehicle and gorilla permits has one
// reservation each; Request mails the three suppliers, each with a link of its own; the lodge confirms
// through it, the vehicle's supplier answers by mail onto the booking, the permits are held; a
// stranger's mail naming the booking waits in Mail to sort; a decline puts "find an alternative" on
// the owner's list; the cancelled booking's reservations are cancelled with one mail per supplier.

const SUPPLIER_LINK = /\/reservation\/([A-Za-z0-9_-]{32})/

describe.skipIf(skip !== null).each(databases)('reservations ($label)', ({ create }) => {
  const started = withMailboxServer(() => ({ IMAP_POLL_MS: '200' }), create)
  let imap: ImapServer
  let handle: DatabaseHandle
  let url: string
  beforeAll(async () => {
    ;({ imap, handle, url } = started())
    await letTravellersPayByBank(handle)
  })

  test('requested from the suppliers, answered by link and by mail, cancelled with the booking', async () => {
    const outbox = () => path.join(started().server.dataDir, 'outbox')
    const requests = proposalRequests(() => url, outbox)
    const lead = await leadForProposal(url, handle, 'Ingrid Solberg')
    const post = async (where: string, fields: Record<string, string> | URLSearchParams, status = 400) => {
      const answer = await requests.post(where, lead.cookie, fields)
      expect(answer.status, where).toBeLessThan(status)
      return answer
    }
    const read = async (where: string, cookie: string | null = lead.cookie) =>
      (await (await fetch(`${url}${where}`, { headers: cookie ? { cookie } : {} })).text()).replace(
        /<!-- -->/g,
        '',
      )
    const { suppliers, ids } = await supplierCards(post, handle)
    // A wrong address is refused beside its field, the rest kept as typed.
    const card = `/admin/rates/${ids.lodge}`
    const wrong = await requests.post(card, lead.cookie, {
      intent: 'supplier-contact',
      email: 'reservations at lodge',
      phone: '+256 700 123456',
      address: 'Ruhija, Bwindi',
      payTerms: 'before_arrival',
      payDays: '30',
    })
    expect(wrong.status).toBe(400)
    const refused = (await wrong.text()).replace(/<!-- -->/g, '')
    expect(refused).toContain('Enter a valid e-mail address, e.g. reservations@lodge.co.ug')
    expect(refused).toContain('value="Ruhija, Bwindi"')
    expect(await read(card)).toContain(
      `${suppliers.lodge.email} · +256 700 123456 · paid 30 days before arrival`,
    )
    // Two nights at the lodge over two entries, the vehicle throughout, two permits on the second day.
    const proposal = await requests.start(lead.cookie, lead.id, 'blank')
    const editor = `/admin/proposals/${proposal}`
    await bookFromCards(
      url,
      handle,
      post,
      { proposal, email: lead.email, name: 'Ingrid Solberg' },
      ids,
      outbox(),
    )

    // Drawn up on acceptance: one reservation per supplier and stay, none asked yet.
    const booking = await read(editor)
    expect(booking).toContain('Reservations: 0 of 3 confirmed')
    expect(booking).toContain(`${suppliers.lodge.name}, Double, full board`)
    expect(booking).toMatch(
      /check-in Sat, 10 Jul 2027, check-out Mon, 12 Jul 2027 \(2 nights\) · 1 room: double \(2 adults\)/,
    )
    expect(booking).toContain('Sat, 10 Jul 2027 to Sun, 11 Jul 2027 (2 days)')
    expect(booking).toContain('Sun, 11 Jul 2027 · 2 permits')
    const rows = await handle.db
      .selectFrom('reservations')
      .select(['id', 'supplier_id', 'cost_minor', 'currency', 'status'])
      .where('proposal_id', '=', proposal)
      .orderBy('id')
      .execute()
    expect(rows.map((row) => [Number(row.supplier_id), row.status])).toEqual([
      [ids.lodge, 'to_request'],
      [ids.vehicle, 'to_request'],
      [ids.permit, 'to_request'],
    ])
    const reservationOf = (supplier: number) =>
      String(rows.find((row) => Number(row.supplier_id) === supplier)!.id)
    // What the quote said each cost: the lodge $450 a person a night, the car $250 a day, the permits $800.
    expect(
      Object.fromEntries(
        rows.map((row) => [Number(row.supplier_id), [Number(row.cost_minor), row.currency]]),
      ),
    ).toEqual({
      [ids.lodge]: [180_000, 'USD'],
      [ids.vehicle]: [50_000, 'USD'],
      [ids.permit]: [160_000, 'USD'],
    })

    // A special request goes with the lodge's; then all three are requested, one mail each.
    await post(editor, {
      intent: 'reservation-requests',
      id: reservationOf(ids.lodge),
      requests: 'A ground-floor room, please: one guest walks with a stick.',
    })
    const ask = new URLSearchParams({ intent: 'request-reservations' })
    for (const row of rows) ask.append('reservation', String(row.id))
    expect(await (await post(editor, ask)).text()).toContain('One mail to each supplier.')
    const asked = await waitFor(
      () => outboxMails(outbox()).filter((text) => text.includes('Subject: Reservation request')),
      (found) => found.length === 3,
    )
    const to = (email: string) => asked.find((text) => text.includes(`To: ${email}`))!
    expect(to(suppliers.lodge.email)).toContain('Rooms: 1 room: double (2 adults)')
    expect(to(suppliers.lodge.email)).toContain('Special requests: A ground-floor room, please')
    expect(to(suppliers.permit.email)).toContain('Permits: 2')
    expect(to(suppliers.lodge.email)).toContain(`[${lead.reference}]`)
    const linkOf = (email: string) => SUPPLIER_LINK.exec(to(email))![0]
    // Asked once: a second press asks nothing.
    expect((await requests.post(editor, lead.cookie, ask)).status).toBe(409)

    // The lodge confirms through its link, without an account: a missing number is refused first.
    const opened = await fetch(`${url}${linkOf(suppliers.lodge.email)}`)
    // Its address holds a secret: never kept by a cache or an index.
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect((await fetch(`${url}/reservation/${'x'.repeat(32)}`)).status).toBe(404)
    expect((await fetch(`${url}/reservation/short`)).status).toBe(404)
    const page = await read(linkOf(suppliers.lodge.email), null)
    expect(page).toContain(`Reservation request from`)
    expect(page).toContain('A ground-floor room, please')
    const answer = (where: string, fields: Record<string, string>) => requests.post(where, null, fields)
    const blank = await answer(linkOf(suppliers.lodge.email), { answer: 'confirm', reference: ' ' })
    expect(blank.status).toBe(400)
    expect(await blank.text()).toContain('Give your confirmation number or reference')
    expect(
      (await answer(linkOf(suppliers.lodge.email), { answer: 'confirm', reference: 'GHL-4471' })).status,
    ).toBe(302)
    expect(await read(linkOf(suppliers.lodge.email), null)).toContain(
      'Your reference GHL-4471 is recorded on our booking.',
    )
    const again = await answer(linkOf(suppliers.lodge.email), {
      answer: 'decline',
      reason: 'Changed our mind',
    })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('nothing you sent now was kept')

    // The permits are held through their link until a day before the trip, never after its start.
    const late = await answer(linkOf(suppliers.permit.email), { answer: 'hold', until: '2027-07-20' })
    expect(late.status).toBe(400)
    expect(await late.text()).toContain('A hold ends on or before the first day, Sun, 11 Jul 2027')
    expect(
      (await answer(linkOf(suppliers.permit.email), { answer: 'hold', until: '2027-06-30' })).status,
    ).toBe(302)

    // The vehicle's supplier answers the request by mail: it lands on the booking's conversation.
    const requestId = await waitFor(
      () =>
        handle.db
          .selectFrom('mail_outbox')
          .select('message_id')
          .where('to_address', '=', suppliers.vehicle.email)
          .where('status', '=', 'sent')
          .executeTakeFirst(),
      (row) => Boolean(row?.message_id),
    )
    const reply = newMessageId()
    await imap.append(
      rawMail({
        from: `Pearl Overland <${suppliers.vehicle.email}>`,
        subject: `Re: Reservation request [${lead.reference}]`,
        messageId: reply,
        inReplyTo: requestId!.message_id!,
        references: requestId!.message_id!,
        text: 'Confirmed, our booking PO-881. Driver-guide: Moses.',
      }),
    )
    const landed = await waitFor(
      () =>
        handle.db
          .selectFrom('mail_inbox')
          .select(['lead_id', 'matched_by'])
          .where('message_id', '=', reply)
          .executeTakeFirst(),
      (row) => row !== undefined,
    )
    expect(landed).toEqual({ lead_id: lead.id, matched_by: 'thread' })
    // A stranger naming the booking waits in Mail to sort.
    const stranger = newMessageId()
    await imap.append(
      rawMail({ from: 'someone@elsewhere.example', subject: `About ${lead.reference}`, messageId: stranger }),
    )
    const sorted = await waitFor(
      () =>
        handle.db
          .selectFrom('mail_inbox')
          .select(['lead_id', 'sorting'])
          .where('message_id', '=', stranger)
          .executeTakeFirst(),
      (row) => row !== undefined,
    )
    expect(sorted).toEqual({ lead_id: null, sorting: 'waiting' })
    // Staff read it beside the reservation and record the confirmation.
    expect(await read(editor)).toContain(`Their mail,`)
    const missing = await requests.post(editor, lead.cookie, {
      intent: 'reservation-answer',
      id: reservationOf(ids.vehicle),
      answer: 'confirm',
      reference: '',
    })
    expect(missing.status).toBe(400)
    await post(editor, {
      intent: 'reservation-answer',
      id: reservationOf(ids.vehicle),
      answer: 'confirm',
      reference: 'PO-881',
    })
    const standing = await read(editor)
    expect(standing).toContain('Reservations: 2 of 3 confirmed')
    expect(standing).toContain('Confirmed: GHL-4471')
    expect(standing).toContain('Confirmed: PO-881')
    expect(standing).toContain('Held until Wed, 30 Jun 2027')

    // A confirmed reservation has its voucher, with the supplier's number and no price; a held one none yet.
    const voucher = await fetch(`${url}/admin/proposals/${proposal}/vouchers/${reservationOf(ids.lodge)}`, {
      headers: { cookie: lead.cookie },
    })
    expect(voucher.status).toBe(200)
    const paper = (
      await extractText(await getDocumentProxy(new Uint8Array(await voucher.arrayBuffer())), {
        mergePages: true,
      })
    ).text.replace(/\s+/g, ' ')
    expect(paper).toContain('Service voucher')
    expect(paper).toContain(`For ${suppliers.lodge.name}`)
    expect(paper).toContain('Your confirmation GHL-4471')
    expect(paper).toContain("Ingrid Solberg's party: 2 adults")
    expect(paper).not.toContain('$')
    expect(
      (
        await fetch(`${url}/admin/proposals/${proposal}/vouchers/${reservationOf(ids.permit)}`, {
          headers: { cookie: lead.cookie },
        })
      ).status,
    ).toBe(404)
    const signedOut = `${url}/admin/proposals/${proposal}/vouchers/${reservationOf(ids.lodge)}`
    expect((await fetch(signedOut, { redirect: 'manual' })).status).toBe(302)

    // Payables: the car is due on confirmation (today), the lodge 30 days before arrival.
    const payables = await read('/admin/payables')
    expect(payables).toContain(`: US$500 to ${suppliers.vehicle.name}`)
    expect(payables).toContain(`Due Thu, 10 Jun 2027: US$1,800 to ${suppliers.lodge.name}`)
    const key = /name="key" value="([^"]+)"/.exec(payables)![1]!
    const pay = {
      reservation: reservationOf(ids.vehicle),
      key,
      amount: '0',
      paidOn: operatorToday(),
      method: 'bank_transfer',
      reference: 'TT-2231',
    }
    const nothing = await requests.post('/admin/payables', lead.cookie, pay)
    expect(nothing.status).toBe(400)
    expect(await nothing.text()).toContain('Enter what was paid, more than zero')
    await post('/admin/payables', { ...pay, amount: '500' })
    // The same form again records nothing more.
    expect(await (await post('/admin/payables', { ...pay, amount: '500' })).text()).toContain(
      'Recorded already',
    )
    const paidOut = await handle.db
      .selectFrom('supplier_payments')
      .select(['amount_minor', 'currency'])
      .execute()
    expect(paidOut.map((row) => [Number(row.amount_minor), row.currency])).toEqual([[50_000, 'USD']])
    expect(await read('/admin/payables')).not.toContain(`to ${suppliers.vehicle.name}`)
    const csv = await read('/admin/payables.csv')
    expect(csv).toContain(`"${suppliers.lodge.name}","${suppliers.lodge.name}, Double, full board"`)
    expect(csv).toContain('"US$1,800"')
    const dashboard = await read('/admin')
    expect(dashboard).toContain('Cash in and out by month')
    expect(dashboard).toContain('US$500')

    // The permits' agent declines after all: the owner's next action is to find an alternative.
    await post(editor, {
      intent: 'reservation-answer',
      id: reservationOf(ids.permit),
      answer: 'decline',
      reason: 'Sold out on the 11th',
    })
    const leadRow = await handle.db
      .selectFrom('leads')
      .select(['next_action_text'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow()
    expect(leadRow.next_action_text).toBe(
      `Find an alternative to ${suppliers.permit.name}, Gorilla trekking permit`,
    )
    expect(await read('/admin/reservations')).toContain('Declined: Sold out on the 11th: find an alternative')
    const timeline = await read(`/admin/leads/${lead.id}`)
    expect(timeline).toContain(
      `Reservation confirmed by the supplier: ${suppliers.lodge.name}, Double, full board, ref. GHL-4471`,
    )
    expect(timeline).toContain('Reservation declined')

    // Cancelled, the booking offers to cancel its reservations: one mail to each supplier asked.
    await post(editor, {
      intent: 'cancel',
      noticeOn: operatorToday(),
      askedBy: 'traveller',
      note: 'A family emergency',
      method: 'bank_transfer',
    })
    expect(await read(editor)).toContain('Cancel every reservation (one mail per supplier)')
    expect(await (await post(editor, { intent: 'cancel-reservations' })).text()).toContain(
      '3 reservations cancelled',
    )
    const cancellations = await waitFor(
      () =>
        outboxMails(outbox()).filter(
          (text) => text.includes('Subject: Cancellation:') && text.includes(lead.reference),
        ),
      (found) => found.length === 2,
    )
    expect(
      cancellations.some(
        (text) => text.includes(`To: ${suppliers.lodge.email}`) && text.includes('your reference GHL-4471'),
      ),
    ).toBe(true)
    expect(cancellations.some((text) => text.includes(`To: ${suppliers.vehicle.email}`))).toBe(true)
    expect(await read(linkOf(suppliers.lodge.email), null)).toContain('This request is cancelled')

    // The traveller erased: their booking's reservations go with it; what was paid to the supplier stays.
    const erased = await requests.post('/admin/privacy', lead.cookie, {
      email: lead.email,
      confirm: lead.email,
    })
    expect(erased.status).toBe(200)
    expect(
      await handle.db.selectFrom('reservations').select('id').where('proposal_id', '=', proposal).execute(),
    ).toEqual([])
    const ledger = await handle.db
      .selectFrom('supplier_payments')
      .select(['reservation_id', 'service', 'amount_minor'])
      .execute()
    expect(ledger).toEqual([
      {
        reservation_id: null,
        service: `${suppliers.vehicle.name}, Land Cruiser with driver-guide`,
        amount_minor: 50_000,
      },
    ])
    expect((await fetch(`${url}${linkOf(suppliers.lodge.email)}`)).status).toBe(404)
  })
})
