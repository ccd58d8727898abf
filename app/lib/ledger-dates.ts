import { formatDate } from './back-office'
import { daysBetween } from './booking-terms'

// The days a booking's money may be dated (docs/product.md, "Payments"): the date staff type decides
// what the terms refund and which figures count the money, so it is bounded on both sides. A payment is
// not dated before the proposal was first sent, nor after today; a cancellation's notice not before the
// traveller accepted, nor after today, and one older than a week is an admin's to record (a late
// notice moves the refund, so a second pair of eyes). Pure: the server's form rules read it.

/** How many days back an agent may date a cancellation's notice; further back needs an admin. */
export const NOTICE_DAYS_FOR_AGENTS = 7

/** Calendar days in the operator's time zone (YYYY-MM-DD). */
export interface BookingDays {
  today: string
  firstSentOn: string
  acceptedOn: string
}

/** Why a payment's "Paid on" is refused, or null. */
export function paidOnProblem(paidOn: string, days: BookingDays): string | null {
  if (paidOn > days.today) return 'A payment cannot be dated in the future'
  if (paidOn < days.firstSentOn)
    return `A payment cannot be dated before the proposal was first sent (${formatDate(days.firstSentOn)})`
  return null
}

/** Why a cancellation's "Told on" is refused for this member of staff, or null. */
export function noticeOnProblem(noticeOn: string, days: BookingDays, admin: boolean): string | null {
  if (noticeOn > days.today) return 'A cancellation cannot be dated in the future'
  if (noticeOn < days.acceptedOn)
    return `The traveller accepted on ${formatDate(days.acceptedOn)}: a cancellation cannot be told before that`
  if (!admin && daysBetween(noticeOn, days.today) > NOTICE_DAYS_FOR_AGENTS)
    return `A notice more than ${NOTICE_DAYS_FOR_AGENTS} days ago is recorded by an admin: ask one, or check the date`
  return null
}
