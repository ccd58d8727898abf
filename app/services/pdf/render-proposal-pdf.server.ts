import { onlineWays } from '~/lib/traveller-letter'
import { formatDate } from '~/lib/back-office'
import { mealsLabel } from '~/lib/catalogue'
import { formatMoney } from '~/lib/money'
import { priceShown, type ProposalView } from '~/lib/proposal'
import { lineAmountText, lineCountText, sharesText } from '~/lib/traveller-price'
import { ACCENT, MUTED, type PdfWriter } from './pdf-writer.server'

// A proposal's version on paper: the same view, in the same order, as the traveller's page
// (components/proposal/proposal-document.tsx): who and when, the note, the days, what is included,
// the total and each traveller's share, the lines under their headings (or the total alone, as staff
// chose), deposit and balance with their dates, the cancellation terms and how to pay. It only draws.

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

export function renderProposalPdf(pdf: PdfWriter, view: ProposalView) {
  const money = (minor: number) => formatMoney({ minor, currency: view.currency })
  pdf.text(`${view.brand} · Proposal ${view.reference} · Version ${view.version}`, {
    font: 'bold',
    size: 9,
    color: ACCENT,
    after: 6,
  })
  pdf.text(view.title, { font: 'heading', size: 24, after: 6 })
  pdf.text(
    `For ${view.travellerName}: ${formatDate(view.startDate)} to ${formatDate(view.endDate)}, ${party(view.adults, view.children)}.`,
    { size: 11, after: 8 },
  )
  if (view.note) pdf.text(view.note, { size: 10.5, after: 4 })

  heading(pdf, 'Your trip, day by day')
  for (const day of view.days) {
    pdf.keep(50)
    pdf.text(`${day.label} · ${formatDate(day.date)}: ${day.title}`, { font: 'bold', size: 10.5, after: 2 })
    if (day.text) pdf.text(day.text, { after: 2 })
    const facts = [
      day.overnight ? `Overnight: ${day.overnight}${day.lodge ? `, ${day.lodge}` : ''}` : '',
      day.meals ? `Meals: ${mealsLabel(day.meals)}` : '',
    ].filter(Boolean)
    if (facts.length) pdf.text(facts.join(' · '), { size: 9, color: MUTED })
    pdf.space(8)
  }

  if (view.stays?.length) {
    heading(pdf, 'Where you stay')
    for (const stay of view.stays) {
      pdf.keep(40)
      pdf.text(`${stay.name}, ${stay.area}`, { font: 'bold', size: 10.5, after: 2 })
      if (stay.description) pdf.text(stay.description, { after: 2 })
      pdf.space(6)
    }
  }

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
