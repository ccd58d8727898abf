import { onlineWays } from '~/lib/traveller-letter'
import { formatDate } from '~/lib/back-office'
import { mealsLabel } from '~/lib/catalogue'
import { formatMoney } from '~/lib/money'
import { priceShown, type ProposalView } from '~/lib/proposal'
import { lineAmountText, lineCountText, sharesText } from '~/lib/traveller-price'
import type { PDFImage } from 'pdf-lib'
import { countText } from '~/lib/count-text'
import type { RouteMap } from '~/lib/route-map/drawing'
import { mapHeight } from './pdf-route-map.server'
import { ACCENT, MUTED, type PdfWriter } from './pdf-writer.server'

// A proposal's version on paper: the same view, in the same order, as the traveller's page
// (components/proposal/proposal-document.tsx): who and when, the note, the days, what is included,
// the total and each traveller's share, the lines under their headings (or the total alone, as staff
// chose), deposit and balance with their dates, the cancellation terms and how to pay. It only draws:
// the pictures come embedded (generate-proposal-pdf.server.ts), at the boxes below.

/** Where each kind of picture is printed, in points (A4 is 595 wide, 495 between the margins). */
export const PICTURE_BOXES = {
  cover: { width: 595.28, height: 300 },
  day: { width: 120, height: 90 },
  stay: { width: 158, height: 118.5 },
} as const

/** The route map's width in points: on the cover, below the title, when it fits there */
const MAP_WIDTH = 300

/** The pictures and the map of one version, ready to draw; any of them may be missing. */
export interface ProposalArt {
  cover?: PDFImage
  /** The operator's mark, beside its name */
  mark?: PDFImage
  /** By the index of the day */
  days: (PDFImage | undefined)[]
  /** By the index of the stay */
  stays: PDFImage[][]
  map: RouteMap | null
}

const party = (adults: number, children: number) =>
  [
    `${adults} ${adults === 1 ? 'adult' : 'adults'}`,
    children ? `${children} ${children === 1 ? 'child' : 'children'}` : '',
  ]
    .filter(Boolean)
    .join(' and ')

function heading(pdf: PdfWriter, text: string) {
  pdf.keep(60)
  pdf.space(14)
  pdf.text(text, { font: 'heading', size: 15, after: 4 })
}

/** The first page: the trip's picture, the operator, the title, who travels and when, the note. */
function cover(pdf: PdfWriter, view: ProposalView, art: ProposalArt) {
  if (art.cover) pdf.banner(art.cover, PICTURE_BOXES.cover.height)
  pdf.beside(art.mark, { width: 18, height: 18 }, (indent) =>
    pdf.text(`${view.brand} · Proposal ${view.reference} · Version ${view.version}`, {
      font: 'bold',
      size: 9,
      color: ACCENT,
      indent,
      after: 6,
    }),
  )
  pdf.space(8)
  pdf.text(view.title, { font: 'heading', size: 28, after: 8 })
  pdf.text(
    `For ${view.travellerName}: ${formatDate(view.startDate)} to ${formatDate(view.endDate)}, ${party(view.adults, view.children)}.`,
    { size: 12, after: 10 },
  )
  if (view.note) pdf.text(view.note, { size: 10.5, after: 4 })
}

function days(pdf: PdfWriter, view: ProposalView, art: ProposalArt) {
  if (art.map) {
    // The heading never stays behind on the cover without its map.
    pdf.keep(mapHeight(art.map, MAP_WIDTH) + 40)
    heading(pdf, 'Your route')
    pdf.routeMap(art.map, MAP_WIDTH)
  }
  // The days begin after the cover, on a page of their own.
  if (pdf.pageCount === 1) pdf.pageBreak()
  heading(pdf, 'Your trip, day by day')
  view.days.forEach((day, index) => {
    pdf.keep(50)
    pdf.beside(art.days[index], PICTURE_BOXES.day, (indent) => {
      pdf.text(`${day.label} · ${formatDate(day.date)}: ${day.title}`, {
        font: 'bold',
        size: 10.5,
        indent,
        after: 2,
      })
      if (day.text) pdf.text(day.text, { indent, after: 2 })
      const facts = [
        day.overnight ? `Overnight: ${day.overnight}${day.lodge ? `, ${day.lodge}` : ''}` : '',
        day.meals ? `Meals: ${mealsLabel(day.meals)}` : '',
      ].filter(Boolean)
      if (facts.length) pdf.text(facts.join(' · '), { size: 9, color: MUTED, indent })
    })
    pdf.space(10)
  })
}

