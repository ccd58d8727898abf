import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'
import { seedCountries, seedPackages, type SeedPackage } from '../frozen-content/0018-catalogue/content'
import { countriesAfter0019, packagesAfter0019 } from '../frozen-content/0019-content-accuracy/corrections'
import { ugandaClassic } from '../frozen-content/0019-content-accuracy/uganda-classic'
import { createDatabase, type DatabaseHandle } from '../client'
import { migrateTo, migrateToLatest } from '../migrate'
import type { Database } from '../schema'

// Migration 0019 on an SQLite file: on a new database it leaves the catalogue of
// db/frozen-content/0019-content-accuracy/corrections.ts; on one staff have edited, it keeps their words
// and numbers the new package after every number used. (The integration suite runs every migration on
// PostgreSQL too.)

const opened: { handle: DatabaseHandle; directory: string }[] = []

function openDatabase(): DatabaseHandle {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-0019-'))
  const handle = createDatabase(`file:${path.join(directory, 'tembo.db')}`)
  opened.push({ handle, directory })
  return handle
}

afterEach(async () => {
  for (const { handle, directory } of opened.splice(0)) {
    await handle.db.destroy()
    fs.rmSync(directory, { recursive: true, force: true })
  }
})

/** A package's texts as the database holds them, in the seed's shape. */
async function readPackage(db: Kysely<Database>, no: number) {
  const row = await db
    .selectFrom('packages')
    .selectAll()
    .where('package_no', '=', no)
    .executeTakeFirstOrThrow()
  const days = await db
    .selectFrom('package_days')
    .select(['day_from', 'day_to', 'title', 'text', 'overnight', 'lodge', 'meals'])
    .where('package_no', '=', no)
    .orderBy('position')
    .execute()
  const seasons = await db
    .selectFrom('package_seasons')
    .select(['name', 'month_from', 'month_to', 'price_cents'])
    .where('package_no', '=', no)
    .orderBy('position')
    .execute()
  return { row, days, seasons }
}

/** What the database should hold for a package of the seed's shape. */
function expectedPackage(item: Omit<SeedPackage, 'no'>) {
  return {
    row: {
      slug: item.slug,
      title: item.title,
      days: item.days,
      summary: item.summary,
      intro: item.intro.join('\n\n'),
      highlights: item.highlights.join('\n'),
      included: item.included.join('\n'),
      excluded: item.excluded.join('\n'),
      card_image: JSON.stringify(item.cardImage),
      gallery: JSON.stringify(item.gallery),
      fees_note: item.feesNote,
      price_note: item.priceNote,
      seo_description: item.seoDescription,
      child_price_cents: item.childPriceUsd === null ? null : item.childPriceUsd * 100,
    },
    days: item.itinerary.map((day) => ({
      day_from: day.from,
      day_to: day.to,
      title: day.title,
      text: day.text,
      overnight: day.overnight,
      lodge: day.lodge,
      meals: day.meals,
    })),
    seasons: item.seasons.map((season) => ({
      name: season.name,
      month_from: season.from,
      month_to: season.to,
      price_cents: season.priceUsd * 100,
    })),
  }
}

