import { formatDate } from './back-office'
import { addDays, daysBetween } from './booking-terms'
import type { PricedTrip } from './pricing/from-cards'
import { permitNeeds } from './pricing/permits'
import type { Room } from './pricing/party'
import { partyOf, readChoice, serviceDate, type PricingSetup } from './pricing/setup'
import type { PricedQuote } from './pricing/quote'

// What a booking asks of its suppliers (docs/product.md, "Reservations"): one reservation per supplier
// and stay of the accepted version (a lodge's nights, a vehicle's days, a permit, a transfer, a flight
// or an activity), drawn from the pricing choices frozen with it; a park's fees are paid at its gate and
// ask for nothing. Pure: the suppliers and the quote come in with the call.

export const RESERVATION_STATUSES = {
  to_request: 'To request',
  requested: 'Requested',
  held: 'Held',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
} as const
export type ReservationStatus = keyof typeof RESERVATION_STATUSES

export const isReservationStatus = (value: unknown): value is ReservationStatus =>
  typeof value === 'string' && Object.hasOwn(RESERVATION_STATUSES, value)

/** A reservation as drawn up, before it is stored. */
export interface ReservationDraft {
  key: string
  supplierId: number
  kind: string
  service: string
  startsOn: string
  endsOn: string
  units: number
  rooms: string
  adults: number
  childAges: number[]
  /** In the quote's currency; null when the quote does not say what it cost */
  costMinor: number | null
}

export interface DraftSupplier {
  kind: string
  name: string
}

type Part = 'lodge' | 'vehicle' | 'other' | 'extra'

/** A room in words: "double (2 adults and a child of 7)". */
function roomWords(room: Room): string {
  const people = [
    room.adults ? `${room.adults} ${room.adults === 1 ? 'adult' : 'adults'}` : '',
    ...room.childAges.map((age) => `a child of ${age}`),
  ].filter(Boolean)
  const joined =
    people.length > 1 ? `${people.slice(0, -1).join(', ')} and ${people.at(-1)}` : (people[0] ?? 'no one')
  const type = room.type ?? (room.adults === 1 && !room.childAges.length ? 'single' : 'double')
  return `${type} (${joined}${room.extraBeds ? `, ${room.extraBeds} extra ${room.extraBeds === 1 ? 'bed' : 'beds'}` : ''})`
}

/** The rooms a lodge is asked for: "2 rooms: double (2 adults), single (1 adult)". */
export function roomsText(rooms: readonly Room[]): string {
  const words = rooms.map(roomWords)
  return `${rooms.length} ${rooms.length === 1 ? 'room' : 'rooms'}: ${words.join(', ')}`
}

/** What the quote says the lines of these entries' part cost, or null when it names none of them. */
function costOf(quote: PricedQuote | null, part: Part, entries: readonly number[]): number | null {
  if (!quote) return null
  const lines = quote.days.flatMap((day) =>
    day.lines.filter((line) => entries.some((index) => line.key?.startsWith(`${index}:${part}:`))),
  )
  return lines.length ? lines.reduce((sum, line) => sum + line.cost, 0) : null
}

/**
 * The reservations of a trip priced with these choices: a lodge's consecutive entries one stay, a
 * vehicle's consecutive entries one hire, each other service once on its day (a permit for each
 * traveller old enough for it). `quote` is the pricing the version was sent with, or null when that is
 * not known: each reservation's cost is then unknown.
 */
