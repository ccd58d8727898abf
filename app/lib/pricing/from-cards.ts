import { addDays } from '../booking-terms'
import { money, type CardCurrency, type Currency } from '../money'
import {
  priceParkFees,
  pricePerHeadOrGroup,
  priceStay,
  type CostLine,
  type LodgeRate,
  type ParkFee,
} from './components'
import type { PinnedRates } from './exchange'
import type { Party, Residency } from './party'
import { priceQuote, type PricedQuote, type QuoteDay, type QuoteLine } from './quote'
import type { Season } from './seasons'
import { partyOf, readChoice, type PricingSetup } from './setup'

// A trip priced from the rate cards (docs/product.md, "Rate cards"): each entry of its itinerary costed
// from the rates its choices name, at the season of its dates, for the party; converted at the pinned
// exchange and marked up. A proposal is priced so (services/proposal-pricing.server.ts), and so are the
// website's prices of a package (site-prices.ts). Pure: the rates come in with the call.

/** An active rate of the cards with its season's dates, as the pricing reads it. */
export interface CardRate {
  supplierId: number
  supplier: string
  kind: string
  label: string
  basis: string
  amount: number
  currency: string
  maxOccupancy: number | null
  singleSupplement: number | null
  residency: string | null
  minAge: number | null
  maxAge: number | null
  minParty: number | null
  maxParty: number | null
  season: { id: number; name: string; from: string; to: string } | null
}

/** What is priced: the itinerary's entries in order from the first day, for whom, in which currency. */
export interface PricedTrip {
  startDate: string
  currency: Currency
  adults: number
  children: number
  days: readonly { title: string; days: number }[]
}

/** A rate with no season holds all year: a band no date falls outside, looked at after the seasons. */
const ALL_YEAR: Season = { id: 0, name: 'all year', from: '0000-01-01', to: '9999-12-31' }

const currencyOf = (rate: CardRate) => rate.currency as CardCurrency
const holds = (rate: CardRate, day: string) =>
  !rate.season || (rate.season.from <= day && day <= rate.season.to)
const isChildRate = (rate: CardRate) => rate.minAge !== null || rate.maxAge !== null
const band = (rate: CardRate) => ({ minAge: rate.minAge ?? 0, maxAge: rate.maxAge ?? 120 })

/** The rate of these that holds on `day`: a season's before an all-year one. */
const rateOn = (rates: readonly CardRate[], day: string) =>
  rates.find((rate) => rate.season && holds(rate, day)) ?? rates.find((rate) => !rate.season)

const missing = (description: string, message: string): CostLine => ({
  description,
  cost: money(0, 'USD'),
  warnings: [{ code: 'no-rate', message }],
})

function lodgeLines(
  rates: CardRate[],
  name: string,
  checkIn: string,
  nights: number,
  party: Party,
): CostLine[] {
  if (!rates.length) return [missing(name, `No active rate for ${name}`)]
  const seasons = [
    ...new Map(
      rates.flatMap((rate) => (rate.season ? [[rate.season.id, rate.season] as const] : [])),
    ).values(),
    ...(rates.some((rate) => !rate.season) ? [ALL_YEAR] : []),
  ]
  const lodgeRates = seasons.flatMap((season): LodgeRate[] => {
    const inSeason = rates.filter((rate) => (rate.season?.id ?? ALL_YEAR.id) === season.id)
    const adult = inSeason.find((rate) => !isChildRate(rate))
    if (!adult) return []
    return [
      {
        seasonId: season.id,
        basis: adult.basis === 'per_room' ? 'per_room' : 'per_person_sharing',
        amount: adult.amount,
        currency: currencyOf(adult),
        maxOccupancy: adult.maxOccupancy ?? 2,
        singleSupplement: adult.singleSupplement ?? 0,
        childRates: inSeason.filter(isChildRate).map((rate) => ({ band: band(rate), amount: rate.amount })),
      },
    ]
  })
  return priceStay(
    { lodge: name, checkIn, nights, party, currency: currencyOf(rates[0]!) },
    lodgeRates,
    seasons,
  )
}

