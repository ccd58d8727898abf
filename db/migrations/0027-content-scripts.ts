import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The content scripts that have run on this database (docs/decisions/030-content-not-in-migrations.md):
// each is recorded in the transaction of its changes, so it runs once, however many instances start.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_scripts')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('ran_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('content_scripts').execute()
}
