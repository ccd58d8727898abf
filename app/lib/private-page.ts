// A page whose address holds a secret (a traveller's proposal or review link, a staff member's password
// link): never kept by a cache or an index, and its address never goes to another site as a referrer,
// for example through a payment link (docs/decisions/046-same-origin-referrers.md). The page's own
// requests keep their referrer, and so their Origin: a browser sends `Origin: null` with every form
// post of a page that withholds all referrers, and that post is refused as another site's.

/** The referrer policy of such a page, as a header and as its meta tag (the tag would override it). */
export const PRIVATE_REFERRER_POLICY = 'same-origin'

/** The headers of every answer at such an address: the page, its refusals and its redirects. */
export const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': PRIVATE_REFERRER_POLICY,
}

/** The meta tags of such a page, saying the same in the document itself. */
export const PRIVATE_META = [
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: PRIVATE_REFERRER_POLICY },
]
