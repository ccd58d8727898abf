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

export function listPayments(proposalId: number) {
  return db()
    .selectFrom('payments')
    .leftJoin('staff', 'staff.id', 'payments.recorded_by')
    .select([
      'payments.id',
      'payments.kind',
      'payments.amount_minor',
      'payments.currency',
      'payments.method',
      'payments.reference',
      'payments.note',
      'payments.paid_on',
      'payments.reverses_id',
      'payments.recorded_at',
      'staff.name as recorded_by_name',
    ])
    .where('payments.proposal_id', '=', proposalId)
    .orderBy('payments.id')
    .limit(500)
    .execute()
}

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
    if (Boolean(entry.adjustment) !== (await isCancelled(trx, entry.proposalId)))
      return { refused: entry.adjustment ? 'not-cancelled' : 'booking-cancelled' }
    if (entry.externalId !== undefined) {
      const known = await trx
        .selectFrom('payments')
        .select('id')
        .where('external_id', '=', entry.externalId)
        .executeTakeFirst()
      if (known) return { refused: 'already-recorded' }
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
        kind: entry.adjustment ? 'adjustment' : entry.reverses === undefined ? 'payment' : 'reversal',
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
          entry.adjustment
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

/** One entry with what its receipt says: the booking's money after it. */
export async function getPayment(id: number) {
  return db()
    .selectFrom('payments')
    .select(['id', 'proposal_id', 'kind', 'amount_minor', 'currency', 'method', 'reference', 'paid_on'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The sum of a booking's entries up to and including `id`. */
export async function paidUpTo(proposalId: number, id: number) {
  const row = await db()
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number | string>('amount_minor').as('paid'))
    .where('proposal_id', '=', proposalId)
    .where('id', '<=', id)
    .executeTakeFirstOrThrow()
  return Number(row.paid ?? 0)
}

/** The view of the version a booking's traveller accepted, or undefined (no acceptance). */
export async function acceptedView(proposalId: number) {
  const row = await db()
    .selectFrom('proposal_acceptances')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select(['proposal_versions.view', 'leads.email', 'leads.id as lead_id'])
    .where('proposal_acceptances.proposal_id', '=', proposalId)
    .executeTakeFirst()
  return row && { view: row.view, email: row.email, leadId: Number(row.lead_id) }
}

/** The accepted proposal of a lead (its newest, should there be two), or undefined. */
export async function acceptedProposalOfLead(leadId: number) {
  const row = await db()
    .selectFrom('proposal_acceptances')
    .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select(['proposals.id', 'leads.created_at'])
    .where('proposals.lead_id', '=', leadId)
    .orderBy('proposal_acceptances.id', 'desc')
    .executeTakeFirst()
  return row && { proposalId: Number(row.id), leadCreatedAt: row.created_at }
}

/** When a booking's proposal was first sent and when it was accepted (ISO moments), or undefined. */
export async function bookingMoments(proposalId: number) {
  const row = await db()
    .selectFrom('proposal_acceptances')
    .select((eb) => [
      'proposal_acceptances.accepted_at',
      eb
        .selectFrom('proposal_versions')
        .select((inner) => inner.fn.min<string>('proposal_versions.sent_at').as('first'))
        .whereRef('proposal_versions.proposal_id', '=', 'proposal_acceptances.proposal_id')
        .as('first_sent_at'),
    ])
    .where('proposal_acceptances.proposal_id', '=', proposalId)
    .executeTakeFirst()
  return row && { acceptedAt: row.accepted_at, firstSentAt: row.first_sent_at ?? row.accepted_at }
}
