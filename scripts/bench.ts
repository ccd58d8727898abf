// npm run bench: measures the production build on this machine and prints figures and ratios, all from
// one run (issue 6). Every load stays on 127.0.0.1 and stops by itself.
//   1. Server-rendered pages: requests/s, against a bare Node server sending the same bytes from memory.
//   2. Public inquiries (API JSON and form posts) on SQLite and PostgreSQL at 50 concurrent clients, each
//      request from a traveller of its own: accepted/s against the ceiling that commits (a bare Node server
//      writing the same rows with the same drivers and settings, scripts/bench/committed-server.ts),
//      p50/p99 latency, and the count check: every accepted answer is a row afterwards. The bare JSON
//      server (parses and answers 201, stores nothing) is printed as the machine's HTTP ceiling.
//   3. Back-office list and search latency with 100,000 inquiries in the database.
//   4. The lead desk (issue 14) with 100,000 leads and 300,000 events: the inbox, the waiting queue,
//      a lead page with 50 events and the dashboard.
//   3 and 4 also download the 100,000 messages and leads as CSV (issue 16) through a slow reader, and
//      measure how far the server's resident memory rises meanwhile.
//   5. Mail delivery to a local SMTP sink: how fast a burst of 1,000 inquiries is drained, and the count
//      check "each mail delivered exactly once" with the sink slowed and two instances sharing the outbox.
//   6. Under attack: /healthz p99 while a client posts 40,000-repeat form bodies in a loop (issue 12),
//      against /healthz p99 with nobody attacking.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import autocannon from 'autocannon'
import { createDatabase } from '@db/client'
import { countryInquiryInput } from '../testing/inquiries'
import { demoStories } from '@db/demo-stories'
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from '../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../testing/server'
import { seedLeads } from './bench/leads'
import { startSmtpSink } from './smtp-sink'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000)
const LEAD_ROWS = Number(process.env.BENCH_LEAD_ROWS ?? 100_000)
const root = path.resolve(import.meta.dirname, '..')
// BENCH_PARTS=pages,inquiries,lists,leads,mail,attack (the default: all six) runs only some of them.
const parts = new Set((process.env.BENCH_PARTS ?? 'pages,inquiries,lists,leads,mail,attack').split(','))
const MAIL_BURST = Number(process.env.BENCH_MAIL_BURST ?? 1000)

interface Row {
  measure: string
  value: string
  ceiling?: string
  ratio?: string
  target?: string
}
const rows: Row[] = []
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const ratio = (value: number, ceiling: number) => (value / ceiling).toFixed(2)

/** A bare Node server in its own process, as the ceiling of one measurement; it prints its port first. */
async function startCeiling(args: string[]) {
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  const line = await new Promise<string>((resolve) =>
    readline.createInterface({ input: child.stdout! }).once('line', resolve),
  )
  return { url: `http://127.0.0.1:${line.trim()}`, stop: () => child.kill('SIGTERM') }
}

const startBare = (mode: 'static' | 'json', file?: string) =>
  startCeiling([path.join(root, 'scripts/bench/bare-server.mjs'), mode, file ?? ''])

/** The ceiling that commits: the same rows per inquiry, with Tembo's driver and settings, nothing else. */
const startCommitted = (databaseUrl: string) =>
  startCeiling(['--import', 'tsx', path.join(root, 'scripts/bench/committed-server.ts'), databaseUrl])

const median = (values: number[]) => percentiles(values)(50)

async function load(options: autocannon.Options) {
  const result = await autocannon({ duration: SECONDS, connections: 10, ...options })
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    redirects: result['3xx'],
    failed: result['4xx'] + result['5xx'] + result.errors + result.timeouts,
  }
}

