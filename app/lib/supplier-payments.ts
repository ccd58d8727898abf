import { addDays } from './booking-terms'

// When a supplier is paid (docs/product.md, "Paying the suppliers"): by the terms on its card, on
// confirmation, some days before arrival, or some days after the stay; what is left to pay of a
// reservation's cost; and which window of the payables list a due date falls in. Pure.

export type PayTerms = 'on_confirmation' | 'before_arrival' | 'after_stay'

/**
 * A confirmed reservation's due date by its supplier's terms: the day it was confirmed, `days` before
 * its first day, or `days` after its last; null before it is confirmed, when nothing is owed yet.
 */
export function supplierDueDate(
  terms: string,
  days: number,
  reservation: { confirmedOn: string | null; startsOn: string; endsOn: string },
): string | null {
  if (!reservation.confirmedOn) return null
  if (terms === 'before_arrival') return addDays(reservation.startsOn, -days)
  if (terms === 'after_stay') return addDays(reservation.endsOn, days)
  return reservation.confirmedOn
}

/** Which part of the payables a due date is in, looked at on `today`: overdue, this week (7 days), this month (30). */
export function dueWindow(due: string, today: string): 'overdue' | 'week' | 'month' | 'later' {
  if (due < today) return 'overdue'
  if (due <= addDays(today, 6)) return 'week'
  if (due <= addDays(today, 29)) return 'month'
  return 'later'
}
