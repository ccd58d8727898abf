import { money, type CardCurrency, type Money } from '../money'
import { agesOf, inBand, partySize, type AgeBand, type Party, type Residency } from './party'
import { splitStay, type Season } from './seasons'

// What each part of a trip costs from the rate cards (docs/product.md, "Rate cards"), in the currency of
// its card: a lodge stay night by night at each night's season, park fees per person by residency and
// age, permits, a vehicle by the day, a transfer or flight, an activity. Each answer is a line with its
// warnings: a missing rate, a season gap, a room over its occupancy, a party outside an activity's limits.

export type WarningCode =
  'no-rate' | 'season-gap' | 'over-occupancy' | 'below-minimum' | 'above-maximum' | 'no-exchange'

export interface Warning {
  code: WarningCode
  message: string
}

export interface CostLine {
  description: string
  /** What it costs us, in the card's currency; zero where a warning says why it could not be priced */
  cost: Money<CardCurrency>
  warnings: Warning[]
}

export interface LodgeRate {
  seasonId: number
  /** per_person_sharing: each adult per night; per_room: each room per night */
  basis: 'per_person_sharing' | 'per_room'
  amount: number
  currency: CardCurrency
  /** The most people a room of this type takes */
  maxOccupancy: number
  /** Per night, for an adult alone in a room priced per person sharing */
  singleSupplement: number
  /** A child's rate per night by age band (0 is free); an age in no band pays as an adult */
  childRates: { band: AgeBand; amount: number }[]
}

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`

/** A stay at a lodge: one line per season the nights fall in, from that season's rate. */
export function priceStay(
  stay: { lodge: string; checkIn: string; nights: number; party: Party; currency: CardCurrency },
  rates: readonly LodgeRate[],
  seasons: readonly Season[],
): CostLine[] {
  return splitStay(stay.checkIn, stay.nights, seasons).map((part) => {
    const description = `${stay.lodge}, ${nightsText(part.nights)} from ${part.from}`
    if (!part.season)
      return {
        description,
        cost: money(0, stay.currency),
        warnings: [{ code: 'season-gap', message: `No season of the rate card holds ${part.from}` }],
      }
    const rate = rates.find((item) => item.seasonId === part.season!.id)
    if (!rate)
      return {
        description: `${description} (${part.season.name})`,
        cost: money(0, stay.currency),
        warnings: [{ code: 'no-rate', message: `No rate for ${stay.lodge} in ${part.season.name}` }],
      }
    const warnings: Warning[] = []
    let perNight = 0
    for (const [index, room] of stay.party.rooms.entries()) {
      const people = room.adults + room.childAges.length
      if (people > rate.maxOccupancy)
        warnings.push({
          code: 'over-occupancy',
          message: `Room ${index + 1} holds ${people}; this room type takes ${rate.maxOccupancy}`,
        })
      if (rate.basis === 'per_room') {
        perNight += rate.amount
        continue
      }
      perNight += room.adults * rate.amount
      if (room.adults === 1 && room.childAges.length === 0) perNight += rate.singleSupplement
      for (const age of room.childAges) {
        perNight += rate.childRates.find((item) => inBand(age, item.band))?.amount ?? rate.amount
      }
    }
    return {
      description: `${description} (${part.season.name})`,
      cost: money(perNight * part.nights, rate.currency),
      warnings,
    }
  })
}

export interface ParkFee {
  residency: Residency
  band: AgeBand
  amount: number
  currency: CardCurrency
}

/** A park's fees for every traveller for `units` days (or nights, as the park charges). */
export function priceParkFees(
  park: { name: string; units: number; unit: 'day' | 'night'; party: Party; currency: CardCurrency },
  fees: readonly ParkFee[],
): CostLine {
  const warnings: Warning[] = []
  let total = 0
  let currency: CardCurrency = park.currency
  for (const age of agesOf(park.party)) {
    const fee = fees.find((item) => item.residency === park.party.residency && inBand(age, item.band))
    if (!fee) {
      warnings.push({
        code: 'no-rate',
        message: `No ${park.name} fee for a traveller aged ${age} of this residency`,
      })
      continue
    }
    total += fee.amount * park.units
    currency = fee.currency
  }
  const units = `${park.units} ${park.unit}${park.units === 1 ? '' : 's'}`
  return {
    description: `${park.name}, ${partySize(park.party)} travellers, ${units}`,
    cost: money(total, currency),
    warnings,
  }
}

export interface PerHeadOrGroupRate {
  /** per_person: each traveller; per_group (or per vehicle): the whole party at once */
  basis: 'per_person' | 'per_group'
  amount: number
  currency: CardCurrency
  minParty: number
  /** null: no limit */
  maxParty: number | null
}

/** An activity, a transfer, a flight or a permit: per traveller or for the party, within its limits. */
export function pricePerHeadOrGroup(
  what: string,
  rate: PerHeadOrGroupRate,
  party: Party,
  times = 1,
): CostLine {
  const size = partySize(party)
  const warnings: Warning[] = []
  if (size < rate.minParty)
    warnings.push({
      code: 'below-minimum',
      message: `${what} needs at least ${rate.minParty}; the party is ${size}`,
    })
  if (rate.maxParty !== null && size > rate.maxParty)
    warnings.push({
      code: 'above-maximum',
      message: `${what} takes at most ${rate.maxParty}; the party is ${size}`,
    })
  const each = rate.basis === 'per_person' ? rate.amount * size : rate.amount
  return { description: what, cost: money(each * times, rate.currency), warnings }
}
