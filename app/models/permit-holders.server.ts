import type { PermitToName } from '~/lib/trip-details'
import { db } from './db.server'
import { leadEvent } from './proposals.server'

// Permits to names (docs/product.md, "The traveller's details"): the permits each booking took, the
// travellers named as their holders, and the named travellers the departures count.

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
