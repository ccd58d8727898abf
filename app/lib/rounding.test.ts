import { describe, expect, test } from 'vitest'
import { roundQuotient, type RoundingMode } from './rounding'

// Every mode on every kind of fraction, on both sides of zero, worked by hand.

describe('a quotient rounded by its named mode', () => {
  test.each([
    // numerator, denominator, half-up, half-even, up, down
    [10, 2, 5, 5, 5, 5], // exact: every mode leaves it
    [0, 7, 0, 0, 0, 0],
    [21, 10, 2, 2, 3, 2], // 2.1
    [25, 10, 3, 2, 3, 2], // 2.5: a half
    [35, 10, 4, 4, 4, 3], // 3.5: a half, the even neighbour above
    [29, 10, 3, 3, 3, 2], // 2.9
    [-21, 10, -2, -2, -3, -2],
    [-25, 10, -3, -2, -3, -2], // halves away from zero, or to the even neighbour
    [-29, 10, -3, -3, -3, -2],
    [25, -10, -3, -2, -3, -2], // a negative denominator is the same as a negative numerator
    [10_001, 2, 5_001, 5_000, 5_001, 5_000], // 5000.5
    [1, 3, 0, 0, 1, 0],
    [2, 3, 1, 1, 1, 0],
  ] as const)('%i / %i', (numerator, denominator, halfUp, halfEven, up, down) => {
    const by = (mode: RoundingMode) => roundQuotient(numerator, denominator, mode)
    expect([by('half-up'), by('half-even'), by('up'), by('down')]).toEqual([halfUp, halfEven, up, down])
  })

  test('exact beyond what a float holds: 9,007,199,254,740,993 cents times a rate is not rounded twice', () => {
    const numerator = 9_007_199_254_740_993n * 2_500_000_000n
    expect(roundQuotient(numerator, 2_500_000_000n * 1_000n, 'half-up')).toBe(9_007_199_254_741)
  })

  test('refuses what is not a whole number, a zero denominator and a result beyond a safe integer', () => {
    expect(() => roundQuotient(1.5, 1, 'half-up')).toThrow(RangeError)
    expect(() => roundQuotient(1, 0, 'half-up')).toThrow(RangeError)
    expect(() => roundQuotient(2n ** 60n, 1n, 'down')).toThrow(RangeError)
  })
})
