import type { ProposalView } from './proposal'

// The mail a booking's traveller receives (the proposal, its confirmation, receipts, reminders, the
// cancellation, the review request) opens and closes alike, and says how to pay in the same words.

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/**
 * "Dear Anna," then the paragraphs (lines; '' between paragraphs), then who signs: a member of staff
 * when one wrote it, the operator's name and phone.
 */
export function travellerLetter(
  to: { name: string; brand: string; phone: string },
  lines: string[],
  signedBy?: string,
): string {
  return [
    `Dear ${firstName(to.name)},`,
    '',
    ...lines,
    '',
    ...(signedBy ? [signedBy] : []),
    to.brand,
    `${to.phone} (calls and WhatsApp)`,
  ].join('\n')
}

/** A letter about a booking, to the traveller the proposal names. */
export const bookingLetter = (view: ProposalView, lines: string[], signedBy?: string) =>
  travellerLetter({ name: view.travellerName, brand: view.brand, phone: view.contact.phone }, lines, signedBy)

/** The ways to pay the booking terms give, one line or block each. */
export const paymentLines = ({ payment }: Pick<ProposalView, 'payment'>) => [
  ...(payment.bankDetails ? ['By bank transfer:', payment.bankDetails] : []),
  ...(payment.cardPaymentUrl ? [`By card: ${payment.cardPaymentUrl}`] : []),
  ...(payment.paypalUrl ? [`By PayPal: ${payment.paypalUrl}`] : []),
]
