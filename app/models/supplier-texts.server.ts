import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import type { SupplierText } from '~/lib/rate-cards'
import type { TranslatedLocale } from '~/lib/locales'
import { SupplierTextSchema } from '~/schemas/rates'
import { db } from './db.server'
import { readWholeTexts, saveTranslation } from './translations.server'

// What the rate cards say to travellers in German and French (docs/product.md, "Rate cards"): a
// supplier's line wording and description per language, stored as content's words are (decision 056)
// under `supplier:<id>`, checked by the English form's own rules when read.

export const supplierSubject = (id: number) => `supplier:${id}`

/** Each supplier's whole words, by its id and language; words that are not whole are left out. */
export async function readSupplierTexts(
  ids: readonly number[],
  from: Kysely<Database> = db(),
): Promise<Map<number, Partial<Record<TranslatedLocale, SupplierText>>>> {
  const texts = await readWholeTexts(ids.map(supplierSubject), SupplierTextSchema, from)
  return new Map([...texts].map(([subject, words]) => [Number(subject.slice('supplier:'.length)), words]))
}

/** Saves a supplier's words in one language, with the audit in the same commit. */
export function saveSupplierText(
  id: number,
  locale: TranslatedLocale,
  text: SupplierText,
  record: (trx: Kysely<Database>) => Promise<void>,
) {
  return saveTranslation(supplierSubject(id), locale, text, record)
}
