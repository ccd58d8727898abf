import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The traveller's language (docs/product.md, "Languages"): each inquiry keeps the language of the page
// it was sent from ('en', 'de' or 'fr'), and its lead the language Tembo writes to the traveller in.
// Everything stored before was sent from an English page.

const TABLES = [
  'country_bookings',
  'package_bookings',
  'accommodation_bookings',
  'airport_transfers',
  'messages',
  'leads',
]

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('language').execute()
}
