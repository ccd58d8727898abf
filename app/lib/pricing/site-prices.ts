import { bandMonths, type ItineraryEntry, type SeasonPrice } from '../catalogue'
import { roundQuotient } from '../rounding'
import type { PinnedRates } from './exchange'
import { quoteFromCards, type CardRate } from './from-cards'
import type { DayChoices } from './setup'

// The website's prices of a package from the rate cards (docs/product.md, "Prices from the rate cards"):
// each of its seasons priced for two adults sharing, non-resident, at the default markup, in US dollars,
// per person, rounded up to the step a setting names. A season's figure is the lowest of its departures
// on the first of each of its months, each at its next date from today. A departure the cards cannot
// price in full (a missing rate, a season gap) gives no figure: never a silent zero.

/** What the site shows of a package: the prices typed in its editor, or those computed from the cards. */
export type PriceSource = 'typed' | 'cards'

/** The steps a website price from the cards may be rounded up to, in US cents: $1 to $100. */
export const SITE_ROUNDINGS = [100, 500, 1_000, 5_000, 10_000] as const
/** Unless an admin chose another: up to the next $10. */
export const SITE_ROUNDING = 1_000

/** Up to the next multiple of `step` minor units (a step of 1 leaves the amount as it is); a price is never negative. */
export function roundUpTo(minor: number, step: number): number {
  if (!Number.isSafeInteger(step) || step <= 1) return minor
  return roundQuotient(minor, step, 'up') * step
}

/** The first of each month of a band of months, at its next date on or after `today` (YYYY-MM-DD). */
export function departuresIn(season: Pick<SeasonPrice, 'from' | 'to'>, today: string): string[] {
  const year = Number(today.slice(0, 4))
  return bandMonths(season.from, season.to)
    .map((month) => {
      const first = `${year}-${String(month).padStart(2, '0')}-01`
      return first >= today ? first : `${year + 1}${first.slice(4)}`
    })
    .sort()
}

export interface ComputedSeason extends SeasonPrice {
  /** Per person sharing, US cents, from the cards; null when none of its departures could be priced */
  computed: number | null
  /** The departure the figure is for */
  departure: string | null
  /** Why a departure could not be priced (the first few) */
  warnings: string[]
}

export interface SitePriceInput {
  itinerary: readonly Pick<ItineraryEntry, 'from' | 'to' | 'title'>[]
  seasons: readonly SeasonPrice[]
  /** What each itinerary entry is priced from */
  days: readonly DayChoices[]
}

export interface SitePriceRules {
  rates: PinnedRates
  defaultMarkup: number
  /** Minor units: the figure is rounded up to a multiple of it */
  rounding: number
  today: string
}

/** Each season of the package with its figure from the cards beside the typed one. */
export function computeSitePrices(
  item: SitePriceInput,
  cards: readonly CardRate[],
  rules: SitePriceRules,
): ComputedSeason[] {
  const setup = { residency: 'non_resident' as const, childAges: [], markup: null, days: [...item.days] }
  const days = item.itinerary.map((entry) => ({ title: entry.title, days: entry.to - entry.from + 1 }))
  return item.seasons.map((season) => {
    let best: { cents: number; departure: string } | null = null
    const warnings = new Set<string>()
    for (const departure of departuresIn(season, rules.today)) {
      const trip = { startDate: departure, currency: 'USD' as const, adults: 2, children: 0, days }
      const quote = quoteFromCards(trip, setup, cards, rules.rates, rules.defaultMarkup)
      if (!quote) break
      if (quote.warnings.length) {
        for (const warning of quote.warnings) warnings.add(warning.message)
        continue
      }
      const cents = roundUpTo(quote.perPerson.sell, rules.rounding)
      if (!best || cents < best.cents) best = { cents, departure }
    }
    return {
      ...season,
      computed: best?.cents ?? null,
      departure: best?.departure ?? null,
      warnings: [...warnings].slice(0, 3),
    }
  })
}

/** The seasons the site shows: from the cards where the admin chose so and a figure was computed. */
export const shownSeasons = (source: PriceSource, seasons: readonly ComputedSeason[]): SeasonPrice[] =>
  seasons.map(({ name, from, to, cents, computed }) => ({
    name,
    from,
    to,
    cents: source === 'cards' && computed !== null ? computed : cents,
  }))
