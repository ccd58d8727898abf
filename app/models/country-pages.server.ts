import type { Kysely, Selectable } from 'kysely'
import type { CountryPagesTable, Database } from '@db/schema'
import { splitLines, splitParagraphs, type CountryPage, type MonthRating } from '~/lib/catalogue'
import { parseJson, toImage } from './catalogue-json.server'
import { changeContent } from './content-version.server'

// The country pages (/places/:country) as stored: one row a country, its lists as lines or JSON. Pages
// read them through the catalogue's copy (catalogue.server.ts); the editor saves them here.

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

/** Every country page as stored. */
export async function readCountryPages(from: Kysely<Database>): Promise<CountryPage[]> {
  const rows = await from.selectFrom('country_pages').selectAll().execute()
  return rows.map(toCountry)
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
