import type { PaymentRequestsTable } from '@db/schema'
import { db } from './db.server'

// What Tembo asked a processor to take from a traveller (docs/product.md, "Payments"): a Stripe
// Checkout Session or a Pesapal order, for one booking's deposit or balance. A processor's word is
// recorded only against one of these, for what it asked; a payment made through it is the ledger entry
// whose external id is the request's.

export type PaymentPurpose = PaymentRequestsTable['purpose']
export type Processor = PaymentRequestsTable['processor']

const COLUMNS = [
  'id',
  'proposal_id',
  'version_id',
  'purpose',
  'processor',
  'amount_minor',
  'currency',
  'reference',
  'external_id',
  'pay_url',
  'status',
  'created_at',
  'expires_at',
] as const

const shaped = <T extends { id: number; proposal_id: number; version_id: number; amount_minor: number }>(
  row: T,
) => ({
  ...row,
  id: Number(row.id),
  proposal_id: Number(row.proposal_id),
  version_id: Number(row.version_id),
  amount_minor: Number(row.amount_minor),
})

/**
 * An open request for the same payment (same booking, purpose, processor, amount) that has some time
 * left: a traveller who presses Pay twice goes to the same checkout, so they cannot pay twice by it.
 */
export async function reusableRequest(
  wanted: Pick<PaymentRequestsTable, 'proposal_id' | 'purpose' | 'processor' | 'amount_minor' | 'currency'>,
  until: Date,
) {
  const row = await db()
    .selectFrom('payment_requests')
    .select(COLUMNS)
    .where('proposal_id', '=', wanted.proposal_id)
    .where('purpose', '=', wanted.purpose)
    .where('processor', '=', wanted.processor)
    .where('amount_minor', '=', wanted.amount_minor)
    .where('currency', '=', wanted.currency)
    .where('status', '=', 'open')
    .where('expires_at', '>', until.toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row && shaped(row)
}

/** A new request, 'opening' until its processor has answered with its id and page. */
export async function createRequest(
  request: Omit<PaymentRequestsTable, 'id' | 'external_id' | 'pay_url' | 'status' | 'payment_id'>,
) {
  const row = await db()
    .insertInto('payment_requests')
    .values({ ...request, status: 'opening' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** The processor's answer: its id for the request and the page the traveller pays on. */
export async function openRequest(id: number, externalId: string, payUrl: string) {
  await db()
    .updateTable('payment_requests')
    .set({ external_id: externalId, pay_url: payUrl, status: 'open' })
    .where('id', '=', id)
    .execute()
}

/** A request the processor says failed or expired (its page no longer takes money). */
export async function closeRequest(id: number, status: 'failed' | 'expired') {
  await db()
    .updateTable('payment_requests')
    .set({ status })
    .where('id', '=', id)
    .where('status', 'in', ['opening', 'open'])
    .execute()
}

/** A request paid, with the entry that recorded it. */
export async function markRequestPaid(id: number, paymentId: number) {
  await db()
    .updateTable('payment_requests')
    .set({ status: 'paid', payment_id: paymentId })
    .where('id', '=', id)
    .execute()
}

export async function requestByExternalId(processor: Processor, externalId: string) {
  const row = await db()
    .selectFrom('payment_requests')
    .select(COLUMNS)
    .where('processor', '=', processor)
    .where('external_id', '=', externalId)
    .executeTakeFirst()
  return row && shaped(row)
}

export type PaymentRequest = NonNullable<Awaited<ReturnType<typeof requestByReference>>>

export async function requestByReference(reference: string) {
  const row = await db()
    .selectFrom('payment_requests')
    .select(COLUMNS)
    .where('reference', '=', reference)
    .executeTakeFirst()
  return row && shaped(row)
}

/** A booking's requests, newest first, each with whether an entry of the ledger recorded it. */
export async function listRequests(proposalId: number, limit = 50) {
  const rows = await db()
    .selectFrom('payment_requests')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.external_id', '=', 'payment_requests.external_id'),
        )
        .as('recorded'),
    )
    .where('proposal_id', '=', proposalId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ ...shaped(row), recorded: Boolean(row.recorded) }))
}
