import crypto from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import type { LeadEventType } from '~/lib/lead-events'
import type { ProposalDocument } from '~/lib/proposal'
import { db } from './db.server'

// A lead's proposals (docs/product.md, "Proposals"): the draft staff edit and what each stands at. A
// send freezes a version (proposal-sending.server.ts); the traveller opens, asks and accepts through
// its link (proposal-traveller.server.ts). A link's secret is never stored, only its SHA-256, so the
// tables alone open nothing.

export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex')

export const parseDocument = (text: string) => JSON.parse(text) as ProposalDocument

/** The statuses a sent proposal moves a lead on from; a lead further on, or closed, keeps its status. */
export const BEFORE_PROPOSAL = ['new', 'replied']

export function leadEvent(
  leadId: number,
  type: LeadEventType,
  staffId: number | null,
  data: object,
  at: string,
) {
  return { lead_id: leadId, type, staff_id: staffId, data: JSON.stringify(data), created_at: at }
}

export async function createProposal(leadId: number, staffId: number, document: ProposalDocument) {
  const at = new Date().toISOString()
  const row = await db()
    .insertInto('proposals')
    .values({
      lead_id: leadId,
      draft: JSON.stringify(document),
      created_by: staffId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** One proposal with its lead, its versions (newest first) and its acceptance, or undefined. */
export async function getProposal(id: number) {
  const proposal = await db()
    .selectFrom('proposals')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select([
      'proposals.id',
      'proposals.lead_id',
      'proposals.draft',
      'proposals.updated_at',
      'proposals.first_opened_at',
      'proposals.last_opened_at',
      'proposals.open_count',
      'leads.name as lead_name',
      'leads.email as lead_email',
      'leads.created_at as lead_created_at',
      'leads.status as lead_status',
    ])
    .where('proposals.id', '=', id)
    .executeTakeFirst()
  if (!proposal) return undefined
  const [versions, acceptance] = await Promise.all([
    db()
      .selectFrom('proposal_versions')
      .leftJoin('staff', 'staff.id', 'proposal_versions.sent_by')
      .select([
        'proposal_versions.id',
        'proposal_versions.version',
        'proposal_versions.document',
        'proposal_versions.view',
        'proposal_versions.content_sha256',
        'proposal_versions.total_minor',
        'proposal_versions.currency',
        'proposal_versions.expires_on',
        'proposal_versions.sent_at',
        'staff.name as sent_by_name',
      ])
      .where('proposal_versions.proposal_id', '=', id)
      .orderBy('proposal_versions.version', 'desc')
      .limit(100)
      .execute(),
    acceptanceOf(id),
  ])
  return { ...proposal, document: parseDocument(proposal.draft), versions, acceptance }
}

export function acceptanceOf(proposalId: number, from: Transaction<Database> | ReturnType<typeof db> = db()) {
  return from
    .selectFrom('proposal_acceptances')
    .select(['version', 'content_sha256', 'name', 'accepted_at', 'address'])
    .where('proposal_id', '=', proposalId)
    .executeTakeFirst()
}

/** A lead's proposals, newest first, with where each stands: its newest version, visits, acceptance. */
export async function listLeadProposals(leadId: number) {
  const rows = await db()
    .selectFrom('proposals')
    .leftJoin('proposal_acceptances', 'proposal_acceptances.proposal_id', 'proposals.id')
    .select([
      'proposals.id',
      'proposals.draft',
      'proposals.first_opened_at',
      'proposals.last_opened_at',
      'proposals.open_count',
      'proposal_acceptances.accepted_at',
      'proposal_acceptances.version as accepted_version',
    ])
    .where('proposals.lead_id', '=', leadId)
    .orderBy('proposals.id', 'desc')
    .limit(50)
    .execute()
  const newest = rows.length
    ? await db()
        .selectFrom('proposal_versions')
        .select(['proposal_id', 'version', 'expires_on', 'sent_at', 'total_minor', 'currency'])
        .where(
          'proposal_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('version', 'desc')
        .execute()
    : []
  return rows.map((row) => {
    const latest = newest.find((version) => version.proposal_id === row.id)
    return {
      id: Number(row.id),
      title: parseDocument(row.draft).title,
      firstOpenedAt: row.first_opened_at,
      lastOpenedAt: row.last_opened_at,
      openCount: Number(row.open_count),
      acceptedAt: row.accepted_at,
      acceptedVersion: row.accepted_version === null ? null : Number(row.accepted_version),
      sent: latest
        ? {
            version: Number(latest.version),
            sentAt: latest.sent_at,
            expiresOn: latest.expires_on,
            total: Number(latest.total_minor),
            currency: latest.currency,
          }
        : null,
    }
  })
}

/** Saves the draft; a proposal already accepted is not changed (answers false). */
export async function saveProposalDraft(id: number, document: ProposalDocument): Promise<boolean> {
  const updated = await db()
    .updateTable('proposals')
    .set({ draft: JSON.stringify(document), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('proposal_acceptances').select('id').whereRef('proposal_id', '=', 'proposals.id'),
        ),
      ),
    )
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

/** Who is told of a visit or an acceptance: the lead's owner and whoever sent the newest version. */
export async function proposalNoticeRecipients(proposalId: number) {
  const rows = await db()
    .selectFrom('staff')
    .select(['email'])
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(
          'id',
          '=',
          eb
            .selectFrom('proposals')
            .innerJoin('leads', 'leads.id', 'proposals.lead_id')
            .select('leads.owner_id')
            .where('proposals.id', '=', proposalId),
        ),
        eb(
          'id',
          '=',
          eb
            .selectFrom('proposal_versions')
            .select('sent_by')
            .where('proposal_id', '=', proposalId)
            .orderBy('version', 'desc')
            .limit(1),
        ),
      ]),
    )
    .execute()
  return rows
}

/** A sent version's view as it was frozen, or undefined (an erased lead's proposals are gone). */
export async function getVersionView(proposalId: number, version: number) {
  const row = await db()
    .selectFrom('proposal_versions')
    .select('view')
    .where('proposal_id', '=', proposalId)
    .where('version', '=', version)
    .executeTakeFirst()
  return row?.view
}