async function readCountry(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('country_pages')
    .select(['description', 'experiences', 'entry_notes'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()
}

const expectedCountry = (country: (typeof seedCountries)[number]) => ({
  description: country.description.join('\n\n'),
  experiences: JSON.stringify(country.experiences),
  entry_notes: country.entry.join('\n'),
})

const contentVersion = async (db: Kysely<Database>) =>
  (await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow())
    .version

describe('migration 0019 on a new database', () => {
  test('corrects every seeded text, adds the Uganda circuit as package 8 and moves the content version', async () => {
    const handle = openDatabase()
    const { db } = handle
    await migrateTo(handle, '0018-catalogue')
    expect(await contentVersion(db)).toBe(1)
    await migrateToLatest(handle)

    for (const item of packagesAfter0019) {
      const stored = await readPackage(db, item.no)
      expect(stored.row, item.title).toMatchObject(expectedPackage(item).row)
      expect(stored.days, item.title).toEqual(expectedPackage(item).days)
      expect(stored.seasons, item.title).toEqual(expectedPackage(item).seasons)
    }
    for (const country of countriesAfter0019)
      expect(await readCountry(db, country.slug), country.slug).toEqual(expectedCountry(country))

    const added = await readPackage(db, 8)
    expect(added.row).toMatchObject({
      slug: 'uganda-classic',
      status: 'published',
      position: 8,
      countries: '|uganda|',
      best_months: '|1|2|6|7|8|9|12|',
    })
    expect(await db.selectFrom('packages').select('package_no').execute()).toHaveLength(8)
    expect(await contentVersion(db)).toBe(2)
  })

  test('going back restores the seed and removes the package nobody booked', async () => {
    const handle = openDatabase()
    await migrateToLatest(handle)
    await migrateTo(handle, '0018-catalogue')
    for (const item of seedPackages)
      expect((await readPackage(handle.db, item.no)).row, item.title).toMatchObject(expectedPackage(item).row)
    for (const item of seedPackages)
      expect((await readPackage(handle.db, item.no)).days, item.title).toEqual(expectedPackage(item).days)
    for (const country of seedCountries)
      expect(await readCountry(handle.db, country.slug)).toEqual(expectedCountry(country))
    expect(await handle.db.selectFrom('packages').select('package_no').execute()).toHaveLength(7)
  })
})

describe('migration 0019 on a catalogue staff have edited', () => {
  test('keeps what staff wrote, finds days the editor rewrote, and numbers the package after every booking', async () => {
    const handle = openDatabase()
    const { db } = handle
    await migrateTo(handle, '0018-catalogue')
    const now = new Date().toISOString()
    // Staff's own words in fields 0019 corrects.
    await db
      .updateTable('packages')
      .set({ summary: 'Our own summary.' })
      .where('package_no', '=', 2)
      .execute()
    await db
      .updateTable('package_days')
      .set({ text: 'Our own charter day.' })
      .where('package_no', '=', 5)
      .where('day_from', '=', 12)
      .execute()
    await db
      .updateTable('country_pages')
      .set({ description: 'Our own Tanzania.' })
      .where('slug', '=', 'tanzania')
      .execute()
    // The editor writes a package's days afresh on every save: new ids and, here, one day more in front.
    const days = await db.selectFrom('package_days').selectAll().where('package_no', '=', 3).execute()
    await db.deleteFrom('package_days').where('package_no', '=', 3).execute()
    await db
      .insertInto('package_days')
      .values(days.map(({ id: _id, ...day }) => ({ ...day, position: day.position + 1 })))
      .execute()
    // Staff added a package with the slug 0019 wanted, and a booking names a number never in the table.
    const seven = await readPackage(db, 7)
    await db
      .insertInto('packages')
      .values({ ...seven.row, package_no: 9, slug: 'uganda-classic', title: 'Uganda primates', position: 8 })
      .execute()
    await db
      .insertInto('package_bookings')
      .values({
        name: 'Ruth',
        email: 'ruth@example.com',
        phone: '+256 700 000 001',
        package_no: 12,
        created_at: now,
      })
      .execute()

    await migrateToLatest(handle)

    const after = (no: number) => packagesAfter0019.find((item) => item.no === no)!
    const two = await readPackage(db, 2)
    expect(two.row.summary).toBe('Our own summary.')
    expect(two.row.intro).toBe(after(2).intro.join('\n\n'))
    const day = (no: number, from: number) => after(no).itinerary.find((entry) => entry.from === from)!
    expect(two.days.find((entry) => entry.day_from === 6)).toMatchObject({
      title: day(2, 6).title,
      text: day(2, 6).text,
    })
    expect((await readPackage(db, 3)).days.find((entry) => entry.day_from === 7)?.text).toBe(day(3, 7).text)
    expect((await readPackage(db, 5)).days.find((day) => day.day_from === 12)?.text).toBe(
      'Our own charter day.',
    )
    const tanzania = await readCountry(db, 'tanzania')
    expect(tanzania.description).toBe('Our own Tanzania.')
    expect(tanzania.experiences).toBe(
      JSON.stringify(countriesAfter0019.find((country) => country.slug === 'tanzania')!.experiences),
    )

    expect((await readPackage(db, 9)).row).toMatchObject({ slug: 'uganda-classic', title: 'Uganda primates' })
    const added = await readPackage(db, 13)
    expect(added.row).toMatchObject({
      ...expectedPackage(ugandaClassic).row,
      slug: 'uganda-classic-13',
      status: 'published',
      position: 9,
    })
    expect(added.days).toEqual(expectedPackage(ugandaClassic).days)
    expect(await contentVersion(db)).toBe(2)
  })
})
