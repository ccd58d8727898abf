import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import type { TypedRate } from '~/schemas/rates'
import type { SupplierKind } from '~/lib/rate-cards'
import { changeContent } from './content-version.server'
import { db } from './db.server'

// The rate cards (docs/product.md, "Rate cards"): seasons, suppliers and their rates. Nothing is
// deleted, only archived, so a quote can always say what it was priced from. Each change is written
// with its line of the audit trail (`record`) in one transaction, which also moves the content version:
// the website's prices of a package may be computed from the cards (package-pricing.server.ts).

type Record_ = (trx: Kysely<Database>) => Promise<void>

export async function listSeasons() {
  const rows = await db()
    .selectFrom('rate_seasons')
    .select((eb) => [
      'id',
      'name',
      'starts_on',
      'ends_on',
      eb
        .selectFrom('supplier_rates')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('supplier_rates.season_id', '=', 'rate_seasons.id')
        .where('supplier_rates.archived_at', 'is', null)
        .as('rates'),
    ])
    .where('archived_at', 'is', null)
    .orderBy('starts_on')
    .execute()
  return rows.map((row) => ({ ...row, id: Number(row.id), rates: Number(row.rates ?? 0) }))
}

/** The active season whose days meet `from`–`to`, if any: seasons never overlap. */
function overlapping(trx: Kysely<Database>, from: string, to: string) {
  return trx
    .selectFrom('rate_seasons')
    .select(['name', 'starts_on', 'ends_on'])
    .where('archived_at', 'is', null)
    .where('starts_on', '<=', to)
    .where('ends_on', '>=', from)
    .executeTakeFirst()
}

export type SeasonOutcome =
  { added: number } | { overlaps: { name: string; starts_on: string; ends_on: string } }

