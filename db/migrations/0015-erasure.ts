import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// A traveller's rights (docs/product.md, "A traveller's rights"): when a lead's personal data was erased (on
// request, or by the retention job once it has been closed for RETENTION_MONTHS), so the job passes over it,
// and the index by which the job finds closed leads old enough.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('leads').addColumn('erased_at', 'text').execute()
  await db.schema.createIndex('leads_closed_idx').on('leads').columns(['closed_at', 'id']).execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('leads_closed_idx').execute()
  await db.schema.alterTable('leads').dropColumn('erased_at').execute()
}
