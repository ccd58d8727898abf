import { addDays } from '../booking-terms'
import type { CurrencyRates } from '../catalogue'
import type { LocalCurrency } from '../money'
import { millionthsOf, RATE_SCALE, type PinnedRates } from './exchange'
import type { Party, Residency, Room } from './party'
import { readRooming } from './rooming'

// What staff choose to price a proposal from the rate cards (docs/product.md, "Rate cards"): who
// travels, the trip's markup, and for each entry of the itinerary the lodge (and room), the park, a
// vehicle and two more services. A choice is a supplier's id, with the rate's label where the supplier
// has several ("12|Double tent, full board").

export interface DayChoices {
  lodge: string
  park: string
  vehicle: string
  other: string
  /** A second service (absent from choices kept before it was offered) */
  extra?: string
  /** The day of the entry (1 is its first) its services are on: a permit's trekking day; absent: the first */
  serviceDay?: number | null
  /** Basis points, or null for the trip's */
  markup: number | null
}

/** What staff set on one priced line, by its key: for this trip only, the cards are not changed. */
export interface LineChoice {
  /** Minor units: sold at this price; null to price it from the cards */
  sell: number | null
  /** Shown to the traveller, sold at nothing */
  complimentary: boolean
  /** Basis points, or null for its day's */
  markup: number | null
}

export interface PricingSetup {
  residency: Residency
  childAges: number[]
  /** The rooms as staff typed them (rooming.ts: "double + 7, single"); absent or empty: adults in twos */
  rooming?: string
  /** Basis points, or null for the default */
  markup: number | null
  days: DayChoices[]
  /** By the priced line's key ("0:lodge:1": the first day's lodge, its second season) */
  lines?: Record<string, LineChoice>
}

export const emptyDayChoices = (): DayChoices => ({
  lodge: '',
  park: '',
  vehicle: '',
  other: '',
  extra: '',
  markup: null,
})

/** The date of an entry's services: its `serviceDay` within the entry's `days`, else its first date. */
export const serviceDate = (first: string, days: number, day: Pick<DayChoices, 'serviceDay'> | undefined) =>
  addDays(first, Math.min(Math.max(1, days), Math.max(1, day?.serviceDay ?? 1)) - 1)

/** A choice's supplier and rate label: "12|Double tent, full board" → { supplierId: 12, label: … }. */
export function readChoice(choice: string): { supplierId: number; label: string | null } | null {
  const [id = '', ...rest] = choice.split('|')
  const supplierId = Number(id)
  if (!choice || !Number.isSafeInteger(supplierId) || supplierId <= 0) return null
  return { supplierId, label: rest.length ? rest.join('|') : null }
}

/**
 * The rooms a party takes: adults two to a room, an odd one alone (the single supplement), the children
 * with the first room's adults.
 */
export function roomsFor(adults: number, childAges: readonly number[]): Room[] {
  const rooms: Room[] = []
  for (let left = adults; left > 0; left -= 2) rooms.push({ adults: Math.min(2, left), childAges: [] })
  if (!rooms.length) rooms.push({ adults: 0, childAges: [] })
  rooms[0] = { ...rooms[0]!, childAges: [...childAges] }
  return rooms
}

/** The party as priced: roomed as staff typed it, or, without that (or with a rooming that no longer fits), adults in twos. */
export function partyOf(setup: PricingSetup, adults: number): Party {
  const typed = setup.rooming?.trim() ? readRooming(setup.rooming, adults, setup.childAges) : null
  return {
    residency: setup.residency,
    rooms: typed && 'rooms' in typed ? typed.rooms : roomsFor(adults, setup.childAges),
  }
}

/**
 * The display rates staff set (/admin/currencies) pinned as integers, with the local currencies an admin
 * set for the rate cards (already in millionths): how much one US dollar buys.
 */
export const pinRates = (
  rates: CurrencyRates,
  local: Partial<Record<LocalCurrency, number>> = {},
): PinnedRates => ({
  ...local,
  USD: RATE_SCALE,
  EUR: millionthsOf(rates.EUR),
  GBP: millionthsOf(rates.GBP),
})

/** A markup as staff type it ("20", "12.5") in basis points; empty is none; null when it is not one. */
export function parseMarkup(text: string): number | null | 'empty' {
  const trimmed = text.trim()
  if (!trimmed) return 'empty'
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(trimmed)
  if (!match) return null
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return bp <= 50_000 ? bp : null
}
