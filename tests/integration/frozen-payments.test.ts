import { setTimeout as sleep } from 'node:timers/promises'
import Stripe from 'stripe'
import { afterAll, describe, expect, test } from 'vitest'
import { withFrozenPostgres } from '../../testing/frozen-postgres'
import { ledgerEntries, moneyFormToken, queuedMail } from '../../testing/ledger'
import { acceptedBooking, operatorToday, proposalRequests } from '../../testing/proposals'
import { startCardPayment } from '../../testing/card-payments'
import { startStripeStandIn, stripeSettings } from '../../testing/stripe-stand-in'
import { waitFor } from '../../testing/wait'

// Money on a booking while the network to PostgreSQL freezes: at the COMMIT (PostgreSQL commits, its
// answer never comes), and inside the transaction while the client gives up. A message says only what
// Tembo knows: a lost answer to a COMMIT is never "nothing was saved", and the same form sent again
// after it records nothing more. A payment whose client stopped waiting is not stored when it thaws.

const card = await startStripeStandIn()
afterAll(() => card.close())

describe('money on a booking while PostgreSQL freezes', () => {
  const frozen = withFrozenPostgres(stripeSettings(card))
  const url = () => frozen().server.url
  const outbox = () => `${frozen().server.dataDir}/outbox`
  const { post } = proposalRequests(url, outbox)
  const words = async (answer: Response) => (await answer.text()).replace(/<!-- -->/g, '')
  const book = (name: string) => acceptedBooking(url(), frozen().direct, outbox(), name)
  const tokenOn = async (proposal: number, cookie: string) =>
    moneyFormToken(
      await (await fetch(`${url()}/admin/proposals/${proposal}`, { headers: { cookie } })).text(),
    )!
  const ledger = (proposal: number) => ledgerEntries(frozen().direct, proposal)

  /** Sends while the network freezes just after the COMMIT of the transaction that wrote `table`. */
  async function sentAsTheCommitFreezes(
    table: string,
    send: () => Promise<Response>,
    how?: Parameters<ReturnType<typeof frozen>['proxy']['freezeAtCommitAfter']>[1],
  ) {
    frozen().proxy.freezeAtCommitAfter(`insert into "${table}"`, how)
    try {
      return await send()
    } finally {
      frozen().proxy.thaw()
    }
  }

  /** The answer says the saving is not known, never that nothing was saved. */
  async function expectNotConfirmed(answer: Response, says: RegExp) {
    expect(answer.status).toBe(503)
    const text = await words(answer)
    expect(text).toMatch(says)
    expect(text).not.toMatch(/nothing was (saved|recorded)/i)
    return text
  }

  /** Ready again once the network is back. */
  const servedAgain = async () =>
    expect(
      await waitFor(
        () => fetch(`${url()}/healthz`).then((answer) => answer.status),
        (status) => status === 200,
        20_000,
      ),
    ).toBe(200)

  test('a payment whose COMMIT was not answered is not called unsaved, and sent again records nothing more', async () => {
    const booking = await book('Amara Okafor')
    const path = `/admin/proposals/${booking.proposal}`
    const form = {
      intent: 'payment',
      amount: '300',
      paidOn: operatorToday(),
      method: 'bank_transfer',
      once: await tokenOn(booking.proposal, booking.cookie),
    }
    const answer = await sentAsTheCommitFreezes('payments', () => post(path, booking.cookie, form))
    const said = await expectNotConfirmed(answer, /We could not confirm that this was saved/)
    // What was typed comes back, with its token, so sending it again is the same form.
    expect(said).toContain(form.once)
    // PostgreSQL did commit it.
    const recorded = [['payment', 30_000, operatorToday()]]
    expect(await ledger(booking.proposal)).toEqual(recorded)
    await servedAgain()
    const again = await post(path, booking.cookie, form)
    expect(again.status).toBe(200)
    const told = await words(again)
    expect(told).toContain('This form was sent before: its payment of €300')
    expect(told).toContain('Nothing more was recorded.')
    expect(await ledger(booking.proposal)).toEqual(recorded)
    const receipts = await queuedMail(frozen().direct, booking.email, 'receipt')
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toContain('we received €300')
  })

  test('a COMMIT unanswered on its own connection: read again at once, the page says it was saved', async () => {
    const booking = await book('Efua Boateng')
    const path = `/admin/proposals/${booking.proposal}`
    const form = {
      intent: 'payment',
      amount: '300',
      paidOn: operatorToday(),
      method: 'card',
      once: await tokenOn(booking.proposal, booking.cookie),
    }
    const answer = await sentAsTheCommitFreezes('payments', () => post(path, booking.cookie, form), {
      alone: true,
    })
    expect(answer.status).toBe(200)
    expect(await words(answer)).toContain('It was saved, though the database was slow to say so.')
    expect(await ledger(booking.proposal)).toEqual([['payment', 30_000, operatorToday()]])
  })

  test('a COMMIT lost on its way: the page says it is not confirmed, above the ledger as it is, and sending again records once', async () => {
    const booking = await book('Farida Hassan')
    const path = `/admin/proposals/${booking.proposal}`
    const form = {
      intent: 'payment',
      amount: '300',
      paidOn: operatorToday(),
      method: 'card',
      reference: 'VISA 4242',
      once: await tokenOn(booking.proposal, booking.cookie),
    }
    const answer = await sentAsTheCommitFreezes('payments', () => post(path, booking.cookie, form), {
      alone: true,
      lost: true,
    })
    const page = await expectNotConfirmed(
      answer,
      /We could not confirm that this was saved: check the ledger below before sending again\./,
    )
    // The ledger as it now is (PostgreSQL rolled the payment back), and the form as it was typed, with
    // the token it was sent with.
    expect(page).toContain('No payment recorded yet.')
    expect(page).toContain('value="VISA 4242"')
    expect(moneyFormToken(page)).toBe(form.once)
    expect(await ledger(booking.proposal)).toEqual([])
    const again = await post(path, booking.cookie, form)
    expect(again.status).toBe(200)
    expect(await words(again)).toContain('Payment recorded')
    expect((await post(path, booking.cookie, form)).status).toBe(200)
    expect(await ledger(booking.proposal)).toEqual([['payment', 30_000, operatorToday()]])
  })

  test('a cancellation whose COMMIT was not answered is not called unsaved, and sent again changes nothing', async () => {
    const booking = await book('Bui Thi Lan')
    const path = `/admin/proposals/${booking.proposal}`
    const form = {
      intent: 'cancel',
      noticeOn: operatorToday(),
      askedBy: 'operator',
      note: 'The lodge closed for repairs',
      method: 'bank_transfer',
      once: await tokenOn(booking.proposal, booking.cookie),
    }
    const answer = await sentAsTheCommitFreezes('booking_cancellations', () =>
      post(path, booking.cookie, form),
    )
    await expectNotConfirmed(answer, /We could not confirm that this was saved/)
    await servedAgain()
    const again = await post(path, booking.cookie, form)
    expect(again.status).toBe(200)
    expect(await words(again)).toContain('This cancellation was recorded before')
    const cancelled = await frozen()
      .direct.db.selectFrom('booking_cancellations')
      .select('id')
      .where('proposal_id', '=', booking.proposal)
      .execute()
    expect(cancelled).toHaveLength(1)
    expect(await queuedMail(frozen().direct, booking.email, 'cancellation')).toHaveLength(1)
  })

  test('a payment whose client gave up while the network was frozen is not stored when it thaws', async () => {
    const booking = await book('Chidi Eze')
    frozen().proxy.freezeAfter('insert into "payments"')
    const gaveUp = await fetch(`${url()}/admin/proposals/${booking.proposal}`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(500),
      headers: { cookie: booking.cookie, origin: url(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'payment',
        amount: '300',
        paidOn: operatorToday(),
        method: 'cash',
      }),
    }).then(
      () => 'answered',
      () => 'no answer',
    )
    expect(gaveUp).toBe('no answer')
    // The network comes back inside the server's own limit: it could still store it, but nobody waits.
    await sleep(700)
    frozen().proxy.thaw()
    await sleep(2_000)
    await servedAgain()
    expect(await ledger(booking.proposal)).toEqual([])
    expect(await queuedMail(frozen().direct, booking.email, 'receipt')).toEqual([])
  })

  test('a Stripe event whose COMMIT was not answered is not called unsaved, and sent again is recorded once', async () => {
    const booking = await book('Dalia Mansour')
    const session = card.pay((await startCardPayment(url(), booking.link, card)).id)
    card.pending.length = 0
    const payload = card.queueEvent('checkout.session.completed', session)
    card.pending.length = 0
    const stripe = new Stripe('sk_test_only_for_signing')
    const deliver = () =>
      fetch(`${url()}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({
            payload,
            secret: card.webhookSecret,
          }),
        },
        body: payload,
      })
    // Not a 2xx, so Stripe sends it again.
    await expectNotConfirmed(await sentAsTheCommitFreezes('payments', deliver), /could not confirm/)
    await servedAgain()
    const again = await deliver()
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ outcome: 'already' })
    expect(await ledger(booking.proposal)).toEqual([['payment', 252_030, operatorToday()]])
  })
})
