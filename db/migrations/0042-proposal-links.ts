import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// More links to a sent version (docs/product.md, "Payments", Reminders): a version's own link is kept
// only as a hash (proposal_versions.token_hash), so a later mail that must carry the traveller's page
// (a payment reminder) mints a new secret and keeps its SHA-256 here. Such a link opens the proposal
// exactly as the version's own one does. It goes with its version, and so with the lead's erasure
// (foreign keys cascade).

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('proposal_links')
    .addColumn('id', 'integer', id)
    .addColumn('version_id', 'integer', (col) =>
      col.notNull().references('proposal_versions.id').onDelete('cascade'),
    )
    // SHA-256 of the link's 192-bit secret: the table alone opens nothing
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // What minted it: the mail's purpose ('payment-reminder')
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  // A version's erasure deletes its links by this column.
  await db.schema
    .createIndex('proposal_links_version_idx')
    .on('proposal_links')
    .column('version_id')
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('proposal_links').execute()
}
