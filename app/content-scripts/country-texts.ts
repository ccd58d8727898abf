import type { CountrySlug } from '~/content/countries'
import type { CountryText } from '~/lib/catalogue'
import type { TranslatedLocale } from '~/lib/locales'
import { countryTextsDe } from './country-texts-de'
import { countryTextsFr } from './country-texts-fr'

// The four country pages in German and French as the content script of 2026-11-28 adds them
// (country-texts.server.ts), each written from the English page the catalogue began with (db/frozen-
// content/0019-content-accuracy). Once added they are the site's to edit (/admin/countries/:slug).

export const COUNTRY_TEXTS: Record<TranslatedLocale, Record<CountrySlug, CountryText>> = {
  de: countryTextsDe,
  fr: countryTextsFr,
}
