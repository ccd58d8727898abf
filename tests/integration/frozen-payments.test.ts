import { setTimeout as sleep } from 'node:timers/promises'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { createPostgresDatabase, type TestDatabase } from '../../testing/databases'
import { acceptedBooking, operatorToday, proposalRequests } from '../../testing/proposals'
import { startServer, type RunningServer } from '../../testing/server'
import { proxyDatabase, type TcpProxy } from '../../testing/tcp-proxy'
import { waitFor } from '../../testing/wait'

// Money on a booking while the network to PostgreSQL freezes: at the COMMIT (PostgreSQL commits, its
// answer never comes), and inside the transaction while the client gives up. A message says only what
// Tembo knows: a lost answer to a COMMIT is never "nothing was saved", and the same form sent again
// after it records nothing more. A payment whose client stopped waiting is not stored when it thaws.

const SECRET = 'whsec_test_frozen_0123456789abcdef0123456789'

describe('money on a booking while PostgreSQL freezes', () => {
  let database: TestDatabase
  let proxy: TcpProxy
  let server: RunningServer
  let direct: DatabaseHandle
  beforeAll(async () => {
    database = await createPostgresDatabase()
    direct = createDatabase(database.url)
    const through = await proxyDatabase(database.url)
    proxy = through.proxy
    server = await startServer(through.url, {
      HEALTH_PROBE_INTERVAL_MS: '0',
      HEALTH_TIMEOUT_MS: '1000',
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_QUERY_TIMEOUT_MS: '2000',
      STRIPE_WEBHOOK_SECRET: SECRET,
    })
  })
  afterAll(async () => {
    proxy?.thaw()
    await server?.stop()
    await direct?.db.destroy()
    await proxy?.close()
    await database?.drop()
  })

  const outbox = () => `${server.dataDir}/outbox`
  const { post } = proposalRequests(() => server.url, outbox)
  const words = async (answer: Response) => (await answer.text()).replace(/<!-- -->/g, '')
  const tokenOf = async (proposal: number, cookie: string) => {
    const html = await (
      await fetch(`${server.url}/admin/proposals/${proposal}`, { headers: { cookie } })
    ).text()
    return /name="once" value="([A-Za-z0-9_-]+)"/.exec(html)![1]!
  }
  const ledger = async (proposal: number) =>
    (
      await direct.db
        .selectFrom('payments')
        .select(['kind', 'amount_minor'])
        .where('proposal_id', '=', proposal)
        .orderBy('id')
        .execute()
    ).map((row) => [row.kind, Number(row.amount_minor)])
  /** Ready again: the health check answers and a page of the back-office is served. */
  async function servedAgain() {
    const back = await waitFor(
      () => fetch(`${server.url}/healthz`).then((answer) => answer.status),
      (status) => status === 200,
      20_000,
    )
    expect(back).toBe(200)
  }

  test('a payment whose COMMIT was not answered is not called unsaved, and sent again records nothing more', async () => {
    const booking = await acceptedBooking(server.url, direct, outbox(), 'Amara Okafor')
    const path = `/admin/proposals/${booking.proposal}`
    const form = {
      intent: 'payment',
      amount: '300',
      paidOn: operatorToday(),
      method: 'bank_transfer',
      once: await tokenOf(booking.proposal, booking.cookie),
    }
    proxy.freezeAtCommitAfter('insert into "payments"')
    let answer: Response
    try {
      answer = await post(path, booking.cookie, form)
    } finally {
      proxy.thaw()
    }
    const said = await words(answer)
    expect(answer.status).toBe(503)
    expect(said).toContain('We could not confirm that this was saved')
    expect(said).not.toContain('nothing was saved')
    // Typed words come back, so nothing is lost either way; the token goes with them.
    expect(said).toContain(form.once)
    // PostgreSQL did commit it.
    expect(await ledger(booking.proposal)).toEqual([['payment', 30_000]])
    await servedAgain()
    // "Send again" posts the same form: nothing more is recorded, and the page says what was.
    const again = await post(path, booking.cookie, form)
    expect(again.status).toBe(200)
    const told = await words(again)
    expect(told).toContain('This form was sent before: its payment of €300')
    expect(told).toContain('Nothing more was recorded.')
    expect(await ledger(booking.proposal)).toEqual([['payment', 30_000]])
    const receipts = await direct.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('to_address', '=', booking.email)
      .where('purpose', '=', 'receipt')
      .execute()
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.body).toContain('we received €300')
    const lead = await direct.db
      .selectFrom('leads')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow()
    expect(lead.status).toBe('accepted')
  })

  test('a cancellation whose COMMIT was not answered is not called unsaved, and sent again changes nothing', async () => {
    const booking = await acceptedBooking(server.url, direct, outbox(), 'Bui Thi Lan')
    const path = `/admin/proposals/${booking.proposal}`
    const form = {
      intent: 'cancel',
      noticeOn: operatorToday(),
      askedBy: 'operator',
      note: 'The lodge closed for repairs',
      method: 'bank_transfer',
      once: await tokenOf(booking.proposal, booking.cookie),
    }
    proxy.freezeAtCommitAfter('insert into "booking_cancellations"')
    let answer: Response
    try {
      answer = await post(path, booking.cookie, form)
    } finally {
      proxy.thaw()
    }
    const said = await words(answer)
    expect(answer.status).toBe(503)
    expect(said).toContain('We could not confirm that this was saved')
    expect(said).not.toContain('nothing was saved')
    await servedAgain()
    const again = await post(path, booking.cookie, form)
    expect(again.status).toBe(200)
    expect(await words(again)).toContain('This cancellation was recorded before')
    const cancelled = await direct.db
      .selectFrom('booking_cancellations')
      .select('id')
      .where('proposal_id', '=', booking.proposal)
      .execute()
    expect(cancelled).toHaveLength(1)
  })

  test('a payment whose client gave up while the network was frozen is not stored when it thaws', async () => {
    const booking = await acceptedBooking(server.url, direct, outbox(), 'Chidi Eze')
    const path = `/admin/proposals/${booking.proposal}`
    proxy.freezeAfter('insert into "payments"')
    const gaveUp = await fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(500),
      headers: {
        cookie: booking.cookie,
        origin: server.url,
        'content-type': 'application/x-www-form-urlencoded',
      },
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
    proxy.thaw()
    await sleep(2_000)
    await servedAgain()
    expect(await ledger(booking.proposal)).toEqual([])
    const receipts = await direct.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', booking.email)
      .where('purpose', '=', 'receipt')
      .execute()
    expect(receipts).toEqual([])
  })

  test('a Stripe event whose COMMIT was not answered is not called unsaved, and sent again is recorded once', async () => {
    const booking = await acceptedBooking(server.url, direct, outbox(), 'Dalia Mansour')
    const payload = JSON.stringify({
      id: 'evt_frozen_commit',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_frozen',
          object: 'checkout.session',
          client_reference_id: booking.reference,
          amount_total: 252_030,
          currency: 'eur',
          payment_status: 'paid',
          payment_intent: 'pi_frozen',
        },
      },
    })
    const stripe = new Stripe('sk_test_only_for_signing')
    const deliver = () =>
      fetch(`${server.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
        },
        body: payload,
      })
    proxy.freezeAtCommitAfter('insert into "payments"')
    let first: Response
    try {
      first = await deliver()
    } finally {
      proxy.thaw()
    }
    // Not a 2xx: Stripe sends it again. And no claim that nothing was recorded.
    expect(first.status).toBe(503)
    const said = await first.text()
    expect(said).toContain('could not confirm')
    expect(said).not.toMatch(/nothing was (saved|recorded)/i)
    await servedAgain()
    const again = await deliver()
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ outcome: 'already' })
    expect(await ledger(booking.proposal)).toEqual([['payment', 252_030]])
  })
})
