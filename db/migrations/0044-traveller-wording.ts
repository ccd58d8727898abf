import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// What a line priced from a supplier's rates says to the traveller (docs/product.md, "Rate cards";
// decision 053): "Shown to travellers as", kept with the supplier; empty until staff write it, and then
// the line is worded from its name and kind.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('suppliers')
    .addColumn('traveller_wording', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('suppliers').dropColumn('traveller_wording').execute()
}
