import type { Residency } from './party'
import type { Season } from './seasons'

// Which rates of a choice apply (docs/product.md, "Rate cards"): a choice names a supplier and perhaps a
// label, and the cards may hold several rates under it, by season, residency, age band, basis, net or
// rack. Each is found by everything that selects it, the most specific first; what still matches two
// rates is for the pricing to say, never settled by the order the rows were read in.

export interface SelectableRate {
  label: string
  basis: string
  residency: string | null
  minAge: number | null
  maxAge: number | null
  /** 'net' (what we pay) or 'rack' (the published rate); absent is net */
  rateKind?: string
  season: Season | null
}

/** A rate with no season holds all year: a band no date falls outside, looked at after the seasons. */
export const ALL_YEAR: Season = { id: 0, name: 'all year', from: '0000-01-01', to: '9999-12-31' }

export const seasonOf = (rate: Pick<SelectableRate, 'season'>) => rate.season ?? ALL_YEAR

/** The seasons these rates are priced in, the dated ones before all year, as splitStay reads them. */
export function seasonsOf(rates: readonly Pick<SelectableRate, 'season'>[]): Season[] {
  const dated = new Map<number, Season>()
  for (const rate of rates) if (rate.season) dated.set(rate.season.id, rate.season)
  const seasons = [...dated.values()].sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id)
  return rates.some((rate) => !rate.season) ? [...seasons, ALL_YEAR] : seasons
}

const hasBand = (rate: SelectableRate) => rate.minAge !== null || rate.maxAge !== null

/** An age band of a rate: no ends set is every age. */
export const bandOf = (rate: SelectableRate) => ({ minAge: rate.minAge ?? 0, maxAge: rate.maxAge ?? 120 })

/** Whether a rate is a child's (a lodge's rate with ages): an adult's has none. */
export const isChildRate = hasBand

/**
 * The rates that apply to a party of this residency: of those for one thing (one season, label, basis
 * and age band), the ones for its residency before the ones for anyone, and of those the net before the
 * rack; a rate for another residency never.
 */
export function forResidency<T extends SelectableRate>(rates: readonly T[], residency: Residency): T[] {
  const things = Map.groupBy(rates, (rate) =>
    [seasonOf(rate).id, rate.label, rate.basis, rate.minAge, rate.maxAge].join('|'),
  )
  return [...things.values()].flatMap((same) => {
    const own = same.filter((rate) => rate.residency === residency)
    const mine = own.length ? own : same.filter((rate) => rate.residency === null)
    const net = mine.filter((rate) => (rate.rateKind ?? 'net') === 'net')
    return net.length ? net : mine
  })
}

/** Of these rates, those of one season (the all-year ones for ALL_YEAR). */
export const inSeason = <T extends SelectableRate>(rates: readonly T[], season: Season) =>
  rates.filter((rate) => seasonOf(rate).id === season.id)
