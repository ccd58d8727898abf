import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactMessageInput } from '../../testing/inquiries'
import { call, signIn } from '../../testing/api'
import { createPostgresDatabase, POSTGRES_ADMIN_URL, type TestDatabase } from '../../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../../testing/server'

// When the database goes away under a running server, no answer shows a stack trace, SQL or the
// database's own words; a traveller's form still keeps what was typed and says how else to reach us.

let database: TestDatabase
let server: RunningServer
let token: string

// A stack frame, a source path, the database's own message or an SQL statement.
const LEAKS =
  /\bat (async )?[\w.<>$]+ \(|node_modules\/|\.[jt]s:\d+:\d+|ECONNREFUSED|SQLITE_|relation "|terminating connection|not currently accepting connections|\bselect .+ from "|\binsert into "/i

beforeAll(async () => {
  database = await createPostgresDatabase()
  server = await startServer(database.url)
  token = await signIn(server.url, ADMIN.email, ADMIN.password)
  // Every connection of the server's pool is cut, and new ones are refused: the database is gone.
  const name = new URL(database.url).pathname.slice(1)
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  await admin.query(`alter database ${name} allow_connections false`)
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name])
  await admin.end()
})

afterAll(async () => {
  await server?.stop()
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  await admin.query(`alter database ${new URL(database.url).pathname.slice(1)} allow_connections true`)
  await admin.end()
  await database?.drop()
})

describe('answers while the database is unreachable', () => {
  test('pages, the API and the forms answer without internals', async () => {
    const answers = [
      await fetch(`${server.url}/blogs`),
      await fetch(`${server.url}/article/Anything`),
      await fetch(`${server.url}/api/bookings/blog`),
      await fetch(`${server.url}/api/bookings/messages`, { headers: { authorization: `Bearer ${token}` } }),
      await fetch(`${server.url}/api/bookings/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactMessageInput()),
      }),
      await fetch(`${server.url}/api/bookings/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
      await fetch(`${server.url}/healthz`),
    ]
    for (const answer of answers) {
      const body = await answer.text()
      // 503 with a time to come back: the trouble is passing, and a load balancer sends people elsewhere.
      expect(answer.status, `${answer.url}: ${body.slice(0, 200)}`).toBe(503)
      expect(body, answer.url).not.toMatch(LEAKS)
      if (answer.url.includes('/api/')) {
        expect(answer.headers.get('content-type'), answer.url).toContain('application/json')
        expect(JSON.parse(body), answer.url).toEqual({ error: expect.stringContaining('try again') })
      } else if (!answer.url.endsWith('/healthz')) {
        // The site's own page, with its way back, says to try again.
        expect(body, answer.url).toContain('Please try again in a moment')
        expect(body, answer.url).toContain('See our safaris')
      }
    }
    // The form keeps every value typed and says how else to reach the operator.
    const form = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Amelia Hartley',
        email: 'amelia@example.com',
        message: 'Space in July?',
      }),
    })
    const html = await form.text()
    expect(form.status).toBe(503)
    expect(html).toContain('Nothing you typed is lost')
    expect(html).toContain('Space in July?')
    expect(html).not.toMatch(LEAKS)
    // The API says what to do, as JSON.
    const api = await call(server.url, '/api/bookings/message', { json: contactMessageInput() })
    expect(api.status).toBe(503)
    expect(api.body).toEqual({ error: expect.stringContaining('try again') })
  })
})
