import { marginOf } from './pricing/markup'
import type { PricedQuote } from './pricing/quote'
import { priceLines, type ProposalDocument, type ProposalLine } from './proposal'

// What a proposal's lines cost and leave as margin (docs/product.md, "Proposals", "Confirmed margin"):
// a line from the rate cards costs what the quote says; a line typed by staff costs what they typed
// beside it, or is "cost not known". A price with no known cost is never counted as margin: every
// margin says how much of the price it leaves out. Pricing from the cards replaces its own lines and
// keeps the typed ones in place.

/**
 * Replaced by pricing from the cards: its own lines, and a package's price per adult and per child,
 * which the cards' price of the same days supersedes. Every other line was typed by staff.
 */
export const replacedByPricing = (line: ProposalLine) => Boolean(line.fromCards || line.per)

/** The draft's lines with the cards' new ones where the replaced ones stood (first, when none did). */
export function withCardLines(lines: readonly ProposalLine[], cardLines: readonly ProposalLine[]) {
  const marked = cardLines.map((line) => ({ ...line, fromCards: true }))
  const at = lines.findIndex(replacedByPricing)
  const kept = lines.filter((line) => !replacedByPricing(line))
  const before = at < 0 ? 0 : lines.slice(0, at).filter((line) => !replacedByPricing(line)).length
  return [...kept.slice(0, before), ...marked, ...kept.slice(before)]
}

/** Figures of a line, a group or the trip: `cost` and `margin` null when no part of its price has a known cost. */
export interface MarginFigures {
  sell: number
  cost: number | null
  margin: number | null
  marginBp: number | null
  /** Of `sell`, what has no known cost: left out of the margin */
  uncosted: number
}

function figures(sell: number, costedSell: number, cost: number | null): MarginFigures {
  if (cost === null) return { sell, cost: null, margin: null, marginBp: null, uncosted: sell }
  const margin = marginOf(cost, costedSell)
  return { sell, cost, margin: margin.minor, marginBp: margin.bp, uncosted: sell - costedSell }
}

/** A typed line's figures: its cost each times its quantity, or not known. */
export function typedLineMargin(line: ProposalLine): MarginFigures {
  const sell = line.unit * line.quantity
  return line.cost === undefined ? figures(sell, 0, null) : figures(sell, sell, line.cost * line.quantity)
}

/**
 * The trip's figures: the lines from the cards at the quote's cost (when it is in the proposal's
 * currency), each typed line at its own; what has no known cost is said apart.
 */
export function tripMargin(
  document: Pick<ProposalDocument, 'lines' | 'currency'>,
  quote: Pick<PricedQuote, 'currency' | 'trip'> | null,
): MarginFigures {
  const { lines, total } = priceLines(document)
  const quoted = quote !== null && quote.currency === document.currency
  let costedSell = 0
  let cost: number | null = null
  const cardLines = lines.filter((line) => line.fromCards)
  if (quoted && cardLines.length) {
    costedSell += cardLines.reduce((sum, line) => sum + line.total, 0)
    cost = quote.trip.cost
  }
  for (const line of lines) {
    if (line.fromCards || line.cost === undefined) continue
    costedSell += line.total
    cost = (cost ?? 0) + line.cost * line.quantity
  }
  return figures(total, costedSell, cost)
}
