import { BASE_LOCALE, isLocale, LOCALE_NAMES_IN_ENGLISH } from '~/lib/locales'

// The traveller's language where it is not English, on a lead's card and its page: "DE" or "FR", read
// out as the language's name. Tembo writes to the traveller in it (docs/product.md, "Languages").
export function LanguageBadge({ language }: { language: string }) {
  if (!isLocale(language) || language === BASE_LOCALE) return null
  return (
    <span
      className="rounded-full bg-savanna-100 px-2 py-0.5 font-semibold text-savanna-800 ring-1 ring-savanna-700/40"
      title={`Writes in ${LOCALE_NAMES_IN_ENGLISH[language]}`}
    >
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only">Writes in {LOCALE_NAMES_IN_ENGLISH[language]}</span>
    </span>
  )
}
