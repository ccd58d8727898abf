import { daysBetween } from './booking-terms'

// The final documents (docs/product.md, "Final documents"): they go a set number of days before the
// trip (21 unless FINAL_DOCUMENTS_DAYS says), once every reservation is confirmed and the trip is paid
// in full; until then staff see what stops them. Pure: the booking's state comes in.

export interface FinalDocumentsState {
  /** The statuses of the booking's reservations */
  reservations: readonly string[]
  /** What is still to pay, in minor units */
  outstanding: number
  cancelled: boolean
}

/** What stops the final documents, in staff's words; none when they may go. */
export function finalDocumentsBlockers(state: FinalDocumentsState): string[] {
  if (state.cancelled) return ['the booking is cancelled']
  const waiting = state.reservations.filter(
    (status) => status !== 'confirmed' && status !== 'cancelled',
  ).length
  return [
    ...(waiting ? [`${waiting} ${waiting === 1 ? 'reservation' : 'reservations'} not confirmed`] : []),
    ...(state.outstanding > 0 ? ['balance due'] : []),
  ]
}

/** Whether the final documents are due on `today`: from `days` before the trip until it starts. */
export function finalDocumentsDue(startDate: string, today: string, days: number): boolean {
  const left = daysBetween(today, startDate)
  return left >= 0 && left <= days
}
