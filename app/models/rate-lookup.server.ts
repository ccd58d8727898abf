import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { labelChoices, type CardChoice } from '~/lib/card-choices'
import type { CardRate } from '~/lib/pricing/from-cards'
import type { TranslatedLocale } from '~/lib/locales'
import { needsWords, type SupplierKind } from '~/lib/rate-cards'
import { contentVersion } from './content-version.server'
import { db } from './db.server'
import { readKindMarkups } from './proposal-pricing.server'
import { readSupplierTexts } from './supplier-texts.server'

export type { CardChoice, CardRate }

// The rate cards as a proposal is priced from them (docs/product.md, "Rate cards"): the choices the
// editor offers (a supplier, with each of its rates' labels), and the active rates of the suppliers
// chosen with their seasons' dates, in a set order (the pricing never takes a rate for being read first:
// app/lib/pricing/select-rate.ts; the order only keeps its lines and warnings the same from one read
// to the next).

let cached: { version: number; choices: Promise<CardChoice[]> } | undefined

/**
 * Every active supplier's labels, as the editors suggest them, by kind and name; read again only once
 * the content version has moved (every change to the cards moves it: rate-cards.server.ts), since the
 * cards may hold thousands of rates and every save of a priced proposal reads its choices by them.
 */
export async function listCardChoices(): Promise<CardChoice[]> {
  const version = await contentVersion()
  if (cached?.version !== version) {
    const choices = readCardChoices()
    cached = { version, choices }
    choices.catch(() => {
      if (cached?.choices === choices) cached = undefined
    })
  }
  return cached.choices
}

/** A choice's supplier and rate label, and what the supplier says to travellers: one row each. */
const CHOICE_COLUMNS = [
  'suppliers.id',
  'suppliers.kind',
  'suppliers.name',
  'suppliers.area',
  'suppliers.traveller_wording',
  'suppliers.description',
  'supplier_rates.label',
] as const

async function readCardChoices(): Promise<CardChoice[]> {
  const rows = await db()
    .selectFrom('supplier_rates')
    .innerJoin('suppliers', 'suppliers.id', 'supplier_rates.supplier_id')
    .select(CHOICE_COLUMNS)
    .where('suppliers.archived_at', 'is', null)
    .where('supplier_rates.archived_at', 'is', null)
    .groupBy(CHOICE_COLUMNS)
    .orderBy('suppliers.kind')
    .orderBy('suppliers.name')
    .orderBy('supplier_rates.label')
    .limit(20_000)
    .execute()
  const texts = await readSupplierTexts([...new Set(rows.map((row) => Number(row.id)))])
  // What each supplier says to travellers, and in which languages besides English (the draft's warnings).
  const words = new Map(
    rows.map((row) => [
      `${row.id}`,
      {
        needsWords: needsWords({
          kind: row.kind,
          travellerWording: row.traveller_wording,
          description: row.description,
        }),
        wordsIn: Object.keys(texts.get(Number(row.id)) ?? {}) as TranslatedLocale[],
      },
    ]),
  )
  return labelChoices(
    rows.map((row) => ({ ...row, id: Number(row.id), rate: row.kind === 'park' ? null : row.label })),
  ).map((choice) => ({ ...choice, ...words.get(choice.value.split('|')[0]!) }))
}

/**
 * The active rates of these suppliers, with their seasons and the rules their cards price by (at most a
 * bounded number): each carries its supplier's commission, levy, permit age and seats, and the default
 * markup of its kind of item, so a quote priced from them needs nothing else from the cards.
 */
export async function loadCardRates(
  supplierIds: readonly number[],
  from: Kysely<Database> = db(),
): Promise<CardRate[]> {
  if (!supplierIds.length) return []
  const kindMarkups = await readKindMarkups(from)
  const rows = await from
    .selectFrom('supplier_rates')
    .innerJoin('suppliers', 'suppliers.id', 'supplier_rates.supplier_id')
    .leftJoin('rate_seasons', 'rate_seasons.id', 'supplier_rates.season_id')
    .select([
      'supplier_rates.supplier_id',
      'suppliers.name',
      'suppliers.kind',
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
      'suppliers.commission_bp',
      'suppliers.levy_bp',
      'suppliers.levy_name',
      'suppliers.min_traveller_age',
      'suppliers.seats',
      'suppliers.outside_park',
      'rate_seasons.id as season_id',
      'rate_seasons.name as season_name',
      'rate_seasons.starts_on',
      'rate_seasons.ends_on',
    ])
    .where('supplier_rates.supplier_id', 'in', [...new Set(supplierIds)])
    .where('supplier_rates.archived_at', 'is', null)
    .orderBy('supplier_rates.supplier_id')
    .orderBy('supplier_rates.id')
    .limit(5000)
    .execute()
  return rows.map((row) => ({
    supplierId: Number(row.supplier_id),
    supplier: row.name,
    kind: row.kind,
    label: row.label,
    basis: row.basis,
    amount: Number(row.amount_minor),
    currency: row.currency,
    rateKind: row.rate_kind,
    maxOccupancy: row.max_occupancy,
    roomType: row.room_type,
    singleSupplement: row.single_supplement_minor,
    residency: row.residency,
    minAge: row.min_age,
    maxAge: row.max_age,
    minParty: row.min_party,
    maxParty: row.max_party,
    commissionBp: Number(row.commission_bp),
    levyBp: Number(row.levy_bp),
    levyName: row.levy_name,
    minTravellerAge: row.min_traveller_age,
    seats: row.seats,
    outsidePark: Boolean(Number(row.outside_park)),
    kindMarkup: kindMarkups[row.kind as SupplierKind] ?? null,
    season:
      row.season_id === null
        ? null
        : { id: Number(row.season_id), name: row.season_name!, from: row.starts_on!, to: row.ends_on! },
  }))
}
