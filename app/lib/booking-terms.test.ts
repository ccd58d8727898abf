import { describe, expect, it } from 'vitest'
import {
  addDays,
  balanceDue,
  cancellationClauses,
  daysBetween,
  DEFAULT_BOOKING_TERMS,
  depositAndBalance,
  isIsoDate,
  refundOnCancellation,
} from './booking-terms'
import { money } from './money'

const terms = DEFAULT_BOOKING_TERMS

describe('booking terms', () => {
  it.each([
    ['2027-03-31', 30, '2027-03-01'], // across a month end
    ['2028-03-30', 30, '2028-02-29'], // a leap year's February
    ['2027-03-30', 30, '2027-02-28'], // a common year's
    ['2027-01-15', 30, '2026-12-16'], // across a year end
    ['2027-07-01', 45, '2027-05-17'],
  ])('a trip starting %s has its balance due %i days before, on %s', (start, days, due) => {
    expect(balanceDue(start, '2026-11-26', { balanceDaysBefore: days })).toEqual({ on: due, atOnce: false })
  })

  it.each([
    ['2026-12-10', '2026-11-26'], // 14 days away
    ['2026-12-26', '2026-11-26'], // exactly 30 days away: due today, with the deposit
    ['2026-11-26', '2026-11-26'], // starting today
  ])(
    'a trip starting %s, closer than the balance period, has the balance due at once (%s)',
    (start, today) => {
      expect(balanceDue(start, today, terms)).toEqual({ on: today, atOnce: true })
    },
  )

  it('splits a total into the deposit and the balance', () => {
    expect(depositAndBalance(money(435001, 'GBP'), terms)).toEqual({
      deposit: { minor: 130500, currency: 'GBP' },
      balance: { minor: 304501, currency: 'GBP' },
    })
  })

  const total = money(435_000, 'USD')
  it.each([
    // notice, start, paid, refunded: the trip costs 4,350.00 and starts on 3 March 2027
    ['2027-01-31', '2027-03-03', 130_500, 130_500], // 31 days before: more than 30, the deposit back
    ['2027-02-01', '2027-03-03', 130_500, 0], // 30 days before: within the notice
    ['2027-02-02', '2027-03-03', 130_500, 0], // 29 days before
    ['2027-03-03', '2027-03-03', 130_500, 0], // on the start date
    ['2027-01-31', '2027-03-03', 50_000, 50_000], // part of the deposit paid, early: all of it back
    ['2027-01-31', '2027-03-03', 435_000, 435_000], // paid in full, early: all of it back
    ['2027-02-20', '2027-03-03', 435_000, 0], // paid in full, late: nothing
    ['2027-02-20', '2027-03-03', 445_000, 10_000], // paid beyond the total, late: the excess back
    ['2028-01-29', '2028-02-29', 130_500, 130_500], // 31 days, through a leap day
  ])(
    'a cancellation told on %s for a trip starting %s, %i paid, refunds %i',
    (noticeOn, start, paid, refunded) => {
      expect(refundOnCancellation({ start, noticeOn, paid: money(paid, 'USD'), total }, terms)).toEqual(
        money(refunded, 'USD'),
      )
    },
  )

  it('a cancellation by the operator refunds everything paid, at any notice', () => {
    const paid = money(435_000, 'EUR')
    const late = { start: '2027-03-03', noticeOn: '2027-03-01', paid, total: money(435_000, 'EUR') }
    expect(refundOnCancellation({ ...late, byOperator: true }, terms)).toEqual(paid)
    expect(refundOnCancellation(late, terms).minor).toBe(0)
  })

  it('says the cancellation clause with the days set', () => {
    expect(cancellationClauses({ cancellationDays: 45 })).toEqual([
      'If you cancel more than 45 days before your trip starts, we return your deposit in full.',
      'If you cancel 45 days or fewer before the start of your trip, there is no refund.',
    ])
  })

  it('counts calendar days and knows real dates', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
    expect(isIsoDate('2027-2-1')).toBe(false)
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError)
  })
})
