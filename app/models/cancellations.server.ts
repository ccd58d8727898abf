import crypto from 'node:crypto'
import type { ExpressionBuilder, Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { db, isUniqueViolation, transactionWhileWaited } from './db.server'
import { outboxRows, type QueuedMail } from './mail-outbox.server'
import { bookingLead } from './payments.server'
import { leadEvent } from './proposals.server'

// A booking's cancellation (docs/product.md, "Payments"): recorded once per proposal, with what the
// booking terms refund as an entry of its ledger (dated the day it is recorded, as the money goes back
// then; the notice day is the cancellation's), and the lead moved to Cancelled (closed), in one
// transaction holding the proposal's row, as every ledger entry does.

export interface Cancellation {
  proposalId: number
  staffId: number
  noticeOn: string
  askedBy: 'traveller' | 'operator'
  note: string
  method: string
  currency: string
  /** The operator's calendar day it is recorded on: the refund entry's date */
  recordedOn: string
  /** The one-use token of the staff form that sent it */
  submissionKey?: string
  /** The request's: committed only while its client still waits */
  signal?: AbortSignal
  /** What the terms refund, worked out from what was paid when the row was held */
  refund: (paid: number) => number
  /**
   * Back to the card through Stripe: the refund is not an entry yet but a request per card payment it
   * goes back to (card_refunds), recorded when Stripe says the money moved
   */
  toCard?: boolean
  alongside: (
    trx: Transaction<Database>,
    done: { leadId: number; refund: number; entryId: number | null; toCard: boolean },
  ) => Promise<QueuedMail[]>
}

export type CancellationOutcome =
  | { cancelled: true; refund: number }
  /** The same form was sent before and recorded this */
  | { duplicate: { refund: number; noticeOn: string } }
  | { refused: 'no-booking' | 'already-cancelled' }
  /** Less than the refund was paid by card through Stripe: the rest must go back another way */
  | { refused: 'card-short'; byCard: number; refund: number; currency: string }

export async function recordCancellation(cancellation: Cancellation): Promise<CancellationOutcome> {
  const at = new Date().toISOString()
  try {
    return await transactionWhileWaited(cancellation.signal, async (trx): Promise<CancellationOutcome> => {
      const booking = await bookingLead(trx, cancellation.proposalId)
      if (!booking) return { refused: 'no-booking' }
      const known = await trx
        .selectFrom('booking_cancellations')
        .select(['submission_key', 'refund_minor', 'notice_on'])
        .where('proposal_id', '=', cancellation.proposalId)
        .executeTakeFirst()
      if (known && cancellation.submissionKey && known.submission_key === cancellation.submissionKey)
        return { duplicate: { refund: Number(known.refund_minor), noticeOn: known.notice_on } }
      if (known) return { refused: 'already-cancelled' }
      const paid = await trx
        .selectFrom('payments')
        .select((eb) => eb.fn.sum<number | string>('amount_minor').as('paid'))
        .where('proposal_id', '=', cancellation.proposalId)
        .executeTakeFirstOrThrow()
      const refund = cancellation.refund(Number(paid.paid ?? 0))
      const toCard =
        cancellation.toCard && refund > 0 ? await splitOverCards(trx, cancellation.proposalId, refund) : null
      if (toCard && 'short' in toCard)
        return { refused: 'card-short', byCard: toCard.short, refund, currency: cancellation.currency }
      await trx
        .insertInto('booking_cancellations')
        .values({
          proposal_id: cancellation.proposalId,
          notice_on: cancellation.noticeOn,
          asked_by: cancellation.askedBy,
          note: cancellation.note,
          refund_minor: refund,
          recorded_by: cancellation.staffId,
          recorded_at: at,
          submission_key: cancellation.submissionKey ?? null,
        })
        .execute()
      if (toCard)
        await trx
          .insertInto('card_refunds')
          .values(
            toCard.parts.map((part) => ({
              proposal_id: cancellation.proposalId,
              payment_id: part.paymentId,
              amount_minor: part.amount,
              currency: cancellation.currency,
              key: `tembo-refund-${crypto.randomBytes(12).toString('hex')}`,
              status: 'asking' as const,
              created_at: at,
            })),
          )
          .execute()
      const entry =
        refund && !toCard
          ? await trx
              .insertInto('payments')
              .values({
                proposal_id: cancellation.proposalId,
                kind: 'refund',
                amount_minor: -refund,
                currency: cancellation.currency,
                method: cancellation.method,
                reference: null,
                note: cancellation.note,
                paid_on: cancellation.recordedOn,
                reverses_id: null,
                external_id: null,
                recorded_by: cancellation.staffId,
                recorded_at: at,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          : null
      const leadId = Number(booking.lead_id)
      await trx
        .updateTable('leads')
        .set({ status: 'cancelled', closed_at: at, waiting_since: null, last_activity_at: at })
        .where('id', '=', leadId)
        .execute()
      const data = {
        proposal_id: cancellation.proposalId,
        notice_on: cancellation.noticeOn,
        asked_by: cancellation.askedBy,
        note: cancellation.note,
        refund,
        currency: cancellation.currency,
      }
      await trx
        .insertInto('lead_events')
        .values([
          leadEvent(leadId, 'booking-cancelled', cancellation.staffId, data, at),
          leadEvent(leadId, 'status', cancellation.staffId, { from: booking.status, to: 'cancelled' }, at),
        ])
        .execute()
      const mails = await cancellation.alongside(trx, {
        leadId,
        refund,
        entryId: entry ? Number(entry.id) : null,
        toCard: toCard !== null,
      })
      if (mails.length) await trx.insertInto('mail_outbox').values(outboxRows(mails)).execute()
      return { cancelled: true, refund }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const earlier = cancellation.submissionKey && (await cancellationOfSubmission(cancellation.submissionKey))
    return earlier ? { duplicate: earlier } : { refused: 'already-cancelled' }
  }
}

/**
 * The card payments made through Stripe Checkout (a payment intent as their reference, reported by
 * Stripe, not reversed) a refund goes back to, the newest first, each no more than it paid; or how much
 * they hold when that is less than the refund.
 */
async function splitOverCards(
  trx: Transaction<Database>,
  proposalId: number,
  refund: number,
): Promise<{ short: number } | { parts: { paymentId: number; amount: number }[] }> {
  const cards = await trx
    .selectFrom('payments')
    .select(['id', 'amount_minor'])
    .where('proposal_id', '=', proposalId)
    .where('kind', '=', 'payment')
    .where('method', '=', 'card')
    .where('recorded_by', 'is', null)
    .where('reference', 'like', 'pi\_%')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payments as reversal')
            .select('reversal.id')
            .whereRef('reversal.reverses_id', '=', 'payments.id'),
        ),
      ),
    )
    .orderBy('id', 'desc')
    .execute()
  const parts: { paymentId: number; amount: number }[] = []
  let left = refund
  for (const card of cards) {
    if (left === 0) break
    const amount = Math.min(left, Number(card.amount_minor))
    parts.push({ paymentId: Number(card.id), amount })
    left -= amount
  }
  return left > 0 ? { short: refund - left } : { parts }
}

/** The cancellation a staff form's one-use token recorded, or undefined. */
export async function cancellationOfSubmission(key: string) {
  const row = await db()
    .selectFrom('booking_cancellations')
    .select(['refund_minor', 'notice_on'])
    .where('submission_key', '=', key)
    .executeTakeFirst()
  return row && { refund: Number(row.refund_minor), noticeOn: row.notice_on }
}

/** A booking's cancellation, or undefined. */
export function getCancellation(proposalId: number) {
  return db()
    .selectFrom('booking_cancellations')
    .leftJoin('staff', 'staff.id', 'booking_cancellations.recorded_by')
    .select([
      'booking_cancellations.notice_on',
      'booking_cancellations.asked_by',
      'booking_cancellations.note',
      'booking_cancellations.refund_minor',
      'staff.name as recorded_by_name',
    ])
    .where('booking_cancellations.proposal_id', '=', proposalId)
    .executeTakeFirst()
}

/** Within a query of bookings (`proposals` among its tables): whether the booking was cancelled. */
export const wasCancelled = (eb: ExpressionBuilder<Database, 'proposals'>) =>
  eb.exists(
    eb
      .selectFrom('booking_cancellations')
      .select('booking_cancellations.id')
      .whereRef('booking_cancellations.proposal_id', '=', 'proposals.id'),
  )
