import type { BookingRemindersTable } from '@db/schema'
import { CLOSED_STATUSES } from '~/lib/lead-status'
import { wasCancelled } from './cancellations.server'
import { db } from './db.server'
import { outboxRows, type QueuedMail } from './mail-outbox.server'
import { addProposalLink } from './proposal-links.server'

// Reminders about a booking's money (docs/product.md, "Payments"): the bookings that still owe, and the
// claim that makes each reminder go once: its row, inserted in the transaction that queues its mail,
// unless another look (another instance, an earlier run) has inserted it already.

/** How many owing bookings one query reads: every one is looked at, a page at a time. */
export const OWING_BATCH = 200

export interface OwingBooking {
  proposalId: number
  leadId: number
  email: string
  /** The accepted version: its id (a reminder's link is minted for it) and its view (JSON) */
  versionId: number
  view: string
  acceptedAt: string
  /** The ledger's sum: payments less reversals, in the version's minor units */
  paid: number
}

/**
 * Every booking still owing something on `today`: accepted, not cancelled, the lead at Accepted or
 * Deposit paid, the trip not yet started (by the accepted version's indexed start_date). Read in pages
 * of `batch` by proposal id (keyset), however many there are.
 */
export async function* listOwingBookings(today: string, batch = OWING_BATCH): AsyncGenerator<OwingBooking> {
  for (let after = 0; ;) {
    const rows = await db()
      .selectFrom('proposal_acceptances')
      .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
      .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
      .innerJoin('leads', 'leads.id', 'proposals.lead_id')
      .select((eb) => [
        'proposals.id as proposal_id',
        'proposals.lead_id',
        'leads.email',
        'proposal_versions.id as version_id',
        'proposal_versions.view',
        'proposal_acceptances.accepted_at',
        eb
          .selectFrom('payments')
          .select((inner) => inner.fn.sum<number | string>('amount_minor').as('paid'))
          .whereRef('payments.proposal_id', '=', 'proposals.id')
          .as('paid'),
      ])
      .where('proposals.id', '>', after)
      .where('proposal_versions.start_date', '>', today)
      .where('leads.status', 'in', ['accepted', 'deposit_paid'])
      .where('leads.status', 'not in', CLOSED_STATUSES)
      .where((eb) => eb.not(wasCancelled(eb)))
      .orderBy('proposals.id')
      .limit(batch)
      .execute()
    for (const row of rows)
      yield {
        proposalId: Number(row.proposal_id),
        leadId: Number(row.lead_id),
        email: row.email,
        versionId: Number(row.version_id),
        view: row.view,
        acceptedAt: row.accepted_at,
        paid: Number(row.paid ?? 0),
      }
    if (rows.length < batch) return
    after = Number(rows.at(-1)!.proposal_id)
  }
}

/**
 * Claims a reminder and queues its mails, in one transaction, with the link its mail carries (a new
 * secret for the accepted version, kept as a hash); false when it was claimed before (it went already,
 * or another instance is sending it now), and then neither mail nor link is kept.
 */
export async function claimReminder(
  reminder: Pick<BookingRemindersTable, 'proposal_id' | 'kind' | 'due_on'>,
  mails: QueuedMail[],
  now: Date,
  link?: { versionId: number; secret: string; purpose: string },
): Promise<boolean> {
  const at = now.toISOString()
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('booking_reminders')
        .values({ ...reminder, sent_at: at })
        .onConflict((conflict) => conflict.columns(['proposal_id', 'kind', 'due_on']).doNothing())
        .returning('proposal_id')
        .executeTakeFirst()
      if (!claimed) return false
      if (link) await addProposalLink(trx, link, at)
      if (mails.length) await trx.insertInto('mail_outbox').values(outboxRows(mails)).execute()
      return true
    })
}
