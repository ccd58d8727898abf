import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import type { TypedRate } from '~/schemas/rates'
import type { Locale } from '~/lib/locales'
import type { SupplierKind } from '~/lib/rate-cards'
import { changeContent } from './content-version.server'
import { db } from './db.server'
import { readSupplierTexts } from './supplier-texts.server'

// The rate cards (docs/product.md, "Rate cards"): suppliers and their rates (their seasons are in
// rate-seasons.server.ts). Nothing is
// deleted, only archived, so a quote can always say what it was priced from. Each change is written
// with its line of the audit trail (`record`) in one transaction, which also moves the content version:
// the website's prices of a package may be computed from the cards (package-pricing.server.ts).

type Record_ = (trx: Kysely<Database>) => Promise<void>

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
  {
    travellerWording,
    ...supplier
  }: {
    kind: SupplierKind
    name: string
    area: string
    country: string
    description: string
    travellerWording?: string
  },
  record: Record_,
) {
  return changeContent(async (trx) => {
    const at = new Date().toISOString()
    const row = await trx
      .insertInto('suppliers')
      .values({ ...supplier, traveller_wording: travellerWording ?? '', created_at: at, updated_at: at })
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
    .select([
      'id',
      'kind',
      'name',
      'area',
      'suppliers.country',
      'description',
      'pictures',
      'traveller_wording',
      'commission_bp',
      'levy_bp',
      'levy_name',
      'min_traveller_age',
      'seats',
      'outside_park',
      'email',
      'phone',
      'address',
      'pay_terms',
      'pay_days',
      'archived_at',
    ])
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
      'supplier_rates.room_type',
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
  room_type: rate.roomType,
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

/** "Shown to travellers as": the words of this supplier's lines in proposals priced from now on. */
export async function setTravellerWording(supplierId: number, wording: string, record: Record_) {
  return changeContent(async (trx) => {
    const done = await trx
      .updateTable('suppliers')
      .set({ traveller_wording: wording, updated_at: new Date().toISOString() })
      .where('id', '=', supplierId)
      .executeTakeFirst()
    if (!Number(done.numUpdatedRows)) return false
    await record(trx)
    return true
  })
}

/** The rules a supplier's card prices by (docs/product.md, "Rate cards"); quotes priced from now on follow. */
export async function setSupplierRules(
  supplierId: number,
  rules: {
    commission: number
    levy: number
    levyName: string
    minTravellerAge?: number
    seats?: number
    where: boolean
  },
  record: Record_,
) {
  return changeContent(async (trx) => {
    const done = await trx
      .updateTable('suppliers')
      .set({
        commission_bp: rules.commission,
        levy_bp: rules.levy,
        levy_name: rules.levy ? rules.levyName : '',
        min_traveller_age: rules.minTravellerAge ?? null,
        seats: rules.seats ?? null,
        outside_park: rules.where ? 1 : 0,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', supplierId)
      .executeTakeFirst()
    if (!Number(done.numUpdatedRows)) return false
    await record(trx)
    return true
  })
}

/** Where a supplier's reservation requests go, its phone and address, and when it is paid. */
export async function setSupplierContact(
  supplierId: number,
  contact: { email: string; phone: string; address: string; payTerms: string; payDays: number },
  record: Record_,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const done = await trx
        .updateTable('suppliers')
        .set({
          email: contact.email,
          phone: contact.phone,
          address: contact.address,
          pay_terms: contact.payTerms,
          pay_days: contact.payDays,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', supplierId)
        .executeTakeFirst()
      if (!Number(done.numUpdatedRows)) return false
      await record(trx)
      return true
    })
}

/**
 * What a proposal's lines priced from these suppliers say to travellers in `locale`: each one's kind,
 * name, area and wording.
 */
export async function listTravellerWords(supplierIds: readonly number[], locale: Locale = 'en') {
  if (!supplierIds.length) return []
  const rows = await db()
    .selectFrom('suppliers')
    .select(['id', 'kind', 'name', 'area', 'traveller_wording'])
    .where('id', 'in', [...new Set(supplierIds)])
    .execute()
  // In German or French, staff's words in it; without them, words made from the name, in it.
  const texts = locale === 'en' ? undefined : await readSupplierTexts(rows.map((row) => Number(row.id)))
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    area: row.area,
    travellerWording:
      locale === 'en'
        ? row.traveller_wording
        : (texts?.get(Number(row.id))?.[locale]?.travellerWording ?? ''),
  }))
}
