import type { ProposalView } from './proposal'

// What a receipt says (docs/product.md, "Payments"): one ledger entry and where the booking stands
// after it, built once on the server for the receipt's PDF and its mail.

export interface ReceiptView {
  brand: string
  reference: string
  /** "TS-2611-0042-R7" */
  number: string
  travellerName: string
  trip: string
  startDate: string
  currency: ProposalView['currency']
  kind: 'payment' | 'reversal' | 'refund'
  amount: number
  method: string
  paymentReference: string | null
  paidOn: string
  paidToDate: number
  total: number
  outstanding: number
  balanceDueOn: string
  balanceAtOnce: boolean
  contact: ProposalView['contact']
  /** The language of the booking's proposal, which the receipt speaks; English when absent */
  language?: ProposalView['language']
}

export function buildReceiptView(
  view: ProposalView,
  entry: {
    id: number
    kind: 'payment' | 'reversal' | 'refund'
    amount: number
    method: string
    reference: string | null
    paidOn: string
  },
  paidToDate: number,
): ReceiptView {
  return {
    brand: view.brand,
    reference: view.reference,
    number: `${view.reference}-R${entry.id}`,
    travellerName: view.travellerName,
    trip: view.title,
    startDate: view.startDate,
    currency: view.currency,
    kind: entry.kind,
    amount: entry.amount,
    method: entry.method,
    paymentReference: entry.reference,
    paidOn: entry.paidOn,
    paidToDate,
    total: view.total,
    outstanding: Math.max(0, view.total - paidToDate),
    balanceDueOn: view.balanceDueOn,
    balanceAtOnce: view.balanceAtOnce,
    contact: view.contact,
    ...(view.language ? { language: view.language } : {}),
  }
}
