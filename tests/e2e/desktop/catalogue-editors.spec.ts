import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../../../testing/axe'
import { createSqliteDatabase, type TestDatabase } from '../../../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../../../testing/server'

// The back-office's catalogue editors as staff use them: a new package from an empty form to a booking,
// a country page, and the display rates. Two server processes share one SQLite file: the second learns
// of each change from the file's data version, on pages its cache had kept (decision 022).

let database: TestDatabase
let first: RunningServer
let second: RunningServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  database = await createSqliteDatabase()
  // One after the other: the first migrates and seeds the file, the second finds it ready.
  first = await startServer(database.url)
  second = await startServer(database.url)
})

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await database?.drop()
})

async function signInStaff(context: BrowserContext): Promise<string> {
  const login = await context.request.post(`${first.url}/api/bookings/login`, { data: ADMIN })
  expect(login.status()).toBe(200)
  const token = login.headers()['x-login']!
  await context.addCookies([
    { name: 'tembo_session', value: token, url: first.url, httpOnly: true, sameSite: 'Lax' },
  ])
  return token
}

/** A returning traveller on the second instance: seen twice, a page comes from its cache. */
async function visitTwice(page: Page, path: string) {
  await page.goto(`${second.url}${path}`)
  const answer = await page.goto(`${second.url}${path}`)
  expect(answer!.headers()['x-page-cache'], path).toBe('hit')
}

