import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../client'
import { seedCountries, seedPackages, type SeedImage } from '../frozen-content/0018-catalogue/content'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Trips as data (docs/product.md, "Packages"): the packages with their days and season prices, the
// country pages and the display currencies move from the code into the database, where staff edit them.
// The old site's seven packages keep package_no 1-7, so the API contract and the stored bookings stay valid.
// content_version counts every change to what the public pages show (articles included): each instance
// keeps its pages and its copy of the catalogue until it moves (docs/decisions/022-trips-as-data.md).

const lines = (items: string[]) => items.join('\n')
const paragraphs = (items: string[]) => items.join('\n\n')
const image = (ref: SeedImage) => JSON.stringify({ scene: ref.scene, alt: ref.alt })
const monthSet = (months: number[]) => (months.length ? `|${months.join('|')}|` : '')

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const now = new Date().toISOString()
  await db.schema
    .createTable('packages')
    .addColumn('package_no', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('countries', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('intro', 'text', (col) => col.notNull())
    .addColumn('highlights', 'text', (col) => col.notNull())
    .addColumn('included', 'text', (col) => col.notNull())
    .addColumn('excluded', 'text', (col) => col.notNull())
    .addColumn('card_image', 'text', (col) => col.notNull())
    .addColumn('gallery', 'text', (col) => col.notNull())
    .addColumn('group_min', 'integer', (col) => col.notNull())
    .addColumn('group_max', 'integer', (col) => col.notNull())
    .addColumn('fitness', 'text', (col) => col.notNull())
    .addColumn('best_months', 'text', (col) => col.notNull())
    .addColumn('single_supplement_cents', 'integer', (col) => col.notNull())
    .addColumn('child_price_cents', 'integer')
    .addColumn('price_note', 'text', (col) => col.notNull())
    .addColumn('fees_note', 'text', (col) => col.notNull())
    .addColumn('seo_description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('package_days')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('package_no', 'integer', (col) =>
      col.notNull().references('packages.package_no').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('day_from', 'integer', (col) => col.notNull())
    .addColumn('day_to', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('overnight', 'text', (col) => col.notNull())
    .addColumn('lodge', 'text', (col) => col.notNull())
    .addColumn('meals', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('package_days_package')
    .on('package_days')
    .columns(['package_no', 'position'])
    .execute()
  await db.schema
    .createTable('package_seasons')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('package_no', 'integer', (col) =>
      col.notNull().references('packages.package_no').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('month_from', 'integer', (col) => col.notNull())
    .addColumn('month_to', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('package_seasons_package')
    .on('package_seasons')
    .columns(['package_no', 'position'])
    .execute()
  await db.schema
    .createTable('country_pages')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('tagline', 'text', (col) => col.notNull())
    .addColumn('hero', 'text', (col) => col.notNull())
    .addColumn('highlights', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('experiences', 'text', (col) => col.notNull())
    .addColumn('best_time', 'text', (col) => col.notNull())
    .addColumn('best_time_note', 'text', (col) => col.notNull())
    .addColumn('entry_notes', 'text', (col) => col.notNull())
    .addColumn('airports', 'text', (col) => col.notNull())
    .addColumn('seo_description', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute()
  await db.insertInto('content_version').values({ id: 1, version: 1 }).execute()

  for (const [index, item] of seedPackages.entries()) {
    await db
      .insertInto('packages')
      .values({
        package_no: item.no,
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
        gallery: JSON.stringify(item.gallery.map((entry) => ({ scene: entry.scene, alt: entry.alt }))),
        group_min: item.groupSize.min,
        group_max: item.groupSize.max,
        fitness: item.fitness,
        best_months: monthSet(item.bestMonths),
        single_supplement_cents: item.singleSupplementUsd * 100,
        child_price_cents: item.childPriceUsd === null ? null : item.childPriceUsd * 100,
        price_note: item.priceNote,
        fees_note: item.feesNote,
        seo_description: item.seoDescription,
        status: 'published',
        position: index + 1,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db
      .insertInto('package_days')
      .values(
        item.itinerary.map((day, position) => ({
          package_no: item.no,
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
          package_no: item.no,
          position: position + 1,
          name: season.name,
          month_from: season.from,
          month_to: season.to,
          price_cents: season.priceUsd * 100,
        })),
      )
      .execute()
  }
  for (const country of seedCountries) {
    await db
      .insertInto('country_pages')
      .values({
        slug: country.slug,
        tagline: country.tagline,
        hero: image(country.hero),
        highlights: lines(country.highlights),
        description: paragraphs(country.description),
        experiences: JSON.stringify(country.experiences),
        best_time: country.bestTime.join(','),
        best_time_note: country.bestTimeNote,
        entry_notes: lines(country.entry),
        airports: JSON.stringify(country.airports),
        seo_description: country.seoDescription,
        updated_at: now,
      })
      .execute()
  }
  // Display rates, set by staff in the back-office: what one US dollar buys.
  await db
    .insertInto('site_settings')
    .values({ key: 'currency_rates', value: JSON.stringify({ EUR: 0.86, GBP: 0.75 }), updated_at: now })
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'content_version',
    'site_settings',
    'country_pages',
    'package_seasons',
    'package_days',
    'packages',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
