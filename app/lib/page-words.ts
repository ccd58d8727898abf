import { isLocale, localeOfPath, type Locale } from './locales'
import { isStaffPath } from './paths'

// The words of the interface, as the browser gets them (docs/decisions/057-words-with-the-page.md). The
// server renders with Paraglide's compiled messages in every language; the browser's bundle holds, in
// their place, one call per message to `word` below, and each page hands over the words its scripts use,
// in its own language only: in a data block of the HTML at first, then from `/_words` for each page a
// traveller goes on to. A French page thereby ships no German and no English.

/** The words a page hands over: each language's messages by number, as patterns ("Tag {day}"). */
export type PageWords = Partial<Record<Locale, Record<string, string>>>

/**
 * Each message's number, the place of its key in the catalogue's sorted keys: the browser's bundle names
 * a message by it (a few bytes where its key took twenty), the server hands words over under it.
 */
export function numberMessages(keys: Iterable<string>): Map<string, number> {
  const sorted = [...keys].filter((key) => !key.startsWith('$')).sort()
  return new Map(sorted.map((key, index) => [key, index]))
}

/** The data block in the HTML that holds the page's words (JSON, never run). */
export const PAGE_WORDS_ID = 'page-words'

/** Where the browser asks for the words of the page it goes to: `/_words?path=/de/book&v=<build>`. */
export const PAGE_WORDS_PATH = '/_words'

/** Pages a traveller reaches by a mailed link, in the language of what they show, whatever the address. */
const MAILED_PATHS = ['/proposal/', '/review/', '/trip/']

/**
 * The languages whose words a page needs: its own; or all three on the staff pages, where staff read a
 * traveller's words in the traveller's language, and on the pages of mailed links.
 */
export const localesOfWords = (pathname: string, all: readonly Locale[]): Locale[] =>
  isStaffPath(pathname) || MAILED_PATHS.some((path) => pathname.startsWith(path))
    ? [...all]
    : [localeOfPath(pathname)]

/** A message's pattern with its inputs put in, as Paraglide's compiled function writes it. */
export function fillPattern(pattern: string, inputs: Record<string, unknown> = {}): string {
  return pattern.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => String(inputs[name]))
}

/** Serialised for the data block: `<` escaped, so no word can close the script element. */
export const pageWordsJson = (words: PageWords) => JSON.stringify(words).replaceAll('<', '\\u003c')

// The browser's store: read from the data block at the first word, added to on each later page.
let store: PageWords | undefined

function loaded(): PageWords {
  if (store) return store
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_WORDS_ID)
  store = block?.textContent ? (JSON.parse(block.textContent) as PageWords) : {}
  return store
}

/** Adds the words handed over for another page. */
export function addPageWords(words: PageWords) {
  const current = loaded()
  for (const [locale, messages] of Object.entries(words)) {
    if (!isLocale(locale)) continue
    current[locale] = { ...current[locale], ...messages }
  }
}

/**
 * A message in the browser: what `m.key(inputs, { locale })` calls in its bundle. The language is the
 * one asked for, else the page's. A word the page did not hand over is a fault of the build's lists: it
 * is reported (the browser tests fail on it) and shown as nothing rather than as its key.
 */
export function word(id: number, inputs?: Record<string, unknown>, options?: { locale?: string }): string {
  const asked = options?.locale
  const locale = isLocale(asked) ? asked : localeOfPath(window.location.pathname)
  const pattern = loaded()[locale]?.[id]
  if (pattern === undefined) {
    console.error(`The page was not given word ${id} (messages/en.json, sorted) in ${locale}.`)
    return ''
  }
  return fillPattern(pattern, inputs)
}

/** The browser's stand-in for one compiled message (scripts/page-words-plugin.ts). */
export const wordOf = (id: number) => (inputs?: Record<string, unknown>, options?: { locale?: string }) =>
  word(id, inputs, options)
