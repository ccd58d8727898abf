import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { createSqliteDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'
import { fmt, percentiles, ratio, root, rows, SECONDS } from './common'

// 6. /healthz while a client posts 40,000-repeat bodies.

/** /healthz asked again and again for `ms`: p50 and p99 in milliseconds, and how many answered. */
export async function healthLatency(url: string, ms: number) {
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

export async function benchAttack() {
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
