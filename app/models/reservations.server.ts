import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { chosenSuppliers } from '~/lib/pricing/from-cards'
import type { PricedQuote } from '~/lib/pricing/quote'
import type { PricingSetup } from '~/lib/pricing/setup'
import { draftReservations, type DraftSupplier } from '~/lib/reservations'
import { db } from './db.server'
import { parseDocument } from './proposals.server'

// A booking's reservations (docs/product.md, "Reservations"): drawn up from the accepted version's
// pricing choices, once (a proposal's key is unique), in the acceptance's transaction or, for a booking
// accepted before reservations existed, when staff ask. What each asks and where it stands; the
// requests and answers are reservation-answers.server.ts.

/**
 * Draws up the reservations of the accepted version, once: answers how many were added (0 when they
 * were drawn up already, or the version was not priced from the cards).
 */
export async function drawReservations(
  trx: Kysely<Database>,
  proposalId: number,
  at: string,
  { quiet = false } = {},
): Promise<number> {
  const version = await trx
    .selectFrom('proposal_acceptances')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .innerJoin('version_pricing', 'version_pricing.version_id', 'proposal_versions.id')
    .leftJoin('proposal_pricing', 'proposal_pricing.proposal_id', 'proposal_acceptances.proposal_id')
    .select([
      'proposal_versions.document',
      'proposal_versions.currency',
      'proposal_versions.sent_at',
      'version_pricing.setup',
      'proposal_pricing.quote',
      'proposal_pricing.priced_at',
    ])
    .where('proposal_acceptances.proposal_id', '=', proposalId)
    .executeTakeFirst()
  if (!version) return 0
  const setup = JSON.parse(version.setup) as PricingSetup
  const ids = chosenSuppliers(setup)
  if (!ids.length) return 0
  const rows = await trx
    .selectFrom('suppliers')
    .select(['id', 'kind', 'name', 'min_traveller_age'])
    .where('id', 'in', ids)
    .execute()
  const suppliers = new Map<number, DraftSupplier & { minAge: number | null }>(
    rows.map((row) => [Number(row.id), { kind: row.kind, name: row.name, minAge: row.min_traveller_age }]),
  )
  // The costs are the quote's only when it is the one the accepted version was sent with: priced
  // after it was sent, it may be of a draft the traveller never saw.
  const quote =
    version.quote && version.priced_at && version.priced_at <= version.sent_at
      ? (JSON.parse(version.quote) as PricedQuote)
      : null
  let drafts: ReturnType<typeof draftReservations>
  try {
    drafts = draftReservations(parseDocument(version.document), setup, suppliers, quote).filter(
      (draft) => draft.kind !== 'park' && draft.units > 0,
    )
  } catch (error) {
    // In an acceptance (`quiet`), a version Tembo cannot read never costs the traveller's yes: staff
    // draw its reservations up from the booking, where the fault is shown.
    if (quiet) return 0
    throw error
  }
  if (!drafts.length) return 0
  const added = await trx
    .insertInto('reservations')
    .values(
      drafts.map((draft) => ({
        proposal_id: proposalId,
        supplier_id: draft.supplierId,
        key: draft.key,
        kind: draft.kind,
        service: draft.service,
        starts_on: draft.startsOn,
        ends_on: draft.endsOn,
        units: draft.units,
        rooms: draft.rooms,
        adults: draft.adults,
        child_ages: JSON.stringify(draft.childAges),
        cost_minor: draft.costMinor,
        currency: version.currency,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((conflict) => conflict.columns(['proposal_id', 'key']).doNothing())
    .returning('id')
    .execute()
  return added.length
}

/** A reservation's columns with its supplier's, as the lists and the supplier's link read them. */
export const RESERVATION_COLUMNS = [
  'reservations.id',
  'reservations.proposal_id',
  'reservations.supplier_id',
  'reservations.kind',
  'reservations.service',
  'reservations.starts_on',
  'reservations.ends_on',
  'reservations.units',
  'reservations.rooms',
  'reservations.adults',
  'reservations.child_ages',
  'reservations.requests',
  'reservations.status',
  'reservations.hold_until',
  'reservations.supplier_ref',
  'reservations.decline_reason',
  'reservations.cost_minor',
  'reservations.currency',
  'reservations.requested_at',
  'reservations.answered_at',
  'reservations.answered_via',
  'suppliers.name as supplier',
  'suppliers.email as supplier_email',
  'suppliers.phone as supplier_phone',
  'suppliers.address as supplier_address',
] as const

export type ReservationRow = Awaited<ReturnType<typeof listReservations>>[number]

/** A booking's reservations by date, each with its supplier and the mail of its latest request. */
export async function listReservations(proposalId: number, from: Kysely<Database> = db()) {
  const rows = await from
    .selectFrom('reservations')
    .innerJoin('suppliers', 'suppliers.id', 'reservations.supplier_id')
    .leftJoin('mail_outbox', 'mail_outbox.id', 'reservations.request_mail_id')
    .select([
      ...RESERVATION_COLUMNS,
      'mail_outbox.status as mail_status',
      'mail_outbox.sent_at as mail_sent_at',
      'mail_outbox.message_id as request_message_id',
    ])
    .where('reservations.proposal_id', '=', proposalId)
    .orderBy('reservations.starts_on')
    .orderBy('reservations.id')
    .limit(200)
    .execute()
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    proposal_id: Number(row.proposal_id),
    supplier_id: Number(row.supplier_id),
    units: Number(row.units),
    adults: Number(row.adults),
    cost_minor: row.cost_minor === null ? null : Number(row.cost_minor),
    childAges: JSON.parse(row.child_ages) as number[],
  }))
}

/** The mail a booking's suppliers sent, by the address it came from (shown beside each reservation). */
export async function listSupplierMail(leadId: number, addresses: readonly string[]) {
  const known = [...new Set(addresses.filter(Boolean).map((address) => address.toLowerCase()))]
  if (!known.length) return []
  return db()
    .selectFrom('mail_inbox')
    .select(['id', 'from_address', 'subject', 'received_at'])
    .where('lead_id', '=', leadId)
    .where('from_address', 'in', known)
    .orderBy('received_at', 'desc')
    .limit(50)
    .execute()
}

export const OPEN_RESERVATION_STATUSES = ['to_request', 'requested', 'held', 'declined'] as const

/**
 * Reservations of every booking for /admin/reservations, by date: those still open (to request,
 * requested, held or declined) unless `all`, not of a cancelled booking, from `since` on.
 */
export async function listAllReservations(options: {
  all: boolean
  since: string
  limit: number
  offset: number
}) {
  const rows = await db()
    .selectFrom('reservations')
    .innerJoin('suppliers', 'suppliers.id', 'reservations.supplier_id')
    .innerJoin('proposals', 'proposals.id', 'reservations.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select([
      ...RESERVATION_COLUMNS,
      'leads.id as lead_id',
      'leads.name as lead_name',
      'leads.created_at as lead_created_at',
    ])
    .where('reservations.ends_on', '>=', options.since)
    .$if(!options.all, (query) => query.where('reservations.status', 'in', [...OPEN_RESERVATION_STATUSES]))
    .orderBy('reservations.starts_on')
    .orderBy('reservations.id')
    .limit(options.limit + 1)
    .offset(options.offset)
    .execute()
  return {
    rows: rows.slice(0, options.limit).map((row) => ({
      ...row,
      id: Number(row.id),
      proposal_id: Number(row.proposal_id),
      lead_id: Number(row.lead_id),
    })),
    more: rows.length > options.limit,
  }
}

/** Each booking's reservations counted by status, for the departures and the lists. */
export async function reservationCounts(proposalIds: readonly number[]) {
  const counts = new Map<number, string[]>()
  if (!proposalIds.length) return counts
  const rows = await db()
    .selectFrom('reservations')
    .select(['proposal_id', 'status'])
    .where('proposal_id', 'in', [...new Set(proposalIds)])
    .execute()
  for (const row of rows)
    counts.set(Number(row.proposal_id), [...(counts.get(Number(row.proposal_id)) ?? []), row.status])
  return counts
}

/** Staff's special requests for a reservation not yet requested; false when it is requested already. */
export async function setReservationRequests(proposalId: number, id: number, requests: string) {
  const done = await db()
    .updateTable('reservations')
    .set({ requests, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('proposal_id', '=', proposalId)
    .where('status', '=', 'to_request')
    .executeTakeFirst()
  return Number(done.numUpdatedRows) > 0
}
