// Who travels, as the rate cards price them (docs/product.md, "Rate cards"): adults, children by age,
// the party's residency (parks charge East African citizens and foreign residents less), and how they
// share rooms.

export const RESIDENCIES = {
  non_resident: 'Non-resident',
  east_african: 'East African citizen',
  foreign_resident: 'Foreign resident',
} as const
export type Residency = keyof typeof RESIDENCIES

/** An age band, both ends included: children 3 to 11 is { minAge: 3, maxAge: 11 }. */
export interface AgeBand {
  minAge: number
  maxAge: number
}

/** The age an adult is priced at where a band by age applies (a park's adult band holds it). */
export const ADULT_AGE = 18

export const inBand = (age: number, band: AgeBand) => band.minAge <= age && age <= band.maxAge

export interface Room {
  adults: number
  childAges: number[]
  /** As staff set it (rooming.ts); absent where the party was roomed adults in twos */
  type?: 'single' | 'twin' | 'double' | 'triple' | 'children'
  /** Beds added to the room: it takes that many more than its type */
  extraBeds?: number
}

export interface Party {
  residency: Residency
  rooms: Room[]
}

/** Every traveller's age for pricing: adults at ADULT_AGE. */
export const agesOf = (party: Party) =>
  party.rooms.flatMap((room) => [...Array<number>(room.adults).fill(ADULT_AGE), ...room.childAges])

export const partySize = (party: Party) => agesOf(party).length
