import { describe, expect, test } from 'vitest'
import { isTravellersVisit } from '../../app/lib/traveller-visit'
import { notVisits, phoneVisits } from '../../testing/visit-headers'

// Which fetches of a proposal's link are the traveller looking at it (docs/decisions/047-a-visit-that-counts.md).
// The same header sets are sent to the built server by tests/integration/proposal-visits.test.ts.

const request = (method: string, headers: Record<string, string>) => ({
  method,
  headers: new Headers(headers),
})

describe('a traveller’s visit', () => {
  test.each(phoneVisits)('counts $who opening the link', ({ method, headers }) => {
    expect(isTravellersVisit(request(method, headers))).toBe(true)
  })

  test.each(notVisits)('does not count $who', ({ method, headers }) => {
    expect(isTravellersVisit(request(method, headers))).toBe(false)
  })

  test('a page the browser shows inside another (an iframe) or a script’s fetch is no visit', () => {
    const phone = phoneVisits[0]!.headers
    expect(isTravellersVisit(request('GET', { ...phone, 'sec-fetch-dest': 'iframe' }))).toBe(false)
    expect(
      isTravellersVisit(request('GET', { ...phone, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' })),
    ).toBe(false)
  })

  test('a navigation from a webmail page, or through a redirect, counts whatever site it came from', () => {
    const phone = phoneVisits[1]!.headers
    expect(isTravellersVisit(request('GET', { ...phone, 'sec-fetch-site': 'cross-site' }))).toBe(true)
    const { 'sec-fetch-user': _user, ...redirected } = phone
    expect(isTravellersVisit(request('GET', redirected))).toBe(true)
  })

  test('a browser’s prerender is no visit yet', () => {
    const phone = phoneVisits[0]!.headers
    expect(isTravellersVisit(request('GET', { ...phone, 'sec-purpose': 'prefetch;prerender' }))).toBe(false)
    expect(isTravellersVisit(request('GET', { ...phone, purpose: 'prefetch' }))).toBe(false)
  })
})
