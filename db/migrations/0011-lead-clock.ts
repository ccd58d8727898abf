import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The reply clock (docs/product.md, "Leads"): a lead that waits past the reply target raises one alert per
// wait, and each member of staff gets one morning digest a day, however many instances are running. The wait
// a lead was alerted for is kept on it; the digests sent are kept by member and day.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('leads').addColumn('alerted_for', 'text').execute()
  await db.schema
    .createTable('lead_digests')
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('lead_digests_pk', ['staff_id', 'day'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lead_digests').ifExists().execute()
  await db.schema.alterTable('leads').dropColumn('alerted_for').execute()
}
