import { sql, type Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Back-office search looks for text anywhere in a traveller's name or e-mail (docs/decisions/009). The
// lists search one expression, lower(name || ' ' || email), indexed here for each database:
// - SQLite: an expression index, which the search reads instead of the whole table (about a third of
//   the work: the table's rows carry every field, the index only the expression);
// - PostgreSQL: a trigram (pg_trgm) GIN index, which answers LIKE '%…%' without scanning, where the
//   extension can be created (it is "trusted": the right to create in the database is enough). Without
//   it, search still works, by scanning.

export const SEARCH_TABLES = [
  'package_bookings',
  'country_bookings',
  'accommodation_bookings',
  'airport_transfers',
  'messages',
]

const searched = sql`lower(name || ' ' || email)`

async function canUseTrigrams(db: AnyDb): Promise<boolean> {
  const { rows } = await sql<{ usable: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
       and (exists (select 1 from pg_extension where extname = 'pg_trgm')
            or has_database_privilege(current_user, current_database(), 'CREATE')) as usable`.execute(db)
  return rows[0]?.usable === true
}

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  if (kind === 'sqlite') {
    for (const table of SEARCH_TABLES)
      await sql`create index ${sql.ref(`${table}_search_idx`)} on ${sql.table(table)} (${searched})`.execute(
        db,
      )
    return
  }
  if (!(await canUseTrigrams(db))) {
    console.warn('pg_trgm is not available: back-office search will scan its tables (docs/decisions/009).')
    return
  }
  await sql`create extension if not exists pg_trgm`.execute(db)
  for (const table of SEARCH_TABLES) {
    await sql`create index ${sql.ref(`${table}_search_idx`)} on ${sql.table(table)} using gin (${searched} gin_trgm_ops)`.execute(
      db,
    )
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of SEARCH_TABLES) await db.schema.dropIndex(`${table}_search_idx`).ifExists().execute()
}
