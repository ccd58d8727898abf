import type { Warning } from './components'
import { ADULT_AGE, agesOf, partySize, type Party } from './party'
import type { QuoteLine } from './quote'

// The rules East African operators price by that a supplier's card sets (docs/product.md, "Rate
// cards"): what we keep of a rack rate (its commission), the VAT or levy the authority adds (Tanzania's
// parks add 18%), and the default markup of its kind of item. Each line priced from the card carries
// them to the quote (quote.ts), which applies them. A permit is sold only to travellers old enough, and
// a party over a vehicle's seats takes another vehicle.

/** A supplier's settings as each of its rates carries them (from-cards.ts's CardRate) */
export interface SupplierSettings {
  /** What we keep of its rack rates, in basis points */
  commissionBp?: number
  /** The VAT or levy its authority adds, in basis points, and its name */
  levyBp?: number
  levyName?: string
  /** The default markup of its kind of item, if an admin set one */
  kindMarkup?: number | null
  /** A permit's youngest traveller, and a vehicle's seats; null or absent: none */
  minTravellerAge?: number | null
  seats?: number | null
  /** A lodge outside the park: a night there pays no park fee by the night */
  outsidePark?: boolean
}

/** The settings of the supplier a line is priced from, as the quote reads them. */
export function supplierRules(
  rate: SupplierSettings | undefined,
): Pick<QuoteLine, 'commissionBp' | 'levy' | 'kindMarkup'> {
  if (!rate) return {}
  return {
    ...(rate.commissionBp ? { commissionBp: rate.commissionBp } : {}),
    ...(rate.levyBp ? { levy: { name: rate.levyName || 'Levy', bp: rate.levyBp } } : {}),
    ...(rate.kindMarkup !== undefined && rate.kindMarkup !== null ? { kindMarkup: rate.kindMarkup } : {}),
  }
}

/**
 * Who a permit is sold to: only travellers old enough (gorilla trekking from 15, chimpanzees from 12,
 * as the permit's card says), each younger one said, never priced. Adults are priced at ADULT_AGE.
 */
export function oldEnough(
  what: string,
  party: Party,
  minAge: number | null | undefined,
): { party: Party; warnings: Warning[] } {
  if (!minAge) return { party, warnings: [] }
  const under = agesOf(party).filter((age) => age < minAge)
  return {
    party: {
      ...party,
      rooms: party.rooms.map((room) => ({
        adults: ADULT_AGE >= minAge ? room.adults : 0,
        childAges: room.childAges.filter((age) => age >= minAge),
      })),
    },
    warnings: under.map((age) => ({
      code: 'under-age',
      message: `A traveller aged ${age} is under ${minAge}, the youngest ${what} is sold to: not priced for them`,
    })),
  }
}

/**
 * How many vehicles a party takes: one, or as many as its seats need (a party of 9 in 7-seat vehicles
 * takes 2), the extra ones said so that staff see why the line costs more.
 */
export function vehiclesFor(
  what: string,
  party: Party,
  seats: number | null | undefined,
): { vehicles: number; warnings: Warning[] } {
  const size = partySize(party)
  const vehicles = seats ? Math.max(1, Math.ceil(size / seats)) : 1
  return {
    vehicles,
    warnings:
      vehicles > 1
        ? [
            {
              code: 'second-vehicle',
              message: `The party of ${size} is over the ${seats} seats of ${what}: priced for ${vehicles} vehicles`,
            },
          ]
        : [],
  }
}
