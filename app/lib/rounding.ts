// The one rule for rounding money and the figures drawn from it (docs/product.md, "Rate cards"): a
// rounded amount is an exact quotient of two integers, rounded by a mode the caller names, so no float
// ever decides a cent and every rounding in the pricing reads the same way. The modes are Java's
// RoundingMode names, which a reader can look up: 'half-up' is halves away from zero.

export const ROUNDING_MODES = ['half-up', 'half-even', 'up', 'down'] as const
/**
 * half-up: to the nearest, halves away from zero (2.5 → 3, -2.5 → -3);
 * half-even: to the nearest, halves to the even neighbour (2.5 → 2, 3.5 → 4);
 * up: away from zero (2.1 → 3, -2.1 → -3); down: toward zero (2.9 → 2, -2.9 → -2).
 */
export type RoundingMode = (typeof ROUNDING_MODES)[number]

const whole = (value: number | bigint, what: string) => {
  if (typeof value === 'bigint') return value
  if (!Number.isSafeInteger(value)) throw new RangeError(`A ${what} to round is a whole number, not ${value}`)
  return BigInt(value)
}

/**
 * `numerator / denominator` rounded to a whole number by `mode`. Big integers throughout, so a cost
 * times a rate in millionths stays exact however large.
 */
export function roundQuotient(
  numerator: number | bigint,
  denominator: number | bigint,
  mode: RoundingMode,
): number {
  let n = whole(numerator, 'numerator')
  let d = whole(denominator, 'denominator')
  if (d === 0n) throw new RangeError('Cannot divide by zero')
  if (d < 0n) [n, d] = [-n, -d]
  const negative = n < 0n
  const magnitude = negative ? -n : n
  const quotient = magnitude / d
  const remainder = magnitude % d
  let rounded = quotient
  if (remainder !== 0n) {
    const twice = remainder * 2n
    const away =
      mode === 'up' ||
      (mode === 'half-up' && twice >= d) ||
      (mode === 'half-even' && (twice > d || (twice === d && quotient % 2n === 1n)))
    if (away) rounded += 1n
  }
  const result = Number(negative ? -rounded : rounded)
  if (!Number.isSafeInteger(result)) throw new RangeError(`${result} is beyond a safe whole number`)
  return result
}
