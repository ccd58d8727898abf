import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import type { ProposalDocument } from '~/lib/proposal'
import type { PricedQuote } from '~/lib/pricing/quote'
import { tripMargin } from '~/lib/line-costs'
import { transactionWhileWaited } from './db.server'
import { threadOfLead } from './lead-mail.server'
import { outboxRows, type QueuedMail } from './mail-outbox.server'
import { acceptanceOf, BEFORE_PROPOSAL, hashSecret, leadEvent, parseDocument } from './proposals.server'

// Sending a proposal (docs/product.md, "Proposals"): the draft frozen as the next numbered version, with
// what the traveller is shown, its SHA-256 and its link's hashed secret, and the mail with the link, in
// one transaction; with it, apart, its pricing for staff (version_pricing).

export interface VersionToSend {
  version: number
  /** The link's secret: in the mail only */
  secret: string
  thread: Awaited<ReturnType<typeof threadOfLead>>
}

export interface SentVersion {
  view: string
  sha256: string
  total: number
  currency: string
  expiresOn: string
  startDate: string
  endDate: string
  /** The mail to the traveller (the link in it), threaded in the lead's conversation */
  mail: QueuedMail
  /** For the timeline: "US$4,950" */
  totalText: string
}

/**
 * Freezes the draft as the next version and queues its mail, in one transaction: `compose` builds what
 * the traveller is shown and the mail from the version's number and link. The lead moves to Proposal
 * sent and stops waiting for a reply. Answers the version, or 'accepted' when the proposal is accepted
 * already, or undefined when there is no such proposal.
 */
export async function sendProposalVersion(
  proposalId: number,
  staffId: number,
  compose: (next: VersionToSend, document: ProposalDocument) => SentVersion,
  { signal, now = new Date() }: { signal?: AbortSignal; now?: Date } = {},
): Promise<number | 'accepted' | undefined> {
  const at = now.toISOString()
  return transactionWhileWaited(signal, async (trx) => {
    const proposal = await trx
      .selectFrom('proposals')
      .innerJoin('leads', 'leads.id', 'proposals.lead_id')
      .select(['proposals.draft', 'proposals.lead_id', 'leads.status', 'leads.first_response_at'])
      .where('proposals.id', '=', proposalId)
      .executeTakeFirst()
    if (!proposal) return undefined
    if (await acceptanceOf(proposalId, trx)) return 'accepted'
    const last = await trx
      .selectFrom('proposal_versions')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('proposal_id', '=', proposalId)
      .executeTakeFirst()
    const version = Number(last?.version ?? 0) + 1
    const secret = crypto.randomBytes(24).toString('base64url')
    const leadId = Number(proposal.lead_id)
    const sent = compose(
      { version, secret, thread: await threadOfLead(trx, leadId) },
      parseDocument(proposal.draft),
    )
    const [mail] = await trx
      .insertInto('mail_outbox')
      .values(outboxRows([sent.mail]))
      .returning('id')
      .execute()
    // Two sends at once both number the same version: the unique pair lets one through.
    const sentVersion = await trx
      .insertInto('proposal_versions')
      .values({
        proposal_id: proposalId,
        version,
        document: proposal.draft,
        view: sent.view,
        content_sha256: sent.sha256,
        currency: sent.currency,
        total_minor: sent.total,
        expires_on: sent.expiresOn,
        start_date: sent.startDate,
        end_date: sent.endDate,
        token_hash: hashSecret(secret),
        sent_by: staffId,
        sent_at: at,
        mail_id: Number(mail!.id),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await freezePricing(trx, proposalId, Number(sentVersion.id), parseDocument(proposal.draft))
    const moves = BEFORE_PROPOSAL.includes(proposal.status)
    await trx
      .updateTable('leads')
      .set({
        waiting_since: null,
        last_activity_at: at,
        ...(proposal.first_response_at ? {} : { first_response_at: at }),
        ...(moves ? { status: 'proposal_sent' } : {}),
      })
      .where('id', '=', leadId)
      .execute()
    await trx
      .insertInto('lead_events')
      .values([
        leadEvent(
          leadId,
          'proposal-sent',
          staffId,
          { proposal_id: proposalId, version, total: sent.totalText, mail_id: Number(mail!.id) },
          at,
        ),
        ...(moves
          ? [leadEvent(leadId, 'status', staffId, { from: proposal.status, to: 'proposal_sent' }, at)]
          : []),
      ])
      .execute()
    return version
  })
}

/**
 * The draft's pricing choices and its cost by the cards, frozen with the version sent (staff only): the
 * permits an acceptance takes and the margin it confirms are those of what the traveller was sent.
 */
async function freezePricing(
  trx: Kysely<Database>,
  proposalId: number,
  versionId: number,
  document: ProposalDocument,
) {
  const pricing = await trx
    .selectFrom('proposal_pricing')
    .select(['setup', 'quote'])
    .where('proposal_id', '=', proposalId)
    .executeTakeFirst()
  if (!pricing) return
  const quote = pricing.quote ? (JSON.parse(pricing.quote) as PricedQuote) : null
  // The cards' cost and the typed lines' own; what has no known cost is kept apart (docs/product.md,
  // "Confirmed margin").
  const figures = tripMargin(document, quote)
  await trx
    .insertInto('version_pricing')
    .values({
      version_id: versionId,
      setup: pricing.setup,
      cost_minor: figures.cost,
      uncosted_minor: figures.uncosted,
    })
    .execute()
}
