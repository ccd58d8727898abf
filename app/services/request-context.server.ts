import { isIP } from 'node:net'
import { createContext, type MiddlewareFunction } from 'react-router'
import { boundedText, campaignOf, UTM_KEYS } from '~/lib/campaign'
import { localeOfPath } from '~/lib/locales'
import type { InquirySource } from '~/models/inquiries.server'
import { cookieValue } from './cookies.server'

// What belongs to one request beyond its body: who is asking (the client's address), the page it was
// sent from, and where the visit came from.

// Who is asking: the network address a request came from, and the group of addresses one client may
// hold, which is what rate limits and sign-in throttling count.

/** The client's address, set by the HTTP layer (server/app.ts) for every request. */
export const clientAddressContext = createContext<string>('unknown')

/** `::ffff:1.2.3.4` (IPv4 seen through an IPv6 socket) as `1.2.3.4`; IPv6 in lower case; zone removed. */
export function normaliseAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
    .toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)
  return mapped?.[1] ?? bare
}

/**
 * The client's address. Without trusted proxies, the socket's. Behind `trustedProxies` of them, the
 * X-Forwarded-For entry that many places from the right: each proxy appends the address it saw, so
 * entries further left were written by the client and prove nothing (as Express's `trust proxy` = N).
 * A header with fewer entries than proxies gives its leftmost; an entry that is not an address, the socket's.
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | null,
  trustedProxies: number,
): string {
  const socket = normaliseAddress(socketAddress)
  if (trustedProxies < 1 || !forwardedFor) return socket
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socket
  const chosen = normaliseAddress(entries[Math.max(0, entries.length - trustedProxies)] ?? '')
  return isIP(chosen) ? chosen : socket
}

/** Expands an IPv6 address into its eight groups. */
function ipv6Groups(address: string): string[] {
  let text = address
  // A trailing dotted IPv4 part (::ffff:1.2.3.4 forms that were not mapped above) becomes two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number)
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  )
}

/**
 * What a rate limit counts as one client: an IPv4 address, or an IPv6 /64, since one household or phone
 * is given a whole /64 and could otherwise step through its addresses.
 */
export function addressGroup(address: string): string {
  const normalised = normaliseAddress(address)
  if (isIP(normalised) !== 6) return normalised
  return `${ipv6Groups(normalised).slice(0, 4).join(':')}::/64`
}

/** The page a request is for, as the person saw it in the address bar (not React Router's /page.data endpoint). */
export function pagePath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  const pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
  return pathname + url.search
}

// Where a visit came from, kept for the session in a first-party cookie from its first page (or the
// latest page that carried a campaign), so that an inquiry records it even without JavaScript.

const VISIT_COOKIE = 'tembo_visit'

/** Whether a Cookie header carries a visit: a returning visitor, whose page may come from the page cache. */
export function carriesVisit(cookieHeader: string | null | undefined): boolean {
  return cookieValue(cookieHeader, VISIT_COOKIE) !== null
}

export interface Visit {
  landing: string
  referrer: string | null
  utm: Record<string, string>
}

const clip = (value: string, max: number) => value.slice(0, max)

/**
 * The visit the cookie describes. The cookie is written by us but sent by the browser, so anyone can
 * send any value: only known keys are kept, as text of bounded length, into fresh objects (a key such
 * as `__proto__` stays out of every object built from it).
 */
export function readVisit(request: Request): Visit | null {
  return readVisitCookie(request.headers.get('cookie'))
}

function readVisitCookie(cookieHeader: string | null): Visit | null {
  const raw = cookieValue(cookieHeader, VISIT_COOKIE)
  if (!raw || raw.length > 4000) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const { landing, referrer, utm } = parsed as Record<string, unknown>
  if (typeof landing !== 'string') return null
  return {
    landing: boundedText(landing, 300) ?? '/',
    referrer: boundedText(referrer, 300),
    utm: campaignOf(utm),
  }
}

/**
 * The cookie to set for a page view of `url`, or null when the visit already has what it needs: a first
 * page, or one whose link carries a campaign. Shared by React's pages and the page cache, which answers
 * it beside a kept page (server/page-cache.ts).
 */
export function visitCookieFor(url: URL, cookieHeader: string | null, referer: string | null): string | null {
  const utm = campaignOf(Object.fromEntries(UTM_KEYS.map((key) => [key, url.searchParams.get(key)])))
  if (Object.keys(utm).length === 0 && readVisitCookie(cookieHeader)) return null
  let referrer: string | null = null
  try {
    referrer = referer && new URL(referer).host !== url.host ? clip(referer, 300) : null
  } catch {
    referrer = null
  }
  const visit: Visit = { landing: clip(url.pathname + url.search, 300), referrer, utm }
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return `${VISIT_COOKIE}=${encodeURIComponent(JSON.stringify(visit))}; Path=/; HttpOnly; SameSite=Lax${secure}`
}

const visitCookie = (request: Request) =>
  visitCookieFor(new URL(request.url), request.headers.get('cookie'), request.headers.get('referer'))

/** Public pages: remember where the visit came from. */
export const visitMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next()
  if (request.method === 'GET') {
    const cookie = visitCookie(request)
    if (cookie) response.headers.append('Set-Cookie', cookie)
  }
  return response
}

/** What an inquiry records about its origin: the page it was sent from, the visit's referrer and campaign. */
export function inquirySource(request: Request, page: string | null): InquirySource {
  const visit = readVisit(request)
  return {
    source_page: page ? clip(page, 300) : null,
    referrer: visit?.referrer ?? null,
    utm: visit && Object.keys(visit.utm).length ? JSON.stringify(visit.utm) : null,
    // A form on a German or French page is sent to that page's address; the API's are English.
    language: localeOfPath(new URL(request.url).pathname),
  }
}
