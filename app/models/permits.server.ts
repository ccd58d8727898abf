import { sql, type Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { parseDocument } from './proposals.server'
import {
  checkPermits,
  permitNeeds,
  type PermitCheck,
  type PermitNeed,
  type PermitStock,
} from '~/lib/pricing/permits'
import { chosenSuppliers } from '~/lib/pricing/from-cards'
import type { PricingSetup } from '~/lib/pricing/setup'
import { db } from './db.server'

// Permits held (docs/product.md, "Permits held"): what the operator bought, by permit and date, and what
// accepted proposals took of them. A proposal takes a permit's date once (a unique row): a second
// acceptance, on this instance or another, finds it taken.

type Record_ = (trx: Kysely<Database>) => Promise<void>

/** The permits on the rate cards, for the form that records some held. */
export function listPermitSuppliers() {
  return db()
    .selectFrom('suppliers')
    .select(['id', 'name', 'area'])
    .where('kind', '=', 'permit')
    .where('archived_at', 'is', null)
    .orderBy('name')
    .limit(200)
    .execute()
}

export interface HeldEntry {
  supplierId: number
  date: string
  count: number
  costMinor: number
  currency: string
  note: string
}

export function addPermitsHeld(entry: HeldEntry, staffId: number, record: Record_) {
  return db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('permits_held')
        .values({
          supplier_id: entry.supplierId,
          on_date: entry.date,
          count: entry.count,
          cost_minor: entry.costMinor,
          currency: entry.currency,
          note: entry.note,
          created_by: staffId,
          created_at: new Date().toISOString(),
        })
        .execute()
      await record(trx)
    })
}

interface PermitDay {
  supplierId: number
  permit: string
  date: string
  held: number
  paid: { currency: string; minor: number }[]
  takenBy: { proposalId: number; name: string; count: number }[]
}

/** Held and taken, by permit and date, from `since` on: what the permits page lists. */
export async function listPermitDays(since: string) {
  const [held, taken] = await Promise.all([
    db()
      .selectFrom('permits_held')
      .innerJoin('suppliers', 'suppliers.id', 'permits_held.supplier_id')
      .select([
        'permits_held.supplier_id',
        'suppliers.name',
        'permits_held.on_date',
        'permits_held.currency',
        (eb) => eb.fn.sum<number | string>('permits_held.count').as('held'),
        (eb) => eb.fn.sum<number | string>(sql`permits_held.count * permits_held.cost_minor`).as('paid'),
      ])
      .where('permits_held.archived_at', 'is', null)
      .where('permits_held.on_date', '>=', since)
      .groupBy([
        'permits_held.supplier_id',
        'suppliers.name',
        'permits_held.on_date',
        'permits_held.currency',
      ])
      .orderBy('permits_held.on_date')
      .limit(500)
      .execute(),
    db()
      .selectFrom('permit_allocations')
      .innerJoin('suppliers', 'suppliers.id', 'permit_allocations.supplier_id')
      .innerJoin('proposals', 'proposals.id', 'permit_allocations.proposal_id')
      .innerJoin('leads', 'leads.id', 'proposals.lead_id')
      .select([
        'permit_allocations.supplier_id',
        'suppliers.name',
        'permit_allocations.on_date',
        'permit_allocations.count',
        'proposals.id as proposal_id',
        'leads.name as lead_name',
      ])
      .where('permit_allocations.on_date', '>=', since)
      .orderBy('permit_allocations.on_date')
      .limit(2000)
      .execute(),
  ])
  const days = new Map<string, PermitDay>()
  // A permit's date, taken where none were held too: still listed, so staff see the shortfall.
  const dayOf = (row: { supplier_id: number; name: string; on_date: string }) => {
    const key = `${row.supplier_id}|${row.on_date}`
    const day = days.get(key) ?? {
      supplierId: Number(row.supplier_id),
      permit: row.name,
      date: row.on_date,
      held: 0,
      paid: [],
      takenBy: [],
    }
    days.set(key, day)
    return day
  }
  for (const row of held) {
    const day = dayOf(row)
    day.held += Number(row.held)
    day.paid.push({ currency: row.currency, minor: Number(row.paid) })
  }
  for (const row of taken)
    dayOf(row).takenBy.push({
      proposalId: Number(row.proposal_id),
      name: row.lead_name,
      count: Number(row.count),
    })
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.permit.localeCompare(b.permit))
}

/** Which of these suppliers are permits. */
/** The permits among these suppliers, each with its youngest traveller (null: any age). */
async function permitIds(
  ids: readonly number[],
  from: Kysely<Database>,
): Promise<Map<number, number | null>> {
  if (!ids.length) return new Map()
  const rows = await from
    .selectFrom('suppliers')
    .select(['id', 'min_traveller_age'])
    .where('id', 'in', [...new Set(ids)])
    .where('kind', '=', 'permit')
    .execute()
  return new Map(rows.map((row) => [Number(row.id), row.min_traveller_age]))
}

