import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  countriesAfter0019,
  packagesAfter0019,
} from '../../db/frozen-content/0019-content-accuracy/corrections'
import { about, privacy, termsFor } from '../../app/content/pages'
import { DEFAULT_BOOKING_TERMS } from '../../app/lib/booking-terms'
import { coastalVisits, gameReserves, slides } from '../../app/content/home'

// What a search engine or a browser without JavaScript receives: the content is in the server's HTML.
// The catalogue is as the migrations left it (db/frozen-content/, corrected and added to by 0019): the
// tests that edit it add their own packages rather than change these.

const packages = packagesAfter0019
const countries = countriesAfter0019

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  return decode(await response.text())
}

test('home: slides, countries, reserves, coasts and counters are in the HTML; no words typed in as reviews', async ({
  request,
}) => {
  const page = await html(request, '/')
  for (const slide of slides) expect(page).toContain(slide.title)
  for (const country of countries) {
    expect(page).toContain(country.name)
    for (const highlight of country.highlights) expect(page).toContain(highlight)
    expect(page).toContain(`href="/places/${country.slug}"`)
  }
  for (const place of [...gameReserves, ...coastalVisits]) expect(page).toContain(place.name)
  // Travellers' words come only from reviews an admin entered or approved (the trust block), never typed
  // into the page.
  expect(page).not.toContain('What our travellers say')
  expect(page).toMatch(/>8<\/span>/)
  expect(page).toContain('2,000+')
  expect(page).toContain('Years in operation')
})

test('country pages: description, experiences, best time, entry facts, Book Now and the package sidebar', async ({
  request,
}) => {
  for (const country of countries) {
    const page = await html(request, `/places/${country.slug}`)
    expect(page).toContain(country.description[0]!)
    for (const experience of country.experiences) expect(page).toContain(experience.title)
    expect(page).toContain('href="/book"')
    const visiting = packages.filter((item) => item.countries.includes(country.slug))
    for (const item of visiting) {
      expect(page).toContain(item.title)
      expect(page).toContain(`${item.days} days`)
    }
    if (country.slug === 'tanzania') expect(visiting).toHaveLength(4)
    // The month grid names each month with its rating; the entry facts and airports follow.
    expect(page).toContain('When to go')
    expect(page).toContain(
      `January: ${{ best: 'Best time', good: 'Good time', wet: 'Rainy season' }[country.bestTime[0]!]}`,
    )
    for (const line of country.entry) expect(page).toContain(line)
    for (const airport of country.airports) expect(page).toContain(airport.name)
  }
  expect(countries.find((country) => country.slug === 'tanzania')!.experiences).toHaveLength(8)
})

test('both Tanzania addresses resolve: /places/tanz redirects permanently to /places/tanzania', async ({
  request,
}) => {
  const response = await request.get('/places/tanz', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/places/tanzania')
})

test('tour pages: intro, Get package, gallery, every day, prices, inclusions, facts, map and every package in the sidebar', async ({
  request,
}) => {
  for (const item of packages) {
    const page = await html(request, `/tour/${item.slug}`)
    expect(page).toContain(item.intro[0]!)
    expect(page).toContain(item.no === 5 ? 'href="/book"' : `href="/book_package?package=${item.no}"`)
    for (const image of item.gallery) expect(page).toContain(`alt="${image.alt}"`)
    for (const day of item.itinerary) expect(page).toContain(day.title)
    for (const other of packages) expect(page).toContain(other.title)
    const days = item.itinerary.reduce((sum, day) => sum + day.to - day.from + 1, 0)
    expect(days, `${item.title} itinerary covers its ${item.days} days`).toBe(item.days)
    // The lowest season's price, what is and is not included, and the route drawn as an image.
    const lowest = Math.min(...item.seasons.map((season) => season.priceUsd))
    expect(page).toContain(
      `from <strong class="text-2xl">$${lowest.toLocaleString('en-GB')}</strong> per person sharing`,
    )
    for (const line of [...item.included, ...item.excluded]) expect(page).toContain(line)
    // Every other link to a form carries the package, the 14-day combo's too.
    expect(page).toContain(`href="/book_package?package=${item.no}"`)
    expect(page).toContain('Plan my safari')
    expect(page).toMatch(/<svg[^>]*role="img"/)
    const jsonLd = page.match(/"@type":"TouristTrip"[\s\S]*?<\/script>/)?.[0] ?? ''
    expect(jsonLd).toContain(`"price":"${lowest}.00","priceCurrency":"USD"`)
  }
  const beach = await html(request, '/tour/kenya-beach')
  for (const label of ['Days 1-4', 'Days 5-6', 'Day 7']) expect(beach).toContain(label)
  const zanzibar = await html(request, '/tour/tanz-beach')
  for (const label of ['Days 1-3', 'Days 4-5', 'Day 6']) expect(zanzibar).toContain(label)
})

test('about, privacy and terms carry their sections; the terms state every business constant', async ({
  request,
}) => {
  const aboutPage = await html(request, '/about')
  for (const reason of about.whyChooseUs) expect(aboutPage).toContain(reason.title)
  expect(aboutPage).toContain(about.vision)
  expect(aboutPage).toContain(about.mission)
  const privacyPage = await html(request, '/privacy')
  for (const section of privacy.sections) expect(privacyPage).toContain(section.title)
  const termsPage = await html(request, '/terms')
  for (const section of termsFor(DEFAULT_BOOKING_TERMS).sections) expect(termsPage).toContain(section.title)
  for (const fact of ['30%', '30 days', 'insurance', 'park fees', 'in writing']) {
    expect(termsPage.toLowerCase()).toContain(fact.toLowerCase())
  }
  // How to pay is said as the operator takes payments: the ways set up, or that the confirmation says.
  expect(termsPage).toMatch(
    /You can pay (by|through) |We will tell you how to pay with your booking confirmation/,
  )
})

test('blog: the list links every story by its encoded title, and the article renders on the server', async ({
  request,
}) => {
  const list = await html(request, '/blogs')
  const title = 'Meeting the Mountain Gorillas of Bwindi'
  expect(list).toContain(`href="/article/${encodeURIComponent(title)}"`)
  const article = await html(request, `/article/${encodeURIComponent(title)}`)
  expect(article).toContain('<h2>')
  expect(article).toContain('facebook.com/sharer')
  expect(article).toContain('"@type":"BlogPosting"')
  expect((await request.get('/article/No%20such%20story')).status()).toBe(404)
})

test('search engines: sitemap lists every public page and article; robots keeps /admin and /api out', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of [
    '/about',
    '/packages',
    '/blogs',
    '/contact',
    '/privacy',
    '/terms',
    '/places/tanzania',
    '/tour/east-africa',
  ]) {
    expect(sitemap).toContain(`${path}</loc>`)
  }
  expect(sitemap).toContain(encodeURIComponent('Meeting the Mountain Gorillas of Bwindi'))
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /api')
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  const home = await html(request, '/')
  expect(home).toContain('"@type":"TravelAgency"')
  expect(home).toMatch(/<link rel="canonical" href="http[^"]+\/"/)
  expect(home).toContain('property="og:title"')
  const tour = await html(request, '/tour/tanzania')
  expect(tour).toContain('"@type":"TouristTrip"')
})
