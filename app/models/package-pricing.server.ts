import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import type { CurrencyRates, TripPackage } from '~/lib/catalogue'
import { chosenSuppliers } from '~/lib/pricing/from-cards'
import { pinRates, type DayChoices } from '~/lib/pricing/setup'
import {
  computeSitePrices,
  shownSeasons,
  type ComputedSeason,
  type PriceSource,
} from '~/lib/pricing/site-prices'
import { changeContent } from './content-version.server'
import { db } from './db.server'
import { readDefaultMarkup, readLocalRates, readSiteRounding } from './proposal-pricing.server'
import { loadCardRates } from './rate-lookup.server'

// A package's website prices from the rate cards (docs/product.md, "Prices from the rate cards"): what
// each itinerary entry is priced from, and whether the site shows those figures or the typed ones. The
// catalogue applies them when it is read (catalogue.server.ts), so every public page, the JSON-LD and
// the booking form show the same figures, and a change to a rate, the default markup or the rounding
// moves the content version like any other change to what the site shows.

export interface PackagePricing {
  days: DayChoices[]
  shows: PriceSource
}

const parseDays = (json: string): DayChoices[] => {
  const days: unknown = JSON.parse(json)
  return Array.isArray(days) ? (days as DayChoices[]) : []
}

export async function getPackagePricing(
  no: number,
  from: Kysely<Database> = db(),
): Promise<PackagePricing | undefined> {
  const row = await from
    .selectFrom('package_pricing')
    .select(['days', 'shows'])
    .where('package_no', '=', no)
    .executeTakeFirst()
  return row ? { days: parseDays(row.days), shows: row.shows } : undefined
}

export function savePackagePricing(
  no: number,
  pricing: PackagePricing,
  staffId: number,
  record: (trx: Kysely<Database>) => Promise<void>,
) {
  const values = { days: JSON.stringify(pricing.days), shows: pricing.shows }
  const at = new Date().toISOString()
  return changeContent(async (trx) => {
    await trx
      .insertInto('package_pricing')
      .values({ package_no: no, ...values, updated_at: at, updated_by: staffId })
      .onConflict((conflict) =>
        conflict.column('package_no').doUpdateSet({ ...values, updated_at: at, updated_by: staffId }),
      )
      .execute()
    await record(trx)
  })
}

const today = () => new Date().toISOString().slice(0, 10)

/** Each priced package's seasons from the cards beside the typed figures, by package number. */
export async function computePackagePrices(
  items: readonly TripPackage[],
  pricings: ReadonlyMap<number, PackagePricing>,
  currencyRates: CurrencyRates,
  from: Kysely<Database> = db(),
): Promise<Map<number, ComputedSeason[]>> {
  const priced = items.filter((item) => pricings.has(item.no))
  if (!priced.length) return new Map()
  const suppliers = [...new Set(priced.flatMap((item) => chosenSuppliers(pricings.get(item.no)!)))]
  const [cards, defaultMarkup, rounding, local] = await Promise.all([
    loadCardRates(suppliers, from),
    readDefaultMarkup(from),
    readSiteRounding(from),
    readLocalRates(from),
  ])
  const rules = { rates: pinRates(currencyRates, local), defaultMarkup, rounding, today: today() }
  return new Map(
    priced.map((item) => [
      item.no,
      computeSitePrices(
        { itinerary: item.itinerary, seasons: item.seasons, days: pricings.get(item.no)!.days },
        cards,
        rules,
      ),
    ]),
  )
}

/**
 * The packages as the site shows them: where an admin chose the cards, each season's computed figure in
 * place of the typed one (kept as `typedSeasons` for the editor).
 */
export async function withCardPrices(
  items: TripPackage[],
  currencyRates: CurrencyRates,
  from: Kysely<Database> = db(),
): Promise<TripPackage[]> {
  const rows = await from
    .selectFrom('package_pricing')
    .select(['package_no', 'days', 'shows'])
    .where('shows', '=', 'cards')
    .execute()
  if (!rows.length) return items
  const pricings = new Map(
    rows.map((row) => [Number(row.package_no), { days: parseDays(row.days), shows: row.shows }]),
  )
  const computed = await computePackagePrices(items, pricings, currencyRates, from)
  return items.map((item) => {
    const seasons = computed.get(item.no)
    return seasons ? { ...item, seasons: shownSeasons('cards', seasons), typedSeasons: item.seasons } : item
  })
}
