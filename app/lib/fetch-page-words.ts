import { addPageWords, PAGE_WORDS_ID, PAGE_WORDS_PATH, type PageWords } from './page-words'

// The browser's side of a move to another page: that page's words are fetched beside its data, and the
// page is drawn once both have come (app/lib/page-words.ts, docs/decisions/057-words-with-the-page.md).

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string }
  }
}

const asked = new Map<string, Promise<void>>()

function wordsFor(pathname: string): Promise<void> {
  const known = asked.get(pathname)
  if (known) return known
  // The build's version in the address: its answer never changes, and the browser keeps it.
  const version = window.__reactRouterManifest?.version ?? ''
  const query = new URLSearchParams({ path: pathname, v: version })
  const pending = fetch(`${PAGE_WORDS_PATH}?${query}`).then(async (response) => {
    if (!response.ok) throw new Error(`the words of ${pathname} were refused (${response.status})`)
    addPageWords((await response.json()) as PageWords)
  })
  asked.set(pathname, pending)
  pending.catch(() => asked.delete(pathname))
  return pending
}

/**
 * React Router's client middleware: the words of the page the visitor goes to, asked for while its data
 * loads. A page whose words cannot be had is loaded whole from the server instead, as React Router does
 * with a script that fails to load, rather than drawn with words missing.
 */
export async function fetchPageWords<T>(
  { request }: { request: Request },
  next: () => Promise<T>,
): Promise<T> {
  // Without a data block the browser runs Paraglide's own modules (the dev server): nothing to fetch.
  if (request.method !== 'GET' || !document.getElementById(PAGE_WORDS_ID)) return next()
  const url = new URL(request.url)
  const words = wordsFor(url.pathname)
  // Heard below; a navigation that ends otherwise (a redirect) leaves no rejection unheard.
  words.catch(() => {})
  const result = await next()
  try {
    await words
  } catch {
    window.location.assign(url.href)
    return new Promise<T>(() => {})
  }
  return result
}
