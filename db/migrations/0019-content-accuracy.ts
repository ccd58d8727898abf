import { sql, type Kysely } from 'kysely'
import type { DatabaseKind } from '../client'
import {
  seedCountries,
  seedPackages,
  type SeedImage,
  type SeedPackage,
} from '../frozen-content/0018-catalogue/content'
import {
  countryCorrections,
  dayCorrections,
  packageCorrections,
  type CountryFields,
  type PackageFields,
} from '../frozen-content/0019-content-accuracy/corrections'
import { ugandaClassic } from '../frozen-content/0019-content-accuracy/uganda-classic'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The seeded catalogue corrected where it was wrong, and Uganda's classic circuit added
// (db/frozen-content/0019-content-accuracy/). Staff may have rewritten any of it
// since 0018, so a correction changes a field only while it still holds the seed's words, stored as
// 0018 stored them. The new package is numbered after every number used, bookings' included, as the
// package editor numbers one (docs/decisions/022-trips-as-data.md). Last, the content version moves, so
// running instances drop the pages and the catalogue they kept.

/** The channel app/models/content-version.server.ts listens on (db/ cannot import it). */
const CONTENT_CHANNEL = 'tembo_content'

const lines = (items: string[]) => items.join('\n')
const paragraphs = (items: string[]) => items.join('\n\n')
const image = (ref: SeedImage) => JSON.stringify({ scene: ref.scene, alt: ref.alt })
const gallery = (refs: SeedImage[]) => JSON.stringify(refs.map((ref) => ({ scene: ref.scene, alt: ref.alt })))
const monthSet = (months: number[]) => (months.length ? `|${months.join('|')}|` : '')

type Columns = Record<string, string>

/** Package fields as 0018 stored them, by column. */
function packageColumns(fields: PackageFields): Columns {
  const columns: Columns = {}
  if (fields.summary !== undefined) columns.summary = fields.summary
  if (fields.intro) columns.intro = paragraphs(fields.intro)
  if (fields.highlights) columns.highlights = lines(fields.highlights)
  if (fields.included) columns.included = lines(fields.included)
  if (fields.gallery) columns.gallery = gallery(fields.gallery)
  if (fields.feesNote !== undefined) columns.fees_note = fields.feesNote
  if (fields.seoDescription !== undefined) columns.seo_description = fields.seoDescription
  return columns
}

/** Country fields as 0018 stored them, by column. */
function countryColumns(fields: CountryFields): Columns {
  const columns: Columns = {}
  if (fields.description) columns.description = paragraphs(fields.description)
  if (fields.experiences) columns.experiences = JSON.stringify(fields.experiences)
  if (fields.entry) columns.entry_notes = lines(fields.entry)
  return columns
}

/** The same fields of `item`: what the seed said where a correction says something new. */
const sameFields = <T extends object>(item: T, fields: object) =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, item[key as keyof T]])) as Partial<T>

/**
 * Sets `to` on the row of `table` named by `key` while every column of `from` still holds its value
 * there; answers whether it did.
 */
