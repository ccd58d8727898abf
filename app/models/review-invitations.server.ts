import type { ExpressionBuilder } from 'kysely'
import type { Database } from '@db/schema'
import { BOOKED_STATUSES } from '~/lib/lead-status'
import { wasCancelled } from './cancellations.server'
import { db } from './db.server'
import { outboxRows, type QueuedMail } from './mail-outbox.server'
import { hashSecret, leadEvent } from './proposals.server'

// The review link sent the day after a booked trip ends (docs/product.md, "Reviews after the trip"):
// which trips have ended, and the claim that sends each link once. Its row is inserted in the
// transaction that queues the mail, unless another look (another instance, an earlier run) inserted it
// already; only the link's SHA-256 is kept.

export interface FinishedTrip {
  proposalId: number
  leadId: number
  email: string
  status: string
  /** The accepted version's view (JSON) */
  view: string
  endDate: string
}

/**
 * Booked trips that ended before `today` and on or after `since`, not cancelled, whose traveller has
 * not been sent a review link: a trip that ended long before this look is not asked about.
 */
export async function listFinishedTrips(today: string, since: string, limit = 200): Promise<FinishedTrip[]> {
  const rows = await db()
    .selectFrom('proposal_versions')
    .innerJoin('proposal_acceptances', 'proposal_acceptances.version_id', 'proposal_versions.id')
    .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select([
      'proposals.id as proposal_id',
      'proposals.lead_id',
      'leads.email',
      'leads.status',
      'proposal_versions.view',
      'proposal_versions.end_date',
    ])
    .where('proposal_versions.end_date', '<', today)
    .where('proposal_versions.end_date', '>=', since)
    .where('leads.status', 'in', BOOKED_STATUSES)
    .where('leads.erased_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.or([
          wasCancelled(eb),
          eb.exists(
            eb.selectFrom('review_invitations').select('id').whereRef('proposal_id', '=', 'proposals.id'),
          ),
        ]),
      ),
    )
    .orderBy('proposal_versions.end_date')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    proposalId: Number(row.proposal_id),
    leadId: Number(row.lead_id),
    email: row.email,
    status: row.status,
    view: row.view,
    endDate: row.end_date,
  }))
}

/**
 * Claims a finished trip's review link and queues its mail, in one transaction: a Confirmed lead moves
 * to Completed with it. False when it was claimed before (sent already, or being sent by another
 * instance now).
 */
export async function claimReviewInvitation(
  trip: FinishedTrip,
  secret: string,
  mail: QueuedMail,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('review_invitations')
        .values({
          proposal_id: trip.proposalId,
          lead_id: trip.leadId,
          token_hash: hashSecret(secret),
          trip_end: trip.endDate,
          sent_at: at,
        })
        .onConflict((conflict) => conflict.column('proposal_id').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!claimed) return false
      const completes = await trx
        .updateTable('leads')
        .set({ status: 'completed', closed_at: at, waiting_since: null, last_activity_at: at })
        .where('id', '=', trip.leadId)
        .where('status', '=', 'confirmed')
        .executeTakeFirst()
      await trx
        .insertInto('lead_events')
        .values([
          ...(Number(completes.numUpdatedRows)
            ? [
                leadEvent(
                  trip.leadId,
                  'status',
                  null,
                  { from: 'confirmed', to: 'completed', trip_ended: true },
                  at,
                ),
              ]
            : []),
          leadEvent(trip.leadId, 'review-requested', null, { proposal_id: trip.proposalId }, at),
        ])
        .execute()
      await trx
        .insertInto('mail_outbox')
        .values(outboxRows([mail]))
        .execute()
      return true
    })
}

/**
 * Within a query of review links: whether the link's booking was cancelled (after the link was sent:
 * a cancelled booking is never sent one). Such a link takes no review.
 */
const bookingCancelled = (eb: ExpressionBuilder<Database, 'review_invitations'>) =>
  eb.exists(
    eb
      .selectFrom('booking_cancellations')
      .select('booking_cancellations.id')
      .whereRef('booking_cancellations.proposal_id', '=', 'review_invitations.proposal_id'),
  )

/**
 * A review link by its secret, with the trip it asks about and whether its booking was cancelled;
 * undefined when it is no link of ours.
 */
export async function findReviewInvitation(secret: string) {
  const row = await db()
    .selectFrom('review_invitations')
    .innerJoin('proposal_acceptances', 'proposal_acceptances.proposal_id', 'review_invitations.proposal_id')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .innerJoin('leads', 'leads.id', 'review_invitations.lead_id')
    .select([
      'review_invitations.id',
      'review_invitations.lead_id',
      'review_invitations.trip_end',
      'review_invitations.used_at',
      'proposal_versions.view',
      'leads.name',
      'leads.erased_at',
    ])
    .select((eb) => bookingCancelled(eb).as('cancelled'))
    .where('review_invitations.token_hash', '=', hashSecret(secret))
    .executeTakeFirst()
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return row && { ...row, cancelled: Boolean(row.cancelled) }
}

export interface TravellerReview {
  rating: number
  text: string
  author: string
  /** The day it was written, in the operator's time zone (YYYY-MM-DD) */
  writtenOn: string
}

/**
 * The traveller's review through their link, waiting for an admin: the link is used by it, once, and
 * only for a trip that ended before the day it is written and whose booking was not cancelled, asked
 * in the same statement, so a cancellation recorded meanwhile is not stepped round. False when the
 * link was used already (a second press, or two at once) or takes no review.
 */
export async function saveTravellerReview(invitationId: number, review: TravellerReview, now = new Date()) {
  const at = now.toISOString()
  return db()
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .updateTable('review_invitations')
        .set({ used_at: at })
        .where('id', '=', invitationId)
        .where('used_at', 'is', null)
        .where('trip_end', '<', review.writtenOn)
        .where((eb) => eb.not(bookingCancelled(eb)))
        .returning(['lead_id', 'trip_end'])
        .executeTakeFirst()
      if (!used) return false
      const leadId = Number(used.lead_id)
      await trx
        .insertInto('reviews')
        .values({
          author: review.author,
          home: null,
          source: 'traveller',
          rating: review.rating,
          reviewed_on: review.writtenOn,
          text: review.text,
          url: null,
          created_at: at,
          status: 'waiting',
          lead_id: leadId,
          trip_end: used.trip_end,
        })
        .execute()
      await trx
        .insertInto('lead_events')
        .values(leadEvent(leadId, 'review-received', null, { rating: review.rating, text: review.text }, at))
        .execute()
      await trx.updateTable('leads').set({ last_activity_at: at }).where('id', '=', leadId).execute()
      return true
    })
}
