import { useLocation } from 'react-router'
import {
  LOCALE_NAMES,
  localeOfPath,
  localePath,
  localesOfPage,
  pathWithoutLocale,
  type Locale,
} from '~/lib/locales'
import { m } from '~/paraglide/messages'
import { useContentLanguages } from './use-locale'

// The page in each language it exists in (docs/product.md, "Languages"), its query kept: plain links,
// so it works without JavaScript, each naming its language in that language. A page in English alone
// offers none. Nothing is chosen for the traveller by their browser's language. (A page the cache
// answered for a campaign's utm_* query was drawn without it; the visit has recorded the campaign.)

/** The languages the page being shown exists in. */
export function usePageLanguages() {
  const content = useContentLanguages()
  return localesOfPage(pathWithoutLocale(useLocation().pathname), content)
}

export function LanguageSwitch({ long = false }: { long?: boolean }) {
  const { pathname, search } = useLocation()
  const locale = localeOfPath(pathname)
  const page = pathWithoutLocale(pathname)
  const languages = usePageLanguages()
  if (languages.length < 2) return null
  const name = (other: Locale) =>
    other === locale
      ? m.language_switch_current({ language: LOCALE_NAMES[other] }, { locale })
      : LOCALE_NAMES[other]
  return (
    <div role="group" aria-label={m.language_switch_label({}, { locale })} className="flex gap-1">
      {languages.map((other) => (
        <a
          key={other}
          href={`${localePath(other, page)}${search}`}
          hrefLang={other}
          lang={other}
          // The code shown, then the language's name: a name read aloud begins with what is seen.
          aria-label={long ? name(other) : `${other.toUpperCase()}, ${name(other)}`}
          aria-current={other === locale ? 'page' : undefined}
          className={`rounded px-2 py-2 font-medium underline-offset-4 hover:underline ${long ? '' : 'uppercase'} ${
            other === locale ? 'underline' : ''
          }`}
        >
          {long ? LOCALE_NAMES[other] : other}
        </a>
      ))}
    </div>
  )
}