/** The permits a trip priced with these choices needs. */
export async function needsOf(
  trip: Parameters<typeof permitNeeds>[0],
  setup: Pick<PricingSetup, 'days'> & { childAges?: readonly number[] },
  from: Kysely<Database> = db(),
): Promise<PermitNeed[]> {
  const permits = await permitIds(chosenSuppliers(setup), from)
  return permits.size
    ? permitNeeds(
        trip,
        setup,
        (id) => permits.has(id),
        (id) => permits.get(id) ?? null,
      )
    : []
}

/**
 * What is held of these permits on these dates, and what accepted trips took of them (all but
 * `except`'s, when given), each summed by permit and date.
 */
function heldAndTaken(ids: number[], dates: string[], except?: number) {
  return Promise.all([
    db()
      .selectFrom('permits_held')
      .select(['supplier_id', 'on_date', (eb) => eb.fn.sum<number | string>('count').as('count')])
      .where('supplier_id', 'in', ids)
      .where('on_date', 'in', dates)
      .where('archived_at', 'is', null)
      .groupBy(['supplier_id', 'on_date'])
      .execute(),
    db()
      .selectFrom('permit_allocations')
      .select(['supplier_id', 'on_date', (eb) => eb.fn.sum<number | string>('count').as('count')])
      .where('supplier_id', 'in', ids)
      .where('on_date', 'in', dates)
      .$if(except !== undefined, (query) => query.where('proposal_id', '!=', except!))
      .groupBy(['supplier_id', 'on_date'])
      .execute(),
  ])
}

/** What is held of each needed permit and date, and what proposals other than `proposalId` took. */
export async function permitStock(needs: readonly PermitNeed[], proposalId: number): Promise<PermitStock[]> {
  if (!needs.length) return []
  const ids = [...new Set(needs.map((need) => need.supplierId))]
  const dates = [...new Set(needs.map((need) => need.date))]
  const [held, taken] = await heldAndTaken(ids, dates, proposalId)
  const count = (rows: typeof held, need: PermitNeed) =>
    Number(
      rows.find((row) => Number(row.supplier_id) === need.supplierId && row.on_date === need.date)?.count ??
        0,
    )
  return needs.map((need) => ({
    supplierId: need.supplierId,
    date: need.date,
    held: count(held, need),
    taken: count(taken, need),
  }))
}

/**
 * In an acceptance's transaction: the permits the accepted version needs, by the pricing frozen with
 * it, taken from what is held. Once: a proposal's permit and date is a unique row.
 */
export async function takePermits(trx: Kysely<Database>, proposalId: number, versionId: number, at: string) {
  const version = await trx
    .selectFrom('proposal_versions')
    .innerJoin('version_pricing', 'version_pricing.version_id', 'proposal_versions.id')
    .select(['proposal_versions.document', 'version_pricing.setup'])
    .where('proposal_versions.id', '=', versionId)
    .executeTakeFirst()
  if (!version) return
  const document = parseDocument(version.document)
  const needs = await needsOf(document, JSON.parse(version.setup) as PricingSetup, trx)
  if (!needs.length) return
  await trx
    .insertInto('permit_allocations')
    .values(
      needs.map((need) => ({
        proposal_id: proposalId,
        supplier_id: need.supplierId,
        on_date: need.date,
        count: need.count,
        created_at: at,
      })),
    )
    .onConflict((conflict) => conflict.columns(['proposal_id', 'supplier_id', 'on_date']).doNothing())
    .execute()
}

/**
 * What each of these accepted proposals took (its rows of `permit_allocations`), each permit and date set
 * against what is held and what every other proposal took: short when the trip took more than were free.
 * For the proposal's page after acceptance and the departures, in three queries however many trips.
 */
export async function takenPermitChecks(proposalIds: readonly number[]): Promise<Map<number, PermitCheck[]>> {
  const checks = new Map<number, PermitCheck[]>()
  if (!proposalIds.length) return checks
  const own = await db()
    .selectFrom('permit_allocations')
    .select(['proposal_id', 'supplier_id', 'on_date', 'count'])
    .where('proposal_id', 'in', [...new Set(proposalIds)])
    .orderBy('on_date')
    .orderBy('supplier_id')
    .execute()
  if (!own.length) return checks
  const ids = [...new Set(own.map((row) => Number(row.supplier_id)))]
  const dates = [...new Set(own.map((row) => row.on_date))]
  const [held, taken] = await heldAndTaken(ids, dates)
  const count = (rows: typeof held, supplierId: number, date: string) =>
    Number(rows.find((row) => Number(row.supplier_id) === supplierId && row.on_date === date)?.count ?? 0)
  for (const row of own) {
    const need = { supplierId: Number(row.supplier_id), date: row.on_date, count: Number(row.count) }
    const stock = {
      supplierId: need.supplierId,
      date: need.date,
      held: count(held, need.supplierId, need.date),
      // Taken by the others: everything taken of that permit and date but this trip's own.
      taken: count(taken, need.supplierId, need.date) - need.count,
    }
    const id = Number(row.proposal_id)
    checks.set(id, [...(checks.get(id) ?? []), ...checkPermits([need], [stock])])
  }
  return checks
}
