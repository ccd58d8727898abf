import { LOCAL_CURRENCIES, type LocalCurrency } from '~/lib/money'
import type { PinnedRates } from '~/lib/pricing/exchange'
import type { PricedQuote } from '~/lib/pricing/quote'
import { readChoice, type PricingSetup } from '~/lib/pricing/setup'
import type { ProposalStay } from '~/lib/proposal'
import { SITE_ROUNDING, SITE_ROUNDINGS } from '~/lib/pricing/site-prices'
import { isSupplierKind, type SupplierKind } from '~/lib/rate-cards'
import { supplierImages } from '~/lib/supplier-pictures'
import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { changeContent } from './content-version.server'
import { db } from './db.server'
import { readSetting, writeSetting } from './site-settings.server'

// A proposal's pricing from the rate cards (docs/product.md, "Rate cards"): staff's choices, the exchange
// pinned at the first pricing, and the quote with costs and margins. Staff only: kept apart from the
// proposal's document, so nothing of it reaches the traveller's page, PDF or mails.

export interface ProposalPricing {
  setup: PricingSetup
  rates: PinnedRates
  quote: PricedQuote | null
  pricedAt: string | null
}

export async function getProposalPricing(proposalId: number): Promise<ProposalPricing | undefined> {
  const row = await db()
    .selectFrom('proposal_pricing')
    .select(['setup', 'rates', 'quote', 'priced_at'])
    .where('proposal_id', '=', proposalId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    setup: JSON.parse(row.setup) as PricingSetup,
    rates: JSON.parse(row.rates) as PinnedRates,
    quote: row.quote ? (JSON.parse(row.quote) as PricedQuote) : null,
    pricedAt: row.priced_at,
  }
}

/** Keeps the choices (and, when priced, the quote); the exchange pinned first stays. */
export async function saveProposalPricing(
  proposalId: number,
  pricing: { setup: PricingSetup; rates: PinnedRates; quote?: PricedQuote; staffId: number },
) {
  const priced = pricing.quote
    ? {
        quote: JSON.stringify(pricing.quote),
        priced_at: new Date().toISOString(),
        priced_by: pricing.staffId,
      }
    : {}
  await db()
    .insertInto('proposal_pricing')
    .values({
      proposal_id: proposalId,
      setup: JSON.stringify(pricing.setup),
      rates: JSON.stringify(pricing.rates),
      ...priced,
    })
    .onConflict((conflict) =>
      // The rates are those pinned first, with any local currency pinned since (pinnedRates).
      conflict.column('proposal_id').doUpdateSet({
        setup: JSON.stringify(pricing.setup),
        rates: JSON.stringify(pricing.rates),
        ...priced,
      }),
    )
    .execute()
}

const DEFAULT_MARKUP_KEY = 'pricing_default_markup'
/** The markup a quote takes where no line, day or trip sets one, unless an admin set another: 20%. */
export const DEFAULT_MARKUP_BP = 2_000

export async function readDefaultMarkup(from: Kysely<Database> = db()): Promise<number> {
  const stored = Number(await readSetting(DEFAULT_MARKUP_KEY, from))
  return Number.isInteger(stored) && stored >= 0 && stored <= 50_000 ? stored : DEFAULT_MARKUP_BP
}

const KIND_MARKUPS_KEY = 'pricing_kind_markups'
/**
 * The default markup of each kind of item an admin set (many operators sell park fees and permits at
 * cost): between the trip's markup and the default. A kind not set takes the default.
 */
export async function readKindMarkups(
  from: Kysely<Database> = db(),
): Promise<Partial<Record<SupplierKind, number>>> {
  let stored: unknown
  try {
    stored = JSON.parse((await readSetting(KIND_MARKUPS_KEY, from)) ?? '{}')
  } catch {
    stored = {}
  }
  if (!stored || typeof stored !== 'object') return {}
  return Object.fromEntries(
    Object.entries(stored).filter(
      ([kind, bp]) => isSupplierKind(kind) && Number.isInteger(bp) && bp >= 0 && bp <= 50_000,
    ),
  )
}

/** The default markups by kind; moves the content version, as a package's website prices may follow them. */
export function saveKindMarkups(
  markups: Partial<Record<SupplierKind, number>>,
  record: (trx: Kysely<Database>) => Promise<void>,
) {
  return changeContent(async (trx) => {
    await writeSetting(trx, KIND_MARKUPS_KEY, JSON.stringify(markups))
    await record(trx)
  })
}

const SITE_ROUNDING_KEY = 'pricing_site_rounding'
export async function readSiteRounding(from: Kysely<Database> = db()): Promise<number> {
  const stored = Number(await readSetting(SITE_ROUNDING_KEY, from))
  return (SITE_ROUNDINGS as readonly number[]).includes(stored) ? stored : SITE_ROUNDING
}

/**
 * The default markup and the website prices' rounding. Moves the content version too: the website's
 * prices of a package may be computed at them (package-pricing.server.ts).
 */
export function savePricingDefaults(
  defaults: { markup: number; rounding: number },
  record: (trx: Kysely<Database>) => Promise<void>,
) {
  return changeContent(async (trx) => {
    await writeSetting(trx, DEFAULT_MARKUP_KEY, String(defaults.markup))
    await writeSetting(trx, SITE_ROUNDING_KEY, String(defaults.rounding))
    await record(trx)
  })
}

/**
 * The lodges and camps a proposal's days are priced from, in the order of the days, with where each is
 * and what the rate cards say of it for travellers: the "Where you stay" of the proposal sent.
 */
export async function staysOf(proposalId: number): Promise<ProposalStay[]> {
  const pricing = await getProposalPricing(proposalId)
  const ids = [
    ...new Set(pricing?.setup.days.flatMap((day) => readChoice(day.lodge)?.supplierId ?? []) ?? []),
  ]
  if (!ids.length) return []
  const rows = await db()
    .selectFrom('suppliers')
    .select(['id', 'name', 'area', 'description', 'pictures'])
    .where('id', 'in', ids)
    .where('kind', '=', 'lodge')
    .execute()
  return ids.flatMap((id) => {
    const row = rows.find((item) => Number(item.id) === id)
    if (!row) return []
    const pictures = supplierImages(row.pictures, row.name)
    return [{ name: row.name, area: row.area, description: row.description, pictures }]
  })
}

const LOCAL_RATES_KEY = 'pricing_local_rates'

/** How much of each local currency one US dollar buys, in millionths, as an admin set it for the cards. */
export async function readLocalRates(
  from: Kysely<Database> = db(),
): Promise<Partial<Record<LocalCurrency, number>>> {
  let stored: unknown
  try {
    stored = JSON.parse((await readSetting(LOCAL_RATES_KEY, from)) ?? '{}')
  } catch {
    stored = {}
  }
  const rates: Partial<Record<LocalCurrency, number>> = {}
  for (const code of Object.keys(LOCAL_CURRENCIES) as LocalCurrency[]) {
    const rate = (stored as Record<string, unknown>)[code]
    if (typeof rate === 'number' && Number.isSafeInteger(rate) && rate > 0) rates[code] = rate
  }
  return rates
}

/** Moves the content version too: a package's website prices may be computed from a card in one of them. */
export function saveLocalRates(
  rates: Partial<Record<LocalCurrency, number>>,
  record: (trx: Kysely<Database>) => Promise<void>,
) {
  return changeContent(async (trx) => {
    await writeSetting(trx, LOCAL_RATES_KEY, JSON.stringify(rates))
    await record(trx)
  })
}
