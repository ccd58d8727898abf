import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The language an article is written in (docs/product.md, "Languages"): an article has one, and the
// blog of each language lists its articles. Every article written before is English.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('language').execute()
}
