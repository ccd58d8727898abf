import { localePath, type Locale } from './locales'

/**
 * The public address of an article: /article/{URL-encoded title} (docs/product.md, "Public routes"); one
 * written in German or French under its language's prefix (/de/article/…).
 */
export function articlePath(title: string, language: Locale = 'en'): string {
  return localePath(language, `/article/${encodeURIComponent(title)}`)
}

/** Where staff land after signing in: the lead inbox (docs/product.md, "Leads"). */
export const STAFF_LANDING = '/admin/leads'

/** The pages staff use: sign-in and its second step, setting a password, and the back-office. */
const STAFF_PATHS = ['/login', '/set-password', '/admin']
export const isStaffPath = (pathname: string) =>
  STAFF_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))

const PLACEHOLDER_ORIGIN = 'http://tembo.invalid'

/**
 * Where to go after signing in: a path of this site, else `fallback`. The value is parsed as a browser
 * would parse it (tabs and newlines dropped, `\` read as `/`, dots and escapes resolved) and kept only
 * when it stays on this site, then written out again, percent-encoded, so what the browser follows is
 * exactly what was checked.
 */
export function safeRedirect(value: unknown, fallback = STAFF_LANDING): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // `/a/..//x` resolves to the path `//x`, which a browser would read as another host.
  return path.startsWith('//') ? fallback : path
}
