import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { call } from '../../testing/api'
import { createSqliteDatabase, type TestDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'

// Site copy arrives as content scripts, each run once per database (docs/decisions/030): a new site's
// demo stories come once, and a site whose staff deleted every story does not get them back at the next
// start, as it did when the blog was filled whenever it was empty.

let database: TestDatabase

beforeAll(async () => {
  database = await createSqliteDatabase()
})

afterAll(async () => {
  await database?.drop()
})

const storyTitles = async (url: string) =>
  ((await call(url, '/api/bookings/blog')).body as { blog_title: string }[]).map((story) => story.blog_title)

test('the demo stories come once: deleted by staff, they stay deleted across restarts', async () => {
  const first = await startServer(database.url)
  try {
    expect((await storyTitles(first.url)).length).toBeGreaterThanOrEqual(4)
  } finally {
    await first.stop()
  }

  // Staff delete every story while the server is down for an upgrade.
  const handle = createDatabase(database.url)
  await handle.db.deleteFrom('articles').execute()
  const recorded = await handle.db.selectFrom('content_scripts').select('name').execute()
  await handle.db.destroy()
  expect(recorded.map((row) => row.name)).toContain('2026-11-26-demo-stories')

  const second = await startServer(database.url)
  try {
    expect(await storyTitles(second.url)).toEqual([])
  } finally {
    await second.stop()
  }
})
