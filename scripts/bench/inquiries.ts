import { sql } from 'kysely'
import { createDatabase } from '@db/client'
import { countryInquiryInput } from '../../testing/inquiries'
import { type TestDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'
import { fmt, load, medianRound, ratio, rows, SECONDS, startCommitted, warmUp, type Measured } from './common'

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

/** Waits until Tembo's outbox is sent: the next load starts with the server at rest (decision 041). */
async function mailSent(database: TestDatabase) {
  const handle = createDatabase(database.url)
  const deadline = Date.now() + 180_000
  try {
    for (;;) {
      const row = await handle.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
      if (Number(row.count) === 0) return
      if (Date.now() > deadline) {
        // Measured all the same, but not at rest: said, so that the figures are read as such.
        console.warn(`${row.count} mails still unsent after 3 minutes: the next load starts with them`)
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } finally {
    await handle.db.destroy()
  }
}

const sum = (rounds: Measured[], pick: (round: Measured) => number) =>
  rounds.reduce((total, round) => total + pick(round), 0)

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
  const database = await create()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  const post = (url: string, contentType: string, body: string) =>
    ({
      url,
      method: 'POST',
      connections: 50,
      headers: { 'content-type': contentType },
      body,
      idReplacement: true,
      duration: SECONDS / 2,
    }) as const
  const { email: _email, ...fields } = countryInquiryInput()
  const form = `${new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  )}&email=traveller.[<id>]%40example.com`
  const committedLoad = post(`${committedServer.url}/`, 'application/json', json)
  const apiLoad = post(`${server.url}/api/bookings/country_book`, 'application/json', json)
  const formLoad = post(`${server.url}/book`, 'application/x-www-form-urlencoded', form)
  await warmUp(committedLoad)
  const warmUps = [await warmUp(apiLoad), await warmUp(formLoad)]
  // The machine is shared and its speed drifts: the ceiling and Tembo take turns, three rounds of 4 s
  // each, and the rounds of median throughput are compared. Every load starts on servers at rest, as
  // the ceiling's always is: Tembo's mail from the load before is sent first (decision 041).
  const committed: Measured[] = []
  const api: Measured[] = []
  const forms: Measured[] = []
  const atRest = async (measured: Measured[], options: typeof apiLoad, settled: TestDatabase) => {
    await mailSent(database)
    await settle(settled)
    measured.push(await load(options))
  }
  for (let round = 0; round < 3; round++) {
    await atRest(committed, committedLoad, ceilingDatabase)
    await atRest(api, apiLoad, database)
    await atRest(forms, formLoad, database)
  }
  committedServer.stop()
  await ceilingDatabase.drop()
  // Every accepted inquiry, the warm-ups' included, must be a stored row.
  const all = [...warmUps, ...api, ...forms]
  const accepted = sum(all, (round) => round.ok + round.redirects)
  const stored = await countRows(database, 'country_bookings')
  const ceiling = medianRound(committed)
  const apiMedian = medianRound(api)
  const formMedian = medianRound(forms)
  rows.push({
    measure: `committed ceiling, ${label}, 50 clients`,
    value: `${fmt(ceiling.perSecond)} commits/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms${ceiling.failed ? `, ${fmt(ceiling.failed)} failed` : ''}`,
    ceiling: `${fmt(bareJson.perSecond)} req/s`,
    ratio: ratio(ceiling.perSecond, bareJson.perSecond),
  })
  const p99Target = label === 'SQLite' ? 100 : 150
  rows.push({
    measure: `API inquiries, ${label}, 50 clients`,
    value: `${fmt(apiMedian.perSecond)} accepted/s, p50 ${apiMedian.p50} ms, p99 ${apiMedian.p99} ms`,
    ceiling: `${fmt(ceiling.perSecond)} commits/s`,
    ratio: ratio(apiMedian.perSecond, ceiling.perSecond),
    target: `>= 0.50, p99 <= ${p99Target} ms`,
  })
  rows.push({
    measure: `form posts, ${label}, 50 clients`,
    value: `${fmt(formMedian.perSecond)} accepted/s, p50 ${formMedian.p50} ms, p99 ${formMedian.p99} ms`,
    ceiling: `${fmt(ceiling.perSecond)} commits/s`,
    ratio: ratio(formMedian.perSecond, ceiling.perSecond),
  })
  rows.push({
    measure: `count check, ${label}`,
    value: `${fmt(accepted)} accepted, ${fmt(stored)} rows, ${fmt(Math.max(0, accepted - stored))} lost, ${fmt(sum(all, (round) => round.failed))} refused`,
    target: '0 lost',
  })
  await server.stop()
  await database.drop()
}
