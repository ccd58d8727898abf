import { Link } from 'react-router'
import { LOCALE_NAMES_IN_ENGLISH, TRANSLATED_LOCALES, type TranslatedLocale } from '~/lib/locales'

// An editor's languages (a country page's, a package's): the content itself in English, then its words
// in German and French, each marked while not yet written (docs/product.md, "Languages").
export function LanguageTabs({
  path,
  language,
  translated,
}: {
  /** The editor's address, without a language. */
  path: string
  language: TranslatedLocale | null
  translated: readonly TranslatedLocale[]
}) {
  const tabs: [string, string, boolean][] = [
    ['', 'English', true],
    ...TRANSLATED_LOCALES.map((locale): [string, string, boolean] => [
      locale,
      LOCALE_NAMES_IN_ENGLISH[locale],
      translated.includes(locale),
    ]),
  ]
  return (
    <nav aria-label="Language" className="mt-4 flex flex-wrap gap-2">
      {tabs.map(([code, label, written]) => {
        const current = (language ?? '') === code
        return (
          <Link
            key={code || 'en'}
            to={code ? `${path}?language=${code}` : path}
            aria-current={current ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 font-semibold ${current ? 'bg-forest-800 text-white' : 'text-savanna-700 ring-1 ring-savanna-700/40'}`}
          >
            {label}
            {written ? '' : ' (not yet translated)'}
          </Link>
        )
      })}
    </nav>
  )
}
