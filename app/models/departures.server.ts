import { BOOKED_STATUSES } from '~/lib/lead-status'
import { db } from './db.server'

// The departures (docs/product.md, "Departures"): booked trips (the deposit paid, confirmed, or done)
// starting within a span of days, by start date, with what the ground team needs. The accepted
// version's start date is indexed.

export async function listDepartures(from: string, to: string, limit = 500) {
  return db()
    .selectFrom('proposal_acceptances')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .leftJoin('staff', 'staff.id', 'leads.owner_id')
    .select((eb) => [
      'proposals.id as proposal_id',
      'leads.id as lead_id',
      'leads.created_at as lead_created_at',
      'leads.name',
      'leads.phone',
      'leads.status',
      'staff.name as owner_name',
      'proposal_versions.start_date',
      'proposal_versions.end_date',
      'proposal_versions.view',
      'proposal_versions.total_minor',
      'proposal_versions.currency',
      eb
        .selectFrom('payments')
        .select((inner) => inner.fn.sum<number | string>('amount_minor').as('paid'))
        .whereRef('payments.proposal_id', '=', 'proposals.id')
        .as('paid'),
    ])
    .where('proposal_versions.start_date', '>=', from)
    .where('proposal_versions.start_date', '<=', to)
    .where('leads.status', 'in', BOOKED_STATUSES)
    .orderBy('proposal_versions.start_date')
    .orderBy('proposals.id')
    .limit(limit)
    .execute()
}
