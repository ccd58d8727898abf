import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { pesapalSettings, startPesapalStandIn } from '../../testing/pesapal-stand-in'
import { acceptedBooking, operatorToday, TRAVELLER_BROWSER } from '../../testing/proposals'
import { ADMIN } from '../../testing/server'
import { startStripeStandIn, stripeSettings } from '../../testing/stripe-stand-in'
import { waitFor } from '../../testing/wait'
import { shownHtml } from '../../testing/shown-html'

// A traveller pays from their own page (docs/product.md, "Payments"): the deposit by card through a
// Stripe Checkout Session Tembo opens for exactly what is due, recorded only from Stripe's signed event;
// the balance by mobile money through Pesapal, recorded only once Pesapal's own status answer says so,
// once however often it notifies. What cannot be placed waits on Payments to look at. Both processors
// are the local stand-ins of testing/ (their servers cannot be reached from here); Tembo's client code
// is its own. typedProposal's trip: €8,401, a deposit of €2,520.30, the balance €5,880.70.

const stripe = await startStripeStandIn()
const pesapal = await startPesapalStandIn()
afterAll(async () => {
  await stripe.close()
  await pesapal.close()
})

describeOnBothDatabases(
  'Paying from the traveller’s page',
  (backend) => {
    let handle: DatabaseHandle
    beforeAll(() => {
      handle = createDatabase(backend().database.url)
      stripe.webhookUrl = `${backend().url}/api/stripe/webhook`
    })
    afterAll(async () => {
      await handle?.db.destroy()
    })
    const outbox = () => `${backend().server.dataDir}/outbox`
    // What the page shows (testing/shown-html.ts), its text runs joined as a reader meets them.
    const words = async (answer: Response) => shownHtml(await answer.text()).replace(/<!-- -->/g, '')
    const page = async (path: string) =>
      words(await fetch(`${backend().url}${path}`, { headers: TRAVELLER_BROWSER }))
    const pay = (link: string, purpose: string, via: string) =>
      fetch(`${backend().url}${link}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          ...TRAVELLER_BROWSER,
          origin: backend().url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ intent: 'pay', purpose, via }),
      })
    const entries = (proposal: number) =>
      handle.db
        .selectFrom('payments')
        .select(['amount_minor', 'method', 'external_id'])
        .where('proposal_id', '=', proposal)
        .orderBy('id')
        .execute()
    const leadStatus = async (id: number) =>
      (await handle.db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status
    let adminCookie = ''
    beforeAll(async () => {
      const answer = await fetch(`${backend().url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: backend().url },
        body: new URLSearchParams({ ...ADMIN, redirectTo: '/admin' }),
      })
      adminCookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!
    })
    const signedInAdmin = () => ({ cookie: adminCookie })
    /** The booking's page in the back-office, as the admin reads it */
    const staffWords = async (proposal: number) =>
      words(await fetch(`${backend().url}/admin/proposals/${proposal}`, { headers: signedInAdmin() }))
    /** The admin cancels the booking for the traveller today, the refund going back by `method` */
    const cancelBooking = async (proposal: number, method: string) =>
      fetch(`${backend().url}/admin/proposals/${proposal}`, {
        method: 'POST',
        headers: {
          ...signedInAdmin(),
          origin: backend().url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          intent: 'cancel',
          once: /name="once" value="([^"]+)"/.exec(await staffWords(proposal))![1]!,
          // The operator's day, which a notice is dated by (after 21:00 UTC, tomorrow's).
          noticeOn: operatorToday(),
          askedBy: 'traveller',
          note: 'Changed plans',
          method,
        }),
      })

    test('the deposit by card through Checkout, then the balance by mobile money, each recorded once', async () => {
      const booking = await acceptedBooking(backend().url, handle, outbox(), 'Amélie Rousseau')
      const accepted = await page(booking.link)
      expect(accepted).toContain('Pay the deposit (€2,520.30) by card')
      expect(accepted).toContain('Pay the deposit (€2,520.30) by mobile money')
      expect(accepted).not.toContain('Pay the balance')

      // Pressing Pay opens a Checkout Session for exactly the deposit, and sends the traveller to it.
      const sessionsBefore = stripe.sessions.size
      const started = await pay(booking.link, 'deposit', 'card')
      expect(started.status).toBe(302)
      const checkout = started.headers.get('location')!
      expect(checkout).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`))
      const session = stripe.sessions.get(checkout.split('/').pop()!)!
      expect(session.line_items_seen).toEqual([
        {
          name: expect.stringMatching(new RegExp(`^Deposit for .+ \\(${booking.reference}\\)$`)),
          unit_amount: 252_030,
          quantity: 1,
        },
      ])
      expect(session).toMatchObject({
        mode: 'payment',
        currency: 'eur',
        amount_total: 252_030,
        client_reference_id: booking.reference,
        customer_email: booking.email,
        metadata: { pays: 'deposit', proposal: String(booking.proposal), version: '1' },
      })
      expect(session.success_url).toContain(`${booking.link}?payment=${session.metadata.request}`)
      expect(session.expires_at - session.created).toBeGreaterThanOrEqual(1800)
      // Pressed again while that page is open: the same page, not a second session to pay twice.
      expect((await pay(booking.link, 'deposit', 'card')).headers.get('location')).toBe(checkout)
      expect(stripe.sessions.size).toBe(sessionsBefore + 1)

      // Paid, and back on their page before Stripe's event arrives: being confirmed, not yet received.
      stripe.pay(session.id)
      const back = new URL(session.success_url).pathname + new URL(session.success_url).search
      const waiting = await page(back)
      expect(waiting).toContain('We are confirming your payment of €2,520.30')
      expect(waiting).not.toContain('Payment received')
      expect(await entries(booking.proposal)).toEqual([])

      const [delivered] = await stripe.deliver()
      expect(delivered).toMatchObject({ status: 200 })
      expect(JSON.parse(delivered!.body)).toMatchObject({ outcome: 'recorded' })
      const received = await page(back)
      expect(received).toContain('Payment received: thank you')
      expect(received).toMatch(/Deposit received on [^<]{8,20}, thank you/)
      expect(received).toContain('Pay the balance (€5,880.70) by mobile money')
      expect(received).toMatch(/\/receipts\/\d+/)
      expect(await leadStatus(booking.id)).toBe('deposit_paid')
      const receipt = await waitFor(
        () =>
          outboxMails(outbox()).find(
            (mail) => mail.includes('Receipt for your payment') && mail.includes(booking.reference),
          ),
        (found) => found !== undefined,
      )
      expect(receipt).toContain('received €2,520.30 by card')
      const receiptPath = /\/proposal\/[A-Za-z0-9_-]{32}\/receipts\/\d+/.exec(received)![0]
      const pdf = await fetch(`${backend().url}${receiptPath}`)
      expect(pdf.headers.get('content-type')).toBe('application/pdf')

      // The same event again, and the same session settling later: nothing more.
      stripe.queueEvent('checkout.session.completed', session)
      stripe.queueEvent('checkout.session.async_payment_succeeded', session)
      const again = await stripe.deliver()
      expect(again.map((answer) => JSON.parse(answer.body).outcome)).toEqual(['already', 'already'])

      // The balance by mobile money: Pesapal's order for exactly what is still owed, in euros.
      const balance = await pay(booking.link, 'balance', 'mobile-money')
      expect(balance.status).toBe(302)
      const trackingId = balance.headers.get('location')!.split('/').pop()!
      const order = pesapal.orders.get(trackingId)!
      expect(order).toMatchObject({ currency: 'EUR', amount: 5880.7 })
      expect(order.callbackUrl).toContain(`${booking.link}?payment=`)
      expect(order.billing).toMatchObject({
        email_address: booking.email,
        first_name: 'Amélie',
        last_name: 'Rousseau',
      })
      pesapal.pay(trackingId)
      // The notification alone records nothing until Pesapal's status answer is asked for and says so.
      const statusAsked = () =>
        pesapal.requests.filter((request) => request.path === '/api/Transactions/GetTransactionStatus').length
      const before = statusAsked()
      const [notified] = await pesapal.notify()
      expect(notified!.status).toBe(200)
      expect(JSON.parse(notified!.body)).toEqual({
        orderNotificationType: 'IPNCHANGE',
        orderTrackingId: trackingId,
        orderMerchantReference: order.reference,
        status: 200,
      })
      expect(statusAsked()).toBe(before + 1)
      pesapal.pending.push(trackingId)
      await pesapal.notify()
      expect(await entries(booking.proposal)).toEqual([
        { amount_minor: 252_030, method: 'card', external_id: session.id },
        { amount_minor: 588_070, method: 'mobile_money', external_id: trackingId },
      ])
      expect(await leadStatus(booking.id)).toBe('confirmed')
      const paid = await page(booking.link)
      expect(paid).toMatch(/Paid in full on/)
      expect(paid).not.toContain('Pay the balance')
      const trail = await handle.db
        .selectFrom('audit_log')
        .select('actor_email')
        .where('action', '=', 'payment-recorded')
        .where('subject', '=', booking.reference)
        .orderBy('id')
        .execute()
      expect(trail.map((row) => row.actor_email)).toEqual(['stripe', 'pesapal'])
    })

    test('what cannot be placed waits on Payments to look at, the admins told once, and is attached once', async () => {
      const booking = await acceptedBooking(backend().url, handle, outbox(), 'Bruno Fontaine')
      // Pesapal says a different amount was paid than the order asked: not recorded.
      const started = await pay(booking.link, 'deposit', 'mobile-money')
      const trackingId = started.headers.get('location')!.split('/').pop()!
      pesapal.pay(trackingId)
      pesapal.tamper(trackingId, { amount: 20 })
      await pesapal.notify()
      pesapal.pending.push(trackingId)
      await pesapal.notify()
      expect(await entries(booking.proposal)).toEqual([])
      const told = await waitFor(
        () =>
          outboxMails(outbox()).filter(
            (mail) => mail.includes('A payment to look at') && mail.includes(trackingId),
          ),
        (found) => found.length > 0,
      )
      expect(told).toHaveLength(1)
      expect(told[0]).toContain('its amount is not the one asked for')
      expect(told[0]).toContain('Amount as reported: 20 EUR')

      // A Stripe session that is none of ours, paid: held too, never only logged.
      const stranger = stripe.queueEvent('checkout.session.completed', {
        ...[...stripe.sessions.values()][0]!,
        id: 'cs_test_00000000000000000000ffff',
        metadata: {},
        client_reference_id: 'TS-0101-9999',
        payment_status: 'paid',
      })
      expect(stranger).toContain('cs_test_00000000000000000000ffff')
      const [held] = await stripe.deliver()
      expect(JSON.parse(held!.body)).toMatchObject({ outcome: 'held' })

      const listed = await words(await fetch(`${backend().url}/admin/payments`, { headers: signedInAdmin() }))
      expect(listed).toContain(trackingId)
      expect(listed).toContain('cs_test_00000000000000000000ffff')
      expect(listed).toContain('its amount is not the one asked for')

      const settle = (body: Record<string, string>) =>
        fetch(`${backend().url}/admin/payments`, {
          method: 'POST',
          headers: {
            ...signedInAdmin(),
            origin: backend().url,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(body),
        })
      // An admin checked with Pesapal: €20 did come in for this booking. Attached, it is recorded once.
      const attached = await settle({ intent: 'attach', id: trackingId, reference: booking.reference })
      expect(attached.status).toBe(200)
      expect(await words(attached)).toContain(`€20 recorded on ${booking.reference}`)
      expect((await settle({ intent: 'attach', id: trackingId, reference: booking.reference })).status).toBe(
        409,
      )
      expect(await entries(booking.proposal)).toEqual([
        { amount_minor: 2_000, method: 'mobile_money', external_id: trackingId },
      ])
      // The stranger is refunded in Stripe's dashboard; a reason is required to mark it handled.
      const bare = await settle({ intent: 'handle', id: 'cs_test_00000000000000000000ffff', reason: '' })
      expect(bare.status).toBe(400)
      expect(await bare.text()).toContain('Say what was done about it')
      const handled = await settle({
        intent: 'handle',
        id: 'cs_test_00000000000000000000ffff',
        reason: 'Not a booking of ours: refunded in Stripe',
      })
      expect(handled.status).toBe(200)
      const trail = await handle.db
        .selectFrom('audit_log')
        .select(['action', 'subject'])
        .where('action', 'in', ['payment-attached', 'payment-handled'])
        .orderBy('id')
        .execute()
      expect(trail).toEqual(
        expect.arrayContaining([
          { action: 'payment-attached', subject: booking.reference },
          { action: 'payment-handled', subject: 'cs_test_00000000000000000000ffff' },
        ]),
      )
      const after = await words(await fetch(`${backend().url}/admin/payments`, { headers: signedInAdmin() }))
      expect(after).toMatch(/Waiting \(0\)/)

      // Notifications naming orders we never opened: asked of Pesapal only so many a minute.
      const asked = () =>
        pesapal.requests.filter((request) => request.path === '/api/Transactions/GetTransactionStatus').length
      const before = asked()
      const answers: number[] = []
      for (let i = 0; i < 25; i++)
        answers.push(
          (
            await fetch(
              `${backend().url}/api/pesapal/notification?OrderTrackingId=${crypto.randomUUID()}&OrderNotificationType=IPNCHANGE`,
            )
          ).status,
        )
      expect(asked() - before).toBeLessThanOrEqual(20)
      expect(answers).toContain(429)
    })

    test('a card page that expires or fails is said so, and a deposit paid twice is not counted twice', async () => {
      const booking = await acceptedBooking(backend().url, handle, outbox(), 'Clara Hoffmann')
      const first = (await pay(booking.link, 'deposit', 'card')).headers.get('location')!
      const session = stripe.sessions.get(first.split('/').pop()!)!
      stripe.queueEvent('checkout.session.expired', session, { status: 'expired' })
      expect(JSON.parse((await stripe.deliver())[0]!.body)).toMatchObject({ outcome: 'closed' })
      const back = `${booking.link}?payment=${session.metadata.request}`
      expect(await page(back)).toContain('did not go through, and nothing was taken')
      const left = await page(`${back}&stopped=1`)
      expect(left).toContain('You left the payment page before paying')

      // Two pages for the deposit (the first expired), then both paid: the second is a second payment.
      const second = (await pay(booking.link, 'deposit', 'card')).headers.get('location')!
      expect(second).not.toBe(first)
      const mobile = (await pay(booking.link, 'deposit', 'mobile-money')).headers
        .get('location')!
        .split('/')
        .pop()!
      stripe.pay(second.split('/').pop()!)
      await stripe.deliver()
      pesapal.pay(mobile)
      await pesapal.notify()
      expect((await entries(booking.proposal)).map((entry) => entry.amount_minor)).toEqual([252_030])
      const held = await handle.db
        .selectFrom('refused_payment_events')
        .select(['reason', 'status'])
        .where('external_id', '=', mobile)
        .executeTakeFirstOrThrow()
      expect(held).toEqual({
        reason: 'what it pays for was paid already: it would be a second payment',
        status: 'open',
      })
    })

    test('a cancellation refunds the card through Stripe, recorded only when Stripe says the money moved', async () => {
      const booking = await acceptedBooking(backend().url, handle, outbox(), 'Dario Conti')
      const checkout = (await pay(booking.link, 'deposit', 'card')).headers.get('location')!
      const session = stripe.pay(checkout.split('/').pop()!)
      await stripe.deliver()
      expect(await staffWords(booking.proposal)).toContain('Back to the card, through Stripe')
      // The traveller cancels more than 30 days before the start: the deposit comes back in full.
      const refundsBefore = stripe.refunds.length
      expect((await cancelBooking(booking.proposal, 'stripe_refund')).status).toBe(200)
      // Asked of Stripe once, for the deposit, back to the payment's intent; nothing in the ledger yet.
      expect(stripe.refunds.slice(refundsBefore)).toEqual([
        expect.objectContaining({ payment_intent: session.payment_intent, amount: 252_030, currency: 'eur' }),
      ])
      const keyed = stripe.requests.filter((request) => request.path === '/v1/refunds').at(-1)!
      expect(keyed.idempotencyKey).toMatch(/^tembo-refund-/)
      expect((await entries(booking.proposal)).map((entry) => entry.amount_minor)).toEqual([252_030])
      const told = await waitFor(
        () =>
          outboxMails(outbox()).find(
            (mail) => mail.includes('Your booking is cancelled') && mail.includes(booking.reference),
          ),
        (found) => found !== undefined,
      )
      expect(told).toContain('We are refunding €2,520.30 to the card you paid with')
      expect(await staffWords(booking.proposal)).toContain(
        'asked of Stripe: recorded here once the money has moved',
      )

      // Stripe's refund.created, twice: one refund entry, and the traveller's receipt.
      const created = stripe.pending.at(-1)!
      const [answer] = await stripe.deliver()
      expect(JSON.parse(answer!.body)).toMatchObject({ outcome: 'recorded' })
      stripe.pending.push(created)
      expect(JSON.parse((await stripe.deliver())[0]!.body)).toMatchObject({ outcome: 'already' })
      expect(await entries(booking.proposal)).toEqual([
        { amount_minor: 252_030, method: 'card', external_id: session.id },
        { amount_minor: -252_030, method: 'card', external_id: stripe.refunds.at(-1)!.id },
      ])
      await waitFor(
        () =>
          outboxMails(outbox()).find(
            (mail) => mail.includes('Your refund:') && mail.includes(booking.reference),
          ),
        (found) => found !== undefined,
      )
      expect(await leadStatus(booking.id)).toBe('cancelled')

      // A refund made in Stripe's dashboard, which Tembo did not ask for: held for the admins.
      stripe.queueObjectEvent('refund.created', {
        ...stripe.refunds.at(-1)!,
        id: 're_test_dashboard_0001',
        metadata: {},
      })
      expect(JSON.parse((await stripe.deliver())[0]!.body)).toMatchObject({ outcome: 'held' })
      expect(await entries(booking.proposal)).toHaveLength(2)
    })

    test('a French booking’s refund to the card is told in French', async () => {
      const booking = await acceptedBooking(backend().url, handle, outbox(), 'Léa Moreau', 'fr')
      const checkout = (await pay(booking.link, 'deposit', 'card')).headers.get('location')!
      stripe.pay(checkout.split('/').pop()!)
      await stripe.deliver()
      expect((await cancelBooking(booking.proposal, 'stripe_refund')).status).toBe(200)
      expect(JSON.parse((await stripe.deliver())[0]!.body)).toMatchObject({ outcome: 'recorded' })
      const refund = await waitFor(
        () =>
          outboxMails(outbox()).find(
            (mail) => mail.includes(booking.reference) && mail.includes('remboursé 2\u202f520,30'),
          ),
        (found) => found !== undefined,
      )
      expect(refund).toContain('Bonjour Léa,')
      // The refund's words in French, the amount and the day written the French way.
      expect(refund).toContain('remboursé 2\u202f520,30\u00a0€ sur la carte')
      expect(refund).not.toContain('Your bank usually shows it')
      expect(refund).not.toContain('We have refunded')
    })

    test('a payment that arrives after the booking was cancelled waits for the admins, told once', async () => {
      const booking = await acceptedBooking(backend().url, handle, outbox(), 'Elsa Lindqvist')
      const checkout = (await pay(booking.link, 'deposit', 'card')).headers.get('location')!
      const cancelled = await cancelBooking(booking.proposal, 'bank_transfer')
      expect(cancelled.status).toBe(200)
      // The Checkout page was still open, and the traveller paid on it after the cancellation.
      const session = stripe.pay(checkout.split('/').pop()!)
      const payload = stripe.pending.at(-1)!
      expect(JSON.parse((await stripe.deliver())[0]!.body)).toMatchObject({ outcome: 'held' })
      stripe.pending.push(payload)
      await stripe.deliver()
      expect(await entries(booking.proposal)).toEqual([])
      const told = await waitFor(
        () =>
          outboxMails(outbox()).filter(
            (mail) => mail.includes('A payment to look at') && mail.includes(session.id),
          ),
        (found) => found.length > 0,
      )
      expect(told).toHaveLength(1)
      expect(told[0]).toContain('the booking is cancelled, so its ledger is closed')
      // The page no longer offers to pay.
      expect(await page(booking.link)).not.toContain('Pay the deposit')
    })
  },
  { ...stripeSettings(stripe), ...pesapalSettings(pesapal) },
)
