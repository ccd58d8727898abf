import Stripe from 'stripe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { acceptedBooking } from '../../testing/proposals'
import { outboxMails } from '../../testing/outbox'
import { waitFor } from '../../testing/wait'

// Card payments reported by Stripe: an event signed as Stripe signs it (the library's own test-header
// helper, never a fake of its API) records one payment on the booking its client_reference_id names.
// The same event again, two at once, a wrong signature and an unknown reference record nothing, and each
// is answered as Stripe expects (2xx unless the event is not Stripe's).

const SECRET = 'whsec_test_0123456789abcdef0123456789abcdef'
const stripe = new Stripe('sk_test_only_for_signing')

describeOnBothDatabases(
  'Stripe webhook',
  (backend) => {
    let handle: DatabaseHandle
    beforeAll(() => {
      handle = createDatabase(backend().database.url)
    })
    afterAll(async () => {
      await handle?.db.destroy()
    })

    const checkoutEvent = (id: string, reference: string, amount: unknown, currency = 'eur') =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: `cs_test_${id}`,
            object: 'checkout.session',
            client_reference_id: reference,
            amount_total: amount,
            currency,
            payment_status: 'paid',
            payment_intent: `pi_${id}`,
          },
        },
      })
    const deliver = (payload: string, secret = SECRET) =>
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

    test('a signed checkout.session.completed records one card payment, however often it comes', async () => {
      const booking = await acceptedBooking(
        backend().url,
        handle,
        `${backend().server.dataDir}/outbox`,
        'Gaspard Lefèvre',
      )
      const payload = checkoutEvent('evt_deposit_1', booking.reference, 252_030)
      const answers = await Promise.all([deliver(payload), deliver(payload)])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      expect((await deliver(payload)).status).toBe(200)
      expect(await entries(booking.proposal)).toEqual([
        {
          amount_minor: 252_030,
          method: 'card',
          external_id: 'evt_deposit_1',
          reference: 'pi_evt_deposit_1',
        },
      ])
      const lead = await handle.db
        .selectFrom('leads')
        .select('status')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow()
      expect(lead.status).toBe('deposit_paid')

      // Not Stripe's: refused with 400, nothing recorded.
      const forged = await deliver(
        checkoutEvent('evt_forged', booking.reference, 588_070),
        'whsec_someone_else',
      )
      expect(forged.status).toBe(400)
      const unsigned = await fetch(`${backend().url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: checkoutEvent('evt_unsigned', booking.reference, 588_070),
      })
      expect(unsigned.status).toBe(400)
      // Stripe's, but for no booking of ours: acknowledged, nothing recorded. In another currency it is
      // this booking's money that cannot be counted as it stands: acknowledged and held for the admins.
      const dollars = await deliver(checkoutEvent('evt_dollars', booking.reference, 588_070, 'usd'))
      expect(dollars.status).toBe(200)
      expect(await dollars.json()).toMatchObject({ received: true, outcome: 'held' })
      for (const payload of [
        checkoutEvent('evt_unknown', 'TS-0101-9999', 10_000),
        checkoutEvent('evt_wrong_month', booking.reference.replace(/-\d{4}-/, '-0101-'), 10_000),
      ]) {
        const answer = await deliver(payload)
        expect(answer.status).toBe(200)
        expect(await answer.json()).toMatchObject({ received: true, outcome: 'ignored' })
      }
      expect(await entries(booking.proposal)).toHaveLength(1)
      const trail = await handle.db
        .selectFrom('audit_log')
        .select(['actor_email', 'action'])
        .where('action', '=', 'payment-recorded')
        .where('subject', '=', booking.reference)
        .execute()
      expect(trail).toEqual([{ actor_email: 'stripe', action: 'payment-recorded' }])
    })

    test('an amount that is not a whole, positive number of minor units records nothing, and the admins are told once', async () => {
      const outbox = `${backend().server.dataDir}/outbox`
      const booking = await acceptedBooking(backend().url, handle, outbox, 'Ines Carvalho')
      const told = (id: string) =>
        outboxMails(outbox).filter(
          (mail) => mail.includes('A card payment was not recorded') && mail.includes(`Event: ${id}`),
        )
      for (const [id, amount] of [
        ['evt_huge', 2 ** 60],
        ['evt_half_cent', 12.5],
        ['evt_text', '5000'],
        ['evt_negative', -5000],
      ] as const) {
        const payload = checkoutEvent(id, booking.reference, amount)
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
        expect(mails[0]).toContain(`Amount as reported: ${String(amount)} (eur)`)
        expect(mails[0]).toContain(`/admin/proposals/${booking.proposal}`)
      }
      expect(await entries(booking.proposal)).toEqual([])
      const lead = await handle.db
        .selectFrom('leads')
        .select('status')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow()
      expect(lead.status).toBe('accepted')
      // A delivery later than the mail: still told once.
      await deliver(checkoutEvent('evt_huge', booking.reference, 2 ** 60))
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(told('evt_huge')).toHaveLength(1)
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
  { STRIPE_WEBHOOK_SECRET: SECRET },
)
