import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Reviews from travellers after their trip (docs/product.md, "Reviews after the trip"). The day after
// a booked trip ends its traveller is sent one link (`review_invitations`, one row per booking: the row
// is the claim that sends it once); the review they write waits in `reviews` for an admin to approve
// or hide it. Reviews staff copy in from elsewhere stay as they were ('published').

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable('reviews')
    // 'published' (copied in by staff), or a traveller's: 'waiting', 'approved' or 'hidden'
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
    .execute()
  // The traveller's lead: the review goes with the lead's erasure
  await db.schema
    .alterTable('reviews')
    .addColumn('lead_id', 'integer', (col) => col.references('leads.id').onDelete('cascade'))
    .execute()
  // The day the reviewed trip ended (YYYY-MM-DD): "trip in <month year>"
  await db.schema.alterTable('reviews').addColumn('trip_end', 'text').execute()
  await db.schema
    .alterTable('reviews')
    .addColumn('decided_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('reviews').addColumn('decided_at', 'text').execute()
  await db.schema.createIndex('reviews_status_idx').on('reviews').columns(['status', 'reviewed_on']).execute()
  await db.schema.createIndex('reviews_lead_idx').on('reviews').column('lead_id').execute()

  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('review_invitations')
    .addColumn('id', 'integer', id)
    // One invitation per booking, whichever instance looks first
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().unique().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    // SHA-256 of the link's 128-bit secret: the link itself is only in the traveller's mail
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('trip_end', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    // Set once, by the review that used the link
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('review_invitations_lead_idx')
    .on('review_invitations')
    .column('lead_id')
    .execute()
  // The trips that ended, looked for every minute
  await db.schema
    .createIndex('proposal_versions_end_idx')
    .on('proposal_versions')
    .column('end_date')
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('proposal_versions_end_idx').execute()
  await db.schema.dropTable('review_invitations').execute()
  await db.schema.dropIndex('reviews_lead_idx').execute()
  await db.schema.dropIndex('reviews_status_idx').execute()
  for (const column of ['decided_at', 'decided_by', 'trip_end', 'lead_id', 'status'])
    await db.schema.alterTable('reviews').dropColumn(column).execute()
}
