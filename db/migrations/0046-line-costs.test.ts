import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../client'
import { migrateTo, migrateToLatest } from '../migrate'

// Migration 0046 on an SQLite file: a draft priced from the cards before has its lines marked as the
// cards' (priced again, they are replaced, never kept beside the new ones); a draft never priced keeps
// its lines as typed.

const opened: { handle: DatabaseHandle; directory: string }[] = []

afterEach(async () => {
  for (const { handle, directory } of opened.splice(0)) {
    await handle.db.destroy()
    fs.rmSync(directory, { recursive: true, force: true })
  }
})

test("a draft priced from the cards before has its lines marked as the cards'", async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-0046-'))
  const handle = createDatabase(`file:${path.join(directory, 'tembo.db')}`)
  opened.push({ handle, directory })
  await migrateTo(handle, '0044-traveller-wording')
  const at = '2026-11-01T10:00:00.000Z'
  const { id: lead } = await handle.db
    .insertInto('leads')
    .values({
      email_key: 'a@example.com',
      name: 'A',
      email: 'a@example.com',
      status: 'new',
      source: null,
      countries: null,
      created_at: at,
      last_activity_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const draft = (description: string) =>
    JSON.stringify({ title: 'Trip', lines: [{ description, quantity: 1, unit: 100_000 }] })
  const proposal = async (description: string) =>
    Number(
      (
        await handle.db
          .insertInto('proposals')
          .values({ lead_id: lead, draft: draft(description), created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
  const priced = await proposal('Mara Serena Safari Lodge, 2 nights')
  const typed = await proposal('Flights')
  await handle.db
    .insertInto('proposal_pricing')
    .values([
      { proposal_id: priced, setup: '{}', rates: '{}', quote: '{}', priced_at: at, priced_by: null },
      { proposal_id: typed, setup: '{}', rates: '{}', quote: null, priced_at: null, priced_by: null },
    ])
    .execute()
  await migrateToLatest(handle)
  const lines = async (id: number) =>
    JSON.parse(
      (await handle.db.selectFrom('proposals').select('draft').where('id', '=', id).executeTakeFirstOrThrow())
        .draft,
    ).lines
  expect(await lines(priced)).toEqual([
    { description: 'Mara Serena Safari Lodge, 2 nights', quantity: 1, unit: 100_000, fromCards: true },
  ])
  expect(await lines(typed)).toEqual([{ description: 'Flights', quantity: 1, unit: 100_000 }])
})
