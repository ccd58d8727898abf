import { describe, expect, it } from 'vitest'
import {
  addMoney,
  allocateMoney,
  mixMoney,
  splitEvenly,
  formatMoney,
  formatStoredMoney,
  money,
  moneyInput,
  parseMoney,
  splitShare,
  sumMoney,
  timesQuantity,
  type CardCurrency,
  type Money,
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
    // @ts-expect-error: the type refuses two currencies, and so does the sum when one is known only at run time
    expect(() => addMoney(money(1, 'USD'), money(1, 'GBP'))).toThrow(TypeError)
    const unknown = { minor: 1, currency: 'GBP' } as Money<CardCurrency>
    expect(() => addMoney<CardCurrency>(money(1, 'USD'), unknown)).toThrow(TypeError)
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

describe('an amount shared so that the parts add up to it', () => {
  it.each([
    // amount, weights, parts
    [10_001, [1, 1], [5_001, 5_000]],
    [10_000, [1, 1, 1], [3_334, 3_333, 3_333]],
    [-10_001, [1, 1], [-5_001, -5_000]], // a negative amount as its positive
    [100, [1, 1, 1, 1, 1, 1, 1], [15, 15, 14, 14, 14, 14, 14]],
    [101, [30, 70], [30, 71]], // 30.3 and 70.7: the larger cut takes the unit left
    [7, [0, 1], [0, 7]],
    [0, [1, 2], [0, 0]],
  ])('%i by %o is %o', (amount, weights, parts) => {
    const shares = allocateMoney(money(amount, 'USD'), weights)
    expect(shares.map((share) => share.minor)).toEqual(parts)
    expect(sumMoney(shares, 'USD').minor).toBe(amount)
  })

  it('in equal shares, for any party', () => {
    for (const [amount, count] of [
      [10_001, 2],
      [1, 7],
      [999_999_999, 13],
      [-5, 3],
    ] as const) {
      const shares = splitEvenly(money(amount, 'EUR'), count)
      expect(shares).toHaveLength(count)
      expect(sumMoney(shares, 'EUR').minor).toBe(amount)
      expect(
        Math.max(...shares.map((s) => s.minor)) - Math.min(...shares.map((s) => s.minor)),
      ).toBeLessThanOrEqual(1)
    }
  })

  it('a deposit is the same split: splitShare is the larger-remainder share of two', () => {
    for (const total of [1, 2, 99, 101, 10_001, 495_000, 333_333, -1_001])
      for (let percent = 0; percent <= 100; percent++) {
        const { share, rest } = splitShare(money(total, 'GBP'), percent)
        expect([share, rest]).toEqual(allocateMoney(money(total, 'GBP'), [percent, 100 - percent]))
      }
  })

  it('refuses weights that share nothing', () => {
    expect(() => allocateMoney(money(1, 'USD'), [])).toThrow(RangeError)
    expect(() => allocateMoney(money(1, 'USD'), [0, 0])).toThrow(RangeError)
    expect(() => allocateMoney(money(1, 'USD'), [1.5])).toThrow(RangeError)
  })
})

describe('amounts of several currencies kept apart', () => {
  it('adds each to its own currency and leaves out what comes to nothing', () => {
    expect(
      mixMoney(money(10_000, 'USD'), money(5_000_000, 'TZS'), money(2_000, 'USD'), money(0, 'KES')),
    ).toEqual([money(12_000, 'USD'), money(5_000_000, 'TZS')])
    expect(mixMoney()).toEqual([])
  })
})

describe('an amount as stored', () => {
  it.each([
    [250_030, 'EUR', '€2,500.30'],
    [15_000_000, 'UGX', 'UGX 150,000'],
    [12_345, 'XYZ', '12345 XYZ'],
  ])('%i %s is written %s, never a fraction of an unknown currency', (minor, currency, text) => {
    expect(formatStoredMoney(minor, currency).replace(/\u00a0/g, ' ')).toBe(text)
  })
})
