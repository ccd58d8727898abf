import { RESIDENCIES, type Residency } from './pricing/party'

// What the rate cards hold (docs/product.md, "Rate cards"), named once for the screens, the forms and the
// pricing: the kinds of supplier, how each charges, and which facts a rate of each kind carries.

export const SUPPLIER_KINDS = {
  lodge: { label: 'Lodges and camps', one: 'Lodge or camp', area: 'Park or area' },
  park: { label: 'Park and conservation fees', one: 'Park', area: 'Park or conservation area' },
  permit: { label: 'Gorilla and chimpanzee permits', one: 'Permit', area: 'Park' },
  vehicle: { label: 'Vehicles', one: 'Vehicle', area: 'Based in' },
  transfer: { label: 'Transfers', one: 'Transfer', area: 'From and to, e.g. Kilimanjaro airport to Arusha' },
  flight: { label: 'Flights', one: 'Flight', area: 'From and to, e.g. Wilson to Mara North' },
  activity: { label: 'Activities', one: 'Activity', area: 'Where' },
} as const
export type SupplierKind = keyof typeof SUPPLIER_KINDS
export const SUPPLIER_KIND_CODES = Object.keys(SUPPLIER_KINDS) as SupplierKind[]

export const RATE_BASES = {
  per_person_sharing: 'Per person sharing, per night',
  per_room: 'Per room, per night',
  per_person_day: 'Per person, per day',
  per_person_night: 'Per person, per night',
  per_person: 'Per person',
  per_group: 'For the party (or vehicle)',
  per_vehicle_day: 'Per vehicle, per day',
} as const
export type RateBasis = keyof typeof RATE_BASES

/** The bases each kind of supplier charges by, the first the usual one. */
export const BASES_OF: Record<SupplierKind, readonly RateBasis[]> = {
  lodge: ['per_person_sharing', 'per_room'],
  park: ['per_person_day', 'per_person_night'],
  permit: ['per_person'],
  vehicle: ['per_vehicle_day'],
  transfer: ['per_person', 'per_group'],
  flight: ['per_person', 'per_group'],
  activity: ['per_person', 'per_group'],
}

/** The facts beyond season, label, basis, amount and currency that a rate of each kind carries. */
export const RATE_FACTS: Record<SupplierKind, readonly RateFact[]> = {
  lodge: ['maxOccupancy', 'singleSupplement', 'minAge', 'maxAge', 'roomType'],
  park: ['residency', 'minAge', 'maxAge'],
  permit: ['residency'],
  vehicle: ['maxParty'],
  transfer: ['maxParty'],
  flight: ['maxParty'],
  activity: ['minParty', 'maxParty'],
}
export type RateFact =
  | 'maxOccupancy'
  | 'singleSupplement'
  | 'residency'
  | 'minAge'
  | 'maxAge'
  | 'minParty'
  | 'maxParty'
  | 'roomType'

/**
 * The type of room a lodge's rate is for, beside the others of its room category and meal plan (the
 * same label): each room of a trip is priced at its own type's rate (lib/pricing/components.ts).
 */
export const RATE_ROOM_TYPES = {
  single: 'Single room',
  twin: 'Twin room',
  double: 'Double room',
  triple: 'Triple room',
  children: 'Children’s room',
} as const
export type RateRoomType = keyof typeof RATE_ROOM_TYPES
export const isRateRoomType = (value: unknown): value is RateRoomType =>
  typeof value === 'string' && Object.hasOwn(RATE_ROOM_TYPES, value)

/** What a rate's label says, by kind. */
export const LABEL_OF: Record<SupplierKind, { label: string; hint: string }> = {
  lodge: { label: 'Room type and meal plan', hint: 'e.g. Double tent, full board' },
  park: { label: 'Fee', hint: 'e.g. Conservation fee, adult' },
  permit: { label: 'Permit', hint: 'e.g. Gorilla trekking permit' },
  vehicle: { label: 'What a day includes', hint: 'e.g. 4x4 with pop-up roof, driver-guide and fuel' },
  transfer: { label: 'Vehicle or service', hint: 'e.g. Private minivan' },
  flight: { label: 'Flight', hint: 'e.g. Scheduled, 15 kg soft bags' },
  activity: { label: 'Activity', hint: 'e.g. Hot-air balloon with champagne breakfast' },
}

/**
 * What "Shown to travellers as" asks for: the words a proposal's line priced from this supplier says
 * (decision 053); the nights or days are added to them. Empty: its name, or "<name> fees" for a park.
 */
export const TRAVELLER_WORDING_HINT =
  'What a proposal’s line says, e.g. Maasai Mara park fees; the nights or days are added. Empty: its name (a park’s: “<name> fees”)'

export const RATE_KINDS = { net: 'Net (what we pay)', rack: 'Rack (published)' } as const
export type RateKind = keyof typeof RATE_KINDS

export { RESIDENCIES, type Residency }

export const isSupplierKind = (value: unknown): value is SupplierKind =>
  typeof value === 'string' && value in SUPPLIER_KINDS

/** A supplier's words for travellers in a language: its line's words and its description (decision 056). */
export interface SupplierText {
  travellerWording: string
  description: string
  /** A lodge's pictures' words for travellers who cannot see them, by the picture's key */
  pictures?: Record<string, string>
}

/** The kinds whose line, without staff's wording, is said by its rate's label: English words of the cards. */
const LABELLED_KINDS = new Set(['vehicle', 'permit', 'activity'])

/**
 * Whether a supplier says something to travellers in English that wants its own words in German or
 * French: staff's wording, a description, or a line said by its rate's label. A lodge known by its name
 * alone, or a park, a transfer or a flight worded from its name, reads right in any language.
 */
export function needsWords(supplier: { kind: string; travellerWording: string; description: string }) {
  return Boolean(supplier.travellerWording || supplier.description || LABELLED_KINDS.has(supplier.kind))
}
