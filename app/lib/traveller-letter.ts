import type { OnlineWay, ProposalView } from './proposal'

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

/** How a traveller pays from their page, in words: "By card or mobile money (M-Pesa, …)". */
export function onlineWays(online: readonly OnlineWay[] | undefined): string | undefined {
  const card = online?.includes('card')
  const mobile = online?.includes('mobile-money')
  if (!card && !mobile) return undefined
  return `By ${card ? 'card' : ''}${card && mobile ? ' or ' : ''}${mobile ? 'mobile money (M-Pesa, MTN MoMo, Airtel Money)' : ''}`
}

/**
 * The ways to pay, one line or block each: online from the traveller's page (its link, when the mail
 * has one), then what the booking terms give.
 */
export const paymentLines = ({ payment }: Pick<ProposalView, 'payment'>, page?: string) => {
  const online = onlineWays(payment.online)
  return [
    ...(online && page ? [`${online}, on your booking's page: ${page}`] : []),
    ...(payment.bankDetails ? ['By bank transfer:', payment.bankDetails] : []),
    ...(payment.paypalUrl ? [`By PayPal: ${payment.paypalUrl}`] : []),
  ]
}
