import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The rules East African operators price by (docs/product.md, "Rate cards"), as settings of a
// supplier's card: what we keep of its rack rates (commission, basis points), the VAT or levy the
// authority adds (its name and basis points: Tanzania's parks add 18%), the youngest traveller a
// permit is sold to, the seats of a vehicle, and whether a lodge is outside the park (its guests pay
// no park fee by the night). A card set before has none of them: no commission, no
// levy, no age, no limit of seats, as it was priced before.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('suppliers')
    .addColumn('commission_bp', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('suppliers')
    .addColumn('levy_bp', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('suppliers')
    .addColumn('levy_name', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('suppliers').addColumn('min_traveller_age', 'integer').execute()
  await db.schema.alterTable('suppliers').addColumn('seats', 'integer').execute()
  await db.schema
    .alterTable('suppliers')
    .addColumn('outside_park', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of [
    'outside_park',
    'seats',
    'min_traveller_age',
    'levy_name',
    'levy_bp',
    'commission_bp',
  ])
    await db.schema.alterTable('suppliers').dropColumn(column).execute()
}
