import http from 'node:http'
import { afterEach, describe, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { contactMessageInput } from '../../testing/inquiries'
import { startSmtpSink } from '../../scripts/smtp-sink'
import { createPostgresDatabase, type TestDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// SIGTERM, as every deployment sends: the server stops taking work, finishes what is under way, closes
// kept-alive connections, lets the mail worker finish or give back its mail, and exits 0 within 10 s.
// No inquiry is stored whose sender was not told so.

const cleanup: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

async function database(): Promise<TestDatabase> {
  const created = await createPostgresDatabase()
  cleanup.push(() => created.drop())
  return created
}

/** One POST over a kept-alive connection of `agent`; answers the status, or 0 when the connection failed. */
function post(url: string, agent: http.Agent, body: unknown): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/bookings/message`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', () => resolve(0))
      },
    )
    request.on('error', () => resolve(0))
    request.end(JSON.stringify(body))
  })
}

describe('SIGTERM under a steady inquiry load (PostgreSQL)', () => {
  test('drains: exits 0 within 10 s, and every stored inquiry was answered 201', async () => {
    const db = await database()
    const server = await startServer(db.url)
    cleanup.push(() => server.stop())
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
    cleanup.push(() => agent.destroy())
    const answers: { marker: string; status: number }[] = []
    let running = true
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const marker = `term-${n}-${i}`
        const status = await post(server.url, agent, contactMessageInput({ message: `Question ${marker}` }))
        answers.push({ marker, status })
        // After the server has gone, stop knocking.
        if (status === 0 && server.output().includes('Stopped')) break
      }
    }
    const load = Array.from({ length: 8 }, (_, n) => client(n))
    await waitFor(
      () => answers.length,
      (count) => count >= 200,
    )
    const stopped = await server.terminate()
    running = false
    await Promise.all(load)

    expect(stopped.code, server.output().slice(-2000)).toBe(0)
    expect(stopped.ms).toBeLessThan(10_000)
    expect(server.output()).toContain('Stopped cleanly')
    // Every answer is a 201, a 503 (arrived while stopping, not started) or a refused connection.
    expect(new Set(answers.map((answer) => answer.status))).toSatisfy((set: Set<number>) =>
      [...set].every((status) => [0, 201, 503].includes(status)),
    )
    const handle = createDatabase(db.url)
    try {
      const rows = await handle.db.selectFrom('messages').select('message').execute()
      const stored = new Set(rows.map((row) => row.message.replace('Question ', '')))
      const accepted = new Set(answers.filter((a) => a.status === 201).map((a) => a.marker))
      expect(
        [...accepted].filter((marker) => !stored.has(marker)),
        'answered 201, not stored',
      ).toEqual([])
      expect(
        [...stored].filter((marker) => !accepted.has(marker)),
        'stored, sender not told',
      ).toEqual([])
    } finally {
      await handle.db.destroy()
    }
  })

  test('mail: the sends under way finish, the rest go back to the outbox, and each is delivered once', async () => {
    const smtp = await startSmtpSink({ kind: 'accept', delayMs: 1500 })
    cleanup.push(() => smtp.close())
    const db = await database()
    const env = { SMTP_URL: smtp.url }
    const first = await startServer(db.url, env)
    cleanup.push(() => first.stop())
    for (let i = 0; i < 10; i++) {
      await post(first.url, new http.Agent(), contactMessageInput())
    }
    // A few sends are under way (4 at a time, 1.5 s each) when the stop comes.
    await waitFor(
      () => smtp.received.length,
      (count) => count >= 1,
    )
    const stopped = await first.terminate()
    expect(stopped.code, first.output().slice(-2000)).toBe(0)
    expect(stopped.ms).toBeLessThan(10_000)

    const handle = createDatabase(db.url)
    cleanup.push(() => handle.db.destroy())
    const afterStop = await handle.db.selectFrom('mail_outbox').selectAll().execute()
    expect(afterStop).toHaveLength(20)
    // Nothing is left claimed by the stopped instance: what it had not sent is free for another.
    expect(afterStop.filter((row) => row.status === 'pending' && row.claimed_until !== null)).toEqual([])
    const sentBefore = afterStop.filter((row) => row.status === 'sent').length
    expect(sentBefore).toBe(smtp.received.length)
    expect(sentBefore).toBeLessThan(20)

    const second = await startServer(db.url, { SMTP_URL: smtp.url })
    cleanup.push(() => second.stop())
    const rows = await waitFor(
      () => handle.db.selectFrom('mail_outbox').selectAll().execute(),
      (list) => list.every((row) => row.status === 'sent'),
      30_000,
    )
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'))
    const deliveries = smtp.deliveries()
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true)
    expect(deliveries.size).toBe(20)
  })
})
