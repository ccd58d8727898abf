import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

const tables = [
  'package_bookings',
  'country_bookings',
  'accommodation_bookings',
  'airport_transfers',
  'messages',
]

// Where each inquiry came from, for the operator's reports: the page it was sent from, the referrer of
// the visit, and the visit's utm_* campaign parameters (JSON).
export async function up(db: AnyDb): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn('source_page', 'text').execute()
    await db.schema.alterTable(table).addColumn('referrer', 'text').execute()
    await db.schema.alterTable(table).addColumn('utm', 'text').execute()
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of tables) {
    for (const column of ['source_page', 'referrer', 'utm'])
      await db.schema.alterTable(table).dropColumn(column).execute()
  }
}
