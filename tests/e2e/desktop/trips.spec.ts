import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../../../testing/axe'
import { createPostgresDatabase, type TestDatabase } from '../../../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../../../testing/server'

// Trips as data, as staff and travellers meet it: two instances share one PostgreSQL database, as behind
// a load balancer. Staff edit a package on the first; the second shows it at once, on pages its cache
// had already kept. An unpublished package is gone (404, sitemap); a retired one with bookings keeps its
// title for staff and the API.

let database: TestDatabase
let first: RunningServer
let second: RunningServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  database = await createPostgresDatabase()
  first = await startServer(database.url)
  second = await startServer(database.url)
})

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await database?.drop()
})

/** The traveller's view of the second instance: a returning visitor, so pages come from its cache. */
async function visit(page: Page, path: string) {
  const answer = await page.goto(`${second.url}${path}`)
  return answer!
}

test('staff change a price, add a day and publish: every page of another instance shows it at once', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000)
  const traveller = await (await browser.newContext()).newPage()
  // Seen before the change, twice: the second view is served from the page cache.
  for (let i = 0; i < 2; i++) {
    await visit(traveller, '/tour/tanz-beach')
    await visit(traveller, '/packages')
  }
  await expect(traveller.getByText('from $1,550')).toBeVisible()

  const login = await context.request.post(`${first.url}/api/bookings/login`, { data: ADMIN })
  expect(login.status()).toBe(200)
  await context.addCookies([
    {
      name: 'tembo_session',
      value: login.headers()['x-login']!,
      url: first.url,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
  await page.goto(`${first.url}/admin/packages`)
  await page.getByRole('link', { name: 'Zanzibar Beach Escape' }).click()
  await expect(page.getByRole('heading', { name: 'Zanzibar Beach Escape', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)

  // Unpublished, the tour page is gone from the second instance and from its sitemap.
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await expect(page.getByText('Package unpublished.')).toBeVisible()
  expect((await visit(traveller, '/tour/tanz-beach')).status()).toBe(404)
  expect(await (await traveller.request.get(`${second.url}/sitemap.xml`)).text()).not.toContain(
    '/tour/tanz-beach',
  )
  await visit(traveller, '/book_package')
  await expect(traveller.getByLabel('Package')).not.toContainText('Zanzibar Beach Escape')

  // The green season's price, and a seventh day after a mistake that keeps what was typed.
  const prices = await page
    .locator('input[name^="seasons"][name$=".price"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  const green = prices.indexOf('1550')
  expect(green).toBeGreaterThanOrEqual(0)
  await page.locator(`input[name="seasons[${green}].price"]`).fill('1234')
  await page.getByRole('button', { name: 'Add a day' }).click()
  const day = page.locator('input[name="itinerary[3].title"]')
  await expect(day).toBeVisible()
  await expect(page.locator(`input[name="seasons[${green}].price"]`)).toHaveValue('1234')
  await day.fill('A last swim at Nungwi')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Not saved: correct the fields marked below.')).toBeVisible()
  await expect(page.getByText('Say what happens on the day')).toBeVisible()
  await expect(day).toHaveValue('A last swim at Nungwi')
  await page
    .locator('textarea[name="itinerary[3].text"]')
    .fill('A slow morning on the north coast before the flight home.')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    page.getByText('The days written add up to 7: make them 6, or change the length'),
  ).toBeVisible()
  await page.getByLabel('Length in days').fill('7')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Package saved.')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Package published.')).toBeVisible()

  // The second instance: tour page, list, booking form and JSON-LD, at once.
  expect((await visit(traveller, '/tour/tanz-beach')).status()).toBe(200)
  await expect(traveller.getByText('from $1,234').first()).toBeVisible()
  await expect(traveller.getByRole('heading', { name: 'Day 7: A last swim at Nungwi' })).toBeVisible()
  const jsonLd = await traveller.locator('script[type="application/ld+json"]').allTextContents()
  const trip = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'TouristTrip')
  expect(trip?.offers).toMatchObject({ price: '1234.00', priceCurrency: 'USD' })
  await visit(traveller, '/packages')
  await expect(traveller.getByRole('listitem').filter({ hasText: 'Zanzibar Beach Escape' })).toContainText(
    'from $1,234',
  )
  await visit(traveller, '/book_package')
  await expect(traveller.getByLabel('Package')).toContainText('Zanzibar Beach Escape (7 days)')
  expect(await (await traveller.request.get(`${second.url}/sitemap.xml`)).text()).toContain(
    '/tour/tanz-beach',
  )

  // Booked, then retired: gone from the public pages, still named for staff and in the API.
  const booking = await traveller.request.post(`${second.url}/api/bookings/book_package`, {
    data: { name: 'Amina Otieno', email: 'amina@example.com', phone: '+254 700 000 001', package_no: 7 },
  })
  expect(booking.status()).toBe(201)
  const { id } = (await booking.json()) as { id: number }
  await page.getByRole('button', { name: 'Retire' }).click()
  await expect(page.getByText('Package retired.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0)
  expect((await visit(traveller, '/tour/tanz-beach')).status()).toBe(404)
  const refused = await traveller.request.post(`${second.url}/api/bookings/book_package`, {
    data: { name: 'Amina Otieno', email: 'amina@example.com', phone: '+254 700 000 001', package_no: 7 },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.json()).toEqual({ errors: { package_no: ['Choose one of the packages'] } })
  await page.goto(`${first.url}/admin/package/${id}`)
  await expect(page.getByRole('main')).toContainText('Zanzibar Beach Escape')
  const api = await page.request.get(`${second.url}/api/bookings/book_package/${id}`, {
    headers: { authorization: `Bearer ${login.headers()['x-login']}` },
  })
  expect(((await api.json()) as { package_title: string }[])[0]!.package_title).toBe('Zanzibar Beach Escape')
  await page.goto(`${first.url}/admin/packages`)
  await expect(page.getByRole('listitem').filter({ hasText: 'Zanzibar Beach Escape' })).toContainText(
    'Retired',
  )
})
