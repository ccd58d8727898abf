import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// A package's website prices from the rate cards (docs/product.md, "Prices from the rate cards"): what
// each entry of its itinerary is priced from, and which figures the site shows, the typed or the
// computed. Its seasons' typed prices stay in package_seasons.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('package_pricing')
    .addColumn('package_no', 'integer', (col) =>
      col.primaryKey().references('packages.package_no').onDelete('cascade'),
    )
    // JSON: for each itinerary entry, its lodge, park, vehicle and other choices
    .addColumn('days', 'text', (col) => col.notNull())
    // 'typed' or 'cards'
    .addColumn('shows', 'text', (col) => col.notNull().defaultTo('typed'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('package_pricing').execute()
}
