import type { BookingRemindersTable } from '@db/schema'
import { CLOSED_STATUSES } from '~/lib/lead-status'
import { wasCancelled } from './cancellations.server'
import { db } from './db.server'
import { outboxRows, type QueuedMail } from './mail-outbox.server'

// Reminders about a booking's money (docs/product.md, "Payments"): the bookings that still owe, and the
// claim that makes each reminder go once: its row, inserted in the transaction that queues its mail,
// unless another look (another instance, an earlier run) has inserted it already.

/** Bookings still owing something: accepted, not cancelled, the lead at Accepted or Deposit paid. */
export async function listOwingBookings(limit = 500) {
  const rows = await db()
    .selectFrom('proposal_acceptances')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select((eb) => [
      'proposals.id as proposal_id',
      'proposals.lead_id',
      'leads.email',
      'proposal_versions.view',
      'proposal_acceptances.accepted_at',
      eb
        .selectFrom('payments')
        .select((inner) => inner.fn.sum<number | string>('amount_minor').as('paid'))
        .whereRef('payments.proposal_id', '=', 'proposals.id')
        .as('paid'),
    ])
    .where('leads.status', 'in', ['accepted', 'deposit_paid'])
    .where('leads.status', 'not in', CLOSED_STATUSES)
    .where((eb) => eb.not(wasCancelled(eb)))
    .orderBy('proposals.id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    proposalId: Number(row.proposal_id),
    leadId: Number(row.lead_id),
    email: row.email,
    view: row.view,
    acceptedAt: row.accepted_at,
    paid: Number(row.paid ?? 0),
  }))
}

/**
 * Claims a reminder and queues its mails, in one transaction; false when it was claimed before (it
 * went already, or another instance is sending it now).
 */
export async function claimReminder(
  reminder: Pick<BookingRemindersTable, 'proposal_id' | 'kind' | 'due_on'>,
  mails: QueuedMail[],
  now: Date,
): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('booking_reminders')
        .values({ ...reminder, sent_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['proposal_id', 'kind', 'due_on']).doNothing())
        .returning('proposal_id')
        .executeTakeFirst()
      if (!claimed) return false
      if (mails.length) await trx.insertInto('mail_outbox').values(outboxRows(mails)).execute()
      return true
    })
}
