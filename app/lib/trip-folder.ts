import type { Locale } from './locales'
import type { FlightDetails } from './trip-details'

// A booked trip's folder (docs/product.md, "Vouchers and the briefing", "Final documents"), as
// app/services/trip-folder.server.ts builds it and the briefing, the vouchers, the trip page and its PDF
// draw it. It holds no price, cost or margin.

export interface FolderReservation {
  id: number
  kind: string
  service: string
  supplier: string
  phone: string
  address: string
  dates: string
  startsOn: string
  endsOn: string
  units: number
  rooms: string
  party: string
  status: string
  reference: string | null
}

export interface FolderDay {
  /** 1 for the first day of the trip */
  number: number
  date: string
  title: string
  text: string
  overnight: string
  /** The lodge of that night, as booked: its confirmation, phone and address when a reservation has them */
  lodge: { name: string; phone: string; address: string; reference: string | null } | null
  meals: string
}

export interface TripFolder {
  proposalId: number
  reference: string
  title: string
  brand: string
  language: Locale
  travellerName: string
  startDate: string
  endDate: string
  adults: number
  children: number
  party: string
  /** The operator's phone for emergencies, day and night, and e-mail */
  emergencyPhone: string
  email: string
  days: FolderDay[]
  reservations: FolderReservation[]
  travellers: {
    position: number
    name: string
    age: number | null
    nationality: string
    dietary: string
    medical: string
  }[]
  flights: FlightDetails
  permits: { permit: string; date: string; names: string[]; without: string[] }[]
  crew: {
    guide: { name: string; phone: string } | null
    vehicle: string
    meetingPoint: string
    meetingTime: string
  }
}
