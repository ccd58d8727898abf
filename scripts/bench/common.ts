import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import autocannon from 'autocannon'
import { ADMIN } from '../../testing/server'

// What every part of the benchmark shares: its settings, the table it prints, the ceilings' servers and
// the loads (scripts/bench.ts runs the parts).

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
export const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000)
export const LEAD_ROWS = Number(process.env.BENCH_LEAD_ROWS ?? 100_000)
export const BOOKING_ROWS = Number(process.env.BENCH_BOOKING_ROWS ?? 20_000)
export const root = path.resolve(import.meta.dirname, '../..')
// BENCH_PARTS=pages,inquiries,lists,leads,mail,attack,dashboard,pricing (the default: all eight) runs only some.
export const parts = new Set(
  (process.env.BENCH_PARTS ?? 'pages,inquiries,lists,leads,mail,attack,dashboard,pricing,pdf').split(','),
)
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2)
export const MAIL_BURST = Number(process.env.BENCH_MAIL_BURST ?? 1000)

export interface Row {
  measure: string
  value: string
  ceiling?: string
  ratio?: string
  target?: string
}
export const rows: Row[] = []
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits })
export const ratio = (value: number, ceiling: number) => (value / ceiling).toFixed(2)

/** A bare Node server in its own process, as the ceiling of one measurement; it prints its port first. */
export async function startCeiling(args: string[]) {
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  const line = await new Promise<string>((resolve) =>
    readline.createInterface({ input: child.stdout! }).once('line', resolve),
  )
  return { url: `http://127.0.0.1:${line.trim()}`, stop: () => child.kill('SIGTERM') }
}

export const startBare = (mode: 'static' | 'plain' | 'json', file?: string) =>
  startCeiling([path.join(root, 'scripts/bench/bare-server.mjs'), mode, file ?? ''])

/** The ceiling that commits: the same rows per inquiry, with Tembo's driver and settings, nothing else. */
export const startCommitted = (databaseUrl: string) =>
  startCeiling(['--import', 'tsx', path.join(root, 'scripts/bench/committed-server.ts'), databaseUrl])

export const median = (values: number[]) => percentiles(values)(50)

export async function load(options: autocannon.Options) {
  const result = await autocannon({ duration: SECONDS, connections: 10, ...options })
  return counted(result)
}

export type Measured = Awaited<ReturnType<typeof load>>

/** Of rounds of the same load, the one of median throughput, with its own latencies. */
export const medianRound = (rounds: Measured[]) =>
  [...rounds].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rounds.length / 2)]!

/**
 * The same load for WARM_UP_SECONDS first, unmeasured: a server measured from its first request would be
 * timed partly while V8 still compiles its hot paths, which a running site has long done. Answers what
 * the warm-up stored, for the count check.
 */
export async function warmUp(options: autocannon.Options) {
  return counted(await autocannon({ connections: 10, ...options, duration: WARM_UP_SECONDS }))
}

function counted(result: autocannon.Result) {
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    redirects: result['3xx'],
    failed: result['4xx'] + result['5xx'] + result.errors + result.timeouts,
  }
}

/** The p-th percentile (0 to 100) of a set of times, by the nearest rank. */
export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** Sequential requests, after a warm-up: p50 and p95 in milliseconds. */
export async function latency(url: string, headers: Record<string, string>, count = 60) {
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

/** A staff member's form post to the server at `url`, as their browser sends it (its origin, its cookie). */
export const staffPost = (url: string, cookie: string) => (path: string, body: URLSearchParams) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie,
      origin: url,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    },
    body,
  })

/** A new blank proposal for a lead, started as the editor does; answers its page's path. */
export async function startBlankProposal(post: ReturnType<typeof staffPost>, leadId: number) {
  const started = await post(
    '/admin/proposals/new',
    new URLSearchParams({ lead: String(leadId), from: 'blank' }),
  )
  return started.headers.get('location')!
}

/** Signs in as the bench's staff member; answers the session token. */
export async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/api/bookings/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  return login.headers.get('x-login')!
}

/** The resident memory of a process, in bytes (Linux). */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024
}

export function print() {
  const headers: (keyof Row)[] = ['measure', 'value', 'ceiling', 'ratio', 'target']
  const table = [headers.map(String), ...rows.map((row) => headers.map((key) => row[key] ?? ''))]
  const widths = headers.map((_, column) => Math.max(...table.map((line) => line[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  console.log(
    `\nTembo benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, ${SECONDS} s per load (inquiries and pages: three rounds of ${SECONDS / 2} s, taking turns with their ceiling)\n`,
  )
  console.log(line(table[0]!))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const cells of table.slice(1)) console.log(line(cells))
}