export function draftReservations(
  trip: Pick<PricedTrip, 'startDate' | 'adults' | 'children' | 'days'>,
  setup: PricingSetup,
  suppliers: ReadonlyMap<number, DraftSupplier & { minAge?: number | null }>,
  quote: PricedQuote | null,
): ReservationDraft[] {
  const party = partyOf(setup, trip.adults)
  const childAges = [...setup.childAges]
  const starts: string[] = []
  let offset = 0
  for (const entry of trip.days) {
    starts.push(addDays(trip.startDate, offset))
    offset += entry.days
  }
  const drafts: ReservationDraft[] = []
  const base = (supplierId: number, key: string, service: string) => ({
    key,
    supplierId,
    kind: suppliers.get(supplierId)!.kind,
    service,
    adults: trip.adults,
    childAges,
  })
  const named = (choice: string) => {
    const read = readChoice(choice)
    const supplier = read ? suppliers.get(read.supplierId) : undefined
    return read && supplier
      ? { ...read, service: `${supplier.name}${read.label ? `, ${read.label}` : ''}` }
      : null
  }
  // A lodge or a vehicle: entries in a row with the same choice are one stay or one hire.
  for (const part of ['lodge', 'vehicle'] as const) {
    let index = 0
    while (index < trip.days.length) {
      const choice = setup.days[index]?.[part] ?? ''
      const chosen = named(choice)
      let last = index
      while (chosen && last + 1 < trip.days.length && setup.days[last + 1]?.[part] === choice) last++
      if (chosen) {
        const entries = Array.from({ length: last - index + 1 }, (_, n) => index + n)
        const units = entries.reduce((sum, n) => sum + trip.days[n]!.days, 0)
        drafts.push({
          ...base(chosen.supplierId, `${part}:${index}`, chosen.service),
          startsOn: starts[index]!,
          // A lodge's guests leave the morning after their last night; a vehicle's last day is its own.
          endsOn: addDays(starts[index]!, part === 'lodge' ? units : Math.max(0, units - 1)),
          units,
          rooms: part === 'lodge' ? roomsText(party.rooms) : '',
          costMinor: costOf(quote, part, entries),
        })
      }
      index = last + 1
    }
  }
  trip.days.forEach((entry, index) => {
    for (const part of ['other', 'extra'] as const) {
      const chosen = named(setup.days[index]?.[part] ?? '')
      if (!chosen) continue
      const on = serviceDate(starts[index]!, entry.days, setup.days[index])
      const supplier = suppliers.get(chosen.supplierId)!
      const permits =
        supplier.kind === 'permit'
          ? permitNeeds(
              { ...trip, days: [entry], startDate: starts[index]! },
              // This service alone: the entry's other service may be a permit too.
              {
                days: [{ ...setup.days[index]!, other: setup.days[index]![part] ?? '', extra: '' }],
                childAges,
              },
              () => true,
              () => supplier.minAge ?? null,
            )
          : null
      drafts.push({
        ...base(chosen.supplierId, `${part}:${index}`, chosen.service),
        startsOn: on,
        endsOn: on,
        units: permits ? (permits[0]?.count ?? 0) : 1,
        rooms: '',
        costMinor: costOf(quote, part, [index]),
      })
    }
  })
  return drafts.sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.key.localeCompare(b.key))
}

/** What a booking's suppliers have said: "3 of 5 confirmed"; cancelled reservations are not counted. */
export function confirmedText(statuses: readonly string[]): string {
  const live = statuses.filter((status) => status !== 'cancelled')
  return `${live.filter((status) => status === 'confirmed').length} of ${live.length} confirmed`
}

/** A hold's reminders to its owner: three days before its last day, then the day before. */
export const HOLD_REMINDER_DAYS = { 'hold-3': 3, 'hold-1': 1 } as const
export type HoldReminder = keyof typeof HOLD_REMINDER_DAYS

/**
 * The reminder due on `today` for a hold whose last day is `holdUntil`: the day before (or the last
 * day itself, when it was missed), else three days before (or fewer, when the hold was set later); none
 * before that, and none once the day has passed.
 */
export function holdReminderDue(holdUntil: string, today: string): HoldReminder | null {
  const left = daysBetween(today, holdUntil)
  if (left < 0) return null
  if (left <= HOLD_REMINDER_DAYS['hold-1']) return 'hold-1'
  if (left <= HOLD_REMINDER_DAYS['hold-3']) return 'hold-3'
  return null
}

/** A reservation's state in words for staff: "Held until Fri, 9 Jul 2027", "Confirmed: BFL-2231". */
export function reservationState(
  reservation: {
    status: string
    hold_until: string | null
    supplier_ref: string | null
    decline_reason: string | null
  },
  date: (iso: string) => string,
): string {
  const status = reservation.status
  if (status === 'held' && reservation.hold_until) return `Held until ${date(reservation.hold_until)}`
  if (status === 'confirmed')
    return `Confirmed${reservation.supplier_ref ? `: ${reservation.supplier_ref}` : ''}`
  if (status === 'declined')
    return `Declined${reservation.decline_reason ? `: ${reservation.decline_reason}` : ''}`
  return isReservationStatus(status) ? RESERVATION_STATUSES[status] : status
}

/** The party in words: "2 adults and 2 children (7, 12)". */
export function partyText(adults: number, childAges: readonly number[]): string {
  const grown = `${adults} ${adults === 1 ? 'adult' : 'adults'}`
  if (!childAges.length) return grown
  return `${grown} and ${childAges.length} ${childAges.length === 1 ? 'child' : 'children'} (${childAges.join(', ')})`
}

/** The dates a reservation asks for, in words. */
export function datesText(reservation: {
  kind: string
  starts_on: string
  ends_on: string
  units: number
}): string {
  if (reservation.kind === 'lodge')
    return `check-in ${formatDate(reservation.starts_on)}, check-out ${formatDate(reservation.ends_on)} (${reservation.units} ${reservation.units === 1 ? 'night' : 'nights'})`
  if (reservation.starts_on === reservation.ends_on) return formatDate(reservation.starts_on)
  return `${formatDate(reservation.starts_on)} to ${formatDate(reservation.ends_on)} (${reservation.units} days)`
}
