import { describe, expect, test } from 'vitest'
import { packagesAfter0019 } from '../../db/frozen-content/0019-content-accuracy/corrections'
import { withServer } from '../../testing/backends'

// A tour page as the server sends it: the price comes first, under the title, so a phone shows it on
// its first screen instead of after the whole itinerary; every link to a form carries the package.

describe('tour pages', () => {
  const backend = withServer()
  const page = async (slug: string) => {
    const answer = await fetch(`${backend().url}/tour/${slug}`)
    expect(answer.status, slug).toBe(200)
    return (await answer.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
  }

  test('the lowest price is under the title, before the intro and the days', async () => {
    for (const item of packagesAfter0019) {
      const html = await page(item.slug)
      const lowest = Math.min(...item.seasons.map((season) => season.priceUsd)).toLocaleString('en-GB')
      // The page's body (the head repeats the intro in its description).
      const title = html.indexOf('<h1')
      const price = html.indexOf(`from <strong>$${lowest}</strong> per person sharing`)
      expect(price, item.slug).toBeGreaterThan(title)
      expect(price, item.slug).toBeLessThan(html.indexOf(item.intro[0]!, title))
      expect(price, item.slug).toBeLessThan(html.indexOf(item.itinerary[0]!.title, title))
    }
  })

  test("the 14-day combo's Plan my safari chooses it on the booking form; its Get package goes to /book", async () => {
    const html = await page('east-africa')
    expect(html).toMatch(/href="\/book_package\?package=5"[^>]*>Plan my safari</)
    expect(html).toMatch(/href="\/book"[^>]*>Get package</)
  })
})
