import type { Kysely, Selectable } from 'kysely'
import type { CountryPagesTable, Database, PackagesTable } from '@db/schema'
import {
  DISPLAY_CURRENCIES,
  splitLines,
  splitParagraphs,
  type Catalogue,
  type CatalogueImage,
  type CountryPage,
  type CurrencyRates,
  type Fitness,
  type MonthRating,
  type TripPackage,
} from '~/lib/catalogue'
import { packageBooking } from '~/inquiries/package'
import { changeContent, contentVersion } from './content-version.server'
import { db } from './db.server'

// The catalogue in the database (migration 0018) and this instance's copy of it. Every public page and
// the booking form read the copy, which is read again only when the content version has moved
// (content-version.server.ts), so a page view costs no query for it.

const RATES_KEY = 'currency_rates'

const splitSet = (text: string) => text.split('|').filter(Boolean)
const joinSet = (values: (string | number)[]) => (values.length ? `|${values.join('|')}|` : '')

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

function toImage(value: unknown): CatalogueImage {
  const ref = (value ?? {}) as Record<string, unknown>
  const alt = typeof ref.alt === 'string' ? ref.alt : ''
  if (typeof ref.src === 'string') return { src: ref.src, alt }
  return { scene: typeof ref.scene === 'string' ? ref.scene : 'welcome', alt }
}

type PackageRow = Selectable<PackagesTable>

function toPackage(
  row: PackageRow,
  days: TripPackage['itinerary'],
  seasons: TripPackage['seasons'],
): TripPackage {
  return {
    no: row.package_no,
    slug: row.slug,
    title: row.title,
    days: row.days,
    countries: splitSet(row.countries),
    summary: row.summary,
    intro: splitParagraphs(row.intro),
    highlights: splitLines(row.highlights),
    included: splitLines(row.included),
    excluded: splitLines(row.excluded),
    cardImage: toImage(parseJson(row.card_image, {})),
    gallery: parseJson<unknown[]>(row.gallery, []).map(toImage),
    itinerary: days,
    groupSize: { min: row.group_min, max: row.group_max },
    fitness: row.fitness as Fitness,
    bestMonths: splitSet(row.best_months).map(Number),
    seasons,
    singleSupplementCents: row.single_supplement_cents,
    childPriceCents: row.child_price_cents,
    priceNote: row.price_note,
    feesNote: row.fees_note,
    seoDescription: row.seo_description,
    status: row.status,
    position: row.position,
    updatedAt: row.updated_at,
  }
}

function toCountry(row: Selectable<CountryPagesTable>): CountryPage {
  return {
    slug: row.slug,
    tagline: row.tagline,
    hero: toImage(parseJson(row.hero, {})),
    highlights: splitLines(row.highlights),
    description: splitParagraphs(row.description),
    experiences: parseJson(row.experiences, []),
    bestTime: row.best_time.split(',') as MonthRating[],
    bestTimeNote: row.best_time_note,
    entry: splitLines(row.entry_notes),
    airports: parseJson(row.airports, []),
    seoDescription: row.seo_description,
    updatedAt: row.updated_at,
  }
}

function toRates(value: string | undefined): CurrencyRates {
  const stored = parseJson<Record<string, unknown>>(value ?? '{}', {})
  const rates = {} as CurrencyRates
  for (const code of DISPLAY_CURRENCIES) {
    const rate = Number(stored[code])
    rates[code] = Number.isFinite(rate) && rate > 0 ? rate : 1
  }
  return rates
}

/** The whole catalogue as stored now, labelled with `version` (read before it, so never newer than the rows). */
export async function readCatalogue(version: number, from: Kysely<Database> = db()): Promise<Catalogue> {
  const [packages, days, seasons, countries, rates] = await Promise.all([
    from.selectFrom('packages').selectAll().orderBy('position').orderBy('package_no').execute(),
    from.selectFrom('package_days').selectAll().orderBy('package_no').orderBy('position').execute(),
    from.selectFrom('package_seasons').selectAll().orderBy('package_no').orderBy('position').execute(),
    from.selectFrom('country_pages').selectAll().execute(),
    from.selectFrom('site_settings').select('value').where('key', '=', RATES_KEY).executeTakeFirst(),
  ])
  return {
    version,
    packages: packages.map((row) =>
      toPackage(
        row,
        days
          .filter((day) => day.package_no === row.package_no)
          .map((day) => ({
            from: day.day_from,
            to: day.day_to,
            title: day.title,
            text: day.text,
            overnight: day.overnight,
            lodge: day.lodge,
            meals: day.meals,
          })),
        seasons
          .filter((season) => season.package_no === row.package_no)
          .map((season) => ({
            name: season.name,
            from: season.month_from,
            to: season.month_to,
            cents: season.price_cents,
          })),
      ),
    ),
    countries: countries.map(toCountry),
    rates: toRates(rates?.value),
  }
}

