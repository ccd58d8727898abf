import { tripMargin } from '~/lib/line-costs'
import { db, isUniqueViolation, transactionWhileWaited } from './db.server'
import { threadOfLead } from './lead-mail.server'
import { outboxRows, type QueuedMail } from './mail-outbox.server'
import { takePermits } from './permits.server'
import { drawReservations } from './reservations.server'
import { linkedVersion } from './proposal-links.server'
import { acceptanceOf, BEFORE_PROPOSAL, hashSecret, leadEvent, parseDocument } from './proposals.server'

// What the traveller does with a proposal's link (docs/product.md, "Proposals"): open it (the first
// visit tells staff, once), ask a question (onto the lead), accept it (once). A "once" is claimed by a
// column or a unique row that only one writer can set, in the transaction that queues its mail, so
// several instances never tell twice.

/** What a link opens: the proposal's newest version, the version the link was sent with, and more. */
export async function findProposalByToken(secret: string) {
  const hash = hashSecret(secret)
  // The version's own link, else one a later mail minted for it (a reminder's): both open alike.
  const link =
    (await db()
      .selectFrom('proposal_versions')
      .select(['proposal_id', 'version'])
      .where('token_hash', '=', hash)
      .executeTakeFirst()) ?? (await linkedVersion(hash))
  if (!link) return undefined
  const proposalId = Number(link.proposal_id)
  const [newest, proposal, acceptance] = await Promise.all([
    db()
      .selectFrom('proposal_versions')
      .select(['id', 'version', 'view', 'content_sha256', 'expires_on'])
      .where('proposal_id', '=', proposalId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow(),
    db()
      .selectFrom('proposals')
      .innerJoin('leads', 'leads.id', 'proposals.lead_id')
      .select(['proposals.lead_id', 'leads.owner_id', 'leads.status'])
      .where('proposals.id', '=', proposalId)
      .executeTakeFirstOrThrow(),
    acceptanceOf(proposalId),
  ])
  return {
    proposalId,
    leadId: Number(proposal.lead_id),
    linkVersion: Number(link.version),
    newest: { ...newest, id: Number(newest.id), version: Number(newest.version) },
    acceptance,
  }
}

/**
 * Counts a traveller's visit (the caller has told it from a mail client's, a scanner's or a prefetch:
 * docs/decisions/047-a-visit-that-counts.md); the first one (whoever records it first, on any instance)
 * also queues `notice` to staff and puts the visit on the lead's timeline. Answers whether this was the
 * first.
 */
export async function recordProposalOpened(
  proposalId: number,
  leadId: number,
  version: number,
  notice: () => QueuedMail[],
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString()
  return db()
    .transaction()
    .execute(async (trx) => {
      const first = await trx
        .updateTable('proposals')
        .set({ first_opened_at: at })
        .where('id', '=', proposalId)
        .where('first_opened_at', 'is', null)
        .executeTakeFirst()
      await trx
        .updateTable('proposals')
        .set((eb) => ({ last_opened_at: at, open_count: eb('open_count', '+', 1) }))
        .where('id', '=', proposalId)
        .execute()
      if (Number(first.numUpdatedRows) !== 1) return false
      const mails = notice()
      if (mails.length) await trx.insertInto('mail_outbox').values(outboxRows(mails)).execute()
      await trx
        .insertInto('lead_events')
        .values(leadEvent(leadId, 'proposal-opened', null, { proposal_id: proposalId, version }, at))
        .execute()
      return true
    })
}

export interface Acceptance {
  proposalId: number
  leadId: number
  versionId: number
  version: number
  sha256: string
  name: string
  address: string | null
  userAgent: string | null
}

/**
 * Records the traveller's acceptance of a version, its mails and the lead's move to Accepted, once: a
 * second acceptance (a double press, another instance) finds the first and records nothing.
 */
export async function recordAcceptance(
  acceptance: Acceptance,
  mails: (thread: Awaited<ReturnType<typeof threadOfLead>>) => QueuedMail[],
  { signal, now = new Date() }: { signal?: AbortSignal; now?: Date } = {},
): Promise<'accepted' | 'already'> {
  const at = now.toISOString()
  try {
    return await transactionWhileWaited(signal, async (trx) => {
      if (await acceptanceOf(acceptance.proposalId, trx)) return 'already' as const
      // The booking's money, package and cost by the cards, kept with it for the revenue figures (0034,
      // 0036).
      const version = await trx
        .selectFrom('proposal_versions')
        .leftJoin('version_pricing', 'version_pricing.version_id', 'proposal_versions.id')
        .select([
          'proposal_versions.currency',
          'proposal_versions.total_minor',
          'proposal_versions.document',
          'version_pricing.version_id as priced',
          'version_pricing.cost_minor',
          'version_pricing.uncosted_minor',
        ])
        .where('proposal_versions.id', '=', acceptance.versionId)
        .executeTakeFirstOrThrow()
      const document = parseDocument(version.document)
      // Frozen with the version when it was priced from the cards (0046: versions before hold the
      // cards' cost alone); else the costs typed beside its lines, if any.
      const costs =
        version.priced !== null
          ? {
              cost_minor: version.cost_minor === null ? null : Number(version.cost_minor),
              uncosted_minor: version.uncosted_minor === null ? null : Number(version.uncosted_minor),
            }
          : (({ cost, uncosted }) => ({ cost_minor: cost, uncosted_minor: cost === null ? null : uncosted }))(
              tripMargin(document, null),
            )
      await trx
        .insertInto('proposal_acceptances')
        .values({
          proposal_id: acceptance.proposalId,
          version_id: acceptance.versionId,
          version: acceptance.version,
          content_sha256: acceptance.sha256,
          name: acceptance.name,
          accepted_at: at,
          address: acceptance.address,
          user_agent: acceptance.userAgent?.slice(0, 300) ?? null,
          currency: version.currency,
          total_minor: Number(version.total_minor),
          package_no: document.packageNo,
          ...costs,
        })
        .execute()
      await takePermits(trx, acceptance.proposalId, acceptance.versionId, at)
      await drawReservations(trx, acceptance.proposalId, at, { quiet: true })
      // Accepted means read, even when the visit was not counted (a browser that reads as a robot).
      await trx
        .updateTable('proposals')
        .set((eb) => ({ first_opened_at: eb.fn.coalesce('first_opened_at', eb.val(at)) }))
        .where('id', '=', acceptance.proposalId)
        .execute()
      const lead = await trx
        .selectFrom('leads')
        .select('status')
        .where('id', '=', acceptance.leadId)
        .executeTakeFirstOrThrow()
      const moves = [...BEFORE_PROPOSAL, 'proposal_sent'].includes(lead.status)
      await trx
        .updateTable('leads')
        .set({ last_activity_at: at, ...(moves ? { status: 'accepted' } : {}) })
        .where('id', '=', acceptance.leadId)
        .execute()
      const thread = await threadOfLead(trx, acceptance.leadId)
      const queued = mails(thread)
      if (queued.length) await trx.insertInto('mail_outbox').values(outboxRows(queued)).execute()
      await trx
        .insertInto('lead_events')
        .values([
          leadEvent(
            acceptance.leadId,
            'proposal-accepted',
            null,
            {
              proposal_id: acceptance.proposalId,
              version: acceptance.version,
              sha256: acceptance.sha256,
              name: acceptance.name,
              address: acceptance.address,
            },
            at,
          ),
          ...(moves
            ? [
                leadEvent(
                  acceptance.leadId,
                  'status',
                  null,
                  { from: lead.status, to: 'accepted', by_traveller: true },
                  at,
                ),
              ]
            : []),
        ])
        .execute()
      return 'accepted' as const
    })
  } catch (error) {
    // Two acceptances at once: the unique proposal lets the first through, and the second is the same.
    if (isUniqueViolation(error)) return 'already'
    throw error
  }
}

/**
 * The traveller's question from the proposal's page: on the lead, which waits for a reply again, with
 * `notice` (the mail that tells staff) queued in the same transaction.
 */
export async function recordProposalQuestion(
  proposalId: number,
  leadId: number,
  text: string,
  { signal, now = new Date(), notice = [] }: { signal?: AbortSignal; now?: Date; notice?: QueuedMail[] } = {},
) {
  const at = now.toISOString()
  await transactionWhileWaited(signal, async (trx) => {
    await trx
      .updateTable('leads')
      .set((eb) => ({ waiting_since: eb.fn.coalesce('waiting_since', eb.val(at)), last_activity_at: at }))
      .where('id', '=', leadId)
      .execute()
    await trx
      .insertInto('lead_events')
      .values(leadEvent(leadId, 'proposal-question', null, { proposal_id: proposalId, text }, at))
      .execute()
    if (notice.length) await trx.insertInto('mail_outbox').values(outboxRows(notice)).execute()
  })
}
