import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Travellers pay from their own page (docs/product.md, "Payments"):
// - a payment request is what Tembo asked a processor to take (a Stripe Checkout Session, a Pesapal
//   order): for which booking and version, what it pays (the deposit, the balance), how much in which
//   currency, the processor's id for it, and where it stands. A processor's word is recorded only
//   against a request and only for what it asked; it goes with its proposal (an erasure, a retention);
// - a processor's event Tembo cannot place (0039's refused events) is kept for the admins until one
//   attaches it to a booking or marks it handled with a reason: "Payments to look at".

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('payment_requests')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('version_id', 'integer', (col) => col.notNull())
    // 'deposit' | 'balance' (the rest of the total)
    .addColumn('purpose', 'text', (col) => col.notNull())
    // 'stripe' | 'pesapal'
    .addColumn('processor', 'text', (col) => col.notNull())
    // Minor units of the booking's currency
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    // Ours, sent to the processor (Pesapal's merchant reference, Stripe's metadata), unique
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    // The processor's: a Checkout Session's cs_…, a Pesapal order tracking id; null until it answered
    .addColumn('external_id', 'text', (col) => col.unique())
    .addColumn('pay_url', 'text')
    // 'opening' until the processor answered, 'open', 'paid', 'failed', 'expired'
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'integer', (col) => col.references('payments.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('payment_requests_proposal_idx')
    .on('payment_requests')
    .columns(['proposal_id', 'id'])
    .execute()

  await db.schema
    .alterTable('refused_payment_events')
    .addColumn('processor', 'text', (col) => col.notNull().defaultTo('stripe'))
    .execute()
  // 'open' until an admin 'attached' it to a booking or marked it 'handled'
  await db.schema
    .alterTable('refused_payment_events')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .execute()
  await db.schema.alterTable('refused_payment_events').addColumn('proposal_id', 'integer').execute()
  await db.schema.alterTable('refused_payment_events').addColumn('resolved_by', 'integer').execute()
  await db.schema.alterTable('refused_payment_events').addColumn('resolved_at', 'text').execute()
  await db.schema.alterTable('refused_payment_events').addColumn('resolution', 'text').execute()
  await db.schema.alterTable('refused_payment_events').addColumn('payment_id', 'integer').execute()
  await db.schema
    .createIndex('refused_payment_events_status_idx')
    .on('refused_payment_events')
    .columns(['status', 'created_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('refused_payment_events_status_idx').execute()
  for (const column of [
    'payment_id',
    'resolution',
    'resolved_at',
    'resolved_by',
    'proposal_id',
    'status',
    'processor',
  ])
    await db.schema.alterTable('refused_payment_events').dropColumn(column).execute()
  await db.schema.dropTable('payment_requests').execute()
}