async function benchPages() {
  const database = await createSqliteDatabase()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  const paths = ['/', '/tour/kenya-uganda', `/article/${encodeURIComponent(demoStories[0]!.title)}`]
  const pages: Record<string, string> = {}
  for (const page of paths) pages[page] = await (await fetch(`${server.url}${page}`)).text()
  const file = path.join(os.tmpdir(), `tembo-bench-pages-${process.pid}.json`)
  fs.writeFileSync(file, JSON.stringify(pages))
  const bare = await startBare('static', file)
  // Every visitor is served from the page cache: a returning one (with the visit cookie), a first
  // visit and a campaign link, which also get their visit cookie.
  const returning = {
    cookie: 'tembo_visit=%7B%22landing%22%3A%22%2F%22%2C%22referrer%22%3Anull%2C%22utm%22%3A%7B%7D%7D',
  }
  for (const page of paths) {
    const label = decodeURIComponent(page).slice(0, 40)
    // The machine is shared and noisy: the ceiling and the cache take turns, three rounds each, and the
    // median of each is compared.
    const ceilings: number[] = []
    const hits: Awaited<ReturnType<typeof load>>[] = []
    for (let round = 0; round < 3; round++) {
      ceilings.push((await load({ url: `${bare.url}${page}`, duration: SECONDS / 2 })).perSecond)
      hits.push(await load({ url: `${server.url}${page}`, headers: returning, duration: SECONDS / 2 }))
    }
    const ceiling = { perSecond: median(ceilings) }
    const cached = hits.sort((a, b) => a.perSecond - b.perSecond)[1]!
    rows.push({
      measure: `page ${label} (${fmt(pages[page]!.length / 1024, 1)} KB), returning visitor`,
      value: `${fmt(cached.perSecond)} req/s, p99 ${cached.p99} ms`,
      ceiling: `${fmt(ceiling.perSecond)} req/s`,
      ratio: ratio(cached.perSecond, ceiling.perSecond),
      target: '>= 0.80',
    })
    // A first visit (no cookie) and a campaign link get the kept page too, with a visit cookie of their own.
    for (const [kind, address] of [
      ['first visit', `${server.url}${page}`],
      ['?utm_source= link', `${server.url}${page}?utm_source=newsletter&utm_medium=email`],
    ] as const) {
      const visits = await load({ url: address, duration: SECONDS / 2 })
      rows.push({
        measure: `page ${label}, ${kind}`,
        value: `${fmt(visits.perSecond)} req/s, p99 ${visits.p99} ms`,
        ceiling: `${fmt(ceiling.perSecond)} req/s`,
        ratio: ratio(visits.perSecond, ceiling.perSecond),
        target: '>= 0.80',
      })
    }
  }
  bare.stop()
  fs.rmSync(file, { force: true })
  await server.stop()
  await database.drop()
}

async function countRows(database: TestDatabase, table: 'country_bookings'): Promise<number> {
  const handle = createDatabase(database.url)
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  await handle.db.destroy()
  return Number(row.count)
}

async function benchSubmissions(
  label: string,
  create: () => Promise<TestDatabase>,
  bareJson: { perSecond: number },
) {
  // Each request a traveller of its own (autocannon puts a fresh id in place of [<id>]), as on a real
  // site: one address for all would queue every inquiry on the same lead.
  const json = JSON.stringify(countryInquiryInput({ email: 'traveller.[<id>]@example.com' }))
  const ceilingDatabase = await create()
  const committedServer = await startCommitted(ceilingDatabase.url)
  const committed = await load({
    url: `${committedServer.url}/`,
    method: 'POST',
    connections: 50,
    headers: { 'content-type': 'application/json' },
    body: json,
    idReplacement: true,
  })
  committedServer.stop()
  await ceilingDatabase.drop()
  const database = await create()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  const api = await load({
    url: `${server.url}/api/bookings/country_book`,
    method: 'POST',
    connections: 50,
    headers: { 'content-type': 'application/json' },
    body: json,
    idReplacement: true,
  })
  const { email: _email, ...fields } = countryInquiryInput()
  const form = `${new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  )}&email=traveller.[<id>]%40example.com`
  const forms = await load({
    url: `${server.url}/book`,
    method: 'POST',
    connections: 50,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    idReplacement: true,
  })
  const accepted = api.ok + forms.redirects
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
    value: `${fmt(accepted)} accepted, ${fmt(stored)} rows, ${fmt(Math.max(0, accepted - stored))} lost, ${fmt(api.failed + forms.failed)} refused`,
    target: '0 lost',
  })
  await server.stop()
  await database.drop()
}

/** The p-th percentile (0 to 100) of a set of times, by the nearest rank. */
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** Sequential requests, after a warm-up: p50 and p95 in milliseconds. */
async function latency(url: string, headers: Record<string, string>, count = 60) {
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer()
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    const answer = await fetch(url, { headers })
    await answer.arrayBuffer()
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
    times.push(performance.now() - start)
  }
  const at = percentiles(times)
  return { p50: at(50), p95: at(95) }
}

