import { BOOKED_STATUSES } from '~/lib/lead-status'
import { wasCancelled } from './cancellations.server'
import { db } from './db.server'

// A departure's crew (docs/product.md, "Departures"): the driver-guide (a member of the `guide` role), the
// vehicle and the meeting point of a booked trip; the trips a guide reads; the crews of trips whose days
// meet a span, for the warnings of a guide or vehicle on two trips at once.

/** The team's driver-guides who may be given a trip: not disabled. */
export function listGuides() {
  return db()
    .selectFrom('staff')
    .select(['id', 'name', 'phone'])
    .where('role', '=', 'guide')
    .where('disabled_at', 'is', null)
    .orderBy('name')
    .limit(200)
    .execute()
}

export interface Crew {
  guideId: number | null
  vehicle: string
  meetingPoint: string
  meetingTime: string
}

/** Sets a booked trip's crew; false when the guide named is no driver-guide of the team. */
export async function setCrew(proposalId: number, crew: Crew, staffId: number) {
  if (crew.guideId !== null) {
    const guide = await db()
      .selectFrom('staff')
      .select('id')
      .where('id', '=', crew.guideId)
      .where('role', '=', 'guide')
      .where('disabled_at', 'is', null)
      .executeTakeFirst()
    if (!guide) return false
  }
  const row = {
    guide_id: crew.guideId,
    vehicle: crew.vehicle,
    meeting_point: crew.meetingPoint,
    meeting_time: crew.meetingTime,
    updated_by: staffId,
    updated_at: new Date().toISOString(),
  }
  await db()
    .insertInto('departure_crew')
    .values({ proposal_id: proposalId, ...row })
    .onConflict((conflict) => conflict.column('proposal_id').doUpdateSet(row))
    .execute()
  return true
}

/** The crews of booked, not cancelled trips whose days meet `from`…`to`, with each trip's dates. */
export async function listCrews(from: string, to: string) {
  const rows = await db()
    .selectFrom('departure_crew')
    .innerJoin('proposal_acceptances', 'proposal_acceptances.proposal_id', 'departure_crew.proposal_id')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .innerJoin('proposals', 'proposals.id', 'departure_crew.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .leftJoin('staff', 'staff.id', 'departure_crew.guide_id')
    .select([
      'departure_crew.proposal_id',
      'departure_crew.guide_id',
      'departure_crew.vehicle',
      'departure_crew.meeting_point',
      'departure_crew.meeting_time',
      'staff.name as guide_name',
      'staff.phone as guide_phone',
      'proposal_versions.start_date',
      'proposal_versions.end_date',
      'leads.id as lead_id',
      'leads.name as lead_name',
      'leads.created_at as lead_created_at',
    ])
    .where('proposal_versions.start_date', '<=', to)
    .where('proposal_versions.end_date', '>=', from)
    .where('leads.status', 'in', BOOKED_STATUSES)
    .where((eb) => eb.not(wasCancelled(eb)))
    .limit(2000)
    .execute()
  return rows.map((row) => ({
    ...row,
    proposal_id: Number(row.proposal_id),
    guide_id: row.guide_id === null ? null : Number(row.guide_id),
    lead_id: Number(row.lead_id),
  }))
}

/** One trip's crew, with its guide's name and phone; undefined before any is set. */
export async function crewOf(proposalId: number) {
  return db()
    .selectFrom('departure_crew')
    .leftJoin('staff', 'staff.id', 'departure_crew.guide_id')
    .select([
      'departure_crew.guide_id',
      'departure_crew.vehicle',
      'departure_crew.meeting_point',
      'departure_crew.meeting_time',
      'staff.name as guide_name',
      'staff.phone as guide_phone',
    ])
    .where('departure_crew.proposal_id', '=', proposalId)
    .executeTakeFirst()
}

/** A driver-guide's booked trips not cancelled, ending on or after `since`, by start date. */
export async function listGuideTrips(guideId: number, since: string) {
  const rows = await db()
    .selectFrom('departure_crew')
    .innerJoin('proposal_acceptances', 'proposal_acceptances.proposal_id', 'departure_crew.proposal_id')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .innerJoin('proposals', 'proposals.id', 'departure_crew.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select(['departure_crew.proposal_id', 'proposal_versions.start_date', 'proposal_versions.end_date'])
    .where('departure_crew.guide_id', '=', guideId)
    .where('proposal_versions.end_date', '>=', since)
    .where('leads.status', 'in', BOOKED_STATUSES)
    .where((eb) => eb.not(wasCancelled(eb)))
    .orderBy('proposal_versions.start_date')
    .limit(200)
    .execute()
  return rows.map((row) => ({ ...row, proposal_id: Number(row.proposal_id) }))
}

/** Whether this trip is one of this guide's, booked and not cancelled. */
export async function isGuideTrip(guideId: number, proposalId: number) {
  const row = await db()
    .selectFrom('departure_crew')
    .innerJoin('proposals', 'proposals.id', 'departure_crew.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select('departure_crew.proposal_id')
    .where('departure_crew.proposal_id', '=', proposalId)
    .where('departure_crew.guide_id', '=', guideId)
    .where('leads.status', 'in', BOOKED_STATUSES)
    .where((eb) => eb.not(wasCancelled(eb)))
    .executeTakeFirst()
  return row !== undefined
}
