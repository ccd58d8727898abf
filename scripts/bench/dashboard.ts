import { type TestDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'
import { seedBookings } from './bookings'
import { BOOKING_ROWS, fmt, latency, LEAD_ROWS, rows, signIn } from './common'
import { seedLeads } from './leads'

// 7. The dashboard with its revenue by source (docs/product.md, "Revenue by source") over each window,
// with 100,000 leads and 20,000 bookings with their versions, acceptances and ledgers.

const TARGET_MS = 200

export async function benchDashboard(name: string, create: () => Promise<TestDatabase>) {
  const label = name
  const database = await create()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  const seeded = Date.now()
  const now = Date.now()
  await seedLeads(database.url, LEAD_ROWS, now)
  const { bookings, entries } = await seedBookings(database.url, BOOKING_ROWS, now)
  console.log(
    `  ${label}: ${fmt(LEAD_ROWS)} leads, ${fmt(bookings)} bookings and ${fmt(entries)} ledger entries in ${fmt((Date.now() - seeded) / 1000, 1)} s`,
  )
  const cookie = { cookie: `tembo_session=${await signIn(server.url)}` }
  // Another page first, so that what is timed is not the server's first render.
  for (let i = 0; i < 3; i++)
    await (await fetch(`${server.url}/admin/leads`, { headers: cookie })).arrayBuffer()
  for (const days of [30, 90, 365]) {
    const result = await latency(`${server.url}/admin?revenue=${days}`, cookie)
    rows.push({
      measure: `dashboard, revenue over ${days} days, ${label}, ${fmt(LEAD_ROWS)} leads, ${fmt(bookings)} bookings`,
      value: `p50 ${fmt(result.p50, 1)} ms, p95 ${fmt(result.p95, 1)} ms`,
      ceiling: `${TARGET_MS} ms`,
      ratio: (result.p95 / TARGET_MS).toFixed(2),
      target: `p95 <= ${TARGET_MS} ms`,
    })
  }
  await server.stop()
  await database.drop()
}
