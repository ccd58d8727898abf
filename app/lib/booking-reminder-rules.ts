import { addDays } from './booking-terms'

// When a booking's money is brought back to mind, and for how much (docs/product.md, "Payments"). Pure,
// so the job, its unit table and the docs read the same days and amounts. The figures are the ledger's
// (app/lib/ledger.ts): what of the deposit is still owed, and what of the balance once the deposit is
// counted, never the total called "the balance". Days are the operator's calendar days (YYYY-MM-DD).
//
// Why the shape:
// - Nothing in the first days after the acceptance: its confirmation has just said the deposit and the
//   balance with their days, so a reminder then (the job looks within a minute) would only contradict
//   or repeat it.
// - A booking whose balance was due before that (booked late: due with the deposit, or the balance's
//   day passed between the sending and the acceptance) gets one reminder of everything still owed,
//   not a deposit reminder followed by a "balance" one.
// - A reminder that the balance is coming never goes while the deposit itself is unpaid: the deposit
//   reminder has said what to pay first. On the balance's day, what is owed is owed, deposit included.

/** The traveller, and staff, hear of a deposit not paid in full this many days after the acceptance. */
export const DEPOSIT_REMINDER_DAYS = 3
/** The traveller is reminded of the balance this many days before its day, and again on the day. */
export const BALANCE_REMINDER_DAYS = 7

/**
 * `deposit`: to the traveller, the deposit still owed; `deposit-late`: to staff, the same; `balance-soon`
 * and `balance-due`: to the traveller, before the balance's day and from it.
 */
export type ReminderKind = 'deposit' | 'deposit-late' | 'balance-soon' | 'balance-due'

export interface BookingMoney {
  /** The day of the look */
  today: string
  acceptedOn: string
  /** The accepted version's view: minor units of one currency */
  total: number
  deposit: number
  balanceDueOn: string
  /** The balance was due with the deposit when the version was sent */
  balanceAtOnce: boolean
  /** The trip's first day: a trip that has started (or ended) is no longer reminded of */
  startDate: string
  /** The ledger's sum: payments less reversals */
  paid: number
  cancelled: boolean
}

export interface DueReminder {
  kind: ReminderKind
  to: 'traveller' | 'staff'
  /**
   * The day the money it names fell due (the acceptance for the deposit, the balance's day for the
   * balance): with the kind, the claim that sends it once.
   */
  on: string
  /** What it names as still owed, in minor units: of the deposit, and of the balance */
  deposit: number
  balance: number
  /** A balance due with the deposit (booked late): said so, rather than "was due on" a past day */
  withDeposit: boolean
}

/** The reminders due at a look on `today`, staff's first; none once paid, cancelled or started. */
export function remindersDue(booking: BookingMoney): DueReminder[] {
  const { today, acceptedOn, total, paid, balanceDueOn } = booking
  if (booking.cancelled || paid >= total || today >= booking.startDate) return []
  if (today < addDays(acceptedOn, DEPOSIT_REMINDER_DAYS)) return []
  const deposit = Math.max(0, booking.deposit - paid)
  // What of the balance is owed once the deposit is counted: the rest of what is unpaid.
  const balance = total - paid - deposit
  const withDeposit = booking.balanceAtOnce || balanceDueOn <= acceptedOn
  const due: DueReminder[] = []
  const add = (kind: ReminderKind, on: string, owed: { deposit: number; balance: number }) =>
    due.push({
      kind,
      to: kind === 'deposit-late' ? 'staff' : 'traveller',
      on,
      ...owed,
      withDeposit,
    })
  if (deposit > 0) add('deposit-late', acceptedOn, { deposit, balance: 0 })
  if (balance > 0 && today >= balanceDueOn) add('balance-due', balanceDueOn, { deposit, balance })
  else if (deposit > 0) add('deposit', acceptedOn, { deposit, balance: 0 })
  else if (today >= addDays(balanceDueOn, -BALANCE_REMINDER_DAYS))
    add('balance-soon', balanceDueOn, { deposit: 0, balance })
  return due
}
