import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '@db/schema'
import { isLocale, type TranslatedLocale } from '~/lib/locales'
import { changeContent } from './content-version.server'

// Content's words in German and French as stored (migration 0049, decision 056): one row per subject
// ('country:kenya') and language, the words as JSON. The catalogue reads them all with the rest
// (catalogue.server.ts); a change moves the content version like any other change to what pages show.

/** Every subject's stored words, by subject and language, as parsed JSON (checked by their reader). */
export type StoredTranslations = Map<string, Partial<Record<TranslatedLocale, unknown>>>

export async function readTranslations(from: Kysely<Database>): Promise<StoredTranslations> {
  const rows = await from.selectFrom('content_translations').select(['subject', 'locale', 'fields']).execute()
  const found: StoredTranslations = new Map()
  for (const row of rows) {
    if (!isLocale(row.locale) || row.locale === 'en') continue
    let fields: unknown
    try {
      fields = JSON.parse(row.fields)
    } catch {
      continue
    }
    found.set(row.subject, { ...found.get(row.subject), [row.locale]: fields })
  }
  return found
}

/**
 * A subject's stored words in each language, where `schema` finds them whole: words that are not are
 * left out, and the content is not offered in that language.
 */
export function wholeTexts<T>(
  translations: StoredTranslations,
  subject: string,
  schema: z.ZodType<T>,
): Partial<Record<TranslatedLocale, T>> {
  const texts: Partial<Record<TranslatedLocale, T>> = {}
  for (const [locale, fields] of Object.entries(translations.get(subject) ?? {})) {
    const parsed = schema.safeParse(fields)
    if (parsed.success) texts[locale as TranslatedLocale] = parsed.data
  }
  return texts
}

/**
 * These subjects' stored words, each where `schema` finds them whole, by subject and language: what a
 * reader outside the catalogue (a rate card, the trust block) reads of them alone.
 */
export async function readWholeTexts<T>(
  subjects: readonly string[],
  schema: z.ZodType<T>,
  from: Kysely<Database>,
): Promise<Map<string, Partial<Record<TranslatedLocale, T>>>> {
  const found = new Map<string, Partial<Record<TranslatedLocale, T>>>()
  if (!subjects.length) return found
  const rows = await from
    .selectFrom('content_translations')
    .select(['subject', 'locale', 'fields'])
    .where('subject', 'in', [...new Set(subjects)])
    .execute()
  const stored: StoredTranslations = new Map()
  for (const row of rows) {
    if (!isLocale(row.locale) || row.locale === 'en') continue
    try {
      stored.set(row.subject, { ...stored.get(row.subject), [row.locale]: JSON.parse(row.fields) as unknown })
    } catch {
      continue
    }
  }
  for (const subject of stored.keys()) found.set(subject, wholeTexts(stored, subject, schema))
  return found
}

/**
 * Writes each subject's words in each language where it has none yet, in a content script's
 * transaction, so what staff wrote stays; answers how many it wrote.
 */
export async function writeMissingTranslations(
  trx: Kysely<Database>,
  entries: { subject: string; locale: TranslatedLocale; fields: object }[],
  now: Date,
): Promise<number> {
  const written = new Set(
    (await trx.selectFrom('content_translations').select(['subject', 'locale']).execute()).map(
      (row) => `${row.subject} ${row.locale}`,
    ),
  )
  const missing = entries.filter((entry) => !written.has(`${entry.subject} ${entry.locale}`))
  for (const entry of missing) await writeTranslation(trx, entry.subject, entry.locale, entry.fields, now)
  return missing.length
}

/** Writes a subject's words in one language, in `trx` (a content change: the caller's transaction). */
export async function writeTranslation(
  trx: Kysely<Database>,
  subject: string,
  locale: TranslatedLocale,
  fields: object,
  now = new Date(),
) {
  const values = { subject, locale, fields: JSON.stringify(fields), updated_at: now.toISOString() }
  await trx
    .insertInto('content_translations')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .columns(['subject', 'locale'])
        .doUpdateSet({ fields: values.fields, updated_at: values.updated_at }),
    )
    .execute()
}

/** Saves a subject's words in one language, with `record` (the audit) in the same commit. */
export function saveTranslation(
  subject: string,
  locale: TranslatedLocale,
  fields: object,
  record?: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  return changeContent(async (trx) => {
    await writeTranslation(trx, subject, locale, fields)
    await record?.(trx)
  })
}
