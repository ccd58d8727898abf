import { describe, expect, test } from 'vitest'
import {
  CURRENCY_EXPONENTS,
  fromProcessorDecimal,
  fromProcessorMinor,
  toProcessorDecimal,
  toProcessorMinor,
} from './processor-amounts'

describe('currency exponents', () => {
  test('the shillings of Kenya and Tanzania have cents; the Ugandan shilling and Rwandan franc none', () => {
    expect(CURRENCY_EXPONENTS).toMatchObject({ USD: 2, KES: 2, TZS: 2, UGX: 0, RWF: 0 })
  })

  test.each([
    [{ minor: 417_000, currency: 'USD' }, 417_000, '4170.00'],
    [{ minor: 5, currency: 'EUR' }, 5, '0.05'],
    [{ minor: 123_456, currency: 'KES' }, 123_456, '1234.56'],
    [{ minor: 15_000_000, currency: 'UGX' }, 150_000, '150000'],
    [{ minor: 2_500_000, currency: 'RWF' }, 25_000, '25000'],
  ] as const)('%o goes to a processor as %d, or as the decimal %s', (amount, units, decimal) => {
    expect(toProcessorMinor(amount)).toBe(units)
    expect(toProcessorDecimal(amount)).toBe(decimal)
  })

  test.each([
    [{ minor: 15_000_050, currency: 'UGX' }, 'a fraction of a shilling the currency cannot carry'],
    [{ minor: 0, currency: 'USD' }, 'nothing'],
    [{ minor: -500, currency: 'USD' }, 'a negative amount'],
    [{ minor: 12.5, currency: 'USD' }, 'half a cent'],
  ] as const)('%o is never sent (%s)', (amount, _why) => {
    expect(toProcessorMinor(amount)).toBeUndefined()
    expect(toProcessorDecimal(amount)).toBeUndefined()
  })

  test.each([
    [417_000, 'usd', { minor: 417_000, currency: 'USD' }],
    [150_000, 'UGX', { minor: 15_000_000, currency: 'UGX' }],
    [25_000, 'rwf', { minor: 2_500_000, currency: 'RWF' }],
  ] as const)('a processor’s %d %s is Tembo’s %o', (amount, currency, money) => {
    expect(fromProcessorMinor(amount, currency)).toEqual(money)
  })

  test.each([
    [2 ** 60, 'usd'],
    [12.5, 'usd'],
    ['5000', 'usd'],
    [-5000, 'usd'],
    [0, 'usd'],
    [5000, 'xyz'],
    [5000, undefined],
    [2 ** 52, 'ugx'],
  ])('a reported %o %o is no amount', (amount, currency) => {
    expect(fromProcessorMinor(amount, currency)).toBeUndefined()
  })

  test.each([
    [4170, 'USD', { minor: 417_000, currency: 'USD' }],
    [4170.5, 'USD', { minor: 417_050, currency: 'USD' }],
    ['4170.50', 'USD', { minor: 417_050, currency: 'USD' }],
    [150000, 'UGX', { minor: 15_000_000, currency: 'UGX' }],
    ['150000.00', 'UGX', { minor: 15_000_000, currency: 'UGX' }],
    [0.1, 'KES', { minor: 10, currency: 'KES' }],
  ] as const)('a gateway’s decimal %o %s is %o', (amount, currency, money) => {
    expect(fromProcessorDecimal(amount, currency)).toEqual(money)
  })

  test.each([
    [150000.5, 'UGX'],
    [10.005, 'USD'],
    [-10, 'USD'],
    [0, 'USD'],
    ['1e3', 'USD'],
    ['ten', 'USD'],
    [Number.NaN, 'USD'],
    [10, 'ABC'],
  ])('a gateway’s decimal %o %s is no amount', (amount, currency) => {
    expect(fromProcessorDecimal(amount, currency)).toBeUndefined()
  })
})
