import { describe, expect, it } from 'vitest'
import {
  addMoney,
  formatMoney,
  money,
  moneyInput,
  parseMoney,
  splitEvenly,
  splitShare,
  sumMoney,
  timesQuantity,
} from './money'

describe('money', () => {
  it.each([
    // total, percent, share, rest
    [495000, 30, 148500, 346500],
    [100, 30, 30, 70],
    [1, 30, 0, 1],
    [2, 25, 1, 1], // 0.5 rounds up
    [333333, 30, 100000, 233333], // 99999.9 → 100000
    [99999, 30, 30000, 69999], // 29999.7 → 30000
    [10001, 50, 5001, 5000], // 5000.5 → 5001, the rest takes the rounding
    [0, 30, 0, 0],
    [123457, 0, 0, 123457],
    [123457, 100, 123457, 0],
    [-1001, 50, -501, -500], // a negative amount rounds away from zero like a positive one
  ])('a %i share of %i%% is %i, leaving %i', (total, percent, share, rest) => {
    const split = splitShare(money(total, 'EUR'), percent)
    expect(split.share).toEqual({ minor: share, currency: 'EUR' })
    expect(split.rest).toEqual({ minor: rest, currency: 'EUR' })
    expect(split.share.minor + split.rest.minor).toBe(total)
  })

  it.each([
    // amount, parts, shares
    [100_001, 2, [50_001, 50_000]],
    [100_000, 3, [33_334, 33_333, 33_333]],
    [200_000, 3, [66_667, 66_667, 66_666]],
    [-10_000, 3, [-3_333, -3_333, -3_334]], // a discount: still adds up, the first shares the larger
    [5, 1, [5]],
    [2, 4, [1, 1, 0, 0]],
  ])('%i split evenly %i ways is %j, adding up exactly', (amount, parts, shares) => {
    const split = splitEvenly(money(amount, 'USD'), parts)
    expect(split.map((share) => share.minor)).toEqual(shares)
    expect(split.reduce((sum, share) => sum + share.minor, 0)).toBe(amount)
  })

  it('refuses a share that is not a whole percent from 0 to 100', () => {
    expect(() => splitShare(money(100, 'USD'), 30.5)).toThrow(RangeError)
    expect(() => splitShare(money(100, 'USD'), 101)).toThrow(RangeError)
  })

  it('adds lines of one currency and refuses to mix currencies', () => {
    const lines = [timesQuantity(money(185000, 'USD'), 2), money(80000, 'USD'), money(-15000, 'USD')]
    expect(sumMoney(lines, 'USD')).toEqual({ minor: 435000, currency: 'USD' })
    expect(() => addMoney(money(1, 'USD'), money(1, 'GBP'))).toThrow(TypeError)
    expect(() => money(0.5, 'USD')).toThrow(RangeError)
    expect(() => timesQuantity(money(100, 'USD'), 1.5)).toThrow(RangeError)
  })

  it.each([
    [495000, 'USD', 'US$4,950'],
    [125050, 'EUR', '€1,250.50'],
    [-20000, 'GBP', '-£200'],
    [5, 'GBP', '£0.05'],
  ] as const)('writes %i %s as %s', (minor, currency, text) => {
    expect(formatMoney(money(minor, currency))).toBe(text)
  })

  it.each([
    ['4950', 495000],
    ['4,950.5', 495050],
    ['4 950.05', 495005],
    ['$1,250', 125000],
    ['£ 80', 8000],
    ['-200', -20000],
    ['-0', 0],
    ['0.1', 10],
    [' 12 ', 1200],
  ])('reads "%s" as %i minor units', (text, minor) => {
    expect(parseMoney(text)).toBe(minor)
  })

  it.each(['', 'abc', '4.955', '1,23', '12e3', '1.2.3', '--5', 'NaN', '0x10', '10000001'])(
    'does not read "%s" as money',
    (text) => {
      expect(parseMoney(text)).toBeNull()
    },
  )

  it('writes minor units back as a field holds them, and reads them again the same', () => {
    for (const minor of [0, 5, 50, 495000, 495050, -20000, -5]) {
      expect(parseMoney(moneyInput(minor))).toBe(minor)
    }
    expect(moneyInput(495050)).toBe('4950.50')
    expect(moneyInput(-5)).toBe('-0.05')
  })
})
