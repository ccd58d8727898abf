import { sql, type Kysely } from 'kysely'
import type { Database } from '@db/schema'
import type { FlightDetails, TravellerDetails } from '~/lib/trip-details'
import { db } from './db.server'
import { leadEvent } from './proposals.server'

// The traveller's details of a booking (docs/product.md, "The traveller's details"): the travellers as
// in their passports (the number sealed by the caller, never in clear here) and the flights, their
// erasure after the trip, and the passports resealed under a new key. The permits' holders are
// permit-holders.server.ts; the reminder claimed once, trip-notices.server.ts.

export interface StoredTraveller extends Omit<TravellerDetails, 'passportNumber'> {
  id: number
  position: number
  /** As stored: sealed, or '' */
  passportSealed: string
}

export async function readTripDetails(proposalId: number, from: Kysely<Database> = db()) {
  const [flights, travellers] = await Promise.all([
    from.selectFrom('trip_details').selectAll().where('proposal_id', '=', proposalId).executeTakeFirst(),
    from
      .selectFrom('trip_travellers')
      .selectAll()
      .where('proposal_id', '=', proposalId)
      .orderBy('position')
      .limit(60)
      .execute(),
  ])
  return {
    flights: {
      arrivalFlight: flights?.arrival_flight ?? '',
      arrivalDate: flights?.arrival_date ?? '',
      arrivalTime: flights?.arrival_time ?? '',
      departureFlight: flights?.departure_flight ?? '',
      departureDate: flights?.departure_date ?? '',
      departureTime: flights?.departure_time ?? '',
    } satisfies FlightDetails,
    updatedAt: flights?.updated_at ?? null,
    travellers: travellers.map((row): StoredTraveller => ({
      id: Number(row.id),
      position: Number(row.position),
      fullName: row.full_name,
      nationality: row.nationality,
      birthDate: row.birth_date,
      passportSealed: row.passport_sealed,
      passportExpiry: row.passport_expiry,
      dietary: row.dietary,
      medical: row.medical,
      emergencyContact: row.emergency_contact,
    })),
  }
}

/**
 * Saves what the traveller gave: the flights, and each traveller by position. A passport number left
 * empty keeps the one given before (`passportSealed` null); the lead's timeline says they were given.
 */
export async function saveTripDetails(
  proposalId: number,
  leadId: number,
  details: {
    flights: FlightDetails
    travellers: (Omit<TravellerDetails, 'passportNumber'> & { passportSealed: string | null })[]
  },
) {
  const at = new Date().toISOString()
  await db()
    .transaction()
    .execute(async (trx) => {
      const flights = {
        arrival_flight: details.flights.arrivalFlight,
        arrival_date: details.flights.arrivalDate,
        arrival_time: details.flights.arrivalTime,
        departure_flight: details.flights.departureFlight,
        departure_date: details.flights.departureDate,
        departure_time: details.flights.departureTime,
        updated_at: at,
      }
      await trx
        .insertInto('trip_details')
        .values({ proposal_id: proposalId, ...flights })
        .onConflict((conflict) => conflict.column('proposal_id').doUpdateSet(flights))
        .execute()
      for (const [index, traveller] of details.travellers.entries()) {
        const row = {
          full_name: traveller.fullName,
          nationality: traveller.nationality,
          birth_date: traveller.birthDate,
          passport_expiry: traveller.passportExpiry,
          dietary: traveller.dietary,
          medical: traveller.medical,
          emergency_contact: traveller.emergencyContact,
          updated_at: at,
          ...(traveller.passportSealed === null ? {} : { passport_sealed: traveller.passportSealed }),
        }
        await trx
          .insertInto('trip_travellers')
          .values({ proposal_id: proposalId, position: index + 1, ...row })
          .onConflict((conflict) => conflict.columns(['proposal_id', 'position']).doUpdateSet(row))
          .execute()
      }
      await trx
        .insertInto('lead_events')
        .values(leadEvent(leadId, 'details', null, { travellers: details.travellers.length }, at))
        .execute()
    })
}

/** A traveller's sealed passport number, for staff who asked to see it; undefined when there is none. */
export async function sealedPassportOf(proposalId: number, travellerId: number) {
  const row = await db()
    .selectFrom('trip_travellers')
    .select(['passport_sealed', 'position'])
    .where('id', '=', travellerId)
    .where('proposal_id', '=', proposalId)
    .executeTakeFirst()
  return row && row.passport_sealed
    ? { sealed: row.passport_sealed, position: Number(row.position) }
    : undefined
}

/**
 * Erases the details of every booking whose trip ended on or before `upTo`: travellers, passports,
 * flights and the permits' holders. Answers how many bookings' details went.
 */
export async function eraseEndedTripDetails(upTo: string) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const ended = trx
        .selectFrom('proposal_acceptances')
        .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
        .select('proposal_acceptances.proposal_id')
        .where('proposal_versions.end_date', '<=', upTo)
      const held = await trx
        .selectFrom('trip_travellers')
        .select('proposal_id')
        .where('proposal_id', 'in', ended)
        .union(trx.selectFrom('trip_details').select('proposal_id').where('proposal_id', 'in', ended))
        .execute()
      if (!held.length) return 0
      const ids = held.map((row) => Number(row.proposal_id))
      await trx.deleteFrom('permit_holders').where('proposal_id', 'in', ids).execute()
      await trx.deleteFrom('trip_travellers').where('proposal_id', 'in', ids).execute()
      await trx.deleteFrom('trip_details').where('proposal_id', 'in', ids).execute()
      return ids.length
    })
}

/** Passport numbers not sealed with the current key (`prefix`), a batch at a time, for resealing. */
export function listPassportsToReseal(prefix: string, limit = 200) {
  return db()
    .selectFrom('trip_travellers')
    .select(['id', 'passport_sealed'])
    .where('passport_sealed', '!=', '')
    .where(sql<boolean>`substr(passport_sealed, 1, ${prefix.length}) != ${prefix}`)
    .limit(limit)
    .execute()
}

/** Replaces a sealed number by its resealing, unless it changed meanwhile. */
export async function resealPassport(id: number, before: string, after: string) {
  await db()
    .updateTable('trip_travellers')
    .set({ passport_sealed: after })
    .where('id', '=', id)
    .where('passport_sealed', '=', before)
    .execute()
}
