import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type Transaction } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { migrateToLatest } from '@db/migrate'
import type { Database } from '@db/schema'
import { createGroupCommit } from './group-commit.server'

// On a real SQLite file, read back through a second connection as another process would.

let directory: string
let writer: DatabaseHandle
let reader: DatabaseHandle

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-group-commit-'))
  const url = `file:${path.join(directory, 'tembo.db')}`
  writer = createDatabase(url)
  await migrateToLatest(writer)
  reader = createDatabase(url)
})

afterAll(async () => {
  await writer.db.destroy()
  await reader.db.destroy()
  fs.rmSync(directory, { recursive: true, force: true })
})

const insertWindow = (key: string) => async (trx: Transaction<Database>) => {
  await trx
    .insertInto('rate_limits')
    .values({ key, window_start: '2026-11-26T00:00:00.000Z', count: 1, last_at: '2026-11-26T00:00:00.000Z' })
    .execute()
  return key
}

const storedKeys = async (prefix: string) =>
  (
    await reader.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', `${prefix}%`)
      .orderBy('key')
      .execute()
  ).map((row) => row.key)

test('writes sent together share one transaction, and each answers once it is committed', async () => {
  const commitTogether = createGroupCommit(() => writer.db)
  const transactions = new Set<Transaction<Database>>()
  const answers = await Promise.all(
    ['together:a', 'together:b', 'together:c'].map((key) =>
      commitTogether(undefined, async (trx) => {
        transactions.add(trx)
        return insertWindow(key)(trx)
      }).then(async (answer) => ({ answer, seen: await storedKeys(key) })),
    ),
  )
  expect(transactions.size).toBe(1)
  expect(answers).toEqual([
    { answer: 'together:a', seen: ['together:a'] },
    { answer: 'together:b', seen: ['together:b'] },
    { answer: 'together:c', seen: ['together:c'] },
  ])
})

test('a write that fails is undone alone: the others of its commit stand', async () => {
  const commitTogether = createGroupCommit(() => writer.db)
  const outcomes = await Promise.allSettled([
    commitTogether(undefined, insertWindow('alone:first')),
    // The same key and window twice: the second breaks the unique rule after writing nothing else.
    commitTogether(undefined, async (trx) => {
      await insertWindow('alone:second')(trx)
      return insertWindow('alone:second')(trx)
    }),
    commitTogether(undefined, insertWindow('alone:third')),
  ])
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/)
  expect(await storedKeys('alone:')).toEqual(['alone:first', 'alone:third'])
})

test('a caller that stopped waiting before the commit has nothing written; the others do', async () => {
  const commitTogether = createGroupCommit(() => writer.db)
  const leaving = new AbortController()
  const outcomes = Promise.allSettled([
    commitTogether(undefined, insertWindow('left:stays')),
    commitTogether(leaving.signal, insertWindow('left:gone')),
  ])
  leaving.abort(new Error('the client went away'))
  expect((await outcomes).map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected'])
  expect(await storedKeys('left:')).toEqual(['left:stays'])
})

test('a commit that fails answers every write of it with the failure, and none is stored', async () => {
  const commitTogether = createGroupCommit(() => writer.db)
  // A trigger that refuses the transaction at its end: deferred foreign keys are checked at COMMIT.
  await writer.db.schema
    .createTable('commit_guard')
    .ifNotExists()
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('staff_id', 'integer', (column) =>
      column.references('staff.id').modifyEnd(sql`deferrable initially deferred`),
    )
    .execute()
  const outcomes = await Promise.allSettled([
    commitTogether(undefined, insertWindow('refused:one')),
    commitTogether(undefined, async (trx) => {
      await sql`insert into commit_guard (staff_id) values (999999)`.execute(trx)
      return insertWindow('refused:two')(trx)
    }),
  ])
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected'])
  expect(await storedKeys('refused:')).toEqual([])
})
