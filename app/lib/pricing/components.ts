import { mixMoney, timesQuantity, type CardCurrency, type MixedMoney, type Money } from '../money'
import { agesOf, inBand, partySize, type AgeBand, type Party, type Residency, type Room } from './party'
import { splitStay, type Season } from './seasons'

// What each part of a trip costs from the rate cards (docs/product.md, "Rate cards"), in the currency of
// its card: a lodge stay night by night at each night's season, park fees per person by residency and
// age, permits, a vehicle by the day, a transfer or flight, an activity. Each answer is a line with its
// warnings: a missing rate, two rates where one is wanted, a season gap, a room over its occupancy, a
// party outside an activity's limits. Every amount keeps its currency: a line whose adults pay in dollars
// and children in shillings costs both, apart, until the quote converts each (quote.ts).

export type WarningCode =
  | 'no-rate'
  | 'two-rates'
  | 'season-gap'
  | 'over-occupancy'
  | 'below-minimum'
  | 'above-maximum'
  | 'no-exchange'
  | 'under-age'
  | 'second-vehicle'

export interface Warning {
  code: WarningCode
  message: string
}

export interface CostLine {
  description: string
  /** What it costs us, in the cards' currencies, one amount each; nothing where a warning says why */
  cost: MixedMoney
  warnings: Warning[]
  /** Priced from rack rates (the published price): sold as it is, never marked up (markup.ts) */
  rack?: boolean
}

export interface LodgeRate {
  seasonId: number
  /** per_person_sharing: each adult per night; per_room: each room per night */
  basis: 'per_person_sharing' | 'per_room'
  amount: Money<CardCurrency>
  /** The most people a room of this type takes */
  maxOccupancy: number
  /** Per night, for an adult alone in a room priced per person sharing */
  singleSupplement: Money<CardCurrency>
  /** A child's rate per night by age band (0 is free), each in its own currency; an age in no band pays as an adult */
  childRates: { band: AgeBand; amount: Money<CardCurrency> }[]
  /** A rack rate: the line is sold as it is */
  rack?: boolean
  /** The type of room it is for; null or absent: any (lib/rate-cards.ts, RATE_ROOM_TYPES) */
  roomType?: RoomType | null
}

type RoomType = NonNullable<Room['type']>

/** A room's type as staff set it, or as a party roomed by itself has it: one adult alone, two, three. */
const typeOf = (room: Room): RoomType =>
  room.type ??
  (room.adults >= 3 ? 'triple' : room.adults === 1 && !room.childAges.length ? 'single' : 'double')

/**
 * Where a room's type has no rate of its own, the rates that stand in, in order: twin and double hold
 * the same two; one alone, or children in their own room, pay a double's per person (with the single
 * supplement, for one alone); then a rate for any room. A triple has only its own or any room's.
 */
const STAND_INS: Record<RoomType, readonly (RoomType | null)[]> = {
  single: ['single', 'double', 'twin', null],
  twin: ['twin', 'double', null],
  double: ['double', 'twin', null],
  triple: ['triple', null],
  children: ['children', 'double', 'twin', null],
}

/** The season's rate for a room (STAND_INS); two at the first that has any are said, never one chosen. */
function rateForRoom(
  rates: readonly LodgeRate[],
  room: Room,
): { rate: LodgeRate } | { two: true } | { none: RoomType } {
  const type = typeOf(room)
  for (const wanted of STAND_INS[type]) {
    const found = rates.filter((rate) => (rate.roomType ?? null) === wanted)
    if (found.length > 1) return { two: true }
    if (found[0]) return { rate: found[0] }
  }
  return { none: type }
}

