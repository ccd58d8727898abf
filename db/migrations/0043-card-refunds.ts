import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// A cancellation's refund back to the card it was paid with (docs/product.md, "Payments"): one row per
// card payment it goes back to, asked of Stripe with the row's own idempotency key, and recorded in the
// ledger only when Stripe says the money moved (its entry then named here), so the ledger never says
// refunded before it was. It goes with its proposal.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('card_refunds')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    // The card payment it goes back to
    .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    // Sent to Stripe as the Idempotency-Key and in the refund's metadata: random, unique
    .addColumn('key', 'text', (col) => col.notNull().unique())
    // Stripe's re_…, once it answered
    .addColumn('external_id', 'text', (col) => col.unique())
    // 'asking' until Stripe took it, 'asked', 'refunded' (its entry recorded), 'failed'
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('entry_id', 'integer', (col) => col.references('payments.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('card_refunds_proposal_idx')
    .on('card_refunds')
    .columns(['proposal_id', 'id'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('card_refunds').execute()
}
