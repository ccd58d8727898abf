import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The language a reply template is written in (docs/product.md, "Languages"): a lead's page offers the
// templates of its traveller's language first. Every template written before is English.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('reply_templates')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('reply_templates').dropColumn('language').execute()
}