export function addSeason(season: { name: string; startsOn: string; endsOn: string }, record: Record_) {
  return changeContent(async (trx): Promise<SeasonOutcome> => {
    const clash = await overlapping(trx, season.startsOn, season.endsOn)
    if (clash) return { overlaps: clash }
    const row = await trx
      .insertInto('rate_seasons')
      .values({
        name: season.name,
        starts_on: season.startsOn,
        ends_on: season.endsOn,
        copied_from: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await record(trx)
    return { added: Number(row.id) }
  })
}

/** The same day a year later (29 February becomes 28 February). */
export const nextYear = (day: string) => {
  const [year, month, date] = day.split('-')
  const next = `${Number(year) + 1}-${month}-${date}`
  return month === '02' && date === '29' ? `${Number(year) + 1}-02-28` : next
}

/** "High season 2027" → "High season 2028"; a name without the year gains it. */
const nextYearName = (name: string, startsOn: string) => {
  const year = startsOn.slice(0, 4)
  return name.includes(year) ? name.replaceAll(year, String(Number(year) + 1)) : `${name} ${Number(year) + 1}`
}

/**
 * A season copied a year on, with every active rate of it raised by `percent` (rounded to the minor
 * unit, halves up); refused when the new dates meet another season.
 */
export function copySeasonToNextYear(id: number, percent: number, staffId: number, record: Record_) {
  return changeContent(async (trx): Promise<SeasonOutcome | undefined> => {
    const season = await trx
      .selectFrom('rate_seasons')
      .select(['name', 'starts_on', 'ends_on'])
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst()
    if (!season) return undefined
    const startsOn = nextYear(season.starts_on)
    const endsOn = nextYear(season.ends_on)
    const clash = await overlapping(trx, startsOn, endsOn)
    if (clash) return { overlaps: clash }
    const at = new Date().toISOString()
    const copy = await trx
      .insertInto('rate_seasons')
      .values({
        name: nextYearName(season.name, season.starts_on),
        starts_on: startsOn,
        ends_on: endsOn,
        copied_from: id,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const raise = (minor: number) => Math.floor((minor * (100 + percent) + 50) / 100)
    const rates = await trx
      .selectFrom('supplier_rates')
      .selectAll()
      .where('season_id', '=', id)
      .where('archived_at', 'is', null)
      .execute()
    if (rates.length)
      await trx
        .insertInto('supplier_rates')
        .values(
          rates.map(({ id: _id, ...rate }) => ({
            ...rate,
            season_id: Number(copy.id),
            amount_minor: raise(rate.amount_minor),
            single_supplement_minor:
              rate.single_supplement_minor === null ? null : raise(rate.single_supplement_minor),
            created_by: staffId,
            created_at: at,
          })),
        )
        .execute()
    await record(trx)
    return { added: Number(copy.id) }
  })
}

export async function archiveSeason(id: number, record: Record_) {
  return changeContent(async (trx) => {
    const done = await trx
      .updateTable('rate_seasons')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst()
    if (!Number(done.numUpdatedRows)) return false
    await record(trx)
    return true
  })
}

export async function listSuppliers() {
  const rows = await db()
    .selectFrom('suppliers')
    .select((eb) => [
      'id',
      'kind',
      'name',
      'area',
      'suppliers.country',
      eb
        .selectFrom('supplier_rates')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('supplier_rates.supplier_id', '=', 'suppliers.id')
        .where('supplier_rates.archived_at', 'is', null)
        .as('rates'),
    ])
    .where('archived_at', 'is', null)
    .orderBy('kind')
    .orderBy('name')
    .limit(1000)
    .execute()
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    kind: row.kind as SupplierKind,
    rates: Number(row.rates ?? 0),
  }))
}

export async function addSupplier(
  supplier: { kind: SupplierKind; name: string; area: string; country: string; description: string },
  record: Record_,
) {
  return changeContent(async (trx) => {
    const at = new Date().toISOString()
    const row = await trx
      .insertInto('suppliers')
      .values({ ...supplier, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await record(trx)
    return Number(row.id)
  })
}

/** A supplier with its rates, the active ones first (by season), then the archived. */
export async function getSupplier(id: number) {
  const supplier = await db()
    .selectFrom('suppliers')
    .select(['id', 'kind', 'name', 'area', 'suppliers.country', 'description', 'pictures', 'archived_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!supplier) return undefined
  const rates = await db()
    .selectFrom('supplier_rates')
    .leftJoin('rate_seasons', 'rate_seasons.id', 'supplier_rates.season_id')
    .select([
      'supplier_rates.id',
      'supplier_rates.label',
      'supplier_rates.basis',
      'supplier_rates.amount_minor',
      'supplier_rates.currency',
      'supplier_rates.rate_kind',
      'supplier_rates.max_occupancy',
      'supplier_rates.single_supplement_minor',
      'supplier_rates.residency',
      'supplier_rates.min_age',
      'supplier_rates.max_age',
      'supplier_rates.min_party',
      'supplier_rates.max_party',
      'supplier_rates.archived_at',
      'rate_seasons.name as season',
      'rate_seasons.starts_on',
    ])
    .where('supplier_rates.supplier_id', '=', id)
    .orderBy('supplier_rates.archived_at', 'desc')
    .orderBy('rate_seasons.starts_on')
    .orderBy('supplier_rates.id')
    .limit(1000)
    .execute()
  return {
    ...supplier,
    id: Number(supplier.id),
    kind: supplier.kind as SupplierKind,
    rates: rates.map((rate) => ({ ...rate, id: Number(rate.id) })),
  }
}

const rateRow = (supplierId: number, rate: TypedRate, staffId: number, at: string) => ({
  supplier_id: supplierId,
  season_id: rate.season ?? null,
  label: rate.label,
  basis: rate.basis,
  amount_minor: rate.amount,
  currency: rate.currency,
  rate_kind: rate.rateKind,
  max_occupancy: rate.maxOccupancy,
  single_supplement_minor: rate.singleSupplement,
  residency: rate.residency,
  min_age: rate.minAge,
  max_age: rate.maxAge,
  min_party: rate.minParty,
  max_party: rate.maxParty,
  created_by: staffId,
  created_at: at,
})

/** Adds rates to a supplier, all or none (a rate sheet is added whole). */
export async function addRates(supplierId: number, rates: TypedRate[], staffId: number, record: Record_) {
  if (!rates.length) return 0
  return changeContent(async (trx) => {
    const at = new Date().toISOString()
    await trx
      .insertInto('supplier_rates')
      .values(rates.map((rate) => rateRow(supplierId, rate, staffId, at)))
      .execute()
    await record(trx)
    return rates.length
  })
}

/** Archives a rate of this supplier; false when there is no such active rate. */
export async function archiveRate(supplierId: number, rateId: number, record: Record_) {
  return changeContent(async (trx) => {
    const done = await trx
      .updateTable('supplier_rates')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', rateId)
      .where('supplier_id', '=', supplierId)
      .where('archived_at', 'is', null)
      .executeTakeFirst()
    if (!Number(done.numUpdatedRows)) return false
    await record(trx)
    return true
  })
}

/** The pictures a proposal shows of this supplier (image keys, at most three); false when there is none. */
export async function setSupplierPictures(supplierId: number, pictures: string[], record: Record_) {
  return changeContent(async (trx) => {
    const done = await trx
      .updateTable('suppliers')
      .set({ pictures: JSON.stringify(pictures.slice(0, 3)), updated_at: new Date().toISOString() })
      .where('id', '=', supplierId)
      .executeTakeFirst()
    if (!Number(done.numUpdatedRows)) return false
    await record(trx)
    return true
  })
}
