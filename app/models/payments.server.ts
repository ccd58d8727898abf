import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { ledgerState, MONEY_STATUSES, type PaymentMethod } from '~/lib/ledger'
import { db, isUniqueViolation, transactionWhileWaited } from './db.server'
import { outboxRows, type QueuedMail } from './mail-outbox.server'
import { leadEvent } from './proposals.server'

// The ledger of a booking (docs/product.md, "Payments"): entries added against an accepted proposal,
// never changed or deleted; a mistake is undone by a reversing entry. Each entry moves the lead to the
// status its money says (Accepted, Deposit paid, Confirmed), with its events, its trail and its mail,
// in one transaction that holds the proposal's row, so two entries at once add up right. A cancelled
// booking's ledger is closed but to an admin's adjustment; a staff form's one-use token records once.

export interface NewEntry {
  proposalId: number
  /** Who recorded it; null for the card processor's report */
  staffId: number | null
  amount: number
  method: PaymentMethod | string
  reference: string | null
  note: string | null
  paidOn: string
  /** For a reversal: the entry it undoes */
  reverses?: number
  /** The card processor's event that reported it: recorded once */
  externalId?: string
  /** The one-use token of the staff form that sent it: the same form sent again records nothing */
  submissionKey?: string
  /** An admin's correction of a cancelled booking's ledger, which no other entry may change */
  adjustment?: boolean
  /** A cancellation's refund to a card, recorded when Stripe says it moved: on a cancelled booking only */
  cardRefund?: boolean
  /**
   * A processor's payment for one thing (the deposit, the balance): whether it still fits what was
   * paid before it, asked while the booking is held, so two payments of one deposit at once are not
   * both recorded
   */
  fits?: (paidBefore: number) => boolean
  /** The request's: committed only while its client still waits */
  signal?: AbortSignal
}

/** What an entry recorded, as a form sent again is told of it. */
export interface RecordedEntry {
  id: number
  kind: string
  amount: number
  currency: string
  method: string
  paidOn: string
}

export interface EntryContext {
  /** The accepted version's total and deposit, in its currency */
  due: { total: number; deposit: number; currency: string }
  /** What else goes with the entry: the receipt mail, the audit trail */
  alongside: (
    trx: Transaction<Database>,
    entry: { id: number; leadId: number; paid: number },
  ) => Promise<QueuedMail[]>
}

export type EntryOutcome =
  | { recorded: number; status: string; paid: number }
  | { duplicate: RecordedEntry }
  | {
      refused:
        | 'no-booking'
        | 'already-reversed'
        | 'not-a-payment'
        | 'already-recorded'
        | 'booking-cancelled'
        | 'not-cancelled'
        | 'more-than-due'
    }

