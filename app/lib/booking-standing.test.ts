import { describe, expect, test } from 'vitest'
import { bookingStanding, type StandingEntry } from './booking-standing'

const view = {
  total: 1_030_000,
  deposit: 309_000,
  balance: 721_000,
  balanceDueOn: '2027-05-02',
  balanceAtOnce: false,
}
const paid = (id: number, amount: number, paidOn: string, kind = 'payment'): StandingEntry => ({
  id,
  kind,
  amount,
  method: 'card',
  paidOn,
})

describe('where a booking stands for its traveller', () => {
  test('just accepted: the whole deposit is due now, and it is what the traveller can pay', () => {
    const standing = bookingStanding(view, [], '2026-11-28')
    expect(standing.deposit).toEqual({ amount: 309_000, due: 309_000, receivedOn: null })
    expect(standing.balance).toMatchObject({ amount: 721_000, due: 721_000, dueOn: '2027-05-02' })
    expect(standing.payable).toEqual({ purpose: 'deposit', amount: 309_000 })
    expect(standing.paidInFullOn).toBeNull()
  })

  test('part of the deposit paid: only the rest of it is payable', () => {
    const standing = bookingStanding(view, [paid(1, 100_000, '2026-11-29')], '2026-11-28')
    expect(standing.payable).toEqual({ purpose: 'deposit', amount: 209_000 })
    expect(standing.deposit.receivedOn).toBeNull()
  })

  test('the deposit in: received on the day it was covered, and the balance is what is payable', () => {
    const standing = bookingStanding(
      view,
      [paid(1, 100_000, '2026-11-29'), paid(2, 209_000, '2026-12-01')],
      '2026-11-28',
    )
    expect(standing.deposit).toEqual({ amount: 309_000, due: 0, receivedOn: '2026-12-01' })
    expect(standing.payable).toEqual({ purpose: 'balance', amount: 721_000 })
    expect(standing.balance.due).toBe(721_000)
  })

  test('a reversal below the deposit takes its day back and makes the deposit due again', () => {
    const standing = bookingStanding(
      view,
      [paid(1, 309_000, '2026-11-29'), paid(2, -309_000, '2026-11-30', 'reversal')],
      '2026-11-28',
    )
    expect(standing.deposit.receivedOn).toBeNull()
    expect(standing.payable).toEqual({ purpose: 'deposit', amount: 309_000 })
  })

  test('paid in full: nothing payable, and the day it was', () => {
    const standing = bookingStanding(
      view,
      [paid(2, 721_000, '2027-04-20'), paid(1, 309_000, '2026-11-29')],
      '2026-11-28',
    )
    expect(standing.paidInFullOn).toBe('2027-04-20')
    expect(standing.payable).toBeNull()
    expect(standing.entries.map((entry) => entry.id)).toEqual([1, 2])
  })

  test('cancelled: nothing is payable, whatever is unpaid', () => {
    const standing = bookingStanding(view, [paid(1, 309_000, '2026-11-29')], '2026-11-28', {
      on: '2027-01-10',
      refund: 309_000,
    })
    expect(standing.payable).toBeNull()
    expect(standing.cancelled).toEqual({ on: '2027-01-10', refund: 309_000 })
  })

  test('no deposit asked (0%): the whole total is the balance, payable at once', () => {
    const standing = bookingStanding({ ...view, deposit: 0, balance: 1_030_000 }, [], '2026-11-28')
    expect(standing.payable).toEqual({ purpose: 'balance', amount: 1_030_000 })
    expect(standing.deposit.receivedOn).toBeNull()
  })
})
