import type { Kysely, Selectable } from 'kysely'
import type { CountryPagesTable, Database } from '@db/schema'
import { z } from 'zod'
import { splitLines, splitParagraphs, type CountryPage, type MonthRating } from '~/lib/catalogue'
import { parseJson, toImage } from './catalogue-json.server'
import { changeContent } from './content-version.server'
import { wholeTexts, type StoredTranslations } from './translations.server'

// The country pages (/places/:country) as stored: one row a country, its lists as lines or JSON. Pages
// read them through the catalogue's copy (catalogue.server.ts); the editor saves them here.

/** A country page's words as stored in another language: used only when every text is there. */
const StoredCountryText = z.object({
  tagline: z.string().min(1),
  heroAlt: z.string().min(1),
  highlights: z.array(z.string().min(1)).min(1),
  description: z.array(z.string().min(1)).min(1),
  experiences: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })),
  bestTimeNote: z.string().min(1),
  entry: z.array(z.string().min(1)).min(1),
  airports: z.array(z.object({ code: z.string(), name: z.string().min(1), city: z.string().min(1) })),
  seoDescription: z.string().min(1),
})

/** The subject a country page's words in another language are stored under (translations.server.ts). */
export const countrySubject = (slug: string) => `country:${slug}`

function toCountry(row: Selectable<CountryPagesTable>, translations: StoredTranslations): CountryPage {
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
    texts: wholeTexts(translations, countrySubject(row.slug), StoredCountryText),
  }
}

/** Every country page as stored, with its words in the other languages. */
export async function readCountryPages(
  from: Kysely<Database>,
  translations: StoredTranslations,
): Promise<CountryPage[]> {
  const rows = await from.selectFrom('country_pages').selectAll().execute()
  return rows.map((row) => toCountry(row, translations))
}

export type CountryInput = Omit<CountryPage, 'slug' | 'updatedAt' | 'texts'>

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
