import { m } from '~/paraglide/messages'
import { greeting } from './greeting'
import type { Locale } from './locales'
import type { ProposalView } from './proposal'
import { dateIn, methodText, moneyIn, onlineWaysText, viewLanguage } from './proposal-words'

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

/** The receipt's mail, in the language of the booking's proposal. */
export const receiptLetter = (
  view: ProposalView,
  entry: { kind: 'payment' | 'reversal'; amount: number; method: string; paidOn: string },
  paid: number,
) => {
  const locale = viewLanguage(view)
  const words = { locale }
  const money = (minor: number) => moneyIn(minor, view.currency, locale)
  const outstanding = Math.max(0, view.total - paid)
  return bookingLetter(
    view,
    [
      entry.kind === 'payment'
        ? m.mail_receipt_thanks(
            {
              amount: money(entry.amount),
              method: methodText(entry.method, locale),
              date: dateIn(entry.paidOn, locale),
              title: view.title,
            },
            words,
          )
        : m.mail_receipt_reversed({ amount: money(-entry.amount), title: view.title }, words),
      '',
      m.mail_paid_to_date({ paid: money(paid), total: money(view.total) }, words),
      outstanding === 0
        ? m.mail_paid_in_full({}, words)
        : view.balanceAtOnce
          ? m.mail_still_to_pay_now({ amount: money(outstanding) }, words)
          : m.mail_still_to_pay_by(
              { amount: money(outstanding), date: dateIn(view.balanceDueOn, locale) },
              words,
            ),
      '',
      m.mail_receipt_attached({}, words),
    ],
    undefined,
    locale,
  )
}
