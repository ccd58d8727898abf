// The languages travellers read Tembo in (docs/product.md, "Languages"): English at the root, German
// under /de, French under /fr. A page is in the languages the route table gives it (app/routes.ts reads
// TRANSLATED_PAGES); the others are not offered, never shown half in English. Browser code reads this.

export const LOCALES = ['en', 'de', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const BASE_LOCALE: Locale = 'en'

/** The languages content is translated into: every one but English, whose words are the content's own. */
export type TranslatedLocale = Exclude<Locale, 'en'>
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en')

/** A value that names German or French (an editor's `?language=`), else undefined. */
export const asTranslatedLocale = (value: unknown): TranslatedLocale | undefined =>
  TRANSLATED_LOCALES.find((locale) => locale === value)

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** Each language by its own name, as a language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', fr: 'Français' }

/** Each language as staff, who work in English, read its name. */
export const LOCALE_NAMES_IN_ENGLISH: Record<Locale, string> = { en: 'English', de: 'German', fr: 'French' }

/** Open Graph's way of naming each (og:locale). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR' }

/** The public pages that exist in every language so far, by their English path. */
export const TRANSLATED_PAGES = [
  '/',
  '/about',
  '/packages',
  '/blogs',
  '/privacy',
  '/terms',
  '/contact',
  '/book',
  '/book_package',
  '/accomodation',
  '/airport-transfer',
  '/success',
] as const

/** The language of an address: its first segment when that is a language's, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1]
  return isLocale(first) && first !== BASE_LOCALE ? first : BASE_LOCALE
}

/** The address without its language's prefix: "/de/about" → "/about", "/fr" → "/". */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname)
  if (locale === BASE_LOCALE) return pathname
  return pathname.slice(locale.length + 1) || '/'
}

/** A page's address in a language: "/about" in German is "/de/about", the home page "/de". */
export const localePath = (locale: Locale, path: string) =>
  locale === BASE_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`

/**
 * The languages of the pages made from content (a country page, a tour), beyond English, by their
 * English path: a page is offered in a language once its content has words in it (lib/content-languages.ts,
 * contentLanguages). Pages read it from the public layout's loader.
 */
export type ContentLanguages = Readonly<Record<string, readonly Locale[]>>

/** The languages a page of this English path (its query aside) exists in. */
export function localesOfPage(path: string, content: ContentLanguages = {}): readonly Locale[] {
  const bare = path.replace(/[?#].*$/, '')
  if ((TRANSLATED_PAGES as readonly string[]).includes(bare)) return LOCALES
  return content[bare] ?? [BASE_LOCALE]
}

/** Where a link of a page in `locale` leads: the page in that language where it exists, else in English. */
export const linkIn = (locale: Locale, path: string, content?: ContentLanguages) =>
  localesOfPage(path, content).includes(locale) ? localePath(locale, path) : path
