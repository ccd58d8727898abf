import { sql } from 'kysely'
import type { DatabaseHandle } from '@db/client'

// Every row of every table of a test database, as one text to search: what an erasure must leave no
// trace in.

export async function everyRow(handle: DatabaseHandle): Promise<string> {
  const tables =
    handle.kind === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(handle.db)
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`.execute(handle.db)
        ).rows
  if (!tables.some((table) => table.name === 'leads')) throw new Error('not a Tembo database')
  const dumps = await Promise.all(
    tables.map(async ({ name }) =>
      JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(handle.db)).rows),
    ),
  )
  return dumps.join('\n')
}
