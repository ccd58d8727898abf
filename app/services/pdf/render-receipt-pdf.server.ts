import { formatDate } from '~/lib/back-office'
import { paymentMethodLabel } from '~/lib/ledger'
import { formatMoney } from '~/lib/money'
import type { ReceiptView } from '~/lib/receipt'
import { ACCENT, type PdfWriter } from './pdf-writer.server'

// A receipt on paper: what was received (or reversed), for which booking, and what remains. It only draws.

export function renderReceiptPdf(pdf: PdfWriter, view: ReceiptView) {
  const money = (minor: number) => formatMoney({ minor, currency: view.currency })
  pdf.text(`${view.brand} · Booking ${view.reference}`, { font: 'bold', size: 9, color: ACCENT, after: 6 })
  const title = { payment: 'Receipt', reversal: 'Payment reversed', refund: 'Refund' }[view.kind]
  pdf.text(title, { font: 'heading', size: 24, after: 6 })
  pdf.text(`Receipt ${view.number}, ${formatDate(view.paidOn)}`, { size: 11, after: 10 })
  const row = (label: string, value: string) =>
    pdf.row([
      { text: label, share: 0.4 },
      { text: value, share: 0.6 },
    ])
  row(view.kind === 'refund' ? 'Refunded to' : 'Received from', view.travellerName)
  row('For', `${view.trip}, starting ${formatDate(view.startDate)}`)
  const amountLabel = { payment: 'Amount received', reversal: 'Amount reversed', refund: 'Amount refunded' }
  row(amountLabel[view.kind], money(Math.abs(view.amount)))
  row('Paid by', paymentMethodLabel(view.method))
  if (view.paymentReference) row('Payment reference', view.paymentReference)
  pdf.rule()
  row('Trip total', money(view.total))
  row('Paid to date', money(view.paidToDate))
  if (view.kind === 'refund') row('The booking', 'Cancelled')
  else
    row(
      'Still to pay',
      view.outstanding === 0
        ? 'Nothing: the trip is paid in full'
        : `${money(view.outstanding)}, ${view.balanceAtOnce ? 'due now' : `due by ${formatDate(view.balanceDueOn)}`}`,
    )
  pdf.space(12)
  pdf.text(`Thank you. Questions: ${view.contact.email} or ${view.contact.phone} (calls and WhatsApp).`)
  pdf.footer(`${view.brand} · Receipt ${view.number}`)
}
