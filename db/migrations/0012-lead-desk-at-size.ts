import { sql, type Kysely } from 'kysely'
import type { DatabaseKind } from '../client'
import { leadSource } from '../lead-source'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The lead desk at size (docs/product.md, "Leads"; decision 017). With 100,000 leads every inbox page,
// the board and the dashboard must read a few index entries, not the table:
// - The inbox lists "waiting first, then the rest newest first" as two queries (app/models/lead-desk).
//   The waiting leads are a small partial index; the rest of a status's or an owner's leads are read
//   from an index ordered by (status or owner, waiting_since, created_at), so "not waiting, newest first"
//   is a walk of the index, never a sort. Without the partial index, SQLite would treat "waiting_since IS
//   NULL" as an equality on the plain waiting index and sort nearly every lead.
// - The travel-date sort, "due today" and the first-response figures get indexes of their own.
// - The search indexes the one expression it searches, as the inquiry lists do (decision 009): an
//   expression index on SQLite, trigrams on PostgreSQL where pg_trgm exists (migration 0006 made it).
// - A lead's source (campaign, referring host or direct) becomes a column set when the lead opens, so
//   the conversion groups by a handful of sources instead of every distinct referrer address, read in
//   the order of an index on what it groups by.
// - The unread count that every back-office page shows reads an index of the unread messages only.

const LEAD_SEARCHED = sql`lower(name || ' ' || email || ' ' || coalesce(phone, ''))`

/** [name, columns] of the leads' ordinary indexes made here. */
const INDEXES = [
  ['leads_status_waiting_idx', ['status', 'waiting_since', 'created_at']],
  ['leads_travel_idx', ['travel_start', 'created_at']],
  ['leads_next_action_idx', ['next_action_at']],
  ['leads_first_response_idx', ['first_response_at']],
  ['leads_conversion_idx', ['status', 'source', 'countries', 'packages', 'lost_reason']],
] as const

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.schema.alterTable('leads').addColumn('source', 'text').execute()
  for (let after = 0; ;) {
    const rows = (await db
      .selectFrom('leads')
      .select(['id', 'utm', 'referrer'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute()) as { id: number; utm: string | null; referrer: string | null }[]
    if (!rows.length) break
    for (const row of rows)
      await db
        .updateTable('leads')
        .set({ source: leadSource(row.utm, row.referrer) })
        .where('id', '=', row.id)
        .execute()
    after = Number(rows.at(-1)!.id)
  }

  await db.schema.dropIndex('leads_waiting_idx').execute()
  await db.schema
    .createIndex('leads_waiting_idx')
    .on('leads')
    .columns(['waiting_since', 'status'])
    .where(sql.ref('waiting_since'), 'is not', null)
    .execute()
  await db.schema.dropIndex('leads_owner_idx').execute()
  await db.schema
    .createIndex('leads_owner_idx')
    .on('leads')
    .columns(['owner_id', 'waiting_since', 'created_at'])
    .execute()
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('leads')
      .columns([...columns])
      .execute()
  await db.schema
    .createIndex('messages_unread_idx')
    .on('messages')
    .column('created_at')
    .where(sql.ref('read_at'), 'is', null)
    .execute()

  if (kind === 'sqlite') {
    await sql`create index leads_search_idx on leads (${LEAD_SEARCHED})`.execute(db)
    return
  }
  const { rows } = await sql<{ present: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`.execute(db)
  if (rows[0]?.present)
    await sql`create index leads_search_idx on leads using gin (${LEAD_SEARCHED} gin_trgm_ops)`.execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('leads_search_idx').ifExists().execute()
  await db.schema.dropIndex('messages_unread_idx').execute()
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute()
  await db.schema.dropIndex('leads_owner_idx').execute()
  await db.schema.createIndex('leads_owner_idx').on('leads').columns(['owner_id', 'status']).execute()
  await db.schema.dropIndex('leads_waiting_idx').execute()
  await db.schema.createIndex('leads_waiting_idx').on('leads').column('waiting_since').execute()
  await db.schema.alterTable('leads').dropColumn('source').execute()
}
