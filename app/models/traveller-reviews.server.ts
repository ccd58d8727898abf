import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { leadReference } from '~/lib/lead-reference'
import { TRAVELLER_REVIEW, type TravellerReviewState } from '~/lib/trust'
import { changeContent } from './content-version.server'
import { db } from './db.server'

// Reviews our travellers wrote after their trip (docs/product.md, "Reviews after the trip"), as admins
// decide on them at /admin/trust: each waits until approved (the site shows it) or hidden. A decision
// moves the content version, so cached pages follow on every instance.

export interface TravellerReviewRow {
  id: number
  author: string
  rating: number
  text: string
  writtenOn: string
  tripEnd: string | null
  state: TravellerReviewState
  /** The traveller's lead, by its reference (none once erased: the review went with it) */
  lead: { id: number; reference: string } | null
  decidedAt: string | null
}

/** The waiting ones first, then the newest; at most `limit`. */
export async function listTravellerReviews(limit = 50): Promise<TravellerReviewRow[]> {
  const rows = await db()
    .selectFrom('reviews')
    .leftJoin('leads', 'leads.id', 'reviews.lead_id')
    .select([
      'reviews.id',
      'reviews.author',
      'reviews.rating',
      'reviews.text',
      'reviews.reviewed_on',
      'reviews.trip_end',
      'reviews.status',
      'reviews.decided_at',
      'leads.id as lead_id',
      'leads.created_at as lead_created_at',
    ])
    .where('reviews.source', '=', TRAVELLER_REVIEW)
    .orderBy((eb) => eb.case().when('reviews.status', '=', 'waiting').then(0).else(1).end())
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    author: row.author,
    rating: Number(row.rating),
    text: row.text,
    writtenOn: row.reviewed_on,
    tripEnd: row.trip_end,
    state: row.status as TravellerReviewState,
    lead:
      row.lead_id === null || row.lead_created_at === null
        ? null
        : {
            id: Number(row.lead_id),
            reference: leadReference({ id: Number(row.lead_id), created_at: row.lead_created_at }),
          },
    decidedAt: row.decided_at,
  }))
}

/** How many wait for an admin. */
export async function countWaitingReviews(): Promise<number> {
  const row = await db()
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('source', '=', TRAVELLER_REVIEW)
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Approves (shown) or hides a traveller's review, with `record` (the audit trail, told the lead's
 * reference: never the traveller's words) in the same transaction; answers the review's author, or
 * undefined when there is no such review.
 */
export function decideReview(
  id: number,
  state: Exclude<TravellerReviewState, 'waiting'>,
  staffId: number,
  record: (trx: Kysely<Database>, reference: string) => Promise<void>,
) {
  return changeContent(async (trx) => {
    const decided = await trx
      .updateTable('reviews')
      .set({ status: state, decided_by: staffId, decided_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('source', '=', TRAVELLER_REVIEW)
      .returning(['author', 'lead_id'])
      .executeTakeFirst()
    if (!decided) return undefined
    const lead = decided.lead_id
      ? await trx
          .selectFrom('leads')
          .select(['id', 'created_at'])
          .where('id', '=', decided.lead_id)
          .executeTakeFirst()
      : undefined
    await record(
      trx,
      lead ? leadReference({ id: Number(lead.id), created_at: lead.created_at }) : `review ${id}`,
    )
    return decided.author
  })
}
