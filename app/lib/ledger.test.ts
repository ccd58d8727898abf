import { describe, expect, test } from 'vitest'
import { ledgerState } from './ledger'

// The sums of a booking's ledger: partial payments, the deposit, the whole, over-payment and reversals.

const due = { total: 858_100, deposit: 257_430 }
const paid = (...amounts: number[]) =>
  ledgerState(
    amounts.map((amount) => ({ amount })),
    due,
  )

describe('a booking’s ledger', () => {
  test.each([
    // payments, paid, outstanding, deposit still due, overpaid, status
    [[], 0, 858_100, 257_430, 0, 'accepted'],
    [[100_000], 100_000, 758_100, 157_430, 0, 'accepted'],
    [[100_000, 157_430], 257_430, 600_670, 0, 0, 'deposit_paid'],
    [[257_429], 257_429, 600_671, 1, 0, 'accepted'],
    [[257_430, 600_670], 858_100, 0, 0, 0, 'confirmed'],
    [[900_000], 900_000, 0, 0, 41_900, 'confirmed'],
    // A payment and its reversal cancel out.
    [[257_430, -257_430], 0, 858_100, 257_430, 0, 'accepted'],
    [[858_100, -600_670], 257_430, 600_670, 0, 0, 'deposit_paid'],
  ] as const)(
    'after %j: paid %i, outstanding %i, deposit due %i, overpaid %i, %s',
    (amounts, sum, outstanding, depositDue, overpaid, status) => {
      expect(paid(...amounts)).toEqual({ paid: sum, outstanding, depositDue, overpaid, status })
    },
  )

  test('a booking without a deposit is confirmed only when paid in full, never by nothing', () => {
    expect(ledgerState([], { total: 10_000, deposit: 0 }).status).toBe('accepted')
    expect(ledgerState([{ amount: 1 }], { total: 10_000, deposit: 0 }).status).toBe('deposit_paid')
  })
})
