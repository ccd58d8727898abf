import { money, splitEvenly, sumMoney, type Currency } from '../money'
import type { CostLine, Warning } from './components'
import { canConvert, convert, type PinnedRates } from './exchange'
import { levyOn, marginOf, markupFor, rackSale, withMarkup, type MarkupLevel } from './markup'

// A quote priced from the rate cards (docs/product.md, "Rate cards"): each day's cost lines converted
// to the proposal's currency at its pinned rates, with the VAT or levy its card adds (in its cost, and
// shown to staff), marked up at the most specific level or, from a rack rate, sold as it is, complimentary
// or sold at a price for this trip where staff say so, with cost, price and margin per line, per day,
// for the trip and per person. Each of a line's amounts is converted on its own and only then added, so
// no two currencies are ever summed. The selling prices become the proposal's price lines; the costs and
// margins stay with staff.

export interface QuoteLine extends CostLine {
  /** What names this line from one pricing to the next, for what staff set on it */
  key?: string
  /** This line's own markup in basis points, if set */
  markup?: number | null
  /** Shown to the traveller, sold at nothing */
  complimentary?: boolean
  /** Sold at this price (minor units of the proposal's currency) for this trip only */
  sellOverride?: number | null
  /** The default markup of its kind of item, if an admin set one (between the trip's and the default) */
  kindMarkup?: number | null
  /** A rack line's commission in basis points: what we keep of the rack rate */
  commissionBp?: number
  /** The VAT or levy its card adds to the cost, e.g. { name: 'VAT', bp: 1800 } */
  levy?: { name: string; bp: number } | null
}

export interface QuoteDay {
  title: string
  markup?: number | null
  lines: QuoteLine[]
}

export interface QuoteInput {
  currency: Currency
  rates: PinnedRates
  tripMarkup?: number | null
  defaultMarkup: number
  travellers: number
  days: QuoteDay[]
}

export interface PricedLine {
  key?: string
  description: string
  cost: number
  sell: number
  margin: number
  /** Margin as a share of the price, in basis points; null when nothing is sold */
  marginBp: number | null
  markupFrom: MarkupLevel | 'complimentary' | 'override' | 'rack'
  /** The VAT or levy in the cost (minor units) and its name; absent where the card adds none */
  levy?: number
  levyName?: string
  warnings: Warning[]
}

export interface Totals {
  cost: number
  sell: number
  margin: number
  marginBp: number | null
}

const totalsOf = (lines: readonly Pick<PricedLine, 'cost' | 'sell'>[]): Totals => {
  const cost = lines.reduce((sum, line) => sum + line.cost, 0)
  const sell = lines.reduce((sum, line) => sum + line.sell, 0)
  const margin = marginOf(cost, sell)
  return { cost, sell, margin: margin.minor, marginBp: margin.bp }
}

/**
 * The trip's cost and price shared among the travellers so that the shares add up to the trip (the
 * largest remainder: 10,001 for two is 5,001 and 5,000), and the first traveller's share shown: the
 * largest, so a price per person never sells the trip short. The margin is that price less that cost.
 */
function perTraveller(trip: Totals, currency: Currency, travellers: number) {
  if (travellers < 1) return { cost: trip.cost, sell: trip.sell, margin: trip.margin }
  const [cost] = splitEvenly(money(trip.cost, currency), travellers)
  const [sell] = splitEvenly(money(trip.sell, currency), travellers)
  return { cost: cost!.minor, sell: sell!.minor, margin: sell!.minor - cost!.minor }
}

export function priceQuote(input: QuoteInput) {
  const days = input.days.map((day) => {
    const lines = day.lines.map((line): PricedLine => {
      // A card in a local currency whose rate no admin has set yet: said beside the line, never a guess;
      // the rest of the line is converted and counted.
      const unconverted = line.cost.filter((amount) => !canConvert(amount.currency, input.rates))
      const base = sumMoney(
        line.cost
          .filter((amount) => canConvert(amount.currency, input.rates))
          .map((amount) => convert(amount, input.currency, input.rates)),
        input.currency,
      ).minor
      const warnings: Warning[] = [
        ...line.warnings,
        ...unconverted.map((amount): Warning => ({
          code: 'no-exchange',
          message: `No exchange rate for ${amount.currency}: an admin sets it on the rate cards page`,
        })),
      ]
      // The levy is charged on the rate as the card gives it, and paid on, so it is cost and price alike.
      const levy = line.levy ? levyOn(base, line.levy.bp) : 0
      const rack = line.rack ? rackSale(base, line.commissionBp ?? 0) : null
      const cost = (rack ? rack.cost : base) + levy
      const markup = markupFor(
        { line: line.markup, day: day.markup, trip: input.tripMarkup, kind: line.kindMarkup },
        input.defaultMarkup,
      )
      const [sell, markupFrom] = line.complimentary
        ? [0, 'complimentary' as const]
        : line.sellOverride !== undefined && line.sellOverride !== null
          ? [line.sellOverride, 'override' as const]
          : rack
            ? [rack.sell + levy, 'rack' as const]
            : [withMarkup(cost, markup.bp), markup.from]
      const margin = marginOf(cost, sell)
      return {
        key: line.key,
        description: line.description,
        cost,
        sell,
        margin: margin.minor,
        marginBp: margin.bp,
        markupFrom,
        ...(line.levy ? { levy, levyName: line.levy.name } : {}),
        warnings,
      }
    })
    return { title: day.title, lines, totals: totalsOf(lines) }
  })
  const trip = totalsOf(days.flatMap((day) => day.lines))
  return {
    currency: input.currency,
    days,
    trip,
    perPerson: perTraveller(trip, input.currency, input.travellers),
    warnings: days.flatMap((day) => day.lines.flatMap((line) => line.warnings)),
  }
}

export type PricedQuote = ReturnType<typeof priceQuote>
