import { dateIn } from '~/lib/proposal-words'
import { m } from '~/paraglide/messages'
import type { TripFolder } from '~/lib/trip-folder'
import { ACCENT, MUTED, type PdfWriter } from './pdf-writer.server'

// The traveller's final documents on paper (docs/product.md, "Final documents"): what their trip page
// shows, in the booking's language: the driver-guide and the meeting, the numbers to call, each day
// with its lodge's address, phone and confirmation, and the vouchers. Never a price. It only draws.

export function renderTripPdf(pdf: PdfWriter, folder: TripFolder) {
  const locale = folder.language
  const words = { locale }
  const date = (value: string) => dateIn(value, locale)
  const heading = (text: string) => {
    pdf.space(10)
    pdf.text(text, { font: 'heading', size: 15, after: 4 })
  }
  pdf.text(m.trip_pdf_kicker({ brand: folder.brand, reference: folder.reference }, words), {
    font: 'bold',
    size: 9,
    color: ACCENT,
    after: 6,
  })
  pdf.text(folder.title, { font: 'heading', size: 22, after: 4 })
  pdf.text(
    m.trip_page_intro(
      { title: folder.title, start: date(folder.startDate), end: date(folder.endDate) },
      words,
    ),
    { size: 11, after: 6 },
  )
  heading(m.trip_page_guide_heading({}, words))
  pdf.text(
    folder.crew.guide
      ? m.trip_page_guide({ name: folder.crew.guide.name, phone: folder.crew.guide.phone }, words)
      : m.trip_page_guide_none({}, words),
  )
  if (folder.crew.meetingPoint)
    pdf.text(
      folder.crew.meetingTime
        ? m.trip_page_meeting({ place: folder.crew.meetingPoint, time: folder.crew.meetingTime }, words)
        : m.trip_page_meeting_place({ place: folder.crew.meetingPoint }, words),
    )
  if (folder.crew.vehicle) pdf.text(m.trip_page_vehicle({ vehicle: folder.crew.vehicle }, words))
  heading(m.trip_page_emergency_heading({}, words))
  pdf.text(m.trip_page_emergency({ brand: folder.brand, phone: folder.emergencyPhone }, words))
  pdf.text(m.trip_page_email({ email: folder.email }, words))
  heading(m.trip_page_days_heading({}, words))
  for (const day of folder.days) {
    pdf.text(m.trip_page_day({ n: String(day.number), date: date(day.date), title: day.title }, words), {
      font: 'bold',
    })
    if (day.lodge) {
      pdf.text(m.trip_page_lodge({ lodge: day.lodge.name }, words), { indent: 12 })
      if (day.lodge.address)
        pdf.text(m.trip_page_lodge_address({ address: day.lodge.address }, words), {
          indent: 12,
          color: MUTED,
        })
      if (day.lodge.phone)
        pdf.text(m.trip_page_lodge_phone({ phone: day.lodge.phone }, words), { indent: 12, color: MUTED })
      if (day.lodge.reference)
        pdf.text(m.trip_page_confirmation({ reference: day.lodge.reference }, words), {
          indent: 12,
          color: MUTED,
        })
    }
  }
  const vouchers = folder.reservations.filter((reservation) => reservation.reference)
  if (vouchers.length) {
    heading(m.trip_page_vouchers_heading({}, words))
    pdf.text(m.trip_page_vouchers_intro({}, words), { after: 4 })
    for (const voucher of vouchers)
      pdf.text(
        `${m.trip_page_voucher({ service: voucher.service, date: date(voucher.startsOn) }, words)} · ${m.trip_page_confirmation({ reference: voucher.reference! }, words)}`,
      )
  }
  pdf.footer(
    m.trip_pdf_footer(
      { brand: folder.brand, reference: folder.reference, phone: folder.emergencyPhone },
      words,
    ),
    (page, pages) => m.pdf_page_of({ page: String(page), pages: String(pages) }, words),
  )
}