async function change(
  db: AnyDb,
  table: string,
  key: Record<string, string | number>,
  from: Columns,
  to: Record<string, string>,
): Promise<boolean> {
  let query = db.updateTable(table).set(to)
  for (const [column, value] of Object.entries({ ...key, ...from })) query = query.where(column, '=', value)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

const seedPackage = (no: number) => seedPackages.find((item) => item.no === no)!

async function correct(db: AnyDb, direction: 'up' | 'down', now: string): Promise<void> {
  const pair = (seed: Columns, fixed: Columns) =>
    direction === 'up' ? { from: seed, to: fixed } : { from: fixed, to: seed }
  for (const { no, set } of packageCorrections) {
    const { from, to } = pair(packageColumns(sameFields(seedPackage(no), set)), packageColumns(set))
    await change(db, 'packages', { package_no: no }, from, { ...to, updated_at: now })
  }
  // A day keeps no number of its own (the editor writes a package's days afresh): its words find it.
  for (const { no, from: day, set } of dayCorrections) {
    const seedDay = seedPackage(no).itinerary.find((entry) => entry.from === day)!
    const { from, to } = pair(sameFields(seedDay, set) as Columns, set as Columns)
    if (await change(db, 'package_days', { package_no: no }, from, to))
      await db.updateTable('packages').set({ updated_at: now }).where('package_no', '=', no).execute()
  }
  for (const { slug, set } of countryCorrections) {
    const seedCountry = seedCountries.find((country) => country.slug === slug)!
    const { from, to } = pair(countryColumns(sameFields(seedCountry, set)), countryColumns(set))
    await change(db, 'country_pages', { slug }, from, { ...to, updated_at: now })
  }
}

function packageRow(item: Omit<SeedPackage, 'no'>, now: string) {
  return {
    slug: item.slug,
    title: item.title,
    days: item.days,
    countries: `|${item.countries.join('|')}|`,
    summary: item.summary,
    intro: paragraphs(item.intro),
    highlights: lines(item.highlights),
    included: lines(item.included),
    excluded: lines(item.excluded),
    card_image: image(item.cardImage),
    gallery: gallery(item.gallery),
    group_min: item.groupSize.min,
    group_max: item.groupSize.max,
    fitness: item.fitness,
    best_months: monthSet(item.bestMonths),
    single_supplement_cents: item.singleSupplementUsd * 100,
    child_price_cents: item.childPriceUsd === null ? null : item.childPriceUsd * 100,
    price_note: item.priceNote,
    fees_note: item.feesNote,
    seo_description: item.seoDescription,
    created_at: now,
    updated_at: now,
  }
}

async function addPackage(db: AnyDb, item: Omit<SeedPackage, 'no'>, now: string): Promise<void> {
  // The slug is unique: staff may have taken it for a package of their own. A package with both its
  // slug and its title is this one, added by a run that stopped before it was recorded.
  const taken = await db
    .selectFrom('packages')
    .select('title')
    .where('slug', '=', item.slug)
    .executeTakeFirst()
  if (taken?.title === item.title) return
  const last = await db
    .selectFrom('packages')
    .select((eb) => [eb.fn.max('package_no').as('no'), eb.fn.max('position').as('position')])
    .executeTakeFirst()
  const booked = await db
    .selectFrom('package_bookings')
    .select((eb) => eb.fn.max('package_no').as('no'))
    .executeTakeFirst()
  const no = Math.max(Number(last?.no ?? 0), Number(booked?.no ?? 0)) + 1
  await db
    .insertInto('packages')
    .values({
      package_no: no,
      ...packageRow(item, now),
      slug: taken ? `${item.slug}-${no}` : item.slug,
      status: 'published',
      position: Number(last?.position ?? 0) + 1,
    })
    .execute()
  await db
    .insertInto('package_days')
    .values(
      item.itinerary.map((day, position) => ({
        package_no: no,
        position: position + 1,
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
  await db
    .insertInto('package_seasons')
    .values(
      item.seasons.map((season, position) => ({
        package_no: no,
        position: position + 1,
        name: season.name,
        month_from: season.from,
        month_to: season.to,
        price_cents: season.priceUsd * 100,
      })),
    )
    .execute()
}

async function moveContentVersion(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await sql`update content_version set version = version + 1 where id = 1`.execute(db)
  if (kind !== 'postgres') return
  // Instances on PostgreSQL learn of a change only from its NOTIFY, sent when the migration commits.
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst()
  await sql`select pg_notify(${CONTENT_CHANNEL}, ${String(row?.version ?? '')})`.execute(db)
}

/**
 * On PostgreSQL the migrator runs each migration in a transaction; on SQLite it cannot (no transactional
 * DDL), and this one has no DDL, so it takes a transaction of its own: a run that stops midway leaves
 * nothing half done.
 */
async function inTransaction(db: AnyDb, work: (trx: AnyDb) => Promise<void>): Promise<void> {
  if (db.isTransaction) await work(db)
  else await db.transaction().execute(work)
}

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const now = new Date().toISOString()
  await inTransaction(db, async (trx) => {
    await correct(trx, 'up', now)
    await addPackage(trx, ugandaClassic, now)
    await moveContentVersion(trx, kind)
  })
}

export async function down(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const now = new Date().toISOString()
  await inTransaction(db, async (trx) => {
    await correct(trx, 'down', now)
    // The added package goes unless someone booked it: then it is retired, as staff would do.
    const added = await trx
      .selectFrom('packages')
      .select('package_no')
      .where('title', '=', ugandaClassic.title)
      .where('slug', 'like', `${ugandaClassic.slug}%`)
      .execute()
    for (const { package_no: no } of added) {
      const booking = await trx
        .selectFrom('package_bookings')
        .select('id')
        .where('package_no', '=', no)
        .executeTakeFirst()
      if (booking)
        await trx.updateTable('packages').set({ status: 'retired' }).where('package_no', '=', no).execute()
      else await trx.deleteFrom('packages').where('package_no', '=', no).execute()
    }
    await moveContentVersion(trx, kind)
  })
}
