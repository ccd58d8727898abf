import { paymentMethodLabel } from '~/lib/ledger'
import { dateIn, methodText, moneyIn, viewLanguage } from '~/lib/proposal-words'
import type { ReceiptView } from '~/lib/receipt'
import { m } from '~/paraglide/messages'
import { ACCENT, type PdfWriter } from './pdf-writer.server'

// A receipt on paper: what was received (or reversed), for which booking, and what remains, in the
// language of the booking's proposal. It only draws.

const TITLES = {
  payment: m.receipt_title_payment,
  reversal: m.receipt_title_reversal,
  refund: m.receipt_title_refund,
}
const AMOUNTS = {
  payment: m.receipt_amount_received,
  reversal: m.receipt_amount_reversed,
  refund: m.receipt_amount_refunded,
}

export function renderReceiptPdf(pdf: PdfWriter, view: ReceiptView) {
  const locale = viewLanguage(view)
  const words = { locale }
  const money = (minor: number) => moneyIn(minor, view.currency, locale)
  const date = (value: string) => dateIn(value, locale)
  // A way of paying as a label's value: "Card", "Banküberweisung", "Carte".
  const method =
    locale === 'en'
      ? paymentMethodLabel(view.method)
      : methodText(view.method, locale).replace(/^\p{Ll}/u, (first) => first.toUpperCase())
  pdf.text(m.receipt_kicker({ brand: view.brand, reference: view.reference }, words), {
    font: 'bold',
    size: 9,
    color: ACCENT,
    after: 6,
  })
  pdf.text(TITLES[view.kind]({}, words), { font: 'heading', size: 24, after: 6 })
  pdf.text(m.receipt_number({ number: view.number, date: date(view.paidOn) }, words), { size: 11, after: 10 })
  const row = (label: string, value: string) =>
    pdf.row([
      { text: label, share: 0.4 },
      { text: value, share: 0.6 },
    ])
  row(
    view.kind === 'refund' ? m.receipt_refunded_to({}, words) : m.receipt_received_from({}, words),
    view.travellerName,
  )
  row(
    m.receipt_for({}, words),
    m.receipt_trip_starting({ trip: view.trip, date: date(view.startDate) }, words),
  )
  row(AMOUNTS[view.kind]({}, words), money(Math.abs(view.amount)))
  row(m.receipt_paid_by({}, words), method)
  if (view.paymentReference) row(m.receipt_payment_reference({}, words), view.paymentReference)
  pdf.rule()
  row(m.booking_total({}, words), money(view.total))
  row(m.receipt_paid_to_date({}, words), money(view.paidToDate))
  if (view.kind === 'refund') row(m.receipt_the_booking({}, words), m.booking_cancelled({}, words))
  else
    row(
      m.receipt_still_to_pay({}, words),
      view.outstanding === 0
        ? m.receipt_nothing_more({}, words)
        : view.balanceAtOnce
          ? m.receipt_due_now({ amount: money(view.outstanding) }, words)
          : m.proposal_balance_by({ amount: money(view.outstanding), date: date(view.balanceDueOn) }, words),
    )
  pdf.space(12)
  pdf.text(m.receipt_thanks({ email: view.contact.email, phone: view.contact.phone }, words))
  pdf.footer(m.receipt_footer({ brand: view.brand, number: view.number }, words), (page, pages) =>
    m.pdf_page_of({ page: String(page), pages: String(pages) }, words),
  )
}
