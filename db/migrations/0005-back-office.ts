import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The back-office (docs/product.md, "Pages under `/admin`"): when each staff member last opened each
// list, so that the dashboard and the lists can tell them what is new since they looked.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('staff_seen')
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('seen_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_seen_pk', ['staff_id', 'kind'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_seen').ifExists().execute()
}
