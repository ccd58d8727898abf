import type { ProposalView } from '~/lib/proposal'
import { getVersionView } from '~/models/proposals.server'
import { generateProposalPdf, proposalPdfName } from './pdf/generate-proposal-pdf.server'

// The documents a mail carries, made when it is sent from what the outbox row names (its `attachment`):
// a proposal version's PDF. A version is frozen, so every attempt attaches the same bytes.

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

/** What `{ "proposal": 12, "version": 2 }` attaches; nothing for a mail without one or a version gone. */
export async function attachmentsOf(attachment: string | null): Promise<MailAttachment[]> {
  if (!attachment) return []
  const named = JSON.parse(attachment) as { proposal?: unknown; version?: unknown }
  if (typeof named.proposal !== 'number' || typeof named.version !== 'number') return []
  const text = await getVersionView(named.proposal, named.version)
  if (!text) return []
  const view = JSON.parse(text) as ProposalView
  return [
    {
      filename: proposalPdfName(view),
      content: Buffer.from(await generateProposalPdf(view)),
      contentType: 'application/pdf',
    },
  ]
}

/** The `attachment` of a mail that carries a proposal version's PDF. */
export const proposalAttachment = (proposalId: number, version: number) =>
  JSON.stringify({ proposal: proposalId, version })
