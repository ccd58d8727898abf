import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The booked trip carried to the airport (docs/product.md, "Departures", "Final documents", "Paying the
// suppliers"):
// - a member's phone, for a driver-guide's name and phone on the traveller's documents;
// - a departure's driver-guide (a member of the `guide` role), vehicle and meeting point;
// - the traveller's trip page link, minted when the final documents go (only its SHA-256 kept), with
//   the trip's folder as it was sent;
// - what was paid to a supplier against a reservation: a ledger, added to or reversed, never edited.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .alterTable('staff')
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema
    .createTable('departure_crew')
    .addColumn('proposal_id', 'integer', (col) =>
      col.primaryKey().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('guide_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('vehicle', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('meeting_point', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('meeting_time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('departure_crew_guide_idx').on('departure_crew').column('guide_id').execute()
  await db.schema
    .createTable('trip_links')
    .addColumn('proposal_id', 'integer', (col) =>
      col.primaryKey().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // The trip's folder as it was sent (JSON): the page, its PDF and its vouchers show what was sent
    .addColumn('folder', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('mail_id', 'integer')
    .execute()
  await db.schema
    .createTable('supplier_payments')
    .addColumn('id', 'integer', id)
    // The ledger outlives a traveller's erasure: the payment keeps its supplier and what it was for
    .addColumn('reservation_id', 'integer', (col) => col.references('reservations.id').onDelete('set null'))
    .addColumn('supplier_id', 'integer', (col) => col.notNull().references('suppliers.id'))
    .addColumn('service', 'text', (col) => col.notNull())
    // Minor units of `currency`; a reversal's is the negative of what it reverses
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('paid_on', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reverses_id', 'integer', (col) => col.references('supplier_payments.id').unique())
    .addColumn('recorded_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('submission_key', 'text', (col) => col.unique())
    .execute()
  await db.schema
    .createIndex('supplier_payments_reservation_idx')
    .on('supplier_payments')
    .column('reservation_id')
    .execute()
  await db.schema.createIndex('supplier_payments_paid_idx').on('supplier_payments').column('paid_on').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('supplier_payments').execute()
  await db.schema.dropTable('trip_links').execute()
  await db.schema.dropTable('departure_crew').execute()
  await db.schema.alterTable('staff').dropColumn('phone').execute()
}
