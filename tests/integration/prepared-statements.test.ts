import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { NAMED_STATEMENTS_LIMIT } from '@db/prepared-statements'
import type { Database } from '@db/schema'
import { createPostgresDatabase, type TestDatabase } from '../../testing/databases'

// On PostgreSQL each statement is prepared once per connection and then only run
// (docs/decisions/042-prepared-statements.md): the answers stay those of the data, a table changed under
// a prepared statement costs one failed call and no more, and the prepared set stays bounded.

let database: TestDatabase
let db: Kysely<Database>

beforeAll(async () => {
  database = await createPostgresDatabase()
  db = createDatabase(database.url).db
  await sql`create table notes (id serial primary key, body text not null)`.execute(db)
})

afterAll(async () => {
  await db.destroy()
  await database.drop()
})

/** This connection's prepared statements whose text has `fragment`. */
async function preparedWith(connection: Kysely<Database>, fragment: string) {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
    connection,
  )
  return rows.filter((row) => row.statement.includes(fragment))
}

describe('statements prepared once per connection on PostgreSQL', () => {
  test('the same statement run again is prepared once and answers each call with its own values', async () => {
    await db.connection().execute(async (connection) => {
      await sql`insert into notes (body) values (${'first'})`.execute(connection)
      await sql`insert into notes (body) values (${'second'})`.execute(connection)
      expect(await preparedWith(connection, 'insert into notes')).toHaveLength(1)
      const read = (body: string) => sql`select body from notes where body = ${body}`.execute(connection)
      expect((await read('first')).rows).toEqual([{ body: 'first' }])
      expect((await read('second')).rows).toEqual([{ body: 'second' }])
      expect(await preparedWith(connection, 'select body from notes')).toHaveLength(1)
    })
  })

  test('a table given a column by another connection fails one call, and the next answers with the column', async () => {
    await db.connection().execute(async (connection) => {
      const read = () => sql`select * from notes where body = ${'first'}`.execute(connection)
      expect((await read()).rows).toEqual([{ id: 1, body: 'first' }])
      // Another instance's migration, on another connection of the pool.
      await sql`alter table notes add column author text`.execute(db)
      await expect(read()).rejects.toThrow(/cached plan must not change result type/)
      expect((await read()).rows).toEqual([{ id: 1, body: 'first', author: null }])
      expect((await read()).rows).toEqual([{ id: 1, body: 'first', author: null }])
    })
  })

  test('past the limit of distinct statements, the rest run unprepared and still answer', async () => {
    await db.connection().execute(async (connection) => {
      for (let i = 0; i < NAMED_STATEMENTS_LIMIT + 20; i++) {
        const { rows } = await sql<{ sum: number }>`select ${sql.raw(String(i))} + ${1}::int as sum`.execute(
          connection,
        )
        expect(rows).toEqual([{ sum: i + 1 }])
      }
      const prepared = await preparedWith(connection, '')
      expect(prepared.length).toBeGreaterThan(NAMED_STATEMENTS_LIMIT - 10)
      expect(prepared.length).toBeLessThanOrEqual(NAMED_STATEMENTS_LIMIT)
    })
  })
})
