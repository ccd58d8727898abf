import { addDays } from '../booking-terms'
import type { PricedTrip } from './from-cards'
import { ADULT_AGE } from './party'
import { readChoice, serviceDate, type PricingSetup } from './setup'

// Gorilla and chimpanzee permits (docs/product.md, "Permits held"): they sell out months ahead, so the
// operator buys them early. A trip needs one for each traveller old enough for it, on the day staff
// chose (the entry's first unless they chose another), for every entry of its itinerary priced from a
// permit (one of its two more services); what it needs is set against what is held and what other
// accepted trips have taken. Pure: the kinds and the stock come in with the call.

export interface PermitNeed {
  supplierId: number
  date: string
  count: number
}

/**
 * The permits a trip needs, by permit and date (`isPermit` says which suppliers are permits): one for
 * each traveller old enough for it (`minAgeOf`, the permit's youngest traveller: gorillas 15), as it is
 * priced (rules.ts); adults are ADULT_AGE, and a child whose age was not given is counted.
 */
export function permitNeeds(
  trip: Pick<PricedTrip, 'startDate' | 'adults' | 'children' | 'days'>,
  setup: Pick<PricingSetup, 'days'> & { childAges?: readonly number[] },
  isPermit: (supplierId: number) => boolean,
  minAgeOf: (supplierId: number) => number | null = () => null,
): PermitNeed[] {
  const travellers = (minAge: number | null) => {
    if (!minAge) return trip.adults + trip.children
    const ages = setup.childAges ?? []
    const unknown = Math.max(0, trip.children - ages.length)
    return (ADULT_AGE >= minAge ? trip.adults : 0) + ages.filter((age) => age >= minAge).length + unknown
  }
  const needs = new Map<string, PermitNeed>()
  let offset = 0
  trip.days.forEach((entry, index) => {
    const day = setup.days[index]
    const date = serviceDate(addDays(trip.startDate, offset), entry.days, day)
    offset += entry.days
    for (const choice of [day?.other ?? '', day?.extra ?? '']) {
      const chosen = readChoice(choice)
      if (!chosen || !isPermit(chosen.supplierId)) continue
      const key = `${chosen.supplierId}|${date}`
      const going = travellers(minAgeOf(chosen.supplierId))
      if (!going) continue
      const count = (needs.get(key)?.count ?? 0) + going
      needs.set(key, { supplierId: chosen.supplierId, date, count })
    }
  })
  return [...needs.values()]
}

/** What is held of a permit on a date, and how many of those other accepted trips have taken. */
export interface PermitStock {
  supplierId: number
  date: string
  held: number
  taken: number
}

export interface PermitCheck extends PermitNeed {
  held: number
  /** Taken by other accepted trips */
  taken: number
  /** Held and not taken: what this trip can have */
  free: number
  /** How many more this trip needs than are free (0 when it is covered) */
  short: number
}

/** Each need set against the stock: short when it needs more than are held and not taken. */
export function checkPermits(needs: readonly PermitNeed[], stock: readonly PermitStock[]): PermitCheck[] {
  return needs.map((need) => {
    const found = stock.find((item) => item.supplierId === need.supplierId && item.date === need.date)
    const held = found?.held ?? 0
    const taken = found?.taken ?? 0
    const free = Math.max(0, held - taken)
    return { ...need, held, taken, free, short: Math.max(0, need.count - free) }
  })
}
