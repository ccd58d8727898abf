import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Content in German and French (docs/product.md, "Languages"; decision 056): one row per piece of
// content and language, its words as JSON in the English content's shape. `subject` names the content
// ('country:kenya'); the English stays in the content's own table.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_translations_pk', ['subject', 'locale'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('content_translations').execute()
}
