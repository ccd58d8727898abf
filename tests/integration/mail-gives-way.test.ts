import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { contactMessageInput } from '../../testing/inquiries'
import { startSmtpSink } from '../../scripts/smtp-sink'
import { call } from '../../testing/api'
import { createPostgresDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// While travellers wait on their inquiries' commits, the mail delivery job sends one mail at a time and
// its other senders give way; once nobody waits, it sends four at a time again (decision 037). A
// traveller is kept waiting for as long as the test likes by holding their lead's lock on PostgreSQL.

const cleanup: (() => Promise<unknown> | void)[] = []
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

/** The most mails the sink held at once: each is held `delayMs` from its arrival. */
function mostAtOnce(arrivals: number[], delayMs: number): number {
  return Math.max(
    ...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + delayMs).length),
  )
}

/** Messages from travellers `from` to `to` (each a traveller of their own), one after the other. */
async function sendMessages(url: string, from: number, to: number) {
  for (let index = from; index < to; index++) {
    const answer = await call(url, '/api/bookings/message', {
      json: contactMessageInput({ email: `sent.${index}@example.com` }),
    })
    expect(answer.status).toBe(201)
  }
}

test('mail goes out one at a time while a traveller waits on a commit, and four at a time after', async () => {
  const DELAY_MS = 400
  const smtp = await startSmtpSink({ kind: 'accept', delayMs: DELAY_MS })
  cleanup.push(() => smtp.close())
  const database = await createPostgresDatabase()
  cleanup.push(() => database.drop())
  const app = await startServer(database.url, { SMTP_URL: smtp.url })
  cleanup.push(() => app.stop())

  const holder = new pg.Client({ connectionString: database.url })
  await holder.connect()
  cleanup.push(() => holder.end())
  await holder.query('begin')
  await holder.query('select pg_advisory_xact_lock(hashtext($1))', ['lead:held@example.com'])
  const held = call(app.url, '/api/bookings/message', {
    json: contactMessageInput({ email: 'held@example.com' }),
  })
  // The held traveller's request is inside its transaction, waiting for the lock.
  await waitFor(
    async () =>
      (
        await holder.query<{ waiting: string }>(
          `select count(*) as waiting from pg_locks where locktype = 'advisory' and not granted`,
        )
      ).rows[0]!.waiting,
    (waiting) => waiting === '1',
    10_000,
  )

  await sendMessages(app.url, 0, 4)
  await waitFor(
    async () => smtp.received.length,
    (count) => count >= 4,
    20_000,
  )
  const whileWaiting = smtp.received.map((mail) => mail.at)
  expect(mostAtOnce(whileWaiting, DELAY_MS - 50)).toBe(1)

  await holder.query('commit')
  expect((await held).status).toBe(201)
  await sendMessages(app.url, 4, 8)
  // 18 mails in all: the 16 above and the held traveller's two.
  await waitFor(
    async () => smtp.received.length,
    (count) => count === 18,
    20_000,
  )
  const afterwards = smtp.received.slice(whileWaiting.length).map((mail) => mail.at)
  expect(mostAtOnce(afterwards, DELAY_MS - 50)).toBeGreaterThanOrEqual(3)
})
