import type { FolderReservation, TripFolder } from '~/lib/trip-folder'
import { ACCENT, type PdfWriter } from './pdf-writer.server'

// A service voucher on paper (docs/product.md, "Vouchers and the briefing"): what the supplier confirmed
// for whom, with their confirmation number and who to call, handed over by the traveller or the
// driver-guide. In English, the working language of East Africa's lodges and parks; never a price. It
// only draws.

export function renderVoucherPdf(pdf: PdfWriter, folder: TripFolder, reservation: FolderReservation) {
  const row = (label: string, value: string) =>
    pdf.row([
      { text: label, share: 0.32 },
      { text: value || '—', share: 0.68 },
    ])
  pdf.text(`${folder.brand} · ${folder.reference}`, { font: 'bold', size: 9, color: ACCENT, after: 6 })
  pdf.text('Service voucher', { font: 'heading', size: 24, after: 4 })
  pdf.text(`For ${reservation.supplier}`, { size: 12, after: 10 })
  row('Service', reservation.service)
  row('Dates', reservation.dates)
  if (reservation.rooms) row('Rooms', reservation.rooms)
  if (reservation.kind === 'permit') row('Permits', String(reservation.units))
  row('Guests', `${folder.travellerName}'s party: ${reservation.party}`)
  row('Your confirmation', reservation.reference ?? 'not confirmed')
  row('Our reference', folder.reference)
  if (folder.crew.guide) row('Driver-guide', `${folder.crew.guide.name}, ${folder.crew.guide.phone}`)
  pdf.rule()
  row('Issued by', folder.brand)
  row('Day and night', `${folder.emergencyPhone} · ${folder.email}`)
  pdf.space(10)
  pdf.text(
    `Please provide the service above as confirmed. It is paid by ${folder.brand} on your terms: nothing is to be collected from the guests for it.`,
  )
  pdf.footer(`${folder.brand} · voucher ${folder.reference}-${reservation.id}`)
}
