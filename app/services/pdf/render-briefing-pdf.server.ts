import { formatDate } from '~/lib/back-office'
import type { TripFolder } from '~/lib/trip-folder'
import { ACCENT, MUTED, type PdfWriter } from './pdf-writer.server'

// The driver-guide's briefing on paper (docs/product.md, "Vouchers and the briefing"): the party with
// their ages, the flights, dietary and medical notes, each day's lodge with its confirmation, the permits
// with the names on them, and who to call. In English, as the ground team works; never a price. It only
// draws.

const MEALS: Record<string, string> = { B: 'breakfast', L: 'lunch', D: 'dinner' }

export function renderBriefingPdf(pdf: PdfWriter, folder: TripFolder) {
  const row = (label: string, value: string) =>
    pdf.row([
      { text: label, share: 0.3 },
      { text: value || '—', share: 0.7 },
    ])
  const heading = (text: string) => {
    pdf.space(10)
    pdf.text(text, { font: 'heading', size: 15, after: 4 })
  }
  pdf.text(`${folder.brand} · ${folder.reference} · Driver-guide briefing`, {
    font: 'bold',
    size: 9,
    color: ACCENT,
    after: 6,
  })
  pdf.text(folder.title, { font: 'heading', size: 22, after: 4 })
  pdf.text(
    `${formatDate(folder.startDate)} to ${formatDate(folder.endDate)} · ${folder.party} · ${folder.travellerName}`,
    {
      size: 11,
      after: 8,
    },
  )
  row(
    'Driver-guide',
    folder.crew.guide
      ? `${folder.crew.guide.name}, ${folder.crew.guide.phone || 'no phone on file'}`
      : 'Not assigned yet',
  )
  row('Vehicle', folder.crew.vehicle)
  row('Meeting', [folder.crew.meetingPoint, folder.crew.meetingTime].filter(Boolean).join(' at '))
  row('Office, day and night', `${folder.emergencyPhone} · ${folder.email}`)
  const { flights } = folder
  row(
    'Arrival',
    [flights.arrivalFlight, flights.arrivalDate && formatDate(flights.arrivalDate), flights.arrivalTime]
      .filter(Boolean)
      .join(', '),
  )
  row(
    'Departure',
    [
      flights.departureFlight,
      flights.departureDate && formatDate(flights.departureDate),
      flights.departureTime,
    ]
      .filter(Boolean)
      .join(', '),
  )

  heading('The party')
  for (const traveller of folder.travellers) {
    pdf.text(
      `${traveller.position}. ${traveller.name}${traveller.age !== null ? `, ${traveller.age}` : ''}${traveller.nationality ? ` · ${traveller.nationality}` : ''}`,
      { font: 'bold', size: 10 },
    )
    if (traveller.dietary) pdf.text(`Dietary: ${traveller.dietary}`, { indent: 12 })
    if (traveller.medical) pdf.text(`Medical: ${traveller.medical}`, { indent: 12 })
  }

  heading('Day by day')
  for (const day of folder.days) {
    pdf.text(`Day ${day.number} · ${formatDate(day.date)}: ${day.title}`, { font: 'bold' })
    const meals = [...day.meals].map((meal) => MEALS[meal] ?? meal).join(', ')
    if (day.lodge)
      pdf.text(
        `${day.lodge.name}${day.overnight ? `, ${day.overnight}` : ''} · ${day.lodge.reference ? `confirmed ${day.lodge.reference}` : 'not confirmed'}${day.lodge.phone ? ` · ${day.lodge.phone}` : ''}`,
        { indent: 12 },
      )
    if (meals) pdf.text(`Meals: ${meals}`, { indent: 12, color: MUTED })
  }

  if (folder.permits.length) {
    heading('Permits')
    for (const permit of folder.permits) {
      pdf.text(`${permit.permit}, ${formatDate(permit.date)}: ${permit.names.join(', ') || 'no names yet'}`)
      if (permit.without.length)
        pdf.text(`Without a permit: ${permit.without.join(', ')}`, { indent: 12, font: 'bold' })
    }
  }

  heading('Reservations')
  for (const reservation of folder.reservations)
    pdf.text(
      `${reservation.service}: ${reservation.dates} · ${reservation.reference ? `confirmed ${reservation.reference}` : 'not confirmed'}${reservation.phone ? ` · ${reservation.phone}` : ''}`,
    )
  pdf.footer(`${folder.brand} · ${folder.reference} · Driver-guide briefing: for the ground team only`)
}
