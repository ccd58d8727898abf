import crypto from 'node:crypto'
import type { DatabaseHandle } from '@db/client'
import { blankProposal } from '../app/lib/new-proposal'

// A lead and, if wanted, its booking written straight into the tables at the moments a test chooses:
// the proposal, its one version (a blank trip's document, made from a package or not), the traveller's
// acceptance and the ledger's entries. For figures over fixed windows (docs/product.md, "Revenue by
// source"), where going through the application would date everything now.

export interface LeadRows {
  email: string
  /** ISO moment the lead opened */
  created: string
  source: string | null
  /** '|Kenya|Uganda|' */
  countries: string | null
  status: string
}

export interface BookingRows {
  /** ISO moment the traveller accepted */
  accepted: string
  currency: 'USD' | 'EUR' | 'GBP'
  /** The accepted total, in minor units */
  total: number
  packageNo: number | null
  /** What it cost by the rate cards, in minor units; none when it was not priced from them */
  cost?: number
  /** Of its total, what has no known cost (a line typed without one), in minor units */
  uncosted?: number
  /** The ledger: the day paid, the amount in minor units (reversals and refunds negative) and the kind */
  entries?: { paidOn: string; amount: number; kind: 'payment' | 'reversal' | 'refund' }[]
}

export async function insertBookedLead(handle: DatabaseHandle, lead: LeadRows, booking?: BookingRows) {
  const { id: leadId } = await handle.db
    .insertInto('leads')
    .values({
      email_key: lead.email.toLowerCase(),
      name: `Traveller ${lead.email}`,
      email: lead.email,
      status: lead.status,
      source: lead.source,
      countries: lead.countries,
      created_at: lead.created,
      last_activity_at: lead.created,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (!booking) return { leadId: Number(leadId) }
  const trip = {
    ...blankProposal({
      startDate: '2027-08-01',
      expiresOn: '2027-07-01',
      adults: 2,
      children: 0,
      depositPercent: 30,
    }),
    currency: booking.currency,
    packageNo: booking.packageNo,
  }
  const document = JSON.stringify(trip)
  const secret = crypto.randomUUID()
  const { id: proposalId } = await handle.db
    .insertInto('proposals')
    .values({ lead_id: leadId, draft: document, created_at: lead.created, updated_at: lead.created })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { id: versionId } = await handle.db
    .insertInto('proposal_versions')
    .values({
      proposal_id: proposalId,
      version: 1,
      document,
      view: '{}',
      content_sha256: secret,
      currency: booking.currency,
      total_minor: booking.total,
      expires_on: trip.expiresOn,
      start_date: trip.startDate,
      end_date: trip.startDate,
      token_hash: secret,
      sent_at: new Date(Date.parse(booking.accepted) - 86_400_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await handle.db
    .insertInto('proposal_acceptances')
    .values({
      proposal_id: proposalId,
      version_id: versionId,
      version: 1,
      content_sha256: secret,
      name: `Traveller ${lead.email}`,
      accepted_at: booking.accepted,
      currency: booking.currency,
      total_minor: booking.total,
      package_no: booking.packageNo,
      cost_minor: booking.cost ?? null,
      uncosted_minor: booking.uncosted ?? null,
    })
    .execute()
  for (const entry of booking.entries ?? [])
    await handle.db
      .insertInto('payments')
      .values({
        proposal_id: proposalId,
        kind: entry.kind,
        amount_minor: entry.amount,
        currency: booking.currency,
        method: 'bank_transfer',
        paid_on: entry.paidOn,
        recorded_at: `${entry.paidOn}T12:00:00.000Z`,
      })
      .execute()
  return { leadId: Number(leadId), proposalId: Number(proposalId) }
}
