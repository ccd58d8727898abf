import { data } from 'react-router'
import {
  generateBriefingPdf,
  generateVoucherPdf,
  briefingPdfName,
  voucherPdfName,
} from './pdf/generate-trip-pdfs.server'
import { buildTripFolder } from './trip-folder.server'

// A booked trip's papers as staff and its driver-guide download them (docs/product.md, "Vouchers and the
// briefing"): the briefing of a departure, and the voucher of a confirmed reservation.

const pdfFile = (bytes: Uint8Array, name: string) =>
  new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })

/** The departure's briefing, the travellers' medical notes in it; 404 when it is no booking. */
export async function briefingAnswer(proposalId: number) {
  const folder = await buildTripFolder(proposalId, { medical: true })
  if (!folder) throw data(null, { status: 404 })
  return pdfFile(await generateBriefingPdf(folder), briefingPdfName(folder))
}

/** A confirmed reservation's voucher; 404 when it is none of this booking, or not confirmed. */
export async function voucherAnswer(proposalId: number, reservationId: number) {
  const folder = await buildTripFolder(proposalId, { medical: false })
  const reservation = folder?.reservations.find(
    (row) => row.id === reservationId && row.status === 'confirmed',
  )
  if (!folder || !reservation) throw data(null, { status: 404 })
  return pdfFile(await generateVoucherPdf(folder, reservation), voucherPdfName(folder, reservation))
}
