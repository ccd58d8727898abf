import chunkWords from 'virtual:page-words/chunks'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { READ_IN_ENGLISH } from '~/lib/form-words'
import { LOCALES, type Locale } from '~/lib/locales'
import { localesOfWords, numberMessages, type PageWords } from '~/lib/page-words'

// What a page hands the browser of the interface's words: the messages of the chunks its scripts load,
// in the languages it needs (docs/decisions/057-words-with-the-page.md). The list of which chunk holds
// which message comes from the browser's build; without a build (the dev server) there is none, and the
// browser runs Paraglide's own modules, which need nothing handed over.

const PATTERNS: Record<Locale, Record<string, unknown>> = { en, de, fr }
const NUMBERS = numberMessages(Object.keys(en))

/** The scripts of a page, as React Router's manifest names them: the entry's and each matched route's. */
export type ScriptManifest = {
  entry: { module: string; imports?: string[] }
  routes: Record<string, { module: string; imports?: string[] } | undefined>
}

/** The addresses of the scripts a page with these routes loads. */
export function scriptsOfRoutes(manifest: ScriptManifest, routeIds: Iterable<string>): Set<string> {
  const scripts = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])])
  for (const id of routeIds) {
    const route = manifest.routes[id]
    if (!route) continue
    scripts.add(route.module)
    for (const script of route.imports ?? []) scripts.add(script)
  }
  return scripts
}

/** The words of these scripts in these languages; `words` stands for the build's list in tests. */
export function wordsOfScripts(
  scripts: Iterable<string>,
  locales: readonly Locale[],
  words: Record<string, string[]> | null = chunkWords,
): PageWords {
  if (!words) return {}
  const keys = new Set<string>()
  for (const script of scripts) for (const key of words[script] ?? []) keys.add(key)
  const sorted = [...keys].sort()
  const handed: PageWords = {}
  const give = (locale: Locale, wanted: string[]) => {
    const messages: Record<string, string> = { ...handed[locale] }
    for (const key of wanted) {
      const pattern = PATTERNS[locale][key]
      const number = NUMBERS.get(key)
      if (typeof pattern === 'string' && number !== undefined) messages[number] = pattern
    }
    handed[locale] = messages
  }
  for (const locale of locales) give(locale, sorted)
  // The forms know a rule's message by its English words (lib/form-words.ts).
  if (!locales.includes('en'))
    give(
      'en',
      sorted.filter((key) => READ_IN_ENGLISH.includes(key)),
    )
  return handed
}

/** The words a page at `pathname` hands over, from its routes' scripts. */
export const pageWords = (manifest: ScriptManifest, routeIds: Iterable<string>, pathname: string) =>
  wordsOfScripts(scriptsOfRoutes(manifest, routeIds), localesOfWords(pathname, LOCALES))

/** Whether the build hands words over at all (a built server) or the browser has Paraglide's modules. */
export const handsOverWords = () => chunkWords !== null
