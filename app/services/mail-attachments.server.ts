import type { ProposalView } from '~/lib/proposal'
import { buildReceiptView } from '~/lib/receipt'
import { acceptedView, getPayment, paidUpTo } from '~/models/bookings.server'
import { getVersionView } from '~/models/proposals.server'
import { generateReceiptPdf, receiptPdfName } from './pdf/generate-receipt-pdf.server'
import { generateProposalPdf, proposalPdfName } from './pdf/generate-proposal-pdf.server'
import type { TripFolder } from '~/lib/trip-folder'
import { finalDocumentsSent } from '~/models/final-documents.server'
import {
  generateTripPdf,
  generateVoucherPdf,
  tripPdfName,
  voucherPdfName,
} from './pdf/generate-trip-pdfs.server'

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
 * What `{ "proposal": 12, "version": 2 }` (that version's PDF), `{ "payment": 7 }` (its receipt) or
 * `{ "trip": 12 }` (the final documents as sent: the trip's PDF and its vouchers) attaches; nothing for a mail without one, or one whose document has gone with an erasure.
 */
export async function attachmentsOf(attachment: string | null): Promise<MailAttachment[]> {
  if (!attachment) return []
  const named = JSON.parse(attachment) as {
    proposal?: unknown
    version?: unknown
    payment?: unknown
    trip?: unknown
  }
  if (typeof named.payment === 'number') return receiptOf(named.payment)
  if (typeof named.trip === 'number') return tripAttachments(named.trip)
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

/** What `{ "trip": 12 }` attaches: the trip as one PDF and each confirmed reservation's voucher, as sent. */
export async function tripAttachments(proposalId: number): Promise<MailAttachment[]> {
  const sent = await finalDocumentsSent(proposalId)
  if (!sent) return []
  const folder = JSON.parse(sent.folder) as TripFolder
  const vouchers = folder.reservations.filter((reservation) => reservation.status === 'confirmed')
  return [
    {
      filename: tripPdfName(folder),
      content: Buffer.from(await generateTripPdf(folder)),
      contentType: 'application/pdf',
    },
    ...(await Promise.all(
      vouchers.map(async (reservation) => ({
        filename: voucherPdfName(folder, reservation),
        content: Buffer.from(await generateVoucherPdf(folder, reservation)),
        contentType: 'application/pdf',
      })),
    )),
  ]
}
