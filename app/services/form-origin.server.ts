// Which site a change came from, settled before React Router judges it (server/app.ts;
// docs/decisions/046-same-origin-referrers.md). React Router refuses a page's form post whose Origin
// names another site, and `Origin: null` with it. A browser sends `null` for its own page's post when
// that page withholds its referrer (a page opened before its policy was `same-origin`, a browser or an
// extension that withholds every referrer), and for a post that another site sent through a redirect
// or a sandboxed frame. Fetch metadata (`Sec-Fetch-Site`, which no page's script can set) tells the
// two apart, so it is the second witness wherever Origin says nothing.

/**
 * Rewrites the request's Origin where fetch metadata settles it: a post without an origin (`null`, or
 * none) that the browser says came from this origin gets this origin; one it says came from another
 * site, even a sibling of ours, gets `null`, which React Router refuses. A post with a real Origin, and
 * one without fetch metadata (an older browser, a program), is left as it came.
 */
export function settleFormOrigin(headers: Headers, ownOrigin: string): void {
  const origin = headers.get('origin')
  if (origin !== null && origin !== 'null') return
  const site = headers.get('sec-fetch-site')
  if (site === 'same-origin') headers.set('origin', ownOrigin)
  else if (site === 'cross-site' || site === 'same-site') headers.set('origin', 'null')
}