test('staff add a package from an empty form, preview it as a draft and publish it: travellers find and book it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000)
  const token = await signInStaff(context)
  const traveller = await (await browser.newContext()).newPage()
  await visitTwice(traveller, '/packages')
  await visitTwice(traveller, '/book_package')

  await page.goto(`${first.url}/admin/packages`)
  await page.getByRole('link', { name: 'Add a package' }).click()
  await expect(page.getByRole('heading', { name: 'New package', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)

  // Saved empty: each rule's message sits beside its field, and nothing is created.
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Not saved: correct the fields marked below.')).toBeVisible()
  await expect(page.getByText('Give the package a title')).toBeVisible()
  await expect(page.getByText('Choose at least one country')).toBeVisible()
  await expect(page.getByText('A price in whole US dollars')).toBeVisible()
  await expect(page.getByLabel('Title').first()).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Title').first().fill('Kidepo Valley Wilderness')
  await page.getByLabel('Page address').fill('kidepo-wilderness')
  await page.getByLabel('Length in days').fill('3')
  await page.getByRole('checkbox', { name: 'Uganda' }).check()
  await page
    .getByLabel('Summary (the card on Our Packages)')
    .fill('Three days in Uganda’s far north-east, where the Narus valley draws lion, buffalo and elephant.')
  await page
    .getByLabel('Introduction')
    .fill('Kidepo is Uganda’s most remote park, reached by a charter flight.')
  await page.getByLabel('Description for search engines').fill('Three days of game drives in Kidepo Valley.')
  await page.locator('input[name="itinerary[0].title"]').fill('Fly to Kidepo')
  await page
    .locator('textarea[name="itinerary[0].text"]')
    .fill('A morning charter from Entebbe to Apoka airstrip, then an evening drive in the Narus valley.')
  // A second entry, for days 2 and 3 together; the first entry's words stay as typed.
  await page.getByRole('button', { name: 'Add a day' }).click()
  await expect(page.locator('input[name="itinerary[0].title"]')).toHaveValue('Fly to Kidepo')
  await page.locator('input[name="itinerary[1].from"]').fill('2')
  await page.locator('input[name="itinerary[1].to"]').fill('3')
  await page.locator('input[name="itinerary[1].title"]').fill('Narus valley game drives')
  await page
    .locator('textarea[name="itinerary[1].text"]')
    .fill('Drives at dawn and dusk, and a walk to the Kanangorok hot springs on the South Sudan border.')
  await page.locator('input[name="seasons[0].price"]').fill('2000')
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  // Numbered after the eight a new database holds (the eighth added by migration 0019).
  await expect(page).toHaveURL(/\/admin\/packages\/9\?added=1$/)
  await expect(page.getByRole('status')).toHaveText('Package added as a draft: publish it when it is ready.')
  await expect(page.getByText('Package 9 · Draft')).toBeVisible()

  // A draft: staff preview it, travellers cannot see it.
  expect((await traveller.goto(`${second.url}/tour/kidepo-wilderness`))!.status()).toBe(404)
  await page.getByRole('link', { name: 'Preview' }).click()
  await expect(page.getByRole('heading', { name: 'Kidepo Valley Wilderness', level: 1 })).toBeVisible()
  // The price is said under the title (the first screen on a phone) and again beside the days.
  await expect(page.getByText('from $2,000').first()).toBeVisible()
  await page.goBack()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Package published.')).toBeVisible()

  // Published: the second process shows it on the pages its cache kept, and takes bookings for it.
  const answer = await traveller.goto(`${second.url}/tour/kidepo-wilderness`)
  expect(answer!.status()).toBe(200)
  await expect(traveller.getByText('from $2,000').first()).toBeVisible()
  await expect(traveller.getByRole('heading', { name: 'Days 2-3: Narus valley game drives' })).toBeVisible()
  await traveller.goto(`${second.url}/packages`)
  await expect(traveller.getByRole('listitem').filter({ hasText: 'Kidepo Valley Wilderness' })).toContainText(
    'from $2,000',
  )
  // The filter form: the gorilla trips in Uganda cost more, so the new package is the one match.
  await traveller.getByLabel('Country').selectOption({ label: 'Uganda' })
  await traveller.getByLabel('Length').selectOption({ label: 'Up to 7 days' })
  await traveller.getByLabel('Budget per person').selectOption({ label: 'Under $3,000' })
  await traveller.getByRole('button', { name: 'Show trips' }).click()
  await expect(traveller.getByRole('status')).toHaveText('1 trip match your choice')
  await expect(traveller.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Kidepo Valley Wilderness',
  ])
  await traveller.goto(`${second.url}/book_package`)
  await expect(traveller.getByLabel('Package')).toContainText('Kidepo Valley Wilderness (3 days)')
  await traveller.getByLabel('Package').selectOption({ label: 'Kidepo Valley Wilderness (3 days)' })
  expect(await traveller.getByLabel('Package').inputValue()).toBe('9')

  const booking = await traveller.request.post(`${second.url}/api/bookings/book_package`, {
    data: { name: 'Ruth Nakato', email: 'ruth@example.com', phone: '+44 20 7946 0001', package_no: 9 },
  })
  expect(booking.status()).toBe(201)
  const { id } = (await booking.json()) as { id: number }
  const stored = await traveller.request.get(`${second.url}/api/bookings/book_package/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(((await stored.json()) as { package_title: string }[])[0]!.package_title).toBe(
    'Kidepo Valley Wilderness',
  )

  await page.goto(`${first.url}/admin/audit`)
  await expect(page.getByRole('main')).toContainText('Kidepo Valley Wilderness (9)')
})

test('staff edit a country page: a mistake keeps what was typed, and the saved page shows on the other instance', async ({
  page,
  context,
  browser,
}) => {
  await signInStaff(context)
  const traveller = await (await browser.newContext()).newPage()
  await visitTwice(traveller, '/places/uganda')
  const grid = traveller.getByRole('region', { name: 'When to go' })
  await expect(grid).toContainText('January: Best time')

  await page.goto(`${first.url}/admin/countries`)
  await page.getByRole('link', { name: 'Uganda' }).click()
  await expect(page.getByRole('heading', { name: 'Uganda', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
  const entry = page.getByLabel('Visas and entry')
  const note = 'Carry your yellow fever certificate in your hand luggage: it is checked at Entebbe.'
  await entry.fill(`${await entry.inputValue()}\n${note}`)
  await page.locator('select[name="bestTime"]').first().selectOption('wet')
  await page.getByLabel('Main airports').fill('EBB Entebbe International')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Not saved: correct the fields marked below.')).toBeVisible()
  await expect(page.getByText('One airport a line: code | name | city')).toBeVisible()
  await expect(entry).toHaveValue(new RegExp(note))
  await expect(page.locator('select[name="bestTime"]').first()).toHaveValue('wet')

  await page.getByLabel('Main airports').fill('EBB | Entebbe International | Entebbe')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Country page saved.')).toBeVisible()

  await traveller.goto(`${second.url}/places/uganda`)
  await expect(grid).toContainText('January: Rainy season')
  await expect(traveller.getByRole('main')).toContainText(note)
  await expect(traveller.getByRole('main')).toContainText('Entebbe International')
})

test('an admin sets the display rates: a wrong rate is refused beside its field, a right one shows on tour pages', async ({
  page,
  context,
  browser,
}) => {
  await signInStaff(context)
  const traveller = await (await browser.newContext()).newPage()
  await visitTwice(traveller, '/tour/tanz-beach')
  const green = traveller.getByRole('row').filter({ hasText: '$1,550' }).first()
  await expect(green).toBeVisible()

  await page.goto(`${first.url}/admin/currencies`)
  await expectNoAxeViolations(page)
  const euro = page.getByLabel('EUR for 1 USD')
  await euro.fill('0')
  await page.getByRole('button', { name: 'Save rates' }).click()
  await expect(page.getByText('A rate above 0, such as 0.86')).toBeVisible()
  await expect(euro).toHaveAttribute('aria-invalid', 'true')
  await expect(euro).toHaveValue('0')

  await euro.fill('0.9')
  await page.getByRole('button', { name: 'Save rates' }).click()
  await expect(page.getByText('Rates saved: tour pages show them now.')).toBeVisible()
  await expect(page.getByText('$1,000 shows as €900')).toBeVisible()

  // $1,550 at 0.9 is €1,395, shown rounded up to the next 10.
  await traveller.goto(`${second.url}/tour/tanz-beach`)
  await expect(green).toContainText('€1,400')
})
