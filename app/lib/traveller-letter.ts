import { m } from '~/paraglide/messages'
import { greeting } from './greeting'
import type { Locale } from './locales'
import type { ProposalView } from './proposal'
import { onlineWaysText, viewLanguage } from './proposal-words'

// The mail a booking's traveller receives (the proposal, its confirmation, receipts, reminders, the
// cancellation, the review request) opens and closes alike, and says how to pay in the same words, in
// the language the booking's proposal was written in.

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/**
 * "Dear Anna," then the paragraphs (lines; '' between paragraphs), then who signs: a member of staff
 * when one wrote it, the operator's name and phone.
 */
export function travellerLetter(
  to: { name: string; brand: string; phone: string; locale?: Locale },
  lines: string[],
  signedBy?: string,
): string {
  const locale = to.locale ?? 'en'
  return [
    locale === 'en' ? `Dear ${firstName(to.name)},` : greeting(to.name, locale),
    '',
    ...lines,
    '',
    ...(signedBy ? [signedBy] : []),
    to.brand,
    m.letter_calls({ phone: to.phone }, { locale }),
  ].join('\n')
}

/**
 * A letter about a booking, to the traveller the proposal names; in `locale` where its lines are (the
 * proposal's mails), else in English as the mails not yet written in other languages are.
 */
export const bookingLetter = (
  view: ProposalView,
  lines: string[],
  signedBy?: string,
  locale: Locale = 'en',
) =>
  travellerLetter(
    { name: view.travellerName, brand: view.brand, phone: view.contact.phone, locale },
    lines,
    signedBy,
  )

/**
 * The ways to pay, one line or block each: online from the traveller's page (its link, when the mail
 * has one), then what the booking terms give.
 */
export const paymentLines = (view: Pick<ProposalView, 'payment' | 'language'>, page?: string) => {
  const { payment } = view
  const words = { locale: viewLanguage(view) }
  const online = onlineWaysText(payment.online, words.locale)
  return [
    ...(online && page ? [m.mail_pay_online({ ways: online, page }, words)] : []),
    ...(payment.bankDetails ? [m.mail_by_bank({}, words), payment.bankDetails] : []),
    ...(payment.paypalUrl ? [m.mail_by_paypal({ url: payment.paypalUrl }, words)] : []),
  ]
}
