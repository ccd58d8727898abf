import { createDatabase } from '@db/client'
import { type TestDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'
import { seedLeads } from './leads'
import { fmt, latency, LEAD_ROWS, rows, signIn } from './common'
import { benchExport } from './lists'

// 4. The lead desk with many leads and events.

export async function benchLeads(label: string, create: () => Promise<TestDatabase>) {
  const database = await create()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  const seeded = Date.now()
  const leadId = await seedLeads(database.url, LEAD_ROWS, Date.now())
  const events = LEAD_ROWS * 3 + 197
  console.log(
    `  ${label}: ${fmt(LEAD_ROWS)} leads and ${fmt(events)} events in ${fmt((Date.now() - seeded) / 1000, 1)} s`,
  )
  const cookie = { cookie: `tembo_session=${await signIn(server.url)}` }
  const checks = [
    { measure: 'inbox, first page (longest waiting first)', url: '/admin/leads', target: 'p95 <= 50 ms' },
    { measure: 'inbox, waiting for reply', url: '/admin/leads?waiting=1', target: 'p95 <= 50 ms' },
    { measure: 'inbox, newest first', url: '/admin/leads?sort=newest' },
    { measure: 'inbox, mine, Uganda', url: '/admin/leads?owner=mine&visiting=Uganda' },
    { measure: 'inbox, search by e-mail', url: '/admin/leads?q=traveller4242%40' },
    { measure: 'board', url: '/admin/leads/board' },
    {
      measure: 'lead page, 200 entries in its conversation',
      url: `/admin/leads/${leadId}`,
      target: 'p95 <= 50 ms',
    },
    { measure: 'dashboard', url: '/admin', target: 'p95 <= 200 ms' },
  ]
  for (const check of checks) {
    const result = await latency(`${server.url}${check.url}`, cookie)
    rows.push({
      measure: `${check.measure}, ${label}, ${fmt(LEAD_ROWS)} leads`,
      value: `p50 ${fmt(result.p50, 1)} ms, p95 ${fmt(result.p95, 1)} ms`,
      target: check.target,
    })
  }
  const counter = createDatabase(database.url)
  const leadCount = await counter.db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  await counter.db.destroy()
  await benchExport(
    server,
    cookie,
    `${fmt(LEAD_ROWS)} leads, ${label}`,
    '/admin/leads.csv',
    Number(leadCount.count),
  )
  await server.stop()
  await database.drop()
}
