// Rate cards (0032): seasons as date bands, the suppliers, and what each charges; archived, never deleted;
// a proposal priced from them (0033), a package's website prices (0035), the permits held and a sent
// version's pricing (0036); what a supplier's lines say to travellers (0044); the rules its card prices
// by (0045); its address for reservations and when it is paid (0052).

import type { Generated } from 'kysely'

export interface RateSeasonsTable {
  id: Generated<number>
  name: string
  /** YYYY-MM-DD, both days included */
  starts_on: string
  ends_on: string
  copied_from: number | null
  archived_at: string | null
  created_at: string
}

export interface SuppliersTable {
  id: Generated<number>
  /** 'lodge', 'park', 'permit', 'vehicle', 'transfer', 'flight' or 'activity' */
  kind: string
  name: string
  area: string
  country: string
  description: string
  /** JSON list of image keys ('scene:tented-camp', '/uploads/…'), at most three (0037) */
  pictures: Generated<string>
  /** "Shown to travellers as": what a line priced from it says to the traveller; '' for its name (0044) */
  traveller_wording: Generated<string>
  /** What we keep of its rack rates, in basis points (1500 is 15%) (0045) */
  commission_bp: Generated<number>
  /** The VAT or levy the authority adds to its rates, in basis points, and its name ('VAT') (0045) */
  levy_bp: Generated<number>
  levy_name: Generated<string>
  /** A permit's youngest traveller (gorillas 15, chimpanzees 12); null: any age (0045) */
  min_traveller_age: number | null
  /** A vehicle's seats for travellers; null: no limit (0045) */
  seats: number | null
  /** 1: a lodge outside the park, whose guests pay no park fee by the night; 0 inside (0045) */
  outside_park: Generated<number>
  /** Where its reservation requests go, '' when none is known (0052) */
  email: Generated<string>
  /** Its phone and street address, for the traveller's documents (0052) */
  phone: Generated<string>
  address: Generated<string>
  /** When it is paid: 'on_confirmation', 'before_arrival' or 'after_stay', `pay_days` days so (0052) */
  pay_terms: Generated<string>
  pay_days: Generated<number>
  archived_at: string | null
  created_at: string
  updated_at: string
}

export interface SupplierRatesTable {
  id: Generated<number>
  supplier_id: number
  season_id: number | null
  label: string
  /** 'per_person_sharing', 'per_room', 'per_person' or 'per_group' */
  basis: string
  amount_minor: number
  currency: string
  /** 'net' or 'rack' */
  rate_kind: string
  max_occupancy: number | null
  /** A lodge's rate for one type of room (0047): 'single', 'twin', 'double', 'triple', 'children'; null: any */
  room_type: string | null
  single_supplement_minor: number | null
  residency: string | null
  min_age: number | null
  max_age: number | null
  min_party: number | null
  max_party: number | null
  archived_at: string | null
  created_by: number | null
  created_at: string
}

/** A proposal priced from the cards (0033): staff's choices, the pinned exchange, the quote. Staff only. */
export interface ProposalPricingTable {
  proposal_id: number
  setup: string
  rates: string
  quote: string | null
  priced_at: string | null
  priced_by: number | null
}

/** A package's website prices from the cards (0035): each itinerary entry's choices, and what the site shows. */
export interface PackagePricingTable {
  package_no: number
  days: string
  shows: 'typed' | 'cards'
  updated_at: string
  updated_by: number | null
}

/** Permits the operator has bought (0036): so many for a permit's date, at a cost each. */
export interface PermitsHeldTable {
  id: Generated<number>
  supplier_id: number
  on_date: string
  count: number
  cost_minor: number
  currency: string
  note: string
  created_by: number | null
  created_at: string
  archived_at: string | null
}

/** What an accepted proposal took of the permits held (0036): once per proposal, permit and date. */
export interface PermitAllocationsTable {
  id: Generated<number>
  proposal_id: number
  supplier_id: number
  on_date: string
  count: number
  created_at: string
}

/** A sent version's pricing (0036), frozen with it: staff's choices and the cost by the cards. Staff only. */
export interface VersionPricingTable {
  version_id: number
  setup: string
  cost_minor: number | null
  /** Of the version's price, what has no known cost (0046); null before */
  uncosted_minor: number | null
}

/** The tables of this area by name, as the Database of db/schema.ts holds them. */
export interface RateTables {
  rate_seasons: RateSeasonsTable
  suppliers: SuppliersTable
  supplier_rates: SupplierRatesTable
  proposal_pricing: ProposalPricingTable
  package_pricing: PackagePricingTable
  permits_held: PermitsHeldTable
  permit_allocations: PermitAllocationsTable
  version_pricing: VersionPricingTable
}
