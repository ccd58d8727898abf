import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Payments on a booking (docs/product.md, "Payments"): a ledger of entries against an accepted
// proposal, in its currency's minor units. An entry is never changed or deleted: a mistake is undone
// by a reversing entry, and each entry is reversed at most once (the unique `reverses_id`). A card
// payment's processor event is recorded once (the unique `external_id`). An entry goes with its lead's
// erasure, as its proposal does.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    // 'payment', 'reversal' (of the entry named by reverses_id) or 'refund' (on a cancellation)
    .addColumn('kind', 'text', (col) => col.notNull())
    // Minor units of the proposal's currency; a reversal is the negative of what it reverses
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('paid_on', 'text', (col) => col.notNull())
    .addColumn('reverses_id', 'integer', (col) => col.unique().references('payments.id'))
    // The card processor's event that recorded it (Stripe's evt_…): an event replayed records nothing
    .addColumn('external_id', 'text', (col) => col.unique())
    .addColumn('recorded_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('payments_proposal_idx').on('payments').columns(['proposal_id', 'id']).execute()
  await db.schema.createIndex('payments_paid_idx').on('payments').columns(['paid_on']).execute()

  // A booking's cancellation, once: when it was told, by whom, and what the terms refunded.
  await db.schema
    .createTable('booking_cancellations')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().unique().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('notice_on', 'text', (col) => col.notNull())
    // 'traveller' or 'operator'
    .addColumn('asked_by', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('refund_minor', 'integer', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .execute()

  // Each reminder of a booking, claimed by its row before its mail is queued: sent once, whichever
  // instance looks first, through restarts.
  await db.schema
    .createTable('booking_reminders')
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    // 'balance-soon', 'balance-due' or 'deposit-late'
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('booking_reminders_once', ['proposal_id', 'kind', 'due_on'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('booking_reminders').execute()
  await db.schema.dropTable('booking_cancellations').execute()
  await db.schema.dropTable('payments').execute()
}
