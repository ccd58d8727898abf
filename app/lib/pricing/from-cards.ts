import { addDays } from '../booking-terms'
import { money, type CardCurrency, type Currency } from '../money'
import { isRateRoomType } from '../rate-cards'
import {
  priceParkFees,
  pricePerHeadOrGroup,
  priceStay,
  twoRates,
  type CostLine,
  type LodgeRate,
  type ParkFee,
} from './components'
import type { PinnedRates } from './exchange'
import type { Party, Residency } from './party'
import { priceQuote, type PricedQuote, type QuoteDay, type QuoteLine } from './quote'
import { splitStay } from './seasons'
import { oldEnough, supplierRules, vehiclesFor, type SupplierSettings } from './rules'
import { bandOf, forResidency, inSeason, isChildRate, seasonOf, seasonsOf } from './select-rate'
import { partyOf, readChoice, serviceDate, type PricingSetup } from './setup'

// A trip priced from the rate cards (docs/product.md, "Rate cards"): each entry of its itinerary costed
// from the rates its choices name, for the party's residency, each night or day at its own season; every
// amount in its card's currency until the quote converts it at the pinned exchange and marks it up. A
// proposal is priced so (services/proposal-pricing.server.ts), and so are the website's prices of a
// package (site-prices.ts). Pure: the rates come in with the call.

