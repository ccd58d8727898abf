import { db } from './db.server'

// A booking as it is read (docs/product.md, "Payments"): the version its traveller accepted, its
// ledger's entries, and its days. Reads only; the entries are written by payments.server.ts.

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
      'payments.external_id',
      'payments.recorded_at',
      'staff.name as recorded_by_name',
    ])
    .where('payments.proposal_id', '=', proposalId)
    .orderBy('payments.id')
    .limit(500)
    .execute()
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
    .select([
      'proposal_versions.view',
      'proposal_versions.id as version_id',
      'proposal_versions.version',
      'leads.email',
      'leads.phone',
      'leads.id as lead_id',
    ])
    .where('proposal_acceptances.proposal_id', '=', proposalId)
    .executeTakeFirst()
  return (
    row && {
      view: row.view,
      email: row.email,
      phone: row.phone,
      leadId: Number(row.lead_id),
      versionId: Number(row.version_id),
      version: Number(row.version),
    }
  )
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
