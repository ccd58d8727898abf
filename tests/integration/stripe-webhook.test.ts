import Stripe from 'stripe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { acceptedBooking } from '../../testing/proposals'
import { outboxMails } from '../../testing/outbox'
import { startCardPayment } from '../../testing/card-payments'
import { startStripeStandIn, stripeSettings, type StandInSession } from '../../testing/stripe-stand-in'
import { waitFor } from '../../testing/wait'

// Card payments reported by Stripe: an event signed as Stripe signs it (the library's own test-header
// helper) records one payment on the booking whose Checkout Session Tembo opened (at the local stand-in
// of testing/, since Stripe cannot be reached from here). The same event again, two at once, a wrong
// signature, and a session Tembo never opened record nothing, and each is answered as Stripe expects
// (2xx unless the event is not Stripe's); what says money was paid but cannot be placed waits on
// Payments to look at, the admins told once.

const card = await startStripeStandIn()
afterAll(() => card.close())
const stripe = new Stripe('sk_test_only_for_signing')

describeOnBothDatabases(
  'Stripe webhook',
  (backend) => {
    let handle: DatabaseHandle
    beforeAll(() => {
      handle = createDatabase(backend().database.url)
      card.webhookUrl = `${backend().url}/api/stripe/webhook`
    })
    afterAll(async () => {
      await handle?.db.destroy()
    })

    /** A completed session's event: ours (`session`), with what `changes` says instead. */
    const checkoutEvent = (id: string, session: StandInSession, changes: Record<string, unknown> = {}) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            ...session,
            status: 'complete',
            payment_status: 'paid',
            payment_intent: `pi_${id}`,
            line_items_seen: undefined,
            ...changes,
          },
        },
      })
    const deliver = (payload: string, secret = card.webhookSecret) =>
      fetch(`${backend().url}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        body: payload,
      })
    const entries = (proposal: number) =>
      handle.db
        .selectFrom('payments')
        .select(['amount_minor', 'method', 'external_id', 'reference'])
        .where('proposal_id', '=', proposal)
        .execute()
    const outbox = () => `${backend().server.dataDir}/outbox`

    test('a signed checkout.session.completed records one card payment, however often it comes', async () => {
      const booking = await acceptedBooking(backend().url, handle, outbox(), 'Gaspard Lefèvre')
      const session = await startCardPayment(backend().url, booking.link, card)
      const payload = checkoutEvent('evt_deposit_1', session)
      const answers = await Promise.all([deliver(payload), deliver(payload)])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      expect((await deliver(payload)).status).toBe(200)
      expect(await entries(booking.proposal)).toEqual([
        { amount_minor: 252_030, method: 'card', external_id: session.id, reference: 'pi_evt_deposit_1' },
      ])
      const lead = await handle.db
        .selectFrom('leads')
        .select('status')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow()
      expect(lead.status).toBe('deposit_paid')

      // Not Stripe's: refused with 400, nothing recorded.
      const forged = await deliver(
        checkoutEvent('evt_forged', session, { id: 'cs_test_forged' }),
        'whsec_someone_else',
      )
      expect(forged.status).toBe(400)
      const unsigned = await fetch(`${backend().url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: checkoutEvent('evt_unsigned', session, { id: 'cs_test_unsigned' }),
      })
      expect(unsigned.status).toBe(400)
      // Stripe's, paid, but not what Tembo asked: another currency, or a session it never opened (a
      // reference alone, as a fixed payment link would send). Acknowledged and held for the admins.
      for (const changes of [
        { id: 'cs_test_dollars', currency: 'usd' },
        { id: 'cs_test_not_ours', metadata: {}, client_reference_id: booking.reference },
        { id: 'cs_test_unknown', metadata: {}, client_reference_id: 'TS-0101-9999' },
      ]) {
        const answer = await deliver(checkoutEvent(`evt_${changes.id}`, session, changes))
        expect(answer.status).toBe(200)
        expect(await answer.json()).toMatchObject({ received: true, outcome: 'held' })
      }
      // Not paid yet (a method that settles later): nothing, until async_payment_succeeded says so.
      const later = await deliver(
        checkoutEvent('evt_unpaid', session, { id: 'cs_test_unpaid', payment_status: 'unpaid' }),
      )
      expect(await later.json()).toMatchObject({ outcome: 'ignored' })
      expect(await entries(booking.proposal)).toHaveLength(1)
      const held = await handle.db
        .selectFrom('refused_payment_events')
        .select(['external_id', 'reason'])
        .where('external_id', 'in', ['cs_test_dollars', 'cs_test_not_ours', 'cs_test_unknown'])
        .orderBy('external_id')
        .execute()
      expect(held).toEqual([
        { external_id: 'cs_test_dollars', reason: 'it is in another currency than the one asked for' },
        { external_id: 'cs_test_not_ours', reason: 'no payment request of ours has this reference' },
        { external_id: 'cs_test_unknown', reason: 'no payment request of ours has this reference' },
      ])
      const trail = await handle.db
        .selectFrom('audit_log')
        .select(['actor_email', 'action'])
        .where('action', '=', 'payment-recorded')
        .where('subject', '=', booking.reference)
        .execute()
      expect(trail).toEqual([{ actor_email: 'stripe', action: 'payment-recorded' }])
    })

    test('an amount that is not a whole, positive number of minor units records nothing, and the admins are told once', async () => {
      const booking = await acceptedBooking(backend().url, handle, outbox(), 'Ines Carvalho')
      const session = await startCardPayment(backend().url, booking.link, card)
      const told = (id: string) =>
        outboxMails(outbox()).filter(
          (mail) => mail.includes('A payment to look at') && mail.includes(`Stripe's id: ${id}`),
        )
      for (const [id, amount] of [
        ['cs_test_huge', 2 ** 60],
        ['cs_test_half_cent', 12.5],
        ['cs_test_text', '5000'],
        ['cs_test_negative', -5000],
      ] as const) {
        const payload = checkoutEvent(`evt_${id}`, session, { id, amount_total: amount })
        for (let delivery = 0; delivery < 2; delivery++) {
          const answer = await deliver(payload)
          expect(answer.status).toBe(200)
          expect(await answer.json()).toMatchObject({ received: true, outcome: 'held' })
        }
        // To the admin (the only member here), once for the two deliveries, with what was reported.
        const mails = await waitFor(
          () => told(id),
          (found) => found.length > 0,
        )
        expect(mails).toHaveLength(1)
        expect(mails[0]).toContain(`Amount as reported: ${String(amount)} eur`)
        expect(mails[0]).toContain('/admin/payments')
      }
      expect(await entries(booking.proposal)).toEqual([])
      const lead = await handle.db
        .selectFrom('leads')
        .select('status')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow()
      expect(lead.status).toBe('accepted')
      // A delivery later than the mail: still told once.
      await deliver(checkoutEvent('evt_late', session, { id: 'cs_test_huge', amount_total: 2 ** 60 }))
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(told('cs_test_huge')).toHaveLength(1)
    })

    test('the ledger itself refuses an amount that is not a whole number of minor units', async () => {
      const booking = await acceptedBooking(
        backend().url,
        handle,
        `${backend().server.dataDir}/outbox`,
        'Pavel Dvořák',
      )
      const entry = (amount: number | string) =>
        handle.db
          .insertInto('payments')
          .values({
            proposal_id: booking.proposal,
            kind: 'payment',
            amount_minor: amount as number,
            currency: 'EUR',
            method: 'card',
            reference: null,
            note: null,
            paid_on: '2026-11-28',
            reverses_id: null,
            external_id: null,
            recorded_by: null,
            recorded_at: new Date().toISOString(),
            submission_key: null,
          })
          .execute()
      for (const amount of [12.5, 2 ** 60, 'five thousand']) await expect(entry(amount)).rejects.toThrow()
      expect(await entries(booking.proposal)).toEqual([])
      // A whole number of minor units is an entry like any other.
      await entry(5000)
      expect(await entries(booking.proposal)).toHaveLength(1)
    })
  },
  stripeSettings(card),
)
