import { m } from '~/paraglide/messages'
import type { Locale } from './locales'
import { splitShare, type Money } from './money'

// The money rules of the operator's terms (docs/product.md, "Booking terms"), one pure function each:
// the deposit that confirms a booking, when the balance falls due, and what a cancellation refunds at
// a given notice. /terms, a proposal and its PDF all read the same settings through these functions.
// Dates are calendar days as ISO text (2027-03-01), counted in whole days.

export interface BookingTerms {
  /** The share of the total paid on acceptance to confirm the booking (whole percent). */
  depositPercent: number
  /** The balance falls due this many days before the trip starts. */
  balanceDaysBefore: number
  /**
   * The cancellation clause: cancelled more than this many days before the start, the deposit comes back
   * in full; this many days or fewer, nothing is refunded.
   */
  cancellationDays: number
  /** How to pay by bank transfer: account name, bank, account number, SWIFT, as lines. */
  bankDetails: string
  /**
   * A PayPal payment page; empty when the operator has none. Cards and mobile money are paid from the
   * traveller's own page through Stripe and Pesapal, not a fixed address (decision 052).
   */
  paypalUrl: string
}

export const DEFAULT_BOOKING_TERMS: BookingTerms = {
  depositPercent: 30,
  balanceDaysBefore: 30,
  cancellationDays: 30,
  bankDetails: '',
  paypalUrl: '',
}

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether text is a real calendar date written as ISO (2027-02-29 is not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === text
}

const dayNumber = (iso: string) => {
  if (!isIsoDate(iso)) throw new RangeError(`Not a date: ${iso}`)
  return Date.parse(`${iso}T00:00:00Z`) / DAY_MS
}

export const addDays = (iso: string, days: number) =>
  new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10)

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from)

/** The deposit that confirms a booking and the balance left, adding up to the total. */
export function depositAndBalance(total: Money, terms: Pick<BookingTerms, 'depositPercent'>) {
  const { share, rest } = splitShare(total, terms.depositPercent)
  return { deposit: share, balance: rest }
}

/**
 * When the balance is due for a trip starting on `start`, seen on `today`: the set number of days before
 * the start, or today (at once, with the deposit) when that day has already come.
 */
export function balanceDue(
  start: string,
  today: string,
  terms: Pick<BookingTerms, 'balanceDaysBefore'>,
): { on: string; atOnce: boolean } {
  const on = addDays(start, -terms.balanceDaysBefore)
  return daysBetween(today, on) <= 0 ? { on: today, atOnce: true } : { on, atOnce: false }
}

/**
 * What a cancellation refunds of what was paid, told to the operator on `noticeOn` (docs/product.md,
 * "Booking terms"): by the traveller more than the clause's days before the start, everything paid (the
 * deposit in full, and any of the balance paid early); from then on, only what was paid beyond the
 * trip's total, which was never owed. A cancellation by the operator refunds everything paid.
 */
export function refundOnCancellation(
  {
    start,
    noticeOn,
    paid,
    total,
    byOperator = false,
  }: { start: string; noticeOn: string; paid: Money; total: Money; byOperator?: boolean },
  terms: Pick<BookingTerms, 'cancellationDays'>,
): Money {
  const everything = byOperator || daysBetween(noticeOn, start) > terms.cancellationDays
  const minor = everything ? paid.minor : paid.minor - total.minor
  return { minor: Math.max(0, minor), currency: paid.currency }
}

/** The cancellation clause in words, one sentence per notice, as /terms and every proposal say it. */
export function cancellationClauses(
  terms: Pick<BookingTerms, 'cancellationDays'>,
  locale: Locale = 'en',
): string[] {
  const days = terms.cancellationDays
  // A proposal written in German or French says it in that language (lib/proposal-words.ts).
  if (locale !== 'en')
    return [
      m.proposal_cancel_before({ days: String(days) }, { locale }),
      m.proposal_cancel_within({ days: String(days) }, { locale }),
    ]
  return [
    `If you cancel more than ${days} days before your trip starts, we return your deposit in full.`,
    `If you cancel ${days} days or fewer before the start of your trip, there is no refund.`,
  ]
}