let copy: Catalogue | undefined
let loading: { version: number; promise: Promise<Catalogue> } | undefined

/** This instance's copy of the catalogue, read again once the content version has moved. */
export async function getCatalogue(): Promise<Catalogue> {
  const version = await contentVersion()
  if (copy && copy.version >= version) return copy
  if (!loading || loading.version < version) {
    const promise = readCatalogue(version).then((read) => {
      if (!copy || copy.version < read.version) copy = read
      return read
    })
    loading = { version, promise }
    promise
      .finally(() => {
        if (loading?.promise === promise) loading = undefined
      })
      .catch(() => undefined)
  }
  return loading.promise
}

/** A package as the editor saves it: everything but its number, position and times. */
export type PackageInput = Omit<TripPackage, 'no' | 'position' | 'updatedAt' | 'status'>

function packageColumns(input: PackageInput, now: string) {
  return {
    slug: input.slug,
    title: input.title,
    days: input.days,
    countries: joinSet(input.countries),
    summary: input.summary,
    intro: input.intro.join('\n\n'),
    highlights: input.highlights.join('\n'),
    included: input.included.join('\n'),
    excluded: input.excluded.join('\n'),
    card_image: JSON.stringify(input.cardImage),
    gallery: JSON.stringify(input.gallery),
    group_min: input.groupSize.min,
    group_max: input.groupSize.max,
    fitness: input.fitness,
    best_months: joinSet(input.bestMonths),
    single_supplement_cents: input.singleSupplementCents,
    child_price_cents: input.childPriceCents,
    price_note: input.priceNote,
    fees_note: input.feesNote,
    seo_description: input.seoDescription,
    updated_at: now,
  }
}

async function replaceDaysAndSeasons(trx: Kysely<Database>, no: number, input: PackageInput) {
  await trx.deleteFrom('package_days').where('package_no', '=', no).execute()
  await trx.deleteFrom('package_seasons').where('package_no', '=', no).execute()
  if (input.itinerary.length) {
    await trx
      .insertInto('package_days')
      .values(
        input.itinerary.map((day, index) => ({
          package_no: no,
          position: index + 1,
          day_from: day.from,
          day_to: day.to,
          title: day.title,
          text: day.text,
          overnight: day.overnight,
          lodge: day.lodge,
          meals: day.meals,
        })),
      )
      .execute()
  }
  if (input.seasons.length) {
    await trx
      .insertInto('package_seasons')
      .values(
        input.seasons.map((season, index) => ({
          package_no: no,
          position: index + 1,
          name: season.name,
          month_from: season.from,
          month_to: season.to,
          price_cents: season.cents,
        })),
      )
      .execute()
  }
}

/** Saves a package's content (its status stays); false when there is no such package. */
export function updatePackage(
  no: number,
  input: PackageInput,
  record?: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return changeContent(async (trx) => {
    const result = await trx
      .updateTable('packages')
      .set(packageColumns(input, new Date().toISOString()))
      .where('package_no', '=', no)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await replaceDaysAndSeasons(trx, no, input)
    await record?.(trx)
    return true
  })
}

