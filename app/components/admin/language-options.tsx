import { LOCALE_NAMES_IN_ENGLISH, LOCALES } from '~/lib/locales'

/** A select's choices of the languages Tembo writes in, named as staff read them (English, German, French). */
export function LanguageOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale}>
      {LOCALE_NAMES_IN_ENGLISH[locale]}
    </option>
  ))
}