export async function bookingLead(trx: Transaction<Database>, proposalId: number) {
  // Holds the proposal's row to the end of the transaction: entries on one booking go one at a time.
  await trx
    .updateTable('proposals')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', proposalId)
    .execute()
  return trx
    .selectFrom('proposals')
    .innerJoin('proposal_acceptances', 'proposal_acceptances.proposal_id', 'proposals.id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select(['leads.id as lead_id', 'leads.status'])
    .where('proposals.id', '=', proposalId)
    .executeTakeFirst()
}

/** Adds a payment, or the reversal of one, and moves the lead as its money now says. */
export async function recordEntry(entry: NewEntry, context: EntryContext): Promise<EntryOutcome> {
  try {
    return await writeEntry(entry, context)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // The same processor event, or the same form, twice at once: the unique keys let one through.
    if (entry.submissionKey !== undefined) {
      const earlier = await entryOfSubmission(entry.submissionKey)
      if (earlier) return { duplicate: earlier }
    }
    if (entry.externalId !== undefined) return { refused: 'already-recorded' }
    throw error
  }
}

/** The entry a staff form's one-use token recorded, or undefined. */
export async function entryOfSubmission(
  key: string,
  trx: Transaction<Database> | ReturnType<typeof db> = db(),
): Promise<RecordedEntry | undefined> {
  const row = await trx
    .selectFrom('payments')
    .select(['id', 'kind', 'amount_minor', 'currency', 'method', 'paid_on'])
    .where('submission_key', '=', key)
    .executeTakeFirst()
  return (
    row && {
      id: Number(row.id),
      kind: row.kind,
      amount: Number(row.amount_minor),
      currency: row.currency,
      method: row.method,
      paidOn: row.paid_on,
    }
  )
}

/** Whether the booking was cancelled: its ledger is then closed to all but an admin's adjustment. */
export async function isCancelled(trx: Transaction<Database>, proposalId: number) {
  const row = await trx
    .selectFrom('booking_cancellations')
    .select('id')
    .where('proposal_id', '=', proposalId)
    .executeTakeFirst()
  return row !== undefined
}

function writeEntry(entry: NewEntry, context: EntryContext): Promise<EntryOutcome> {
  const at = new Date().toISOString()
  return transactionWhileWaited(entry.signal, async (trx): Promise<EntryOutcome> => {
    const booking = await bookingLead(trx, entry.proposalId)
    if (!booking) return { refused: 'no-booking' }
    if (entry.submissionKey !== undefined) {
      const earlier = await entryOfSubmission(entry.submissionKey, trx)
      if (earlier) return { duplicate: earlier }
    }
    const closedOnly = Boolean(entry.adjustment || entry.cardRefund)
    if (closedOnly !== (await isCancelled(trx, entry.proposalId)))
      return { refused: closedOnly ? 'not-cancelled' : 'booking-cancelled' }
    if (entry.externalId !== undefined) {
      const known = await trx
        .selectFrom('payments')
        .select('id')
        .where('external_id', '=', entry.externalId)
        .executeTakeFirst()
      if (known) return { refused: 'already-recorded' }
    }
    if (entry.fits) {
      const before = await trx
        .selectFrom('payments')
        .select((eb) => eb.fn.sum<number | string>('amount_minor').as('paid'))
        .where('proposal_id', '=', entry.proposalId)
        .executeTakeFirstOrThrow()
      if (!entry.fits(Number(before.paid ?? 0))) return { refused: 'more-than-due' }
    }
    let amount = entry.amount
    let method = entry.method
    if (entry.reverses !== undefined) {
      const original = await trx
        .selectFrom('payments')
        .select(['kind', 'amount_minor', 'method'])
        .where('id', '=', entry.reverses)
        .where('proposal_id', '=', entry.proposalId)
        .executeTakeFirst()
      if (!original || original.kind !== 'payment') return { refused: 'not-a-payment' }
      const reversed = await trx
        .selectFrom('payments')
        .select('id')
        .where('reverses_id', '=', entry.reverses)
        .executeTakeFirst()
      if (reversed) return { refused: 'already-reversed' }
      amount = -Number(original.amount_minor)
      method = original.method
    }
    const row = await trx
      .insertInto('payments')
      .values({
        proposal_id: entry.proposalId,
        kind: entry.cardRefund
          ? 'refund'
          : entry.adjustment
            ? 'adjustment'
            : entry.reverses === undefined
              ? 'payment'
              : 'reversal',
        amount_minor: amount,
        currency: context.due.currency,
        method,
        reference: entry.reference,
        note: entry.note,
        paid_on: entry.paidOn,
        reverses_id: entry.reverses ?? null,
        external_id: entry.externalId ?? null,
        recorded_by: entry.staffId,
        recorded_at: at,
        submission_key: entry.submissionKey ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const entries = await trx
      .selectFrom('payments')
      .select('amount_minor')
      .where('proposal_id', '=', entry.proposalId)
      .execute()
    const state = ledgerState(
      entries.map((item) => ({ amount: Number(item.amount_minor) })),
      context.due,
    )
    const leadId = Number(booking.lead_id)
    const moves = MONEY_STATUSES.includes(booking.status) && booking.status !== state.status
    await trx
      .updateTable('leads')
      .set({ last_activity_at: at, ...(moves ? { status: state.status } : {}) })
      .where('id', '=', leadId)
      .execute()
    const id = Number(row.id)
    await trx
      .insertInto('lead_events')
      .values([
        leadEvent(
          leadId,
          entry.cardRefund
            ? 'card-refunded'
            : entry.adjustment
              ? 'ledger-adjusted'
              : entry.reverses === undefined
                ? 'payment'
                : 'payment-reversed',
          entry.staffId,
          { payment_id: id, proposal_id: entry.proposalId, amount, currency: context.due.currency, method },
          at,
        ),
        ...(moves
          ? [
              leadEvent(
                leadId,
                'status',
                entry.staffId,
                { from: booking.status, to: state.status, by_payment: true },
                at,
              ),
            ]
          : []),
      ])
      .execute()
    const mails = await context.alongside(trx, { id, leadId, paid: state.paid })
    if (mails.length) await trx.insertInto('mail_outbox').values(outboxRows(mails)).execute()
    return { recorded: id, status: moves ? state.status : booking.status, paid: state.paid }
  })
}