/** Adds a package as a draft, numbered after every number ever used; answers its number. */
export function createPackage(
  input: PackageInput,
  record?: (trx: Kysely<Database>, no: number) => Promise<void>,
) {
  return changeContent(async (trx) => {
    const last = await trx
      .selectFrom('packages')
      .select((eb) => [eb.fn.max('package_no').as('no'), eb.fn.max('position').as('position')])
      .executeTakeFirst()
    // Numbers of booked packages stay theirs: a new package never reuses one, even of a removed draft
    // (the bookings' own numbers count too).
    const booked = await trx
      .selectFrom(packageBooking.table)
      .select((eb) => eb.fn.max('package_no').as('no'))
      .executeTakeFirst()
    const no = Math.max(Number(last?.no ?? 0), Number(booked?.no ?? 0)) + 1
    const now = new Date().toISOString()
    await trx
      .insertInto('packages')
      .values({
        package_no: no,
        ...packageColumns(input, now),
        status: 'draft',
        position: Number(last?.position ?? 0) + 1,
        created_at: now,
      })
      .execute()
    await replaceDaysAndSeasons(trx, no, input)
    await record?.(trx, no)
    return no
  })
}

export function setPackageStatus(
  no: number,
  status: TripPackage['status'],
  record?: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return changeContent(async (trx) => {
    const result = await trx
      .updateTable('packages')
      .set({ status, updated_at: new Date().toISOString() })
      .where('package_no', '=', no)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await record?.(trx)
    return true
  })
}

/** How many bookings name a package: one with any can be retired, never removed. */
export async function countPackageBookings(no: number, from: Kysely<Database> = db()): Promise<number> {
  const row = await from
    .selectFrom(packageBooking.table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('package_no', '=', no)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Removes a package nobody has booked. Answers 'booked' (and removes nothing) when a booking names it,
 * checked in the same transaction as the removal.
 */
export function removePackage(
  no: number,
  record?: (trx: Kysely<Database>) => Promise<void>,
): Promise<'removed' | 'booked' | 'missing'> {
  return changeContent(async (trx) => {
    if ((await countPackageBookings(no, trx)) > 0) return 'booked'
    const result = await trx.deleteFrom('packages').where('package_no', '=', no).executeTakeFirst()
    if (Number(result.numDeletedRows) === 0) return 'missing'
    await record?.(trx)
    return 'removed'
  })
}

/** Moves a package one place up or down the list. */
export function movePackage(no: number, direction: 'up' | 'down'): Promise<boolean> {
  return changeContent(async (trx) => {
    const rows = await trx
      .selectFrom('packages')
      .select(['package_no', 'position'])
      .orderBy('position')
      .orderBy('package_no')
      .execute()
    const index = rows.findIndex((row) => row.package_no === no)
    const other = rows[direction === 'up' ? index - 1 : index + 1]
    if (index < 0 || !other) return false
    const order = rows.map((row) => row.package_no)
    ;[order[index], order[rows.indexOf(other)]] = [other.package_no, no]
    for (const [position, packageNo] of order.entries()) {
      await trx
        .updateTable('packages')
        .set({ position: position + 1 })
        .where('package_no', '=', packageNo)
        .execute()
    }
    return true
  })
}

export type CountryInput = Omit<CountryPage, 'slug' | 'updatedAt'>

export function updateCountryPage(
  slug: string,
  input: CountryInput,
  record?: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return changeContent(async (trx) => {
    const result = await trx
      .updateTable('country_pages')
      .set({
        tagline: input.tagline,
        hero: JSON.stringify(input.hero),
        highlights: input.highlights.join('\n'),
        description: input.description.join('\n\n'),
        experiences: JSON.stringify(input.experiences),
        best_time: input.bestTime.join(','),
        best_time_note: input.bestTimeNote,
        entry_notes: input.entry.join('\n'),
        airports: JSON.stringify(input.airports),
        seo_description: input.seoDescription,
        updated_at: new Date().toISOString(),
      })
      .where('slug', '=', slug)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await record?.(trx)
    return true
  })
}

export function saveCurrencyRates(rates: CurrencyRates, record?: (trx: Kysely<Database>) => Promise<void>) {
  return changeContent(async (trx) => {
    const now = new Date().toISOString()
    const value = JSON.stringify(rates)
    const updated = await trx
      .updateTable('site_settings')
      .set({ value, updated_at: now })
      .where('key', '=', RATES_KEY)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) {
      await trx.insertInto('site_settings').values({ key: RATES_KEY, value, updated_at: now }).execute()
    }
    await record?.(trx)
  })
}
