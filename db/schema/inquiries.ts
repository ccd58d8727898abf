// Inquiries and leads: what travellers send, and the leads staff carry from it to a booking.

import type { Generated } from 'kysely'

export interface PackageBookingsTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  package_no: number
  residing_country: string | null
  hear_about: string | null
  arrival_date: string | null
  message: string | null
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
  /** The language of the page it was sent from: 'en', 'de' or 'fr' (app/lib/locales.ts) */
  language: Generated<string>
  /** Who is travelling and the budget per person in whole US dollars, when the traveller said (0020). */
  adults: number | null
  children: number | null
  /** "6, 9" */
  children_ages: string | null
  budget_per_person: number | null
}

export interface CountryBookingsTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  residing_country: string
  visiting_country: string
  safari_experience: number
  hear_about: string
  arrival_date: string
  depart_date: string
  message: string | null
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
  /** The language of the page it was sent from: 'en', 'de' or 'fr' (app/lib/locales.ts) */
  language: Generated<string>
  /** Who is travelling and the budget per person in whole US dollars, when the traveller said (0020). */
  adults: number | null
  children: number | null
  /** "6, 9" */
  children_ages: string | null
  budget_per_person: number | null
}

export interface AccommodationBookingsTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  mode: string
  checkin: string
  checkout: string
  adults: number
  kids: number
  price: number
  location: string | null
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
  /** The language of the page it was sent from: 'en', 'de' or 'fr' (app/lib/locales.ts) */
  language: Generated<string>
}

export interface AirportTransfersTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  arrival_port: string
  depart_port: string | null
  flight_arrival_number: string
  flight_depart_number: string | null
  pass: number
  one_way: string
  vehicle: string
  special_needs: string
  pick_up: string
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
  /** The language of the page it was sent from: 'en', 'de' or 'fr' (app/lib/locales.ts) */
  language: Generated<string>
  /** The flights' dates and times and the place to take the traveller to (0021). */
  arrival_date: string | null
  arrival_time: string | null
  depart_date: string | null
  depart_time: string | null
  place: string | null
}

export interface MessagesTable {
  id: Generated<number>
  name: string
  email: string
  message: string
  read_at: string | null
  created_at: string
  source_page: string | null
  referrer: string | null
  /** JSON object of the visit's utm_* parameters */
  utm: string | null
  /** The language of the page it was sent from: 'en', 'de' or 'fr' (app/lib/locales.ts) */
  language: Generated<string>
}

/** An API client's Idempotency-Key, kept a day with the inquiry it made (0025). */
export interface IdempotencyKeysTable {
  /** "<kind>:<the client's key>" */
  key: string
  body_hash: string
  inquiry_id: number
  created_at: string
}

/** A traveller's trip as staff carry it from the first inquiry to a booking (docs/product.md, "Leads"). */
export interface LeadsTable {
  id: Generated<number>
  /** The e-mail in lower case: inquiries join the open lead of the same key. */
  email_key: string
  name: string
  email: string
  phone: string | null
  /** Where the traveller lives (residing country). */
  country: string | null
  travel_start: string | null
  travel_end: string | null
  party_size: number | null
  /** '|Kenya|Uganda|': the countries asked about. */
  countries: string | null
  /** '|1|5|': the package numbers asked about. */
  packages: string | null
  source_page: string | null
  referrer: string | null
  utm: string | null
  /** Where the lead came from: its campaign's source, the referring host, or 'direct' (db/lead-source.ts). */
  source: string | null
  /** The language Tembo writes to the traveller in: 'en', 'de' or 'fr' (app/lib/locales.ts) */
  language: Generated<string>
  status: string
  lost_reason: string | null
  lost_note: string | null
  owner_id: number | null
  next_action_at: string | null
  next_action_text: string | null
  /** When the lead began waiting for a reply from staff; null while it is not waiting. */
  waiting_since: string | null
  first_response_at: string | null
  created_at: string
  last_activity_at: string
  closed_at: string | null
  /** The wait (its waiting_since) that the reply-target alert was raised for */
  alerted_for: string | null
  /** When the traveller's personal data on this lead was erased */
  erased_at: string | null
}

/** One thing that happened to a lead; only ever added. An inquiry's event is its link to the lead. */
export interface LeadEventsTable {
  id: Generated<number>
  lead_id: number
  /** 'inquiry', 'mail', 'note', 'status', 'owner', 'next-action', 'alert' */
  type: string
  staff_id: number | null
  inquiry_kind: string | null
  inquiry_id: number | null
  /** JSON: what the event needs to be told (a note's text, a status change's from and to). */
  data: string | null
  created_at: string
}

/** An address staff confirmed as the traveller's on a lead, beside the lead's own (0024). */
export interface LeadAddressesTable {
  id: Generated<number>
  lead_id: number
  /** app/lib/mailbox.ts */
  mailbox_key: string
  email: string
  added_by: number | null
  created_at: string
}

/** A morning digest sent to a member of staff, one per day (in the operator's time zone). */
export interface LeadDigestsTable {
  staff_id: number
  /** YYYY-MM-DD in the operator's time zone */
  day: string
  sent_at: string
}

export interface StaffSeenTable {
  staff_id: number
  /** an InquiryKind */
  kind: string
  seen_at: string
}

/** The tables of this area by name, as the Database of db/schema.ts holds them. */
export interface InquiryTables {
  package_bookings: PackageBookingsTable
  country_bookings: CountryBookingsTable
  accommodation_bookings: AccommodationBookingsTable
  airport_transfers: AirportTransfersTable
  messages: MessagesTable
  idempotency_keys: IdempotencyKeysTable
  leads: LeadsTable
  lead_events: LeadEventsTable
  lead_addresses: LeadAddressesTable
  lead_digests: LeadDigestsTable
  staff_seen: StaffSeenTable
}
