import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Permits held and a booking's margin (docs/product.md, "Rate cards"):
// - the gorilla and chimpanzee permits the operator has bought, by permit and date, with what they cost;
// - what each accepted proposal took of them, once (a proposal takes a permit's date once);
// - with each version sent, staff's pricing choices and what the trip cost by the cards, frozen as it
//   was sent (staff only, apart from the version the traveller is shown);
// - on an acceptance, that cost beside its total, for the dashboard's confirmed margin.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('permits_held')
    .addColumn('id', 'integer', id)
    .addColumn('supplier_id', 'integer', (col) => col.notNull().references('suppliers.id'))
    .addColumn('on_date', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    // What one permit cost, in minor units of its currency
    .addColumn('cost_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('archived_at', 'text')
    .execute()
  await db.schema
    .createIndex('permits_held_day_idx')
    .on('permits_held')
    .columns(['supplier_id', 'on_date'])
    .execute()
  await db.schema
    .createTable('permit_allocations')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('supplier_id', 'integer', (col) => col.notNull().references('suppliers.id'))
    .addColumn('on_date', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('permit_allocations_once_idx')
    .on('permit_allocations')
    .columns(['proposal_id', 'supplier_id', 'on_date'])
    .unique()
    .execute()
  await db.schema
    .createIndex('permit_allocations_day_idx')
    .on('permit_allocations')
    .columns(['supplier_id', 'on_date'])
    .execute()
  await db.schema
    .createTable('version_pricing')
    .addColumn('version_id', 'integer', (col) =>
      col.primaryKey().references('proposal_versions.id').onDelete('cascade'),
    )
    // JSON: the pricing choices as they were when the version was sent
    .addColumn('setup', 'text', (col) => col.notNull())
    // What the trip cost by the cards, in the version's currency; null when it was not priced from them
    .addColumn('cost_minor', 'integer')
    .execute()
  await db.schema.alterTable('proposal_acceptances').addColumn('cost_minor', 'integer').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('proposal_acceptances').dropColumn('cost_minor').execute()
  await db.schema.dropTable('version_pricing').execute()
  await db.schema.dropTable('permit_allocations').execute()
  await db.schema.dropTable('permits_held').execute()
}
