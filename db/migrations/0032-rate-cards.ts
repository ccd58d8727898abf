import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Rate cards (docs/product.md, "Rate cards"): the seasons as date bands, the suppliers (lodges, parks,
// permits, vehicles, transfers, flights, activities) and what each charges. Rows are archived, never
// deleted, so a quote can always say what it was priced from. Money in minor units of each row's own
// currency.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('rate_seasons')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (col) => col.notNull())
    // Both days included (YYYY-MM-DD)
    .addColumn('starts_on', 'text', (col) => col.notNull())
    .addColumn('ends_on', 'text', (col) => col.notNull())
    // The season it was copied from, a year on
    .addColumn('copied_from', 'integer', (col) => col.references('rate_seasons.id'))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('rate_seasons_start_idx').on('rate_seasons').column('starts_on').execute()

  await db.schema
    .createTable('suppliers')
    .addColumn('id', 'integer', id)
    // 'lodge', 'park', 'permit', 'vehicle', 'transfer', 'flight' or 'activity'
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    // The park or area; for a transfer or flight, where from and to
    .addColumn('area', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('suppliers_kind_idx').on('suppliers').columns(['kind', 'name']).execute()

  await db.schema
    .createTable('supplier_rates')
    .addColumn('id', 'integer', id)
    .addColumn('supplier_id', 'integer', (col) => col.notNull().references('suppliers.id'))
    // null: all year
    .addColumn('season_id', 'integer', (col) => col.references('rate_seasons.id'))
    // What it is for: a room type and meal plan, what a vehicle's day includes, an age band's name
    .addColumn('label', 'text', (col) => col.notNull())
    // 'per_person_sharing', 'per_room', 'per_person', 'per_group'
    .addColumn('basis', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    // 'net' (what we pay) or 'rack' (the published rate, before the supplier's commission)
    .addColumn('rate_kind', 'text', (col) => col.notNull())
    .addColumn('max_occupancy', 'integer')
    .addColumn('single_supplement_minor', 'integer')
    // Park fees and permits: 'non_resident', 'east_african' or 'foreign_resident'
    .addColumn('residency', 'text')
    .addColumn('min_age', 'integer')
    .addColumn('max_age', 'integer')
    .addColumn('min_party', 'integer')
    .addColumn('max_party', 'integer')
    .addColumn('archived_at', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('supplier_rates_supplier_idx')
    .on('supplier_rates')
    .columns(['supplier_id', 'season_id'])
    .execute()
  await db.schema.createIndex('supplier_rates_season_idx').on('supplier_rates').column('season_id').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('supplier_rates').execute()
  await db.schema.dropTable('suppliers').execute()
  await db.schema.dropTable('rate_seasons').execute()
}
