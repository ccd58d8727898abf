import { mealsLabel } from '~/lib/catalogue'
import type { Locale } from '~/lib/locales'
import {
  dateIn,
  groupHeading,
  lineAmountText,
  lineCountText,
  moneyIn,
  nightsText,
  onlineWaysText,
  partyText,
  sharesText,
  viewLanguage,
} from '~/lib/proposal-words'
import { withLabel } from '~/lib/local-formats'
import { m } from '~/paraglide/messages'
import { priceShown, type ProposalView } from '~/lib/proposal'
import type { PDFImage } from 'pdf-lib'
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

function heading(pdf: PdfWriter, text: string) {
  pdf.keep(60)
  pdf.space(14)
  pdf.text(text, { font: 'heading', size: 15, after: 4 })
}

/** The first page: the trip's picture, the operator, the title, who travels and when, the note. */
function cover(pdf: PdfWriter, view: ProposalView, art: ProposalArt, locale: Locale) {
  const words = { locale }
  if (art.cover) pdf.banner(art.cover, PICTURE_BOXES.cover.height)
  pdf.beside(art.mark, { width: 18, height: 18 }, (indent) =>
    pdf.text(
      m.proposal_kicker(
        { brand: view.brand, reference: view.reference, version: String(view.version) },
        words,
      ),
      {
        font: 'bold',
        size: 9,
        color: ACCENT,
        indent,
        after: 6,
      },
    ),
  )
  pdf.space(8)
  pdf.text(view.title, { font: 'heading', size: 28, after: 8 })
  pdf.text(
    m.proposal_for(
      {
        name: view.travellerName,
        start: dateIn(view.startDate, locale),
        end: dateIn(view.endDate, locale),
        party: partyText(view.adults, view.children, locale),
      },
      words,
    ),
    { size: 12, after: 10 },
  )
  if (view.note) pdf.text(view.note, { size: 10.5, after: 4 })
}

function days(pdf: PdfWriter, view: ProposalView, art: ProposalArt, locale: Locale) {
  const words = { locale }
  if (art.map) {
    // The heading never stays behind on the cover without its map.
    pdf.keep(mapHeight(art.map, MAP_WIDTH) + 40)
    heading(pdf, m.pdf_route({}, words))
    pdf.routeMap(art.map, MAP_WIDTH)
  }
  // The days begin after the cover, on a page of their own.
  if (pdf.pageCount === 1) pdf.pageBreak()
  heading(pdf, m.proposal_days_title({}, words))
  view.days.forEach((day, index) => {
    pdf.keep(50)
    pdf.beside(art.days[index], PICTURE_BOXES.day, (indent) => {
      pdf.text(withLabel(`${day.label} · ${dateIn(day.date, locale)}`, day.title, locale), {
        font: 'bold',
        size: 10.5,
        indent,
        after: 2,
      })
      if (day.text) pdf.text(day.text, { indent, after: 2 })
      const facts = [
        day.overnight
          ? m.proposal_overnight({ place: `${day.overnight}${day.lodge ? `, ${day.lodge}` : ''}` }, words)
          : '',
        day.meals ? m.proposal_meals({ meals: mealsLabel(day.meals, locale) }, words) : '',
      ].filter(Boolean)
      if (facts.length) pdf.text(facts.join(' · '), { size: 9, color: MUTED, indent })
    })
    pdf.space(10)
  })
}

function stays(pdf: PdfWriter, view: ProposalView, art: ProposalArt, locale: Locale) {
  if (!view.stays?.length) return
  const blockHeight = (index: number) => (art.stays[index]?.length ? PICTURE_BOXES.stay.height + 50 : 40)
  pdf.keep(blockHeight(0) + 40)
  heading(pdf, m.proposal_stays_title({}, { locale }))
  view.stays.forEach((stay, index) => {
    const pictures = art.stays[index] ?? []
    pdf.keep(blockHeight(index))
    pdf.text(stay.name, { font: 'bold', size: 10.5 })
    const where = [stay.area, stay.nights ? nightsText(stay.nights, locale) : ''].filter(Boolean)
    if (where.length) pdf.text(where.join(' · '), { size: 9, color: MUTED, after: 2 })
    if (stay.description) pdf.text(stay.description, { after: 4 })
    if (pictures.length) pdf.pictureRow(pictures, PICTURE_BOXES.stay)
    pdf.space(8)
  })
}

