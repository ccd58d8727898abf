import type { FolderReservation, TripFolder } from '~/lib/trip-folder'
import { createPdf } from './pdf-document.server'
import { renderBriefingPdf } from './render-briefing-pdf.server'
import { renderTripPdf } from './render-trip-pdf.server'
import { renderVoucherPdf } from './render-voucher-pdf.server'

// A booked trip's papers as PDF files, drawn from its folder (trip-folder.server.ts): the driver-guide's
// briefing, each confirmed reservation's voucher, and the traveller's final documents. Dated by the trip's first day, so the same folder
// makes the same bytes.

export async function generateBriefingPdf(folder: TripFolder): Promise<Uint8Array> {
  const { document, writer } = await createPdf({
    title: `Driver-guide briefing ${folder.reference}`,
    author: folder.brand,
    day: folder.startDate,
  })
  renderBriefingPdf(writer, folder)
  return document.save()
}

export async function generateVoucherPdf(
  folder: TripFolder,
  reservation: FolderReservation,
): Promise<Uint8Array> {
  const { document, writer } = await createPdf({
    title: `Voucher ${folder.reference}-${reservation.id}`,
    author: folder.brand,
    day: folder.startDate,
  })
  renderVoucherPdf(writer, folder, reservation)
  return document.save()
}

/** The traveller's final documents: their trip page as one PDF, in the booking's language. */
export async function generateTripPdf(folder: TripFolder): Promise<Uint8Array> {
  const { document, writer } = await createPdf({
    title: `${folder.title} ${folder.reference}`,
    author: folder.brand,
    day: folder.startDate,
  })
  renderTripPdf(writer, folder)
  return document.save()
}

export const tripPdfName = (folder: Pick<TripFolder, 'reference'>) => `trip-${folder.reference}.pdf`

export const briefingPdfName = (folder: Pick<TripFolder, 'reference'>) => `briefing-${folder.reference}.pdf`
export const voucherPdfName = (
  folder: Pick<TripFolder, 'reference'>,
  reservation: Pick<FolderReservation, 'id'>,
) => `voucher-${folder.reference}-${reservation.id}.pdf`
