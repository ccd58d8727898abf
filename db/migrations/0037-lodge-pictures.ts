import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The pictures a proposal shows of a lodge or camp (docs/product.md, "Rate cards"): up to three of the
// site's images (a drawn scene or an upload), kept with the supplier as a JSON list of their keys.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('suppliers')
    .addColumn('pictures', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('suppliers').dropColumn('pictures').execute()
}
