import { createDatabase } from '@db/client'
import { type TestDatabase } from '../../testing/databases'
import { startServer, type RunningServer } from '../../testing/server'
import { fmt, latency, LIST_ROWS, residentBytes, rows, signIn } from './common'

// 3. Back-office lists and searches with many inquiries, and their CSV export.

/**
 * Downloads an export the way a slow office connection would (a pause after every chunk read), while
 * sampling the server's resident memory every 10 ms: answers the rows, the time, and the peak growth
 * of the server's memory over what it held just before.
 */
export async function measureExport(server: RunningServer, url: string, cookie: Record<string, string>) {
  const before = residentBytes(server.pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 10)
  const started = performance.now()
  const answer = await fetch(`${server.url}${url}`, { headers: cookie })
  const reader = answer.body!.getReader()
  let lines = 0
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.length
    for (const byte of value) if (byte === 10) lines++
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  const ms = performance.now() - started
  clearInterval(sampler)
  peak = Math.max(peak, residentBytes(server.pid))
  return { rows: lines - 1, bytes, ms, growth: peak - before, status: answer.status }
}

/**
 * An export measured twice: the first after the server's other work so far, and again. V8 lets a new
 * server's heap grow under the first big export before its first full collection and keeps what it grew
 * (with the old space capped it levels off: nothing is held), so the second says what each export costs.
 */
export async function benchExport(
  server: RunningServer,
  cookie: Record<string, string>,
  what: string,
  url: string,
  expected: number,
) {
  for (const round of ['first', 'again']) {
    const result = await measureExport(server, url, cookie)
    const complete = result.status === 200 && result.rows === expected
    rows.push({
      measure: `CSV export of ${what} (${round})`,
      value: `${fmt(result.rows)} rows (${complete ? 'all' : `expected ${fmt(expected)}`}), ${fmt(result.bytes / 1e6, 1)} MB in ${fmt(result.ms / 1000, 1)} s, server memory peak +${fmt(result.growth / 1e6, 1)} MB`,
      target: 'growth < 50 MB',
    })
  }
}

export async function benchLists(label: string, create: () => Promise<TestDatabase>) {
  const database = await create()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  const handle = createDatabase(database.url)
  const start = Date.parse('2024-01-01T00:00:00Z')
  for (let offset = 0; offset < LIST_ROWS; offset += 1000) {
    await handle.db
      .insertInto('messages')
      .values(
        Array.from({ length: Math.min(1000, LIST_ROWS - offset) }, (_, i) => {
          const n = offset + i
          return {
            name: `Traveller ${n}`,
            email: `traveller${n}@example.com`,
            message: 'When is the best time to see the migration cross the Mara river?',
            read_at: n % 3 === 0 ? null : new Date(start).toISOString(),
            created_at: new Date(start + n * 60_000).toISOString(),
          }
        }),
      )
      .execute()
  }
  await handle.db.destroy()
  const token = await signIn(server.url)
  const cookie = { cookie: `tembo_session=${token}` }
  const bearer = { authorization: `Bearer ${token}` }
  const checks = [
    { measure: 'list page 1', url: '/admin/messages_bookings', headers: cookie },
    { measure: 'list page 2,500 (deep)', url: '/admin/messages_bookings?page=2500', headers: cookie },
    { measure: 'search by name', url: '/admin/messages_bookings?q=Traveller%2099999', headers: cookie },
    { measure: 'search by e-mail', url: '/admin/messages_bookings?q=traveller4242%40', headers: cookie },
    { measure: 'API list, 50 rows', url: '/api/bookings/messages?limit=50', headers: bearer },
    { measure: 'API search', url: '/api/bookings/messages?q=traveller4242%40', headers: bearer },
  ]
  for (const check of checks) {
    const result = await latency(`${server.url}${check.url}`, check.headers)
    rows.push({
      measure: `${check.measure}, ${label}, ${fmt(LIST_ROWS)} rows`,
      value: `p50 ${fmt(result.p50, 1)} ms, p95 ${fmt(result.p95, 1)} ms`,
      target: 'p95 <= 50 ms',
    })
  }
  await benchExport(
    server,
    cookie,
    `${fmt(LIST_ROWS)} messages, ${label}`,
    '/admin/messages_bookings.csv',
    LIST_ROWS,
  )
  await server.stop()
  await database.drop()
}
