import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The traveller's details after the deposit (docs/product.md, "The traveller's details"):
// - each traveller of a booking as in their passport, the passport's number sealed (AES-256-GCM with a
//   key from the environment, never in clear), its expiry, dietary and medical notes, an emergency
//   contact; the booking's arrival and departure flights;
// - the permits of a booking each assigned to a named traveller;
// - a reminder of missing details, claimed by its row so it goes once.
// All of it goes with the booking's erasure (cascades) and the retention job's pass after the trip.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('trip_details')
    .addColumn('proposal_id', 'integer', (col) =>
      col.primaryKey().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('arrival_flight', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('arrival_date', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('arrival_time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('departure_flight', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('departure_date', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('departure_time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('trip_travellers')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('nationality', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('birth_date', 'text', (col) => col.notNull().defaultTo(''))
    // "p1.<key id>.<iv>.<tag>.<sealed>", or '' when not given
    .addColumn('passport_sealed', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('passport_expiry', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('dietary', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('medical', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('emergency_contact', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('trip_travellers_once_idx')
    .on('trip_travellers')
    .columns(['proposal_id', 'position'])
    .unique()
    .execute()
  await db.schema
    .createTable('permit_holders')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('supplier_id', 'integer', (col) => col.notNull().references('suppliers.id'))
    .addColumn('on_date', 'text', (col) => col.notNull())
    .addColumn('traveller_id', 'integer', (col) =>
      col.notNull().references('trip_travellers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('permit_holders_once_idx')
    .on('permit_holders')
    .columns(['proposal_id', 'supplier_id', 'on_date', 'traveller_id'])
    .unique()
    .execute()
  await db.schema
    .createTable('trip_notices')
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    // 'details-missing' (the traveller, 30 days before), later 'final-documents'
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('trip_notices_pk', ['proposal_id', 'kind'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('trip_notices').execute()
  await db.schema.dropTable('permit_holders').execute()
  await db.schema.dropTable('trip_travellers').execute()
  await db.schema.dropTable('trip_details').execute()
}
