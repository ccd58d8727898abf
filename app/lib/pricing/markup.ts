import { roundQuotient } from '../rounding'

// Markup and margin (docs/product.md, "Rate cards"): a quote's selling price is its cost plus a markup
// in basis points (1250 is 12.5%) set on the line, its day, the trip, the default for its kind of item
// (many operators sell park fees and permits at cost), or the default setting, the most specific
// winning. A line can instead be complimentary (shown, sold at nothing) or sold at a price set for this
// trip only. A rack rate is not marked up at all: it is sold as it is, and its margin is the supplier's
// commission (rackSale).

export type MarkupLevel = 'line' | 'day' | 'trip' | 'kind' | 'default'

export interface MarkupLevels {
  line?: number | null
  day?: number | null
  trip?: number | null
  /** The default markup for the line's kind of item, between the trip's and the default */
  kind?: number | null
}

/** The markup that applies and where it was set. */
export function markupFor(
  levels: MarkupLevels,
  defaultBasisPoints: number,
): { bp: number; from: MarkupLevel } {
  for (const level of ['line', 'day', 'trip', 'kind'] as const) {
    const bp = levels[level]
    if (bp !== undefined && bp !== null) return { bp, from: level }
  }
  return { bp: defaultBasisPoints, from: 'default' }
}

/** Cost plus `bp` basis points of it, to the nearest minor unit (halves up). */
export function withMarkup(cost: number, bp: number): number {
  return cost + roundQuotient(cost * bp, 10_000, 'half-up')
}

/**
 * A rack rate (the published price) sold as it is: the price is the rate, and what it costs us is the
 * rate less the supplier's commission in basis points (to the nearest minor unit, halves up), so the
 * margin is the commission.
 */
export function rackSale(rack: number, commissionBp: number): { cost: number; sell: number } {
  return { cost: rack - roundQuotient(rack * commissionBp, 10_000, 'half-up'), sell: rack }
}

/** A levy or VAT of `bp` basis points on an amount, to the nearest minor unit (halves up). */
export const levyOn = (amount: number, bp: number) => roundQuotient(amount * bp, 10_000, 'half-up')

/** What is earned on a sale: its amount, and its share of the price in basis points (none on nothing sold). */
export function marginOf(cost: number, sell: number): { minor: number; bp: number | null } {
  const minor = sell - cost
  return { minor, bp: sell > 0 ? roundQuotient(minor * 10_000, sell, 'half-up') : null }
}

/** "12.5%" */
export const percentText = (bp: number) =>
  `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : bp % 10 === 0 ? 1 : 2)}%`
