import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { contactMessageInput, packageBookingInput } from '../../testing/inquiries'
import { call, pngForm, signIn } from '../../testing/api'
import pg from 'pg'
import { createPostgresDatabase, POSTGRES_ADMIN_URL, type TestDatabase } from '../../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// Two app instances on one PostgreSQL database, as behind a load balancer: neither keeps state of its own.

let database: TestDatabase
let first: RunningServer
let second: RunningServer

beforeAll(async () => {
  database = await createPostgresDatabase()
  // Started together: migrations and the first staff account must survive the race.
  ;[first, second] = await Promise.all([startServer(database.url), startServer(database.url)])
})

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await database?.drop()
})

test('a row written through one instance is read through the other', async () => {
  const token = await signIn(second.url, ADMIN.email, ADMIN.password)
  const input = packageBookingInput()
  const created = await call<{ id: number }>(first.url, '/api/bookings/book_package', { json: input })
  expect(created.status).toBe(201)
  const [row] = (
    await call<Record<string, unknown>[]>(second.url, `/api/bookings/book_package/${created.body.id}`, {
      token,
    })
  ).body
  expect(row).toMatchObject({ booking_id: created.body.id, name: input.name, email: input.email })
})

test('a session opened on one instance is valid on the other, and signing out on one ends it on both', async () => {
  const token = await signIn(first.url, ADMIN.email, ADMIN.password)
  await call(first.url, '/api/bookings/message', { json: contactMessageInput() })
  expect((await call(second.url, '/api/bookings/messages', { token })).status).toBe(200)
  expect((await call(second.url, '/api/bookings/logout', { method: 'POST', token })).status).toBe(200)
  expect((await call(first.url, '/api/bookings/messages', { token })).status).toBe(401)
})

test('both instances started on an empty database made exactly one staff account and one set of stories', async () => {
  const stories = await call<unknown[]>(first.url, '/api/bookings/blog?limit=200')
  const titles = (stories.body as { blog_title: string }[]).map((story) => story.blog_title)
  expect(new Set(titles).size).toBe(titles.length)
  expect(titles.length).toBeGreaterThanOrEqual(4)
})

test('an article published through one instance shows at once on the other, whose pages are cached', async () => {
  const visitor = {
    cookie: 'tembo_visit=%7B%22landing%22%3A%22%2F%22%2C%22referrer%22%3Anull%2C%22utm%22%3A%7B%7D%7D',
  }
  await fetch(`${second.url}/blogs`, { headers: visitor })
  expect((await fetch(`${second.url}/blogs`, { headers: visitor })).headers.get('x-page-cache')).toBe('hit')
  const token = await signIn(first.url, ADMIN.email, ADMIN.password)
  const title = `Across instances ${Date.now()}`
  expect(
    (await call(first.url, '/api/bookings/blog', { token, json: { title, content: '<p>Hello</p>' } })).status,
  ).toBe(201)
  expect(await (await fetch(`${second.url}/blogs`, { headers: visitor })).text()).toContain(title)
})

/** Ends every instance's LISTEN connection, as a failover or a proxy's idle timeout would; answers how many. */
async function cutContentWatches(): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  try {
    const ended = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and application_name = 'tembo content watch'`,
      [new URL(database.url).pathname.slice(1)],
    )
    return ended.rowCount ?? 0
  } finally {
    await admin.end()
  }
}

async function countContentWatches(): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  try {
    const found = await admin.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = $1 and application_name = 'tembo content watch'
          and (query ilike 'listen%' or query = 'select 1')`,
      [new URL(database.url).pathname.slice(1)],
    )
    return (found.rows[0] as { n: number }).n
  } finally {
    await admin.end()
  }
}

test('with its change listener cut, an instance still shows a change at once; reconnected, it serves from its cache again', async () => {
  const visitor = {
    cookie: 'tembo_visit=%7B%22landing%22%3A%22%2F%22%2C%22referrer%22%3Anull%2C%22utm%22%3A%7B%7D%7D',
  }
  const token = await signIn(first.url, ADMIN.email, ADMIN.password)
  const publish = async (title: string) =>
    expect(
      (await call(first.url, '/api/bookings/blog', { token, json: { title, content: '<p>Words.</p>' } }))
        .status,
    ).toBe(201)
  expect(await waitFor(countContentWatches, (n) => n === 2), 'both instances listening').toBe(2)
  await fetch(`${second.url}/blogs`, { headers: visitor })
  expect((await fetch(`${second.url}/blogs`, { headers: visitor })).headers.get('x-page-cache')).toBe('hit')

  expect(await cutContentWatches()).toBe(2)
  expect(
    await waitFor(second.output, (output) => output.includes('content watch: connection lost')),
    'the second instance noticed its listener was cut',
  ).toContain('content watch: connection lost')
  const during = `While cut ${Date.now()}`
  await publish(during)
  expect(await (await fetch(`${second.url}/blogs`, { headers: visitor })).text()).toContain(during)

  // Back: the cache serves again, and the next change still shows at once.
  expect(await waitFor(countContentWatches, (n) => n === 2), 'both instances listening again').toBe(2)
  await fetch(`${second.url}/blogs`, { headers: visitor })
  const again = await fetch(`${second.url}/blogs`, { headers: visitor })
  expect(again.headers.get('x-page-cache')).toBe('hit')
  expect(await again.text()).toContain(during)
  const after = `After reconnecting ${Date.now()}`
  await publish(after)
  // PostgreSQL hands the change to the listening instance as it commits; that instance reads it in its
  // next turn of the event loop, which a busy machine may give to a page view first. A reader sees it
  // within moments, not on a schedule.
  const page = await waitFor(
    async () => (await fetch(`${second.url}/blogs`, { headers: visitor })).text(),
    (html) => html.includes(after),
    1_000,
  )
  expect(page).toContain(after)
})

test('an image uploaded through one instance is served by the other, which keeps a copy of its own', async () => {
  const token = await signIn(first.url, ADMIN.email, ADMIN.password)
  const uploaded = await call<{ secure_url: string }>(first.url, '/api/bookings/upload', {
    body: await pngForm(320, 200),
    token,
  })
  expect(uploaded.status).toBe(201)
  const name = new URL(uploaded.body.secure_url).pathname.split('/').pop()!
  const fromFirst = await fetch(`${first.url}/uploads/${name}`)
  const bytes = Buffer.from(await fromFirst.arrayBuffer())
  // The second instance has no copy on its disk (each has its own UPLOAD_DIR): the shared store has it.
  const copy = path.join(second.dataDir, 'uploads', name)
  expect(fs.existsSync(copy)).toBe(false)
  const fromSecond = await fetch(`${second.url}/uploads/${name}`)
  expect(fromSecond.status).toBe(200)
  expect(fromSecond.headers.get('content-type')).toBe('image/webp')
  expect(fromSecond.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(Buffer.from(await fromSecond.arrayBuffer()).equals(bytes)).toBe(true)
  expect(fs.readFileSync(copy).equals(bytes)).toBe(true)
  // A name nobody holds, or one we never make, is a 404 on either.
  expect((await fetch(`${second.url}/uploads/${crypto.randomUUID()}.webp`)).status).toBe(404)
  expect((await fetch(`${second.url}/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404)
})
