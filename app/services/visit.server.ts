import type { MiddlewareFunction } from 'react-router'
import { boundedText, campaignOf, UTM_KEYS } from '~/lib/campaign'
import type { InquirySource } from '~/models/inquiries.server'
import { readCookie } from './http.server'

// Where a visit came from, kept for the session in a first-party cookie from its first page (or the
// latest page that carried a campaign), so that an inquiry records it even without JavaScript.

export const VISIT_COOKIE = 'tembo_visit'

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
  const raw = readCookie(request, VISIT_COOKIE)
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

/** The cookie to set for this page view, or null when the visit already has what it needs. */
function visitCookie(request: Request): string | null {
  const url = new URL(request.url)
  const utm = campaignOf(Object.fromEntries(UTM_KEYS.map((key) => [key, url.searchParams.get(key)])))
  if (readVisit(request) && Object.keys(utm).length === 0) return null
  const referer = request.headers.get('referer')
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
  }
}