/** Signs in as the bench's staff member; answers the session token. */
async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/api/bookings/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  return login.headers.get('x-login')!
}

/** The resident memory of a process, in bytes (Linux). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024
}

/**
 * Downloads an export the way a slow office connection would (a pause after every chunk read), while
 * sampling the server's resident memory every 10 ms: answers the rows, the time, and the peak growth
 * of the server's memory over what it held just before.
 */
async function measureExport(server: RunningServer, url: string, cookie: Record<string, string>) {
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
async function benchExport(
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

async function benchLists(label: string, create: () => Promise<TestDatabase>) {
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

async function benchLeads(label: string, create: () => Promise<TestDatabase>) {
  const database = await create()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  const seeded = Date.now()
  const leadId = await seedLeads(database.url, LEAD_ROWS, Date.now())
  const events = LEAD_ROWS * 3 + 47
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
    { measure: 'lead page, 50 events', url: `/admin/leads/${leadId}`, target: 'p95 <= 50 ms' },
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

/** Posts `count` inquiries from 20 clients at once; answers how many were accepted. */
async function postInquiries(urls: string[], count: number): Promise<number> {
  let next = 0
  let accepted = 0
  const client = async () => {
    for (let n = next++; n < count; n = next++) {
      const answer = await fetch(`${urls[n % urls.length]}/api/bookings/country_book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(countryInquiryInput()),
      })
      await answer.arrayBuffer()
      if (answer.status === 201) accepted++
    }
  }
  await Promise.all(Array.from({ length: 20 }, client))
  return accepted
}

/** Waits until every mail of the outbox is sent; answers the seconds since `since`. */
async function drained(database: TestDatabase, expected: number, since: number): Promise<number> {
  const handle = createDatabase(database.url)
  try {
    for (;;) {
      const row = await handle.db
        .selectFrom('mail_outbox')
        .where('status', '=', 'sent')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
      if (Number(row.count) >= expected) return (Date.now() - since) / 1000
      if (Date.now() - since > 600_000)
        throw new Error(`mail not drained: ${String(row.count)} of ${expected}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await handle.db.destroy()
  }
}

async function benchMail() {
  // A burst to a fast sink: how soon is everything delivered?
  const sink = await startSmtpSink()
  const database = await createSqliteDatabase()
  const server = await startServer(database.url, { LOG_LEVEL: 'error', SMTP_URL: sink.url })
  const start = Date.now()
  const accepted = await postInquiries([server.url], MAIL_BURST)
  const postedIn = (Date.now() - start) / 1000
  const seconds = await drained(database, accepted * 2, start)
  rows.push({
    measure: `mail, burst of ${fmt(MAIL_BURST)} inquiries (posted in ${fmt(postedIn, 1)} s), SQLite`,
    value: `${fmt(accepted * 2)} mails delivered ${fmt(seconds, 1)} s after the first post, ${fmt((accepted * 2) / seconds)} mails/s`,
    target: '<= 120 s',
  })
  await server.stop()
  await database.drop()
  await sink.close()

  // The same outbox worked by two instances, the sink slowed: each mail must arrive exactly once.
  const slow = await startSmtpSink({ kind: 'accept', delayMs: 50 })
  const shared = await createPostgresDatabase()
  const env = { LOG_LEVEL: 'error', SMTP_URL: slow.url, MAIL_CLAIM_MS: '2000' }
  const instances = await Promise.all([startServer(shared.url, env), startServer(shared.url, env)])
  const slowStart = Date.now()
  const slowAccepted = await postInquiries(
    instances.map((instance) => instance.url),
    MAIL_BURST / 5,
  )
  const slowSeconds = await drained(shared, slowAccepted * 2, slowStart)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const counts = [...slow.deliveries().values()]
  rows.push({
    measure: `mail, sink slowed to 50 ms a mail, 2 instances, PostgreSQL`,
    value: `${fmt(slowAccepted * 2)} mails delivered in ${fmt(slowSeconds, 1)} s, ${fmt((slowAccepted * 2) / slowSeconds)} mails/s`,
  })
  rows.push({
    measure: 'count check, mail',
    value: `${fmt(slowAccepted * 2)} queued, ${fmt(counts.length)} received, ${fmt(counts.filter((n) => n > 1).length)} twice, ${fmt(slowAccepted * 2 - counts.length)} missing`,
    target: 'each exactly once',
  })
  await Promise.all(instances.map((instance) => instance.stop()))
  await shared.drop()
  await slow.close()
}

/** /healthz asked again and again for `ms`: p50 and p99 in milliseconds, and how many answered. */
async function healthLatency(url: string, ms: number) {
  const times: number[] = []
  const until = Date.now() + ms
  while (Date.now() < until) {
    const start = performance.now()
    const answer = await fetch(`${url}/healthz`)
    await answer.arrayBuffer()
    if (!answer.ok) throw new Error(`/healthz answered ${answer.status}`)
    times.push(performance.now() - start)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const at = percentiles(times)
  return { p50: at(50), p99: at(99), count: times.length }
}

async function benchAttack() {
  const database = await createSqliteDatabase()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  try {
    await healthLatency(server.url, 500)
    const quiet = await healthLatency(server.url, (SECONDS * 1000) / 2)
    const attacker = spawn(
      process.execPath,
      [path.join(root, 'scripts/bench/attacker.mjs'), `${server.url}/api/bookings/message`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const lines = readline.createInterface({ input: attacker.stdout! })[Symbol.asyncIterator]()
    await lines.next()
    const attacked = await healthLatency(server.url, SECONDS * 1000)
    attacker.kill('SIGTERM')
    const answers = JSON.parse(String((await lines.next()).value)) as { refused: number; other: number }
    rows.push({
      measure: '/healthz p99 while a client posts 40,000-repeat bodies in a loop',
      value: `${fmt(attacked.p99, 1)} ms (p50 ${fmt(attacked.p50, 1)}; ${fmt(answers.refused)} bodies refused, ${answers.other} not)`,
      ceiling: `${fmt(quiet.p99, 1)} ms, nobody attacking`,
      ratio: ratio(attacked.p99, quiet.p99),
      target: '< 50 ms',
    })
  } finally {
    await server.stop()
    await database.drop()
  }
}

function print() {
  const headers: (keyof Row)[] = ['measure', 'value', 'ceiling', 'ratio', 'target']
  const table = [headers.map(String), ...rows.map((row) => headers.map((key) => row[key] ?? ''))]
  const widths = headers.map((_, column) => Math.max(...table.map((line) => line[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  console.log(
    `\nTembo benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, ${SECONDS} s per load\n`,
  )
  console.log(line(table[0]!))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const cells of table.slice(1)) console.log(line(cells))
}

if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('Build first: npm run build')
  process.exit(1)
}
if (parts.has('pages')) {
  console.log('Measuring server-rendered pages…')
  await benchPages()
}
if (parts.has('inquiries')) {
  console.log('Measuring the bare JSON ceiling…')
  const bare = await startBare('json')
  const bareJson = await load({
    url: `${bare.url}/`,
    method: 'POST',
    connections: 50,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(countryInquiryInput()),
  })
  bare.stop()
  rows.push({
    measure: 'bare JSON server, 50 clients',
    value: `${fmt(bareJson.perSecond)} req/s, p99 ${bareJson.p99} ms`,
  })
  console.log('Measuring inquiries on SQLite and PostgreSQL…')
  await benchSubmissions('SQLite', createSqliteDatabase, bareJson)
  await benchSubmissions('PostgreSQL', createPostgresDatabase, bareJson)
}
if (parts.has('lists')) {
  console.log(`Measuring back-office lists with ${fmt(LIST_ROWS)} inquiries…`)
  await benchLists('SQLite', createSqliteDatabase)
  await benchLists('PostgreSQL', createPostgresDatabase)
}
if (parts.has('leads')) {
  console.log(`Measuring the lead desk with ${fmt(LEAD_ROWS)} leads…`)
  await benchLeads('SQLite', createSqliteDatabase)
  await benchLeads('PostgreSQL', createPostgresDatabase)
}
if (parts.has('mail')) {
  console.log('Measuring mail delivery to a local SMTP sink…')
  await benchMail()
}
if (parts.has('attack')) {
  console.log('Measuring /healthz while a client posts 40,000-repeat bodies…')
  await benchAttack()
}
print()
