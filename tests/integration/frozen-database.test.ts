import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { call } from '../../testing/api'
import { createPostgresDatabase, type TestDatabase } from '../../testing/databases'
import { contactMessageInput } from '../../testing/inquiries'
import { startServer, type RunningServer } from '../../testing/server'
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy'
import { waitFor } from '../../testing/wait'

// A network to PostgreSQL that freezes instead of closing (a partition, a failover that drops packets):
// every wait is bounded (.env.example, "Waiting on the database"), so /healthz says 503 at once for the
// load balancer and a request fails with 503 instead of hanging for as long as the freeze lasts. The
// server reaches the database through a real TCP proxy that holds every byte while frozen.

describe('PostgreSQL behind a network that freezes', () => {
  let database: TestDatabase
  let proxy: TcpProxy
  let server: RunningServer
  let direct: DatabaseHandle
  beforeAll(async () => {
    database = await createPostgresDatabase()
    direct = createDatabase(database.url)
    const address = new URL(database.url)
    proxy = await startTcpProxy({ host: address.hostname, port: Number(address.port || 5432) })
    const through = new URL(database.url)
    through.port = String(proxy.port)
    server = await startServer(through.toString(), {
      HEALTH_PROBE_INTERVAL_MS: '0',
      HEALTH_TIMEOUT_MS: '1000',
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_QUERY_TIMEOUT_MS: '2000',
    })
  })
  afterAll(async () => {
    proxy?.thaw()
    await server?.stop()
    await direct?.db.destroy()
    await proxy?.close()
    await database?.drop()
  })

  /** An answer, or 'no answer' when none came before the client gave up (as a load balancer does). */
  const answerWithin = async (path: string, ms: number, init?: Parameters<typeof call>[2]) => {
    try {
      return await call<Record<string, unknown>>(server.url, path, {
        ...init,
        signal: AbortSignal.timeout(ms),
      })
    } catch {
      return 'no answer' as const
    }
  }

  /** Ready again, and storing inquiries. */
  async function expectServedAgain() {
    const back = await waitFor(
      () => call(server.url, '/healthz'),
      (answer) => answer.status === 200,
      20_000,
    )
    expect(back.status).toBe(200)
    const stored = await call(server.url, '/api/bookings/message', { json: contactMessageInput() })
    expect(stored.status).toBe(201)
  }

  test('/healthz answers 503 during a freeze and a request fails instead of hanging; both recover', async () => {
    expect((await call(server.url, '/healthz')).status).toBe(200)
    expect((await call(server.url, '/api/bookings/message', { json: contactMessageInput() })).status).toBe(
      201,
    )

    proxy.freeze()
    const health = await answerWithin('/healthz', 5_000)
    expect(health).not.toBe('no answer')
    if (health === 'no answer') return
    expect(health.status).toBe(503)
    expect(health.body).toMatchObject({
      status: 'unavailable',
      problem: 'the database did not answer within 1000 ms',
    })
    // An inquiry fails with 503 within the limits; it does not wait for the network.
    const inquiry = await answerWithin('/api/bookings/message', 15_000, { json: contactMessageInput() })
    expect(inquiry).not.toBe('no answer')
    if (inquiry !== 'no answer') expect(inquiry.status).toBe(503)

    proxy.thaw()
    await expectServedAgain()
  })

  /** The messages stored, read past the proxy. */
  const storedMessages = async () =>
    Number(
      (
        await direct.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  /** Sends `count` inquiries one after another, each answered 201: enough to take every pooled connection in turn. */
  async function sendInquiries(count: number) {
    for (let sent = 0; sent < count; sent++) {
      const answer = await call(server.url, '/api/bookings/message', { json: contactMessageInput() })
      expect(answer.status).toBe(201)
    }
  }

  test('an inquiry whose client gave up while the network was frozen is not stored when it thaws', async () => {
    const before = await storedMessages()
    // Frozen once the message's row is written, inside the transaction that would commit it.
    proxy.freezeAfter('insert into "messages"')
    expect(await answerWithin('/api/bookings/message', 500, { json: contactMessageInput() })).toBe(
      'no answer',
    )
    // The network comes back before the server's own limit: the server could still store it, but its
    // client has stopped waiting (and will send it again).
    await sleep(700)
    proxy.thaw()
    await sleep(1_500)
    await sendInquiries(12)
    expect(await storedMessages()).toBe(before + 12)
  })

  test('an inquiry that timed out during a freeze is not stored when the network comes back', async () => {
    const before = await storedMessages()
    proxy.freezeAfter('insert into "messages"')
    const inquiry = await answerWithin('/api/bookings/message', 15_000, { json: contactMessageInput() })
    expect(inquiry).not.toBe('no answer')
    if (inquiry !== 'no answer') expect(inquiry.status).toBe(503)
    proxy.thaw()
    await expectServedAgain()
    // The connection its statements were held on never goes back to the pool, so no later transaction
    // commits them: twelve more inquiries take every pooled connection.
    await sendInquiries(12)
    expect(await storedMessages()).toBe(before + 13)
  })

  test('connections reset under it: the next requests are served on new ones', async () => {
    proxy.reset()
    await expectServedAgain()
  })
})
