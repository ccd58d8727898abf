import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { demoStories } from '@db/demo-stories'
import { createSqliteDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'
import { fmt, load, median, medianRound, ratio, rows, SECONDS, startBare, type Measured } from './common'

// 1. Server-rendered pages against a bare server sending the same bytes from memory: the page and the
// headers every visitor of it gets (docs/decisions/044-page-ceiling-with-headers.md).

/** Headers Node writes on its own for any answer: left out of what the bare server is given. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

export async function benchPages() {
  const database = await createSqliteDatabase()
  const server = await startServer(database.url, { LOG_LEVEL: 'error' })
  const paths = [
    '/',
    '/tour/kenya-uganda',
    `/article/${encodeURIComponent(demoStories[0]!.title)}`,
    // The same pages in German and French, from the page cache like the English ones.
    '/de',
    '/fr/tour/kenya-uganda',
  ]
  // Every visitor is served from the page cache: a returning one (with the visit cookie), a first
  // visit and a campaign link, which also get their visit cookie with the kept page.
  const returning = {
    cookie: 'tembo_visit=%7B%22landing%22%3A%22%2F%22%2C%22referrer%22%3Anull%2C%22utm%22%3A%7B%7D%7D',
  }
  // As the load generator asks for it (no compression): the page and a returning visitor's headers.
  const pages: Record<string, { html: string; headers: Record<string, string> }> = {}
  for (const page of paths) {
    await (await fetch(`${server.url}${page}`)).arrayBuffer()
    const answer = await fetch(`${server.url}${page}`, {
      headers: { ...returning, 'accept-encoding': 'identity' },
    })
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !NODE_OWN.has(name)))
    pages[page] = { html: await answer.text(), headers }
  }
  const file = path.join(os.tmpdir(), `tembo-bench-pages-${process.pid}.json`)
  fs.writeFileSync(file, JSON.stringify(pages))
  const bare = await startBare('static', file)
  const plain = await startBare('plain', file)
  const kinds = [
    ['returning visitor', '', returning],
    ['first visit', '', {}],
    ['?utm_source= link', '?utm_source=newsletter&utm_medium=email', {}],
  ] as const
  for (const page of paths) {
    const label = decodeURIComponent(page).slice(0, 40)
    // The machine is shared and noisy: the ceiling and each kind of visit take turns, three rounds of
    // each, and the median of each is compared.
    const ceilings: number[] = []
    const withoutHeaders: number[] = []
    const visits: Measured[][] = kinds.map(() => [])
    for (let round = 0; round < 3; round++) {
      ceilings.push((await load({ url: `${bare.url}${page}`, duration: SECONDS / 2 })).perSecond)
      withoutHeaders.push((await load({ url: `${plain.url}${page}`, duration: SECONDS / 2 })).perSecond)
      for (const [index, [, query, headers]] of kinds.entries())
        visits[index]!.push(
          await load({ url: `${server.url}${page}${query}`, headers, duration: SECONDS / 2 }),
        )
    }
    const ceiling = median(ceilings)
    // For reading, not a target: what the headers cost a bare server (the ceiling before decision 044).
    rows.push({
      measure: `page ${label}, the ceiling (a bare server with Tembo's headers)`,
      value: `${fmt(ceiling)} req/s`,
      ceiling: `${fmt(median(withoutHeaders))} req/s without them`,
      ratio: ratio(ceiling, median(withoutHeaders)),
    })
    for (const [index, [kind]] of kinds.entries()) {
      const visit = medianRound(visits[index]!)
      rows.push({
        measure:
          index === 0
            ? `page ${label} (${fmt(pages[page]!.html.length / 1024, 1)} KB), ${kind}`
            : `page ${label}, ${kind}`,
        value: `${fmt(visit.perSecond)} req/s, p99 ${visit.p99} ms`,
        ceiling: `${fmt(ceiling)} req/s`,
        ratio: ratio(visit.perSecond, ceiling),
        target: '>= 0.80',
      })
    }
  }
  bare.stop()
  plain.stop()
  fs.rmSync(file, { force: true })
  await server.stop()
  await database.drop()
}
