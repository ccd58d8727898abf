import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { BOOKED_STATUSES } from '~/lib/lead-status'
import { wasCancelled } from './cancellations.server'
import { db } from './db.server'
import { queueMail, type QueuedMail } from './mail-outbox.server'

// A notice about a booked trip sent once (docs/product.md, "The traveller's details", "Final documents"):
// the trips starting within a span not yet sent it, and the row that claims it with its mails.

/** Booked trips starting between these days, not cancelled, whose traveller has not been reminded. */
export async function listTripsToRemind(from: string, to: string, kind: string) {
  return db()
    .selectFrom('proposal_acceptances')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select([
      'proposals.id as proposal_id',
      'proposals.lead_id',
      'leads.email',
      'proposal_versions.id as version_id',
      'proposal_versions.view',
      'proposal_versions.start_date',
    ])
    .where('proposal_versions.start_date', '>=', from)
    .where('proposal_versions.start_date', '<=', to)
    .where('leads.status', 'in', BOOKED_STATUSES)
    .where('leads.erased_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.or([
          wasCancelled(eb),
          eb.exists(
            eb
              .selectFrom('trip_notices')
              .select('trip_notices.proposal_id')
              .whereRef('trip_notices.proposal_id', '=', 'proposals.id')
              .where('trip_notices.kind', '=', kind),
          ),
        ]),
      ),
    )
    .orderBy('proposal_versions.start_date')
    .limit(200)
    .execute()
}

/** Claims a trip's notice and queues its mails in one transaction: false when claimed before. */
export async function claimTripNotice(
  proposalId: number,
  kind: string,
  mails: (trx: Transaction<Database>) => Promise<QueuedMail[]>,
  at: string,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('trip_notices')
        .values({ proposal_id: proposalId, kind, sent_at: at })
        .onConflict((conflict) => conflict.columns(['proposal_id', 'kind']).doNothing())
        .returning('proposal_id')
        .execute()
      if (!claimed.length) return false
      await queueMail(trx, await mails(trx))
      return true
    })
}
