import type { ProposalView } from '~/lib/proposal'
import { buildReceiptView } from '~/lib/receipt'
import { acceptedView, getPayment, paidUpTo } from '~/models/bookings.server'
import { getVersionView } from '~/models/proposals.server'
import { generateReceiptPdf, receiptPdfName } from './pdf/generate-receipt-pdf.server'
import { generateProposalPdf, proposalPdfName } from './pdf/generate-proposal-pdf.server'

// The documents a mail carries, made when it is sent from what the outbox row names (its `attachment`):
// a proposal version's PDF, or a payment's receipt. Both are made from what never changes (a frozen
// version, a ledger entry and the entries before it), so every attempt attaches the same bytes.

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

/** A ledger entry's receipt, from the accepted version and the sums up to the entry. */
export async function receiptOf(paymentId: number): Promise<MailAttachment[]> {
  const payment = await getPayment(paymentId)
  const accepted = payment && (await acceptedView(Number(payment.proposal_id)))
  // An admin's adjustment of a cancelled booking has its letter, not a receipt.
  if (!payment || !accepted || payment.kind === 'adjustment') return []
  const view = buildReceiptView(
    JSON.parse(accepted.view) as ProposalView,
    {
      id: Number(payment.id),
      kind: payment.kind,
      amount: Number(payment.amount_minor),
      method: payment.method,
      reference: payment.reference,
      paidOn: payment.paid_on,
    },
    await paidUpTo(Number(payment.proposal_id), Number(payment.id)),
  )
  return [
    {
      filename: receiptPdfName(view),
      content: Buffer.from(await generateReceiptPdf(view)),
      contentType: 'application/pdf',
    },
  ]
}

/**
 * What `{ "proposal": 12, "version": 2 }` (that version's PDF) or `{ "payment": 7 }` (its receipt)
 * attaches; nothing for a mail without one, or one whose document has gone with an erasure.
 */
export async function attachmentsOf(attachment: string | null): Promise<MailAttachment[]> {
  if (!attachment) return []
  const named = JSON.parse(attachment) as { proposal?: unknown; version?: unknown; payment?: unknown }
  if (typeof named.payment === 'number') return receiptOf(named.payment)
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
