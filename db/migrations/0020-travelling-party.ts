import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Who is travelling and the budget, asked (optionally) by the trip form and the package form
// (docs/product.md, "Travelling party"): adults, children, the children's ages as "6, 9", and a budget
// per person in whole US dollars.
const tables = ['package_bookings', 'country_bookings']
const columns = [
  ['adults', 'integer'],
  ['children', 'integer'],
  ['children_ages', 'text'],
  ['budget_per_person', 'integer'],
] as const

export async function up(db: AnyDb): Promise<void> {
  for (const table of tables)
    for (const [column, type] of columns) await db.schema.alterTable(table).addColumn(column, type).execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of tables)
    for (const [column] of columns) await db.schema.alterTable(table).dropColumn(column).execute()
}
