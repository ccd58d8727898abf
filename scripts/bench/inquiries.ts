import { sql } from 'kysely'
import { createDatabase } from '@db/client'
import { countryInquiryInput } from '../../testing/inquiries'
import { type TestDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'
import { fmt, load, ratio, rows, startCommitted, warmUp } from './common'

// 2. Public inquiries on SQLite and PostgreSQL against the ceiling that commits.

/**
 * PostgreSQL's dirty pages written out before a measured load (CHECKPOINT waits until they are): the load
 * before it, or a database just dropped, would otherwise be flushed to disk while this one is timed.
 * The ceiling and Tembo are settled alike.
 */
async function settle(database: TestDatabase) {
  if (!database.url.startsWith('postgres')) return
  const handle = createDatabase(database.url)
  await sql`checkpoint`.execute(handle.db)
  await handle.db.destroy()
}

export async function countRows(database: TestDatabase, table: 'country_bookings'): Promise<number> {
  const handle = createDatabase(database.url)
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  await handle.db.destroy()
  return Number(row.count)
}

export async function benchSubmissions(
  label: string,
  create: () => Promise<TestDatabase>,
  bareJson: { perSecond: number },
) {
  // Each request a traveller of its own (autocannon puts a fresh id in place of [<id>]), as on a real
  // site: one address for all would queue every inquiry on the same lead.
  const json = JSON.stringify(countryInquiryInput({ email: 'traveller.[<id>]@example.com' }))
  const ceilingDatabase = await create()
  const committedServer = await startCommitted(ceilingDatabase.url)
  const committedLoad = {
    url: `${committedServer.url}/`,
    method: 'POST',
    connections: 50,
    headers: { 'content-type': 'application/json' },
    body: json,
    idReplacement: true,
  } as const
  await warmUp(committedLoad)
  await settle(ceilingDatabase)
  const committed = await load(committedLoad)
  committedServer.stop()
  await ceilingDatabase.drop()
  const database = await create()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  const apiLoad = {
    url: `${server.url}/api/bookings/country_book`,
    method: 'POST',
    connections: 50,
    headers: { 'content-type': 'application/json' },
    body: json,
    idReplacement: true,
  } as const
  const apiWarmUp = await warmUp(apiLoad)
  await settle(database)
  const api = await load(apiLoad)
  const { email: _email, ...fields } = countryInquiryInput()
  const form = `${new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  )}&email=traveller.[<id>]%40example.com`
  const formLoad = {
    url: `${server.url}/book`,
    method: 'POST',
    connections: 50,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    idReplacement: true,
  } as const
  const formWarmUp = await warmUp(formLoad)
  await settle(database)
  const forms = await load(formLoad)
  // Every accepted inquiry, the warm-ups' included, must be a stored row.
  const accepted = apiWarmUp.ok + api.ok + formWarmUp.redirects + forms.redirects
  const stored = await countRows(database, 'country_bookings')
  rows.push({
    measure: `committed ceiling, ${label}, 50 clients`,
    value: `${fmt(committed.perSecond)} commits/s, p50 ${committed.p50} ms, p99 ${committed.p99} ms${committed.failed ? `, ${fmt(committed.failed)} failed` : ''}`,
    ceiling: `${fmt(bareJson.perSecond)} req/s`,
    ratio: ratio(committed.perSecond, bareJson.perSecond),
  })
  const p99Target = label === 'SQLite' ? 100 : 150
  rows.push({
    measure: `API inquiries, ${label}, 50 clients`,
    value: `${fmt(api.perSecond)} accepted/s, p50 ${api.p50} ms, p99 ${api.p99} ms`,
    ceiling: `${fmt(committed.perSecond)} commits/s`,
    ratio: ratio(api.perSecond, committed.perSecond),
    target: `>= 0.50, p99 <= ${p99Target} ms`,
  })
  rows.push({
    measure: `form posts, ${label}, 50 clients`,
    value: `${fmt(forms.perSecond)} accepted/s, p50 ${forms.p50} ms, p99 ${forms.p99} ms`,
    ceiling: `${fmt(committed.perSecond)} commits/s`,
    ratio: ratio(forms.perSecond, committed.perSecond),
  })
  rows.push({
    measure: `count check, ${label}`,
    value: `${fmt(accepted)} accepted, ${fmt(stored)} rows, ${fmt(Math.max(0, accepted - stored))} lost, ${fmt(apiWarmUp.failed + api.failed + formWarmUp.failed + forms.failed)} refused`,
    target: '0 lost',
  })
  await server.stop()
  await database.drop()
}
