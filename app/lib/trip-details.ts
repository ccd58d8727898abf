import { addDays, daysBetween } from './booking-terms'

// The traveller's details after the deposit (docs/product.md, "The traveller's details"): what is asked
// of each traveller and of the trip, what is still missing, the passport that expires too soon, the
// reminder 30 days before the trip and the day the details are erased. Pure: the dates come in.

/** A passport must be valid this many months after the trip ends (East African entry rules). */
export const PASSPORT_VALID_MONTHS = 6
/** Missing details are reminded once, this many days before the trip starts. */
export const DETAILS_REMINDER_DAYS = 30

export const TRAVELLER_FIELDS = [
  'fullName',
  'nationality',
  'birthDate',
  'passportNumber',
  'passportExpiry',
  'dietary',
  'medical',
  'emergencyContact',
] as const
export type TravellerField = (typeof TRAVELLER_FIELDS)[number]

/** What a traveller must give; dietary needs and medical notes are theirs to share or not. */
export const REQUIRED_TRAVELLER_FIELDS = [
  'fullName',
  'nationality',
  'birthDate',
  'passportNumber',
  'passportExpiry',
  'emergencyContact',
] as const satisfies readonly TravellerField[]

export const FLIGHT_FIELDS = [
  'arrivalFlight',
  'arrivalDate',
  'arrivalTime',
  'departureFlight',
  'departureDate',
  'departureTime',
] as const
export type FlightField = (typeof FLIGHT_FIELDS)[number]

export type TravellerDetails = Record<TravellerField, string>
export type FlightDetails = Record<FlightField, string>

/** The day a date falls months later, kept within the month: 31 August plus 6 months is 28 (29) February. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  const index = year * 12 + (month - 1) + months
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate()
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`
}

/** Whether a passport expires less than six months after the trip's last day. */
export const passportTooSoon = (expiry: string, tripEnd: string) =>
  expiry !== '' && expiry < addMonths(tripEnd, PASSPORT_VALID_MONTHS)

/** What is still missing: each traveller's required fields not given, then the flights. */
export function missingDetails(
  travellers: readonly Partial<TravellerDetails>[],
  count: number,
  flights: Partial<FlightDetails>,
) {
  const people = Array.from({ length: count }, (_, index) => ({
    traveller: index + 1,
    fields: REQUIRED_TRAVELLER_FIELDS.filter((field) => !travellers[index]?.[field]),
  })).filter((person) => person.fields.length)
  const flightsMissing = FLIGHT_FIELDS.filter((field) => !flights[field])
  return { people, flights: flightsMissing, complete: !people.length && !flightsMissing.length }
}

/** Whether the reminder of missing details is due on `today`: from 30 days before the trip until it starts. */
export function detailsReminderDue(startDate: string, today: string): boolean {
  const left = daysBetween(today, startDate)
  return left >= 0 && left <= DETAILS_REMINDER_DAYS
}

/** The last trip end whose details are erased on `today`: trips that ended `days` days ago or earlier. */
export const erasedUpTo = (today: string, days: number) => addDays(today, -days)

/** A traveller's age on a day, from their date of birth; null when it is not given. */
export function ageOn(birthDate: string, day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (mo < bm || (mo === bm && d < bd) ? 1 : 0)
}

export interface PermitToName {
  supplierId: number
  permit: string
  date: string
  /** How many the trip took */
  count: number
  /** The youngest traveller it is sold to; null: any age */
  minAge: number | null
  /** The travellers (by id) it is assigned to */
  holders: number[]
}

/**
 * For each permit a trip took, its travellers old enough for it (by their date of birth, when given)
 * who hold none of it: what the departure shows. Before any details are given, every permit is short
 * of all its names.
 */
export function travellersWithoutPermit(
  travellers: readonly { id: number | null; position: number; fullName: string; birthDate: string }[],
  permits: readonly PermitToName[],
) {
  return permits.map((permit) => {
    const needing = travellers.filter((traveller) => {
      const age = ageOn(traveller.birthDate, permit.date)
      return !permit.minAge || age === null || age >= permit.minAge
    })
    return {
      ...permit,
      without: needing
        .filter((traveller) => traveller.id === null || !permit.holders.includes(traveller.id))
        .map((traveller) => traveller.fullName || `Traveller ${traveller.position}`),
    }
  })
}
