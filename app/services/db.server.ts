import { createDatabase, type DatabaseHandle } from '@db/client'
import type { Database } from '@db/schema'
import { getConfig } from '~/config.server'

// One client per process; kept on globalThis so that the dev server's module reloads reuse it.
const store = globalThis as typeof globalThis & { __temboDb?: DatabaseHandle }

export function getDatabase(): DatabaseHandle {
  store.__temboDb ??= createDatabase(getConfig().databaseUrl)
  return store.__temboDb
}

export function db() {
  return getDatabase().db
}

export async function closeDatabase(): Promise<void> {
  const handle = store.__temboDb
  store.__temboDb = undefined
  await handle?.db.destroy()
}

/** How many rows a table holds. PostgreSQL answers count(*) as a string (bigint), SQLite as a number. */
export async function countRows(table: keyof Database): Promise<number> {
  const row = await db()
    // Any table: the cast only narrows Kysely's typing of a union of table names.
    .selectFrom(table as 'staff')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** True when an error is a unique-constraint violation, in either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code = (error as { code?: unknown }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
