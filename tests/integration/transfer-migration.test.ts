import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../../db/client'
import { migrateTo, migrateToLatest } from '../../db/migrate'
import { createPostgresDatabase, type TestDatabase } from '../../testing/databases'

// Migration 0021 on a database that already holds airport transfers, on both databases: every row and
// id is kept, the departure's airport and flight may now be empty, the new columns are there, and ids
// go on from where they were (SQLite copies the table to drop its NOT NULL).

const row = (n: number) => ({
  name: `Traveller ${n}`,
  email: `traveller${n}@example.com`,
  phone: '+44 20 7946 0958',
  arrival_port: 'Entebbe International Airport (EBB)',
  depart_port: 'Entebbe International Airport (EBB)',
  flight_arrival_number: `KQ ${400 + n}`,
  flight_depart_number: `KQ ${500 + n}`,
  pass: n,
  one_way: 'return',
  vehicle: 'Minivan',
  special_needs: 'None',
  pick_up: 'curbside',
  created_at: new Date().toISOString(),
})

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function sqliteHandle(): Promise<DatabaseHandle> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-0021-'))
  const handle = createDatabase(`file:${path.join(directory, 'tembo.db')}`)
  cleanups.push(async () => {
    await handle.db.destroy()
    fs.rmSync(directory, { recursive: true, force: true })
  })
  return handle
}

async function postgresHandle(): Promise<DatabaseHandle> {
  const database: TestDatabase = await createPostgresDatabase()
  const handle = createDatabase(database.url)
  cleanups.push(async () => {
    await handle.db.destroy()
    await database.drop()
  })
  return handle
}

async function indexNames(handle: DatabaseHandle): Promise<string[]> {
  const { rows } =
    handle.kind === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master where type = 'index' and tbl_name = 'airport_transfers'
          order by name`.execute(handle.db)
      : await sql<{ name: string }>`
          select indexname as name from pg_indexes where tablename = 'airport_transfers' order by indexname`.execute(
          handle.db,
        )
  return rows.map((index) => index.name)
}

describe.each([
  ['SQLite', sqliteHandle],
  ['PostgreSQL', postgresHandle],
])('migration 0021 on %s', (_name, open) => {
  test('keeps every transfer and its id, lets a one-way journey have no way back, and adds the times', async () => {
    const handle = await open()
    const db = handle.db
    await migrateTo(handle, '0020-travelling-party')
    for (let n = 1; n <= 4; n++) await db.insertInto('airport_transfers').values(row(n)).execute()
    // The newest was deleted before the migration: its id is never given again.
    await db.deleteFrom('airport_transfers').where('pass', '=', 4).execute()
    const before = await db.selectFrom('airport_transfers').selectAll().orderBy('id').execute()
    const indexesBefore = await indexNames(handle)

    await migrateToLatest(handle)

    const after = await db.selectFrom('airport_transfers').selectAll().orderBy('id').execute()
    // The columns there before hold what they held; the new ones are empty.
    const columns = Object.keys(before[0]!) as (keyof (typeof after)[number])[]
    expect(
      after.map((transfer) => Object.fromEntries(columns.map((column) => [column, transfer[column]]))),
    ).toEqual(before)
    expect(after.every((transfer) => transfer.arrival_date === null && transfer.place === null)).toBe(true)
    const oneWay = await db
      .insertInto('airport_transfers')
      .values({
        ...row(5),
        one_way: 'one-way',
        depart_port: null,
        flight_depart_number: null,
        arrival_date: '2027-03-01',
        arrival_time: '07:40',
        place: 'Lake Victoria Serena, Kigo',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(oneWay.id).toBeGreaterThan(Math.max(...before.map((transfer) => transfer.id)) + 1)
    // The indexes (the back-office search's among them) survived the copy.
    expect(indexesBefore).toContain('airport_transfers_search_idx')
    expect(await indexNames(handle)).toEqual(indexesBefore)
  })
})
