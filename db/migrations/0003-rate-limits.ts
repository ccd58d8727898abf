import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Counters of public submissions per address and time window, shared by every instance.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute()
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_start').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute()
}