export function renderProposalPdf(pdf: PdfWriter, view: ProposalView, art: ProposalArt) {
  const locale = viewLanguage(view)
  const words = { locale }
  const money = (minor: number) => moneyIn(minor, view.currency, locale)
  cover(pdf, view, art, locale)
  days(pdf, view, art, locale)
  stays(pdf, view, art, locale)

  if (view.included.length || view.excluded.length) {
    heading(pdf, m.proposal_included_title({}, words))
    for (const [title, items] of [
      [m.proposal_included({}, words), view.included],
      [m.proposal_not_included({}, words), view.excluded],
    ] as const) {
      if (!items.length) continue
      pdf.text(title, { font: 'bold', after: 2 })
      for (const item of items) pdf.text(`•  ${item}`, { indent: 8 })
      pdf.space(6)
    }
  }

  heading(pdf, m.proposal_price_title({}, words))
  const price = priceShown(view)
  pdf.row(
    [
      { text: m.proposal_total({}, words), share: 0.6 },
      { text: money(price.total), share: 0.4, right: true },
    ],
    { font: 'bold', size: 12 },
  )
  for (const share of sharesText(price.shares, view.currency, locale)) pdf.text(share, { size: 10.5 })
  const columns = (what: string, amount: string) => [
    { text: what, share: 0.75 },
    { text: amount, share: 0.25, right: true },
  ]
  for (const group of price.groups) {
    pdf.keep(40)
    pdf.space(8)
    if (group.heading) pdf.text(groupHeading(group, locale), { font: 'bold', after: 2 })
    pdf.rule()
    for (const line of group.lines) {
      const count = lineCountText(line, view.currency, locale)
      pdf.row(
        columns(
          count ? `${line.description} (${count})` : line.description,
          lineAmountText(line, view.currency, locale),
        ),
      )
    }
  }
  pdf.space(6)
  pdf.text(
    withLabel(
      m.proposal_deposit({ percent: String(view.depositPercent) }, words),
      m.proposal_deposit_due({ amount: money(view.deposit) }, words),
      locale,
    ),
  )
  const balance = view.balanceAtOnce
    ? m.proposal_balance_with_deposit({ amount: money(view.balance) }, words)
    : m.proposal_balance_by({ amount: money(view.balance), date: dateIn(view.balanceDueOn, locale) }, words)
  pdf.text(withLabel(m.proposal_balance({}, words), balance, locale))
  pdf.text(`${m.proposal_offer_until({}, words)} ${dateIn(view.expiresOn, locale)}`)

  heading(pdf, m.proposal_cancel_title({}, words))
  for (const clause of view.cancellation) pdf.text(`•  ${clause}`, { indent: 8 })
  pdf.text(m.pdf_insurance({}, words), { after: 2 })

  // The ways to pay stay together with their heading: bank details split over two pages get misread.
  pdf.keep(140)
  heading(pdf, m.proposal_pay_title({}, words))
  const { payment } = view
  if (payment.bankDetails) {
    pdf.text(m.proposal_by_bank({}, words), { font: 'bold' })
    pdf.text(payment.bankDetails, { after: 4 })
  }
  const online = onlineWaysText(payment.online, locale)
  if (online) pdf.text(m.pdf_online({ ways: online }, words))
  if (payment.paypalUrl) pdf.text(m.mail_by_paypal({ url: payment.paypalUrl }, words))
  if (!payment.bankDetails && !online && !payment.paypalUrl) pdf.text(m.proposal_bank_later({}, words))
  pdf.text(
    m.proposal_quote(
      { reference: view.reference, email: view.contact.email, phone: view.contact.phone },
      words,
    ),
    { after: 4 },
  )
  pdf.footer(
    m.pdf_footer(
      { brand: view.brand, title: view.title, reference: view.reference, version: String(view.version) },
      words,
    ),
    (page, pages) => m.pdf_page_of({ page: String(page), pages: String(pages) }, words),
  )
}
