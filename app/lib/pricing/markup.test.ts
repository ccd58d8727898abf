import { describe, expect, test } from 'vitest'
import { levyOn, markupFor, marginOf, rackSale, withMarkup } from './markup'

// Markup chosen by level and the margin it leaves (docs/product.md, "Rate cards"), worked by hand.

describe('markup and margin', () => {
  test.each([
    [
      { line: 500, day: 1_000, trip: 1_500 },
      { bp: 500, from: 'line' },
    ],
    [
      { line: null, day: 1_000, trip: 1_500 },
      { bp: 1_000, from: 'day' },
    ],
    [{ trip: 1_500 }, { bp: 1_500, from: 'trip' }],
    [{}, { bp: 2_000, from: 'default' }],
    // The kind's default (park fees at cost) sits between the trip's and the default.
    [{ kind: 0 }, { bp: 0, from: 'kind' }],
    [
      { kind: 500, trip: 1_500 },
      { bp: 1_500, from: 'trip' },
    ],
    [{ kind: null }, { bp: 2_000, from: 'default' }],
    [
      { line: 0, trip: 1_500 },
      { bp: 0, from: 'line' },
    ],
  ])('the most specific markup wins: %o', (levels, expected) => {
    expect(markupFor(levels, 2_000)).toEqual(expected)
  })
  test('selling price and margin in whole minor units', () => {
    expect(withMarkup(100_000, 1_250)).toBe(112_500)
    expect(withMarkup(333, 1_250)).toBe(375) // 41.625 rounds to 42
    expect(marginOf(100_000, 125_000)).toEqual({ minor: 25_000, bp: 2_000 })
    expect(marginOf(100_000, 0)).toEqual({ minor: -100_000, bp: null })
    // Halves away from zero, a loss as a profit: -2.5 basis points is -3, as 2.5 is 3.
    expect(marginOf(4_001, 4_000)).toEqual({ minor: -1, bp: -3 })
    expect(marginOf(3_999, 4_000)).toEqual({ minor: 1, bp: 3 })
    expect(withMarkup(-333, 1_250)).toBe(-375)
    expect(withMarkup(4, 1_250)).toBe(5) // 0.5 rounds up
  })
  test.each([
    // A rack rate sold as it is: we pay it less the commission kept.
    [100_000, 0, { cost: 100_000, sell: 100_000 }],
    [100_000, 1_500, { cost: 85_000, sell: 100_000 }],
    [333, 1_250, { cost: 291, sell: 333 }], // 41.625 kept rounds to 42
  ])('a rack rate of %i at %i bp commission', (rack, bp, expected) => {
    expect(rackSale(rack, bp)).toEqual(expected)
  })
  test.each([
    [14_000, 1_800, 2_520],
    [10_001, 1_800, 1_800], // 1,800.18
    [1, 5_000, 1], // 0.5 rounds up
  ])('a levy on %i at %i bp is %i', (amount, bp, levy) => {
    expect(levyOn(amount, bp)).toBe(levy)
  })
})
