import type { Kysely, Selectable } from 'kysely'
import type { Database, PackagesTable } from '@db/schema'
import { z } from 'zod'
import { splitLines, splitParagraphs, type Fitness, type TripPackage } from '~/lib/catalogue'
import { packageBooking } from '~/inquiries/package'
import { parseJson, toImage } from './catalogue-json.server'
import { changeContent } from './content-version.server'
import { wholeTexts, type StoredTranslations } from './translations.server'

// The packages as stored, with their days and seasons in tables of their own: read whole, and saved
// whole by the package editor. Pages read them through the catalogue's copy (catalogue.server.ts); a
// package's status, order and removal are in package-lifecycle.server.ts.

/** A package's words as stored in another language: used only when every text is there. */
const StoredPackageText = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  intro: z.array(z.string().min(1)).min(1),
  highlights: z.array(z.string().min(1)),
  included: z.array(z.string().min(1)),
  excluded: z.array(z.string().min(1)),
  cardImageAlt: z.string().min(1),
  galleryAlts: z.array(z.string().min(1)),
  itinerary: z.array(
    z.object({ title: z.string().min(1), text: z.string().min(1), overnight: z.string(), lodge: z.string() }),
  ),
  seasonNames: z.record(z.string(), z.string().min(1)),
  priceNote: z.string(),
  feesNote: z.string(),
  seoDescription: z.string().min(1),
})

/** The subject a package's words in another language are stored under (translations.server.ts). */
export const packageSubject = (no: number) => `package:${no}`

const splitSet = (text: string) => text.split('|').filter(Boolean)
const joinSet = (values: (string | number)[]) => (values.length ? `|${values.join('|')}|` : '')

type PackageRow = Selectable<PackagesTable>

function toPackage(
  row: PackageRow,
  days: TripPackage['itinerary'],
  seasons: TripPackage['seasons'],
  translations: StoredTranslations,
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
    texts: wholeTexts(translations, packageSubject(row.package_no), StoredPackageText),
  }
}

/** Every package as stored, with its days and seasons and its words in other languages, in the list's order. */
export async function readPackages(
  from: Kysely<Database>,
  translations: StoredTranslations = new Map(),
): Promise<TripPackage[]> {
  const [packages, days, seasons] = await Promise.all([
    from.selectFrom('packages').selectAll().orderBy('position').orderBy('package_no').execute(),
    from.selectFrom('package_days').selectAll().orderBy('package_no').orderBy('position').execute(),
    from.selectFrom('package_seasons').selectAll().orderBy('package_no').orderBy('position').execute(),
  ])
  return packages.map((row) =>
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
      translations,
    ),
  )
}

/** A package as the editor saves it: everything but its number, position and times. */
export type PackageInput = Omit<TripPackage, 'no' | 'position' | 'updatedAt' | 'status' | 'texts'>

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
