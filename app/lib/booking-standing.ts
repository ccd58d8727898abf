import { ledgerState } from './ledger'
import type { ProposalView } from './proposal'

// Where a booking stands, as its traveller reads it on their page (docs/product.md, "Payments"): the
// deposit and the balance with what is still due of each, the day each was covered, the payments and
// refunds in the order they were recorded, and a cancellation. Pure, from the accepted version and the
// ledger, so the page says what the ledger says.

export interface StandingEntry {
  id: number
  kind: string
  /** Minor units: a payment positive, a reversal or refund negative */
  amount: number
  method: string
  paidOn: string
}

export interface BookingStanding {
  acceptedOn: string
  total: number
  paid: number
  deposit: { amount: number; due: number; receivedOn: string | null }
  /** The rest of the total after the deposit: what of it is still owed, and by when */
  balance: { amount: number; due: number; dueOn: string; atOnce: boolean }
  /** What a traveller may pay now: the deposit still due, else the rest of the total */
  payable: { purpose: 'deposit' | 'balance'; amount: number } | null
  paidInFullOn: string | null
  entries: StandingEntry[]
  cancelled: { on: string; refund: number } | null
}

export function bookingStanding(
  view: Pick<ProposalView, 'total' | 'deposit' | 'balance' | 'balanceDueOn' | 'balanceAtOnce'>,
  entries: readonly StandingEntry[],
  acceptedOn: string,
  cancellation?: { on: string; refund: number },
): BookingStanding {
  const ordered = [...entries].sort((a, b) => a.id - b.id)
  let running = 0
  let depositOn: string | null = null
  let fullOn: string | null = null
  for (const entry of ordered) {
    running += entry.amount
    // A day is kept while the sum stays at or above it; a reversal below it takes it back.
    depositOn = running >= view.deposit && running > 0 ? (depositOn ?? entry.paidOn) : null
    fullOn = running >= view.total && running > 0 ? (fullOn ?? entry.paidOn) : null
  }
  const state = ledgerState(ordered, view)
  const balanceDue = Math.max(0, state.outstanding - state.depositDue)
  return {
    acceptedOn,
    total: view.total,
    paid: state.paid,
    deposit: { amount: view.deposit, due: state.depositDue, receivedOn: view.deposit > 0 ? depositOn : null },
    balance: { amount: view.balance, due: balanceDue, dueOn: view.balanceDueOn, atOnce: view.balanceAtOnce },
    payable: cancellation
      ? null
      : state.depositDue > 0
        ? { purpose: 'deposit', amount: state.depositDue }
        : state.outstanding > 0
          ? { purpose: 'balance', amount: state.outstanding }
          : null,
    paidInFullOn: fullOn,
    entries: ordered,
    cancelled: cancellation ?? null,
  }
}
