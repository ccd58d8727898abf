// After the yes (0052): what an accepted booking asks of each supplier, their answer, and the reminders
// of a hold's last day; the traveller's details, the permits' holders and the notices sent once (0053);
// a departure's crew, the trip page's link and what was paid to suppliers (0054).

import type { Generated } from 'kysely'

/** One supplier's part of an accepted version: a lodge's nights, a vehicle's days, a permit, a transfer. */
export interface ReservationsTable {
  id: Generated<number>
  proposal_id: number
  supplier_id: number
  /** What names it in the version's pricing choices ('lodge:0'): unique with the proposal */
  key: string
  /** The supplier's kind when it was drawn up: 'lodge', 'vehicle', 'permit', … */
  kind: string
  /** The supplier and rate asked for: "Bwindi Forest Lodge, Double room, full board" */
  service: string
  /** A lodge's check-in and check-out; a vehicle's first and last day; a service's day twice */
  starts_on: string
  ends_on: string
  /** Nights, days, or how many (a permit's travellers) */
  units: number
  /** A lodge's rooms in words: "1 double (2 adults), 1 single (1 adult)" */
  rooms: Generated<string>
  adults: number
  /** JSON list of the children's ages */
  child_ages: Generated<string>
  /** Staff's special requests, sent with it */
  requests: Generated<string>
  status: Generated<'to_request' | 'requested' | 'held' | 'confirmed' | 'declined' | 'cancelled'>
  /** A hold's last day (YYYY-MM-DD) */
  hold_until: string | null
  /** The supplier's confirmation number */
  supplier_ref: string | null
  decline_reason: string | null
  /** What it costs by the pricing, in `currency`; null when no cost is known */
  cost_minor: number | null
  currency: string
  /** SHA-256 of the supplier's one-use link; null before it is requested and once it is answered */
  token_hash: string | null
  request_mail_id: number | null
  requested_at: string | null
  answered_at: string | null
  /** 'link' (the supplier through their link) or 'staff' (recorded from a mail or a call) */
  answered_via: string | null
  created_at: string
  updated_at: string
}

/** A hold's reminder sent to its owner (0052): its row is its claim, so it goes once. */
export interface ReservationRemindersTable {
  reservation_id: number
  /** 'hold-3' (three days before the last day) or 'hold-1' (the day before) */
  kind: string
  hold_until: string
  sent_at: string
}

/** A booking's flights (0053): '' where not given. */
export interface TripDetailsTable {
  proposal_id: number
  arrival_flight: Generated<string>
  /** YYYY-MM-DD */
  arrival_date: Generated<string>
  /** HH:MM, local time at the airport */
  arrival_time: Generated<string>
  departure_flight: Generated<string>
  departure_date: Generated<string>
  departure_time: Generated<string>
  updated_at: string
}

/** One traveller of a booking as in their passport (0053): '' where not given. */
export interface TripTravellersTable {
  id: Generated<number>
  proposal_id: number
  /** 1 for the first traveller */
  position: number
  full_name: Generated<string>
  nationality: Generated<string>
  birth_date: Generated<string>
  /** The passport number sealed (app/services/passport-seal.server.ts), never in clear */
  passport_sealed: Generated<string>
  passport_expiry: Generated<string>
  dietary: Generated<string>
  medical: Generated<string>
  emergency_contact: Generated<string>
  updated_at: string
}

/** A permit of a booking assigned to a named traveller (0053). */
export interface PermitHoldersTable {
  id: Generated<number>
  proposal_id: number
  supplier_id: number
  on_date: string
  traveller_id: number
  created_at: string
}

/** A notice about a trip sent once (0053): its row is its claim. */
export interface TripNoticesTable {
  proposal_id: number
  kind: string
  sent_at: string
}

/** A departure's driver-guide, vehicle and meeting point (0054). */
export interface DepartureCrewTable {
  proposal_id: number
  guide_id: number | null
  vehicle: Generated<string>
  meeting_point: Generated<string>
  /** HH:MM on the first day */
  meeting_time: Generated<string>
  updated_by: number | null
  updated_at: string
}

/** The traveller's trip page link (0054), minted with the final documents: only its SHA-256 kept. */
export interface TripLinksTable {
  proposal_id: number
  token_hash: string
  /** The trip's folder as it was sent (app/services/trip-folder.server.ts, JSON) */
  folder: string
  created_at: string
  mail_id: number | null
}

/** What was paid to a supplier against a reservation (0054): added or reversed, never changed. */
export interface SupplierPaymentsTable {
  id: Generated<number>
  /** Null once the booking was erased with its traveller: the payment stays in the ledger */
  reservation_id: number | null
  supplier_id: number
  /** What it paid for, as the reservation named it */
  service: string
  amount_minor: number
  currency: string
  paid_on: string
  method: string
  reference: Generated<string>
  reverses_id: number | null
  recorded_by: number | null
  recorded_at: string
  submission_key: string | null
}

/** The tables of this area by name, as the Database of db/schema.ts holds them. */
export interface BookingTables {
  reservations: ReservationsTable
  reservation_reminders: ReservationRemindersTable
  trip_details: TripDetailsTable
  trip_travellers: TripTravellersTable
  permit_holders: PermitHoldersTable
  trip_notices: TripNoticesTable
  departure_crew: DepartureCrewTable
  trip_links: TripLinksTable
  supplier_payments: SupplierPaymentsTable
}
