import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// A client that retries an inquiry with the same Idempotency-Key gets the first answer again, not a
// second inquiry (docs/product.md, "The JSON API"): each key is kept for a day with what it answered,
// written in the transaction that stores the inquiry.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    // The client's key, with the collection it was sent to: "message:7f3c…"
    .addColumn('key', 'text', (col) => col.primaryKey())
    // sha256 of what was validated, to tell a retry from another request under the same key
    .addColumn('body_hash', 'text', (col) => col.notNull())
    .addColumn('inquiry_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute()
}
