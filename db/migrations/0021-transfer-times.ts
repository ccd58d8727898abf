import { sql, type Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The airport transfer asks the dates and times of the flights and the place to take the traveller to
// (docs/product.md, "Airport transfer"), and a one-way journey no longer has a way back: the departure's
// airport and flight may be empty. PostgreSQL drops the NOT NULL in place; SQLite cannot, so its table is
// copied into one made without it, with its indexes and its id sequence.

const TABLE = 'airport_transfers'
const NOW_OPTIONAL = ['depart_port', 'flight_depart_number']
const added = ['arrival_date', 'arrival_time', 'depart_date', 'depart_time', 'place']

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  // PostgreSQL's migrator runs this in a transaction. SQLite's does not, yet SQLite's schema changes are
  // transactional: the copy and the swap take one of their own, so a stop midway loses no transfer.
  if (kind === 'postgres') await change(db, kind)
  else await db.transaction().execute((trx) => change(trx, kind))
}

async function change(db: AnyDb, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    for (const column of NOW_OPTIONAL)
      await db.schema
        .alterTable(TABLE)
        .alterColumn(column, (col) => col.dropNotNull())
        .execute()
  } else await rebuildWithoutNotNull(db)
  for (const column of added) await db.schema.alterTable(TABLE).addColumn(column, 'text').execute()
}

async function rebuildWithoutNotNull(db: AnyDb): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = ${TABLE}`.execute(db)
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = ${TABLE} and sql is not null`.execute(
    db,
  )
  const { rows: sequence } = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = ${TABLE}`.execute(db)
  let create = tables[0]!.sql.replace(
    /^create table "?airport_transfers"?/i,
    'create table "airport_transfers_0021"',
  )
  for (const column of NOW_OPTIONAL) {
    const relaxed = create.replace(new RegExp(`("${column}" text) not null`, 'i'), '$1')
    if (relaxed === create) throw new Error(`0021: the column ${column} was not found as expected`)
    create = relaxed
  }
  await sql.raw(create).execute(db)
  await sql.raw(`insert into "airport_transfers_0021" select * from "${TABLE}"`).execute(db)
  await sql.raw(`drop table "${TABLE}"`).execute(db)
  await sql.raw(`alter table "airport_transfers_0021" rename to "${TABLE}"`).execute(db)
  for (const index of indexes) await sql.raw(index.sql).execute(db)
  // Ids are never given twice, even those of rows deleted before the copy.
  if (sequence[0])
    await sql`update sqlite_sequence set seq = max(seq, ${sequence[0].seq}) where name = ${TABLE}`.execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of added) await db.schema.alterTable(TABLE).dropColumn(column).execute()
}
