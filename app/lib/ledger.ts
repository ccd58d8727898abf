// A booking's money (docs/product.md, "Payments"): the entries of its ledger against the accepted
// version's total and deposit, in minor units of one currency. Pure, so the page, the receipt and the
// status a lead moves to all read the same sums.

export const PAYMENT_METHODS = [
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'card', label: 'Card' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'mobile_money', label: 'Mobile money' },
  { value: 'cash', label: 'Cash' },
] as const

/** A cancellation's refund back to the cards it was paid with, through Stripe's refunds. */
export const CARD_REFUND = 'stripe_refund'

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value']

export const paymentMethodLabel = (method: string) =>
  PAYMENT_METHODS.find((item) => item.value === method)?.label ?? method

export interface LedgerEntry {
  /** Minor units: a payment positive, its reversal the same negative */
  amount: number
}

export interface LedgerState {
  paid: number
  /** What is still to pay; 0 once the total is covered */
  outstanding: number
  /** Paid beyond the total (to refund or keep against extras) */
  overpaid: number
  /** What of the deposit is still to pay */
  depositDue: number
  /** The status the money puts the booking at */
  status: 'accepted' | 'deposit_paid' | 'confirmed'
}

export function ledgerState(
  entries: readonly LedgerEntry[],
  due: { total: number; deposit: number },
): LedgerState {
  const paid = entries.reduce((sum, entry) => sum + entry.amount, 0)
  return {
    paid,
    outstanding: Math.max(0, due.total - paid),
    overpaid: Math.max(0, paid - due.total),
    depositDue: Math.max(0, due.deposit - paid),
    status: paid >= due.total ? 'confirmed' : paid >= due.deposit && paid > 0 ? 'deposit_paid' : 'accepted',
  }
}

/** The statuses the money moves a lead between; a lead elsewhere (Completed, Lost …) is left alone. */
export const MONEY_STATUSES: readonly string[] = ['accepted', 'deposit_paid', 'confirmed']
