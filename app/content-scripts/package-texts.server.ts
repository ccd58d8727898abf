import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { TRANSLATED_LOCALES } from '~/lib/locales'
import { bumpContentVersion } from '~/models/content-version.server'
import { packageSubject } from '~/models/packages.server'
import { writeMissingTranslations } from '~/models/translations.server'
import type { ContentScript } from './content-script'
import { PACKAGE_TEXTS } from './package-texts'

// The eight packages in German and French (docs/product.md, "Languages"): each added where the package
// exists and has no words in that language yet, so what staff wrote stays. A package whose English
// staff have changed since (a day added, a picture more) is not offered in that language until its
// words are brought up to date in the editor (lib/content-languages.ts, packageIn).

export const packageTextsScript: ContentScript = {
  name: '2026-11-28-packages-in-german-and-french',
  async run(trx: Transaction<Database>, now: Date) {
    const packages = new Set(
      (await trx.selectFrom('packages').select('package_no').execute()).map((row) => row.package_no),
    )
    const entries = TRANSLATED_LOCALES.flatMap((locale) =>
      Object.entries(PACKAGE_TEXTS[locale])
        .filter(([no]) => packages.has(Number(no)))
        .map(([no, fields]) => ({ subject: packageSubject(Number(no)), locale, fields })),
    )
    const added = await writeMissingTranslations(trx, entries, now)
    if (added) await bumpContentVersion(trx)
    return added
  },
}
