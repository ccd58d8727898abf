import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { contactMessageInput } from '../../testing/inquiries'
import { call } from '../../testing/api'
import { startPrivatePostgres, type PrivatePostgres } from '../../testing/private-postgres'
import { startServer, type RunningServer } from '../../testing/server'

// PostgreSQL goes away under a running server, as a host's maintenance, a failover or an operator's
// pg_terminate_backend would make it: the server stays up, answers 503 with what to do while the
// database is away, stores inquiries again by itself once it is back, and every 201 is a row.

let postgres: PrivatePostgres
let server: RunningServer

beforeAll(async () => {
  postgres = await startPrivatePostgres()
  server = await startServer(postgres.url)
})

afterAll(async () => {
  await server?.stop()
  postgres?.destroy()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Sent {
  status: number
  marker: string
  phase: 'before' | 'during' | 'after'
  body: unknown
}

/** Posts contact messages from a few clients while `disrupt` runs; answers every reply. */
async function underLoad(label: string, disrupt: () => Promise<void>): Promise<Sent[]> {
  const sent: Sent[] = []
  let phase: Sent['phase'] = 'before'
  let running = true
  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      const marker = `${label}-${n}-${i}`
      try {
        const answer = await call(server.url, '/api/bookings/message', {
          json: contactMessageInput({ message: `Question ${marker}` }),
        })
        sent.push({ status: answer.status, marker, phase, body: answer.body })
      } catch (error) {
        sent.push({ status: 0, marker, phase, body: String(error) })
      }
    }
  }
  const load = Array.from({ length: 4 }, (_, n) => client(n))
  await sleep(1000)
  phase = 'during'
  await disrupt()
  phase = 'after'
  // Recovery is the server's own work: nothing here touches it.
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline && sent.filter((s) => s.phase === 'after' && s.status === 201).length < 20)
    await sleep(100)
  running = false
  await Promise.all(load)
  return sent
}

async function expectRodeThrough(sent: Sent[]) {
  const of = (phase: Sent['phase']) => sent.filter((s) => s.phase === phase)
  expect(of('before').length).toBeGreaterThan(0)
  expect(of('before').every((s) => s.status === 201)).toBe(true)
  const refused = sent.filter((s) => s.status !== 201)
  expect(refused.length, 'answers while the database was away').toBeGreaterThan(0)
  for (const answer of refused) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(503)
    expect(answer.body).toEqual({ error: expect.stringContaining('try again') })
  }
  expect(of('after').filter((s) => s.status === 201).length).toBeGreaterThanOrEqual(20)
  expect(server.output()).not.toContain("Unhandled 'error' event")
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)

  const handle = createDatabase(postgres.url)
  try {
    const rows = await handle.db.selectFrom('messages').select('message').execute()
    const stored = new Set(rows.map((row) => row.message.replace('Question ', '')))
    expect(sent.filter((s) => s.status === 201 && !stored.has(s.marker)).map((s) => s.marker)).toEqual([])
  } finally {
    await handle.db.destroy()
  }
}

describe('PostgreSQL going away under a steady inquiry load', () => {
  test('connections cut again and again (pg_terminate_backend): the server stays up and recovers', async () => {
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    try {
      const sent = await underLoad('cut', async () => {
        // Every 50 ms for 3 s, whatever each connection is doing: idle, in a query, inside a transaction.
        for (let i = 0; i < 60; i++) {
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where pid <> pg_backend_pid() and backend_type = 'client backend'`,
          )
          await sleep(50)
        }
      })
      await expectRodeThrough(sent)
    } finally {
      await admin.end()
    }
  })

  test('a restart of the database server: 503 during the gap, 201 after, every 201 stored', async () => {
    const sent = await underLoad('restart', async () => {
      postgres.stop('fast')
      await sleep(2500)
      postgres.start()
    })
    await expectRodeThrough(sent)
  })
})
