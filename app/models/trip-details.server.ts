import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { BOOKED_STATUSES } from '~/lib/lead-status'
import type { FlightDetails, PermitToName, TravellerDetails } from '~/lib/trip-details'
import { wasCancelled } from './cancellations.server'
import { db } from './db.server'
import { queueMail, type QueuedMail } from './mail-outbox.server'
import { leadEvent } from './proposals.server'

// The traveller's details of a booking (docs/product.md, "The traveller's details"): the travellers as
// in their passports (the number sealed by the caller, never in clear here), the flights, the permits'
// holders; the reminder of missing details claimed once; and their erasure after the trip.

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

/** Booked trips starting between these days, not cancelled, whose traveller has not been reminded. */
export async function listTripsToRemind(from: string, to: string, kind: string) {
  return db()
    .selectFrom('proposal_acceptances')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select([
      'proposals.id as proposal_id',
      'proposals.lead_id',
      'leads.email',
      'proposal_versions.id as version_id',
      'proposal_versions.view',
      'proposal_versions.start_date',
    ])
    .where('proposal_versions.start_date', '>=', from)
    .where('proposal_versions.start_date', '<=', to)
    .where('leads.status', 'in', BOOKED_STATUSES)
    .where('leads.erased_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.or([
          wasCancelled(eb),
          eb.exists(
            eb
              .selectFrom('trip_notices')
              .select('trip_notices.proposal_id')
              .whereRef('trip_notices.proposal_id', '=', 'proposals.id')
              .where('trip_notices.kind', '=', kind),
          ),
        ]),
      ),
    )
    .orderBy('proposal_versions.start_date')
    .limit(200)
    .execute()
}

/** Claims a trip's notice and queues its mails in one transaction: false when claimed before. */
export async function claimTripNotice(
  proposalId: number,
  kind: string,
  mails: (trx: Transaction<Database>) => Promise<QueuedMail[]>,
  at: string,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('trip_notices')
        .values({ proposal_id: proposalId, kind, sent_at: at })
        .onConflict((conflict) => conflict.columns(['proposal_id', 'kind']).doNothing())
        .returning('proposal_id')
        .execute()
      if (!claimed.length) return false
      await queueMail(trx, await mails(trx))
      return true
    })
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

/** The permits each of these bookings took, each with its youngest traveller and its holders' ids. */
export async function listPermitsToName(proposalIds: readonly number[]) {
  const byBooking = new Map<number, PermitToName[]>()
  if (!proposalIds.length) return byBooking
  const ids = [...new Set(proposalIds)]
  const [taken, holders] = await Promise.all([
    db()
      .selectFrom('permit_allocations')
      .innerJoin('suppliers', 'suppliers.id', 'permit_allocations.supplier_id')
      .select([
        'permit_allocations.proposal_id',
        'permit_allocations.supplier_id',
        'permit_allocations.on_date',
        'permit_allocations.count',
        'suppliers.name',
        'suppliers.min_traveller_age',
      ])
      .where('permit_allocations.proposal_id', 'in', ids)
      .orderBy('permit_allocations.on_date')
      .execute(),
    db()
      .selectFrom('permit_holders')
      .select(['proposal_id', 'supplier_id', 'on_date', 'traveller_id'])
      .where('proposal_id', 'in', ids)
      .execute(),
  ])
  for (const row of taken) {
    const id = Number(row.proposal_id)
    byBooking.set(id, [
      ...(byBooking.get(id) ?? []),
      {
        supplierId: Number(row.supplier_id),
        permit: row.name,
        date: row.on_date,
        count: Number(row.count),
        minAge: row.min_traveller_age,
        holders: holders
          .filter(
            (holder) =>
              Number(holder.proposal_id) === id &&
              Number(holder.supplier_id) === Number(row.supplier_id) &&
              holder.on_date === row.on_date,
          )
          .map((holder) => Number(holder.traveller_id)),
      },
    ])
  }
  return byBooking
}

/**
 * Names the holders of a permit the booking took on a date: these travellers of the booking, at most as
 * many as it took; answers false when the booking took no such permit.
 */
export async function setPermitHolders(
  proposalId: number,
  permit: { supplierId: number; date: string },
  travellerIds: readonly number[],
  staffId: number,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const taken = await trx
        .selectFrom('permit_allocations')
        .innerJoin('suppliers', 'suppliers.id', 'permit_allocations.supplier_id')
        .innerJoin('proposals', 'proposals.id', 'permit_allocations.proposal_id')
        .select(['permit_allocations.count', 'suppliers.name', 'proposals.lead_id'])
        .where('permit_allocations.proposal_id', '=', proposalId)
        .where('permit_allocations.supplier_id', '=', permit.supplierId)
        .where('permit_allocations.on_date', '=', permit.date)
        .executeTakeFirst()
      if (!taken) return false
      const own = travellerIds.length
        ? await trx
            .selectFrom('trip_travellers')
            .select('id')
            .where('proposal_id', '=', proposalId)
            .where('id', 'in', [...new Set(travellerIds)])
            .execute()
        : []
      const chosen = own.map((row) => Number(row.id)).slice(0, Number(taken.count))
      const at = new Date().toISOString()
      await trx
        .deleteFrom('permit_holders')
        .where('proposal_id', '=', proposalId)
        .where('supplier_id', '=', permit.supplierId)
        .where('on_date', '=', permit.date)
        .execute()
      if (chosen.length)
        await trx
          .insertInto('permit_holders')
          .values(
            chosen.map((travellerId) => ({
              proposal_id: proposalId,
              supplier_id: permit.supplierId,
              on_date: permit.date,
              traveller_id: travellerId,
              created_at: at,
            })),
          )
          .execute()
      await trx
        .insertInto('lead_events')
        .values(
          leadEvent(
            Number(taken.lead_id),
            'permit-holders',
            staffId,
            { permit: taken.name, date: permit.date, count: chosen.length },
            at,
          ),
        )
        .execute()
      return true
    })
}

/** The named travellers of these bookings (id, position, name, date of birth), for the departures. */
export async function listTravellerNames(proposalIds: readonly number[]) {
  const byBooking = new Map<number, { id: number; position: number; fullName: string; birthDate: string }[]>()
  if (!proposalIds.length) return byBooking
  const rows = await db()
    .selectFrom('trip_travellers')
    .select(['id', 'proposal_id', 'position', 'full_name', 'birth_date'])
    .where('proposal_id', 'in', [...new Set(proposalIds)])
    .orderBy('position')
    .execute()
  for (const row of rows) {
    const id = Number(row.proposal_id)
    byBooking.set(id, [
      ...(byBooking.get(id) ?? []),
      {
        id: Number(row.id),
        position: Number(row.position),
        fullName: row.full_name,
        birthDate: row.birth_date,
      },
    ])
  }
  return byBooking
}