/** An active rate of the cards with its season's dates, as the pricing reads it. */
export interface CardRate extends SupplierSettings {
  supplierId: number
  supplier: string
  kind: string
  label: string
  basis: string
  amount: number
  currency: string
  /** 'net' or 'rack'; absent is net */
  rateKind?: string
  maxOccupancy: number | null
  /** A lodge's rate for one type of room; null or absent: any (lib/rate-cards.ts, RATE_ROOM_TYPES) */
  roomType?: string | null
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

/** A rate's amount with its currency: they never part. */
const amountOf = (rate: CardRate, minor = rate.amount) => money(minor, rate.currency as CardCurrency)

const missing = (description: string, message: string): CostLine => ({
  description,
  cost: [],
  warnings: [{ code: 'no-rate', message }],
})

function lodgeLines(
  rates: readonly CardRate[],
  name: string,
  checkIn: string,
  nights: number,
  party: Party,
): CostLine[] {
  if (!rates.length) return [missing(name, `No active rate for ${name}`)]
  const mine = forResidency(rates, party.residency)
  if (!mine.length) return [missing(name, `No rate of ${name} for this residency`)]
  // One lodge rate per adult rate of a season: two in one season are said by priceStay, not chosen here.
  const lodgeRates = mine
    .filter((rate) => !isChildRate(rate))
    .map((adult): LodgeRate => ({
      seasonId: seasonOf(adult).id,
      basis: adult.basis === 'per_room' ? 'per_room' : 'per_person_sharing',
      amount: amountOf(adult),
      maxOccupancy: adult.maxOccupancy ?? 2,
      singleSupplement: amountOf(adult, adult.singleSupplement ?? 0),
      rack: adult.rateKind === 'rack',
      roomType: isRateRoomType(adult.roomType) ? adult.roomType : null,
      childRates: inSeason(mine, seasonOf(adult))
        .filter(isChildRate)
        .map((rate) => ({ band: bandOf(rate), amount: amountOf(rate) })),
    }))
  return priceStay({ lodge: name, checkIn, nights, party }, lodgeRates, seasonsOf(mine))
}

/**
 * Each fee of the park (a conservation fee by the 24-hour day, a concession fee by the night, as the card
 * says) at each day's season; a fee by the night only for nights spent inside the park (`nightsInPark`:
 * not at a lodge outside it).
 */
function parkLines(
  rates: readonly CardRate[],
  day: string,
  units: number,
  party: Party,
  nightsInPark: boolean,
): CostLine[] {
  const park = rates[0]?.supplier ?? 'Park fees'
  const mine = forResidency(rates, party.residency)
  if (!mine.length) return [missing(park, `No ${park} fee for this residency`)]
  const charged = mine.filter((rate) => nightsInPark || rate.basis !== 'per_person_night')
  const byFee = Map.groupBy(charged, (rate) => `${rate.label}|${rate.basis}`)
  return [...byFee.values()].flatMap((fees) => {
    const name = `${park}, ${fees[0]!.label}`
    const unit = fees[0]!.basis === 'per_person_night' ? 'night' : 'day'
    const parts = splitStay(day, units, seasonsOf(fees))
    return parts.map((part): CostLine => {
      const detail =
        parts.length > 1 ? ` from ${part.from}${part.season ? ` (${part.season.name})` : ''}` : ''
      if (!part.season) return missing(`${name}${detail}`, `No ${name} holds on ${part.from}`)
      const held = inSeason(fees, part.season)
      const line = priceParkFees(
        { name, units: part.nights, unit, party, detail },
        held.map((fee): ParkFee => ({
          residency: (fee.residency ?? party.residency) as Residency,
          band: bandOf(fee),
          amount: amountOf(fee),
        })),
      )
      return held.length && held.every((fee) => fee.rateKind === 'rack') ? { ...line, rack: true } : line
    })
  })
}

/**
 * A vehicle by the day at each day's season (`days`), or a transfer, flight, permit or activity once, at
 * its day's: from the one rate of the party's residency that holds, never the first of two.
 */
function serviceLines(
  rates: readonly CardRate[],
  name: string,
  day: string,
  everyone: Party,
  days: number | null,
): CostLine[] {
  const mine = forResidency(rates, everyone.residency)
  // A permit for those old enough only; a vehicle for as many as the party's seats need.
  const aged = rates[0]?.kind === 'permit' ? oldEnough(name, everyone, rates[0].minTravellerAge) : null
  const party = aged?.party ?? everyone
  const fleet = rates[0]?.kind === 'vehicle' ? vehiclesFor(name, everyone, rates[0].seats) : null
  const parts = splitStay(day, days ?? 1, seasonsOf(mine))
  return parts.map((part) => {
    const described =
      days === null
        ? name
        : parts.length > 1
          ? `${name}, ${part.nights} days from ${part.from}${part.season ? ` (${part.season.name})` : ''}`
          : `${name}, ${days} days`
    const found = part.season ? inSeason(mine, part.season) : []
    const [rate] = found
    if (!rate)
      return missing(
        described,
        rates.length && !mine.length
          ? `No rate of ${name} for this residency`
          : `No rate for ${name} holds on ${part.from}`,
      )
    if (found.length > 1)
      return { description: described, cost: [], warnings: [twoRates(`${name} on ${part.from}`)] }
    const vehicles = fleet?.vehicles ?? 1
    const line = pricePerHeadOrGroup(
      described,
      {
        basis: rate.basis === 'per_person' ? 'per_person' : 'per_group',
        amount: amountOf(rate, rate.amount * vehicles),
        minParty: rate.minParty ?? 1,
        // Each vehicle takes its seats: the party is not over one vehicle's limit once it has more.
        maxParty: vehicles > 1 ? null : rate.maxParty,
      },
      party,
      part.nights,
    )
    const ruled = {
      ...line,
      warnings: [...(aged?.warnings ?? []), ...(fleet?.warnings ?? []), ...line.warnings],
    }
    return rate.rateKind === 'rack' ? { ...ruled, rack: true } : ruled
  })
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
    // A transfer, flight, permit or activity on the day of the entry staff chose (a permit's trekking day).
    const services = serviceDate(date, entry.days, choices)
    const keyed = (part: 'lodge' | 'park' | 'vehicle' | 'other' | 'extra', costed: CostLine[]) =>
      costed.map((line, n): QuoteLine => {
        const key = `${index}:${part}:${n}`
        const set = setup.lines?.[key]
        const ruled = { ...line, ...supplierRules(ratesOf(choices[part] ?? '')[0]), key }
        return set
          ? { ...ruled, sellOverride: set.sell, complimentary: set.complimentary, markup: set.markup }
          : ruled
      })
    const lines: QuoteLine[] = [
      ...keyed(
        'lodge',
        choices.lodge
          ? lodgeLines(ratesOf(choices.lodge), nameOf(choices.lodge), date, entry.days, party)
          : [],
      ),
      ...keyed(
        'park',
        choices.park
          ? parkLines(ratesOf(choices.park), date, entry.days, party, !ratesOf(choices.lodge)[0]?.outsidePark)
          : [],
      ),
      ...keyed(
        'vehicle',
        choices.vehicle
          ? serviceLines(ratesOf(choices.vehicle), nameOf(choices.vehicle), date, party, entry.days)
          : [],
      ),
      ...keyed(
        'other',
        choices.other
          ? serviceLines(ratesOf(choices.other), nameOf(choices.other), services, party, null)
          : [],
      ),
      ...keyed(
        'extra',
        choices.extra
          ? serviceLines(ratesOf(choices.extra), nameOf(choices.extra), services, party, null)
          : [],
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
