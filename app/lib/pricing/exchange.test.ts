import { describe, expect, test } from 'vitest'
import { money } from '../money'
import { convert, millionthsOf, parseRate, type PinnedRates } from './exchange'
import { priceQuote } from './quote'

// Card amounts converted at the rates pinned on a proposal (docs/product.md, "Rate cards"), worked by hand.

describe('currencies at the pinned rate', () => {
  const rates: PinnedRates = {
    USD: 1_000_000,
    EUR: 921_500,
    GBP: 789_000,
    KES: 129_500_000,
    UGX: 3_700_000_000,
  }
  test.each([
    [money(100_000, 'USD'), 'EUR', 92_150],
    // A Kenyan shilling card: KES 6,000 at 129.5 to the dollar is US$46.332…
    [money(600_000, 'KES'), 'USD', 4_633],
    // A Ugandan shilling park fee, UGX 150,000 (hundredths, as every card amount): €37.358…
    [money(15_000_000, 'UGX'), 'EUR', 3_736],
    [money(100_000, 'EUR'), 'USD', 108_519], // 1000 / 0.9215 = 1085.187…
    [money(12_345, 'GBP'), 'EUR', 14_418], // 123.45 × 0.9215 / 0.789 = 144.1815…
    [money(1, 'USD'), 'GBP', 1], // 0.789 of a cent rounds to one
    [money(-100_000, 'EUR'), 'USD', -108_519],
    [money(5_000, 'EUR'), 'EUR', 5_000],
  ] as const)('%o in %s', (amount, to, expected) => {
    expect(convert(amount, to, rates)).toEqual(money(expected, to))
  })
  test('a card in a local currency with no rate pinned is not converted, and says so beside its line', () => {
    const quote = priceQuote({
      currency: 'USD',
      rates: { USD: 1_000_000, EUR: 921_500, GBP: 789_000 },
      defaultMarkup: 2_000,
      travellers: 2,
      days: [
        {
          title: 'Nairobi',
          lines: [{ description: 'Park fee', cost: [money(60_000, 'TZS')], warnings: [] }],
        },
      ],
    })
    expect(quote.days[0]!.lines[0]).toMatchObject({ cost: 0, sell: 0 })
    expect(quote.warnings).toEqual([
      { code: 'no-exchange', message: 'No exchange rate for TZS: an admin sets it on the rate cards page' },
    ])
  })
  test('a line of two currencies converts each, then adds; one it cannot convert is said and left out', () => {
    const line = { description: 'Camp', cost: [money(10_000, 'USD'), money(5_000_000, 'TZS')], warnings: [] }
    const quoted = (pinned: PinnedRates) =>
      priceQuote({
        currency: 'USD',
        rates: pinned,
        defaultMarkup: 0,
        travellers: 1,
        days: [{ title: 'Day', lines: [line] }],
      })
    expect(quoted({ ...rates, TZS: 2_500_000_000 }).trip.cost).toBe(12_000)
    const unset = quoted(rates)
    expect(unset.trip.cost).toBe(10_000)
    expect(unset.warnings.map((warning) => warning.code)).toEqual(['no-exchange'])
  })
  test('a rate is typed as a decimal and kept in millionths', () => {
    expect(parseRate('0.9215')).toBe(921_500)
    expect(parseRate('1')).toBe(1_000_000)
    expect(parseRate('0')).toBeNull()
    expect(parseRate('-1')).toBeNull()
    expect(parseRate('1.1234567')).toBeNull()
  })
  test.each([
    [0.9215, 921_500],
    [0.79, 790_000],
    [0.1234565, 123_457], // beyond six places, halves up
    [0.5030775, 503_078], // where the float's product, 503,077.49999999994, would round down
    [129.5, 129_500_000],
  ])('a display rate of %d is %i millionths, read as the decimal typed', (rate, millionths) => {
    expect(millionthsOf(rate)).toBe(millionths)
  })
})
