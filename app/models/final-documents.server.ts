import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { db } from './db.server'
import { outboxRows, type QueuedMail } from './mail-outbox.server'
import { hashSecret, leadEvent } from './proposals.server'

// The final documents of a booked trip (docs/product.md, "Final documents"): what is still owed, the
// claim that sends them once with the trip page's link and the trip's folder as it was sent, and what
// staff and the traveller's link read of them afterwards.

/** What is still to pay of an accepted booking, in its currency's minor units (0 when paid in full). */
export async function outstandingOf(proposalId: number, from: Kysely<Database> = db()) {
  const [accepted, paid] = await Promise.all([
    from
      .selectFrom('proposal_acceptances')
      .select('total_minor')
      .where('proposal_id', '=', proposalId)
      .executeTakeFirst(),
    from
      .selectFrom('payments')
      .select((eb) => eb.fn.sum<number | string>('amount_minor').as('paid'))
      .where('proposal_id', '=', proposalId)
      .executeTakeFirst(),
  ])
  return Math.max(0, Number(accepted?.total_minor ?? 0) - Number(paid?.paid ?? 0))
}

/**
 * Claims a trip's final documents and queues their mail, with the trip page's link and the folder as
 * sent, in one transaction: false when they were claimed before (another instance, an earlier look).
 */
export async function claimFinalDocuments(
  proposal: { id: number; leadId: number },
  link: { secret: string; folder: string },
  mail: QueuedMail,
  at: string,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('trip_notices')
        .values({ proposal_id: proposal.id, kind: 'final-documents', sent_at: at })
        .onConflict((conflict) => conflict.columns(['proposal_id', 'kind']).doNothing())
        .returning('proposal_id')
        .execute()
      if (!claimed.length) return false
      const [queued] = await trx
        .insertInto('mail_outbox')
        .values(outboxRows([mail]))
        .returning('id')
        .execute()
      await trx
        .insertInto('trip_links')
        .values({
          proposal_id: proposal.id,
          token_hash: hashSecret(link.secret),
          folder: link.folder,
          created_at: at,
          mail_id: Number(queued!.id),
        })
        .execute()
      await trx
        .insertInto('lead_events')
        .values(leadEvent(proposal.leadId, 'final-documents', null, { mail: Number(queued!.id) }, at))
        .execute()
      return true
    })
}

/** The trip a traveller's trip page link opens, with its folder as sent; undefined when it is no link of ours. */
export function findTripLink(secret: string) {
  return db()
    .selectFrom('trip_links')
    .innerJoin('proposals', 'proposals.id', 'trip_links.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select(['trip_links.proposal_id', 'trip_links.folder', 'trip_links.created_at', 'leads.erased_at'])
    .where('trip_links.token_hash', '=', hashSecret(secret))
    .executeTakeFirst()
}

/** When a booking's final documents went, and their mail's state; undefined before. */
export function finalDocumentsSent(proposalId: number) {
  return db()
    .selectFrom('trip_links')
    .leftJoin('mail_outbox', 'mail_outbox.id', 'trip_links.mail_id')
    .select([
      'trip_links.created_at',
      'trip_links.folder',
      'mail_outbox.status as mail_status',
      'mail_outbox.sent_at as mail_sent_at',
    ])
    .where('trip_links.proposal_id', '=', proposalId)
    .executeTakeFirst()
}
