import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { TRANSLATED_LOCALES } from '~/lib/locales'
import { bumpContentVersion } from '~/models/content-version.server'
import { countrySubject } from '~/models/country-pages.server'
import { writeMissingTranslations } from '~/models/translations.server'
import type { ContentScript } from './content-script'
import { COUNTRY_TEXTS } from './country-texts'

// The four country pages in German and French (docs/product.md, "Languages"): each added where the
// page exists and has no words in that language yet, so what staff wrote stays. The words were written
// from the pages' English as the catalogue began; a page whose English staff have changed since keeps
// its changes in English, and its translation is staff's to bring up to date in the editor.

export const countryTextsScript: ContentScript = {
  name: '2026-11-28-country-pages-in-german-and-french',
  async run(trx: Transaction<Database>, now: Date) {
    const pages = new Set(
      (await trx.selectFrom('country_pages').select('slug').execute()).map((row) => row.slug),
    )
    const entries = TRANSLATED_LOCALES.flatMap((locale) =>
      Object.entries(COUNTRY_TEXTS[locale])
        .filter(([slug]) => pages.has(slug))
        .map(([slug, fields]) => ({ subject: countrySubject(slug), locale, fields })),
    )
    const added = await writeMissingTranslations(trx, entries, now)
    if (added) await bumpContentVersion(trx)
    return added
  },
}