/** What a choice matching two rates says: never priced from whichever was read first. */
export const twoRates = (what: string): Warning => ({
  code: 'two-rates',
  message: `Two rates of the cards match ${what}: archive the one that no longer holds`,
})

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`

/**
 * A stay at a lodge: one line per season the nights fall in, from that season's rate. Two rates for one
 * season, or two child bands holding one age, are said and not priced: never whichever was read first.
 */
export function priceStay(
  stay: { lodge: string; checkIn: string; nights: number; party: Party },
  rates: readonly LodgeRate[],
  seasons: readonly Season[],
): CostLine[] {
  return splitStay(stay.checkIn, stay.nights, seasons).map((part) => {
    const description = `${stay.lodge}, ${nightsText(part.nights)} from ${part.from}`
    if (!part.season)
      return {
        description,
        cost: [],
        warnings: [{ code: 'season-gap', message: `No season of the rate card holds ${part.from}` }],
      }
    const inSeason = rates.filter((item) => item.seasonId === part.season!.id)
    const unpriced = (warning: Warning) => ({
      description: `${description} (${part.season!.name})`,
      cost: [],
      warnings: [warning],
    })
    if (!inSeason.length)
      return unpriced({ code: 'no-rate', message: `No rate for ${stay.lodge} in ${part.season.name}` })
    const warnings: Warning[] = []
    const perNight: Money<CardCurrency>[] = []
    const used: LodgeRate[] = []
    for (const [index, room] of stay.party.rooms.entries()) {
      const found = rateForRoom(inSeason, room)
      if ('two' in found) return unpriced(twoRates(`${stay.lodge} in ${part.season.name}`))
      if ('none' in found)
        return unpriced({
          code: 'no-rate',
          message: `No rate for a ${RATE_ROOM_WORDS[found.none]} at ${stay.lodge} in ${part.season.name}`,
        })
      const { rate } = found
      used.push(rate)
      const people = room.adults + room.childAges.length
      const beds = rate.maxOccupancy + (room.extraBeds ?? 0)
      if (people > beds)
        warnings.push({
          code: 'over-occupancy',
          message: `Room ${index + 1} holds ${people}; this room type takes ${rate.maxOccupancy}${room.extraBeds ? ` and ${room.extraBeds} extra ${room.extraBeds === 1 ? 'bed' : 'beds'}` : ''}`,
        })
      if (rate.basis === 'per_room') {
        perNight.push(rate.amount)
        continue
      }
      perNight.push(timesQuantity(rate.amount, room.adults))
      // A single room's own rate is what one pays alone; any other rate adds its single supplement.
      if (room.adults === 1 && room.childAges.length === 0 && rate.roomType !== 'single')
        perNight.push(rate.singleSupplement)
      // Children in a room of their own pay as adults sharing: a child's rate is for sharing with adults.
      if (room.type === 'children') {
        perNight.push(timesQuantity(rate.amount, room.childAges.length))
        continue
      }
      for (const age of room.childAges) {
        const bands = rate.childRates.filter((item) => inBand(age, item.band))
        if (bands.length > 1) warnings.push(twoRates(`a child of ${age} at ${stay.lodge}`))
        else perNight.push(bands[0]?.amount ?? rate.amount)
      }
    }
    return {
      description: `${description} (${part.season.name})`,
      cost: mixMoney(...perNight.map((amount) => timesQuantity(amount, part.nights))),
      warnings,
      ...(used.every((rate) => rate.rack) ? { rack: true } : {}),
    }
  })
}

/** A room's type as a warning says it. */
const RATE_ROOM_WORDS: Record<RoomType, string> = {
  single: 'single room',
  twin: 'twin room',
  double: 'double room',
  triple: 'triple room',
  children: 'children’s room',
}

export interface ParkFee {
  residency: Residency
  band: AgeBand
  amount: Money<CardCurrency>
}

/**
 * A park's fees for every traveller for `units` days (or nights, as the park charges), each fee in its
 * own currency. A traveller no fee covers, or two fees cover, is said and not priced.
 */
export function priceParkFees(
  park: { name: string; units: number; unit: 'day' | 'night'; party: Party; detail?: string },
  fees: readonly ParkFee[],
): CostLine {
  const warnings: Warning[] = []
  const amounts: Money<CardCurrency>[] = []
  for (const age of agesOf(park.party)) {
    const found = fees.filter((item) => item.residency === park.party.residency && inBand(age, item.band))
    if (found.length > 1) warnings.push(twoRates(`a traveller aged ${age} at ${park.name}`))
    else if (found[0]) amounts.push(timesQuantity(found[0].amount, park.units))
    else
      warnings.push({
        code: 'no-rate',
        message: `No ${park.name} fee for a traveller aged ${age} of this residency`,
      })
  }
  const units = `${park.units} ${park.unit}${park.units === 1 ? '' : 's'}`
  return {
    description: `${park.name}, ${partySize(park.party)} travellers, ${units}${park.detail ?? ''}`,
    cost: mixMoney(...amounts),
    warnings,
  }
}

export interface PerHeadOrGroupRate {
  /** per_person: each traveller; per_group (or per vehicle): the whole party at once */
  basis: 'per_person' | 'per_group'
  amount: Money<CardCurrency>
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
  const each = rate.basis === 'per_person' ? timesQuantity(rate.amount, size) : rate.amount
  return { description: what, cost: [timesQuantity(each, times)], warnings }
}
