import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import type { QueuedMail } from './mail-outbox.server'
import { db, isUniqueViolation } from './db.server'
import { outboxRows } from './mail-outbox.server'

// Payments to look at (docs/product.md, "Payments"): what a processor reported that Tembo could not
// place in a ledger (an unknown reference, another currency, an amount other than asked, a second
// payment of one deposit, a cancelled booking). The money may be real, so it is never only logged: its
// row, keyed by the processor's id, is the claim that tells the admins once however often it is sent
// again, and it waits until an admin attaches it to a booking or marks it handled.

export type LookAtProcessor = 'stripe' | 'pesapal'

export interface PaymentToLookAt {
  /** The processor's id of what was paid (a Checkout Session, an order), else of its event */
  externalId: string
  processor: LookAtProcessor
  reason: string
  /** The booking it seemed to be for, when one was known */
  proposalId: number | null
  /** What the processor said, for the admin who places it */
  detail: Record<string, unknown>
}

/** Keeps it and queues the admins' mail in one transaction; false when it was kept before. */
export async function keepPaymentToLookAt(
  payment: PaymentToLookAt,
  mail: (admins: string[]) => QueuedMail[],
): Promise<boolean> {
  try {
    return await db()
      .transaction()
      .execute(async (trx) => {
        const known = await trx
          .selectFrom('refused_payment_events')
          .select('external_id')
          .where('external_id', '=', payment.externalId)
          .executeTakeFirst()
        if (known) return false
        await trx
          .insertInto('refused_payment_events')
          .values({
            external_id: payment.externalId,
            processor: payment.processor,
            reason: payment.reason,
            proposal_id: payment.proposalId,
            detail: JSON.stringify(payment.detail),
            created_at: new Date().toISOString(),
          })
          .execute()
        const admins = await trx
          .selectFrom('staff')
          .select('email')
          .where('role', '=', 'admin')
          .where('disabled_at', 'is', null)
          .orderBy('id')
          .execute()
        const mails = mail(admins.map((admin) => admin.email))
        if (mails.length) await trx.insertInto('mail_outbox').values(outboxRows(mails)).execute()
        return true
      })
  } catch (error) {
    // The same report at the same moment on another instance: it tells them.
    if (isUniqueViolation(error)) return false
    throw error
  }
}

const COLUMNS = [
  'external_id',
  'processor',
  'reason',
  'detail',
  'created_at',
  'status',
  'proposal_id',
  'resolved_at',
  'resolution',
  'payment_id',
] as const

/** Those still open (oldest first), or those an admin settled (newest first); a page at a time. */
export async function listPaymentsToLookAt(which: 'open' | 'settled', limit = 50, offset = 0) {
  let query = db()
    .selectFrom('refused_payment_events')
    .leftJoin('staff', 'staff.id', 'refused_payment_events.resolved_by')
    .select(COLUMNS.map((column) => `refused_payment_events.${column}` as const))
    .select('staff.name as resolved_by_name')
  query =
    which === 'open'
      ? query.where('refused_payment_events.status', '=', 'open').orderBy('refused_payment_events.created_at')
      : query
          .where('refused_payment_events.status', '<>', 'open')
          .orderBy('refused_payment_events.created_at', 'desc')
  return query.limit(limit).offset(offset).execute()
}

export async function countOpenPaymentsToLookAt() {
  const row = await db()
    .selectFrom('refused_payment_events')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export function getPaymentToLookAt(externalId: string) {
  return db()
    .selectFrom('refused_payment_events')
    .select(COLUMNS)
    .where('external_id', '=', externalId)
    .executeTakeFirst()
}

/**
 * Settles an open one: attached to a booking (with the entry that recorded it) or handled with the
 * admin's reason. False when it was not open (settled already, perhaps by another admin just now).
 */
export async function settlePaymentToLookAt(
  externalId: string,
  settled: {
    status: 'attached' | 'handled'
    by: number
    resolution: string
    paymentId: number | null
  },
  record: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const changed = await trx
        .updateTable('refused_payment_events')
        .set({
          status: settled.status,
          resolved_by: settled.by,
          resolved_at: new Date().toISOString(),
          resolution: settled.resolution,
          payment_id: settled.paymentId,
        })
        .where('external_id', '=', externalId)
        .where('status', '=', 'open')
        .executeTakeFirst()
      if (Number(changed.numUpdatedRows) === 0) return false
      await record(trx)
      return true
    })
}