function stays(pdf: PdfWriter, view: ProposalView, art: ProposalArt) {
  if (!view.stays?.length) return
  const blockHeight = (index: number) => (art.stays[index]?.length ? PICTURE_BOXES.stay.height + 50 : 40)
  pdf.keep(blockHeight(0) + 40)
  heading(pdf, 'Where you stay')
  view.stays.forEach((stay, index) => {
    const pictures = art.stays[index] ?? []
    pdf.keep(blockHeight(index))
    pdf.text(stay.name, { font: 'bold', size: 10.5 })
    const where = [stay.area, stay.nights ? countText(stay.nights, 'night') : ''].filter(Boolean)
    if (where.length) pdf.text(where.join(' · '), { size: 9, color: MUTED, after: 2 })
    if (stay.description) pdf.text(stay.description, { after: 4 })
    if (pictures.length) pdf.pictureRow(pictures, PICTURE_BOXES.stay)
    pdf.space(8)
  })
}

export function renderProposalPdf(pdf: PdfWriter, view: ProposalView, art: ProposalArt) {
  const money = (minor: number) => formatMoney({ minor, currency: view.currency })
  cover(pdf, view, art)
  days(pdf, view, art)
  stays(pdf, view, art)

  if (view.included.length || view.excluded.length) {
    heading(pdf, 'What the price includes')
    for (const [title, items] of [
      ['Included', view.included],
      ['Not included', view.excluded],
    ] as const) {
      if (!items.length) continue
      pdf.text(title, { font: 'bold', after: 2 })
      for (const item of items) pdf.text(`•  ${item}`, { indent: 8 })
      pdf.space(6)
    }
  }

  heading(pdf, 'The price')
  const price = priceShown(view)
  pdf.row(
    [
      { text: 'Total for your party', share: 0.6 },
      { text: money(price.total), share: 0.4, right: true },
    ],
    { font: 'bold', size: 12 },
  )
  for (const share of sharesText(price.shares, view.currency)) pdf.text(share, { size: 10.5 })
  const columns = (what: string, amount: string) => [
    { text: what, share: 0.75 },
    { text: amount, share: 0.25, right: true },
  ]
  for (const group of price.groups) {
    pdf.keep(40)
    pdf.space(8)
    if (group.heading) pdf.text(group.heading, { font: 'bold', after: 2 })
    pdf.rule()
    for (const line of group.lines) {
      const count = lineCountText(line, view.currency)
      pdf.row(
        columns(
          count ? `${line.description} (${count})` : line.description,
          lineAmountText(line, view.currency),
        ),
      )
    }
  }
  pdf.space(6)
  pdf.text(
    `Deposit (${view.depositPercent}%): ${money(view.deposit)}, due on acceptance; it confirms your booking`,
  )
  pdf.text(
    `Balance: ${money(view.balance)}, ${view.balanceAtOnce ? 'due with the deposit' : `due by ${formatDate(view.balanceDueOn)}`}`,
  )
  pdf.text(`Offer open until ${formatDate(view.expiresOn)}`)

  heading(pdf, 'If you need to cancel')
  for (const clause of view.cancellation) pdf.text(`•  ${clause}`, { indent: 8 })
  pdf.text('Travel insurance is required for every traveller. Our full booking terms are on our website.', {
    after: 2,
  })

  // The ways to pay stay together with their heading: bank details split over two pages get misread.
  pdf.keep(140)
  heading(pdf, 'How to pay')
  const { payment } = view
  if (payment.bankDetails) {
    pdf.text('By bank transfer', { font: 'bold' })
    pdf.text(payment.bankDetails, { after: 4 })
  }
  const online = onlineWays(payment.online)
  if (online) pdf.text(`${online}: on your proposal's page, from the link in our e-mail.`)
  if (payment.paypalUrl) pdf.text(`By PayPal: ${payment.paypalUrl}`)
  if (!payment.bankDetails && !online && !payment.paypalUrl)
    pdf.text('We will send you our bank details when you accept.')
  pdf.text(
    `Please quote ${view.reference} with every payment. Questions: ${view.contact.email} or ${view.contact.phone} (calls and WhatsApp).`,
    { after: 4 },
  )
  pdf.footer(`${view.brand} · ${view.title} · ${view.reference}, version ${view.version}`)
}
