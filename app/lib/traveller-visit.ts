import { isbot } from 'isbot'

// Whether a request for a traveller's page (a proposal's link) is the traveller looking at it, which is
// counted and tells staff (docs/decisions/047-a-visit-that-counts.md). Mail clients fetch a link for
// themselves (Outlook's own GET), scanners fetch it before the traveller may (Safe Links and the like,
// often with a browser's user agent), browsers prefetch, and link checkers send HEAD. None of them is
// the browser navigating to show the page: only a browser sets Fetch Metadata's `Sec-Fetch-Mode:
// navigate` with `Sec-Fetch-Dest: document`, and a page's script cannot set them. A browser too old to
// send them is not counted: a visit missed is better than a scanner's visit told to staff as the
// traveller's.

export interface PageRequest {
  method: string
  headers: Headers
}

/** A browser's own navigation to show the page, not a speculative fetch and not a robot's. */
export function isTravellersVisit({ method, headers }: PageRequest): boolean {
  if (method.toUpperCase() !== 'GET') return false
  if (headers.get('sec-fetch-mode') !== 'navigate' || headers.get('sec-fetch-dest') !== 'document')
    return false
  // A prefetch or prerender the browser made in case the page is opened (Chrome and Safari say so in
  // Sec-Purpose; Firefox and older Chrome in Purpose or X-Moz).
  if (
    headers.has('sec-purpose') ||
    headers.has('purpose') ||
    headers.has('x-moz') ||
    headers.has('x-purpose')
  )
    return false
  // A scanner driving a real browser still names itself in its user agent (HeadlessChrome, a bot's).
  return !isbot(headers.get('user-agent'))
}
