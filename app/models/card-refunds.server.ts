import { db } from './db.server'

// A cancellation's refunds to the cards they were paid with (docs/product.md, "Payments"): asked of
// Stripe one by one with their own keys, then recorded when Stripe says the money moved.

const COLUMNS = [
  'card_refunds.id',
  'card_refunds.proposal_id',
  'card_refunds.payment_id',
  'card_refunds.amount_minor',
  'card_refunds.currency',
  'card_refunds.key',
  'card_refunds.external_id',
  'card_refunds.status',
  'card_refunds.last_error',
  'card_refunds.entry_id',
  'card_refunds.created_at',
] as const

const shaped = <T extends { id: number; proposal_id: number; payment_id: number; amount_minor: number }>(
  row: T,
) => ({
  ...row,
  id: Number(row.id),
  proposal_id: Number(row.proposal_id),
  payment_id: Number(row.payment_id),
  amount_minor: Number(row.amount_minor),
})

/** A booking's refunds to cards, with the payment intent each goes back to. */
export async function listCardRefunds(proposalId: number) {
  const rows = await db()
    .selectFrom('card_refunds')
    .innerJoin('payments', 'payments.id', 'card_refunds.payment_id')
    .select(COLUMNS)
    .select('payments.reference as payment_intent')
    .where('card_refunds.proposal_id', '=', proposalId)
    .orderBy('card_refunds.id')
    .execute()
  return rows.map((row) => ({ ...shaped(row), payment_intent: row.payment_intent ?? '' }))
}

export type CardRefund = Awaited<ReturnType<typeof listCardRefunds>>[number]

/** The refund Stripe's answer or event names: by its id, or by our key in its metadata. */
export async function findCardRefund(externalId: string, key: string | undefined) {
  const row = await db()
    .selectFrom('card_refunds')
    .select(COLUMNS)
    .where((eb) => eb.or([eb('external_id', '=', externalId), ...(key ? [eb('key', '=', key)] : [])]))
    .executeTakeFirst()
  return row && shaped(row)
}

/** Stripe took it: its id, and it waits for the money to move. */
export async function markCardRefundAsked(id: number, externalId: string) {
  await db()
    .updateTable('card_refunds')
    .set({ external_id: externalId, status: 'asked', last_error: null })
    .where('id', '=', id)
    .where('status', 'in', ['asking', 'failed'])
    .execute()
}

export async function markCardRefundFailed(id: number, error: string) {
  await db()
    .updateTable('card_refunds')
    .set({ status: 'failed', last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .where('status', '<>', 'refunded')
    .execute()
}

export async function noteCardRefundError(id: number, error: string) {
  await db()
    .updateTable('card_refunds')
    .set({ last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute()
}

export async function markCardRefunded(id: number, externalId: string, entryId: number) {
  await db()
    .updateTable('card_refunds')
    .set({ status: 'refunded', external_id: externalId, entry_id: entryId, last_error: null })
    .where('id', '=', id)
    .execute()
}
