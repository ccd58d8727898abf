import type { PackageText } from '~/lib/catalogue'
import type { TranslatedLocale } from '~/lib/locales'
import { packageTextsDe1 } from './package-texts-de-1'
import { packageTextsDe2 } from './package-texts-de-2'
import { packageTextsFr1 } from './package-texts-fr-1'
import { packageTextsFr2 } from './package-texts-fr-2'

// The eight packages the catalogue began with, in German and French, by their numbers, as the content
// script of 2026-11-28 adds them (package-texts.server.ts), each written from the English package of
// db/frozen-content/0019-content-accuracy. Once added they are the site's to edit (/admin/packages/:no).

export const PACKAGE_TEXTS: Record<TranslatedLocale, Record<number, PackageText>> = {
  de: { ...packageTextsDe1, ...packageTextsDe2 },
  fr: { ...packageTextsFr1, ...packageTextsFr2 },
}