function parkLines(rates: readonly CardRate[], day: string, units: number, party: Party): CostLine[] {
  const held = rates.filter((rate) => holds(rate, day))
  if (!held.length) return [missing(rates[0]?.supplier ?? 'Park fees', `No park fee holds on ${day}`)]
  // Each fee of the park (a conservation fee by the day, a concession fee by the night) is its own line.
  const byFee = Map.groupBy(held, (rate) => `${rate.label}|${rate.basis}`)
  return [...byFee.values()].map((fees) =>
    priceParkFees(
      {
        name: `${fees[0]!.supplier}, ${fees[0]!.label}`,
        units,
        unit: fees[0]!.basis === 'per_person_night' ? 'night' : 'day',
        party,
        currency: currencyOf(fees[0]!),
      },
      fees.map((fee): ParkFee => ({
        residency: (fee.residency ?? party.residency) as Residency,
        band: band(fee),
        amount: fee.amount,
        currency: currencyOf(fee),
      })),
    ),
  )
}

function serviceLine(
  rates: readonly CardRate[],
  name: string,
  day: string,
  party: Party,
  times: number,
): CostLine {
  const rate = rateOn(rates, day)
  if (!rate) return missing(name, `No rate for ${name} holds on ${day}`)
  return pricePerHeadOrGroup(
    name,
    {
      basis: rate.basis === 'per_person' ? 'per_person' : 'per_group',
      amount: rate.amount,
      currency: currencyOf(rate),
      minParty: rate.minParty ?? 1,
      maxParty: rate.maxParty,
    },
    party,
    times,
  )
}

/** The suppliers a setup's choices name: the rates to load before pricing. */
export const chosenSuppliers = (setup: Pick<PricingSetup, 'days'>): number[] => [
  ...new Set(
    setup.days.flatMap((day) =>
      [day.lodge, day.park, day.vehicle, day.other, day.extra ?? ''].flatMap(
        (choice) => readChoice(choice)?.supplierId ?? [],
      ),
    ),
  ),
]

/** The trip's quote from these rates; null when no day names anything from the cards. */
export function quoteFromCards(
  trip: PricedTrip,
  setup: PricingSetup,
  cards: readonly CardRate[],
  rates: PinnedRates,
  defaultMarkup: number,
): PricedQuote | null {
  if (!chosenSuppliers(setup).length) return null
  const party = partyOf(setup, trip.adults)
  const ratesOf = (choice: string) => {
    const read = readChoice(choice)
    return read
      ? cards.filter(
          (rate) => rate.supplierId === read.supplierId && (read.label === null || rate.label === read.label),
        )
      : []
  }
  const nameOf = (choice: string) => {
    const read = readChoice(choice)
    const found = ratesOf(choice)[0]
    return found
      ? `${found.supplier}${read?.label ? `, ${read.label}` : ''}`
      : (read?.label ?? 'A rate no longer on the cards')
  }
  let offset = 0
  const days = trip.days.map((entry, index): QuoteDay => {
    const date = addDays(trip.startDate, offset)
    offset += entry.days
    const choices = setup.days[index]
    if (!choices) return { title: entry.title, lines: [] }
    const keyed = (part: string, costed: CostLine[]) =>
      costed.map((line, n): QuoteLine => {
        const key = `${index}:${part}:${n}`
        const set = setup.lines?.[key]
        return set
          ? { ...line, key, sellOverride: set.sell, complimentary: set.complimentary, markup: set.markup }
          : { ...line, key }
      })
    const lines: QuoteLine[] = [
      ...keyed(
        'lodge',
        choices.lodge
          ? lodgeLines(ratesOf(choices.lodge), nameOf(choices.lodge), date, entry.days, party)
          : [],
      ),
      ...keyed('park', choices.park ? parkLines(ratesOf(choices.park), date, entry.days, party) : []),
      ...keyed(
        'vehicle',
        choices.vehicle
          ? [
              serviceLine(
                ratesOf(choices.vehicle),
                `${nameOf(choices.vehicle)}, ${entry.days} days`,
                date,
                party,
                entry.days,
              ),
            ]
          : [],
      ),
      ...keyed(
        'other',
        choices.other ? [serviceLine(ratesOf(choices.other), nameOf(choices.other), date, party, 1)] : [],
      ),
      ...keyed(
        'extra',
        choices.extra ? [serviceLine(ratesOf(choices.extra), nameOf(choices.extra), date, party, 1)] : [],
      ),
    ]
    return { title: entry.title, markup: choices.markup, lines }
  })
  return priceQuote({
    currency: trip.currency,
    rates,
    tripMarkup: setup.markup,
    defaultMarkup,
    travellers: trip.adults + trip.children,
    days,
  })
}
