import { expect, test, type Page } from '@playwright/test'
import { pageWithClockPaused } from '../../testing/page-clock'

// A next step everywhere, so no page is a dead end for a traveller ready to ask: from home, a country page, a
// package page and an article, one tap reaches the form that fits, filled in as far as the page knows. On a
// desktop the tap is the header's "Plan my safari" or the page's closing call; on a phone, the bar fixed at
// the bottom. The bar shows on every public page, never covers the footer, and its WhatsApp chat names the
// page's trip.

const bwindi = `/article/${encodeURIComponent('Meeting the Mountain Gorillas of Bwindi')}`

const journeys = [
  {
    from: '/',
    form: '/book',
    check: async (page: Page) => expect(page.getByLabel('Visiting Country')).toHaveValue(''),
  },
  {
    from: '/places/kenya',
    form: '/book',
    check: async (page: Page) => expect(page.getByLabel('Visiting Country')).toHaveValue('Kenya'),
  },
  {
    from: '/tour/rwanda-uganda',
    form: '/book_package',
    check: async (page: Page) => expect(page.getByLabel('Package', { exact: true })).toHaveValue('3'),
  },
  {
    from: bwindi,
    form: '/book',
    check: async (page: Page) => expect(page.getByLabel('Visiting Country')).toHaveValue('Uganda'),
  },
]

const quickContact = (page: Page) => page.getByRole('navigation', { name: 'Quick contact' })

for (const journey of journeys) {
  test(`from ${decodeURIComponent(journey.from)} one tap reaches the form, filled in`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(journey.from)
    if (isMobile) await quickContact(page).getByRole('link', { name: 'Plan my safari' }).click()
    else {
      // The closing call at the end of the page: the traveller has read it all.
      await page.locator('section[aria-labelledby="closing-call-heading"]').getByRole('link').first().click()
    }
    await expect(page).toHaveURL(new RegExp(`${journey.form}(\\?|$)`))
    await journey.check(page)
  })
}

test('on Our Packages each card offers the booking form beside the itinerary', async ({ page }) => {
  await page.goto('/packages')
  const card = page.getByRole('listitem').filter({ hasText: 'Chimpanzees and the Volcanoes' })
  // Each named for its trip, as a screen reader lists the page's links.
  const bookNow = card.getByRole('link', { name: 'Book Now: Chimpanzees and the Volcanoes', exact: true })
  await expect(bookNow).toHaveAttribute('href', '/tour/rwanda-uganda')
  await card.getByRole('link', { name: 'Plan my safari: Chimpanzees and the Volcanoes', exact: true }).click()
  await expect(page).toHaveURL(/\/book_package\?package=3$/)
  await expect(page.getByLabel('Package', { exact: true })).toHaveValue('3')
  // The 14-day combo's card carries its package too.
  await page.goto('/packages')
  const combo = page.getByRole('listitem').filter({ hasText: "East Africa's Ultimate Wildlife Combo" })
  await combo.getByRole('link', { name: /^Plan my safari: / }).click()
  await expect(page).toHaveURL(/\/book_package\?package=5$/)
  await expect(page.getByLabel('Package', { exact: true })).toHaveValue('5')
})

test('the header offers "Plan my safari" on every page, with the country filled in on a country page', async ({
  page,
  isMobile,
}) => {
  await page.goto('/places/tanzania')
  const header = page.getByRole('navigation', { name: 'Main' })
  if (isMobile) await header.getByText('Menu').click()
  await header.getByRole('link', { name: 'Plan my safari' }).click()
  await expect(page).toHaveURL(/\/book\?visiting=tanzania$/)
  await expect(page.getByLabel('Visiting Country')).toHaveValue('Tanzania')
  // The footer lists the trip forms too.
  const plan = page.getByRole('navigation', { name: 'Plan your trip' })
  await expect(plan.getByRole('link', { name: 'Plan a safari' })).toHaveAttribute('href', '/book')
  await expect(plan.getByRole('link', { name: 'Book a package' })).toHaveAttribute('href', '/book_package')
})

test("WhatsApp chats open with the page's trip named", async ({ page, isMobile }) => {
  await page.goto('/tour/kenya-uganda')
  const chats = isMobile
    ? quickContact(page).getByRole('link', { name: 'WhatsApp' })
    : page.getByRole('link', { name: 'Or chat with us on WhatsApp' })
  const href = (await chats.getAttribute('href'))!
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
  expect(new URL(href).searchParams.get('text')).toBe(
    'Hello, I would like to know more about Gorillas and the Big Five.',
  )
  await page.goto('/places/rwanda')
  const country = isMobile
    ? quickContact(page).getByRole('link', { name: 'WhatsApp' })
    : page.getByRole('link', { name: 'Or chat with us on WhatsApp' })
  expect(new URL((await country.getAttribute('href'))!).searchParams.get('text')).toBe(
    'Hello, I would like to know more about a safari in Rwanda.',
  )
})

test.describe('the phone bar', () => {
  test.skip(({ isMobile }) => !isMobile, 'phones only')

  const pages = [
    '/',
    '/about',
    '/packages',
    '/tour/tanz-beach',
    '/places/uganda',
    '/blogs',
    bwindi,
    '/contact',
    '/book',
    '/book_package',
    '/accomodation',
    '/airport-transfer',
    '/privacy',
    '/terms',
    '/success',
    '/no-such-page',
  ]

  test('shows on every public page and never covers the footer', async ({ page }) => {
    for (const path of pages) {
      await page.goto(path)
      const bar = quickContact(page)
      await expect(bar, path).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const barBox = (await bar.boundingBox())!
      const lastLine = page.getByText(/© \d{4}/)
      const lineBox = (await lastLine.boundingBox())!
      expect(
        lineBox.y + lineBox.height,
        `${path}: the footer's last line sits above the bar`,
      ).toBeLessThanOrEqual(barBox.y)
      // The page ends where the footer does: no strip of background below it.
      const below = await page.evaluate(
        () =>
          document.documentElement.scrollHeight -
          document.querySelector('footer')!.getBoundingClientRect().bottom -
          window.scrollY,
      )
      expect(below, `${path}: nothing under the footer`).toBeLessThanOrEqual(1)
    }
  })

  test('on a form the bar calls us instead of opening another form', async ({ page }) => {
    await page.goto('/book')
    const bar = quickContact(page)
    await expect(bar.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(bar.getByRole('link', { name: 'Plan my safari' })).toHaveCount(0)
  })

  test("the contact form's toast covers neither the menu nor the bar", async ({ context }) => {
    // Time stands still, so the toast is still there to be measured however slow the machine is.
    const page = await pageWithClockPaused(context)
    await page.goto('/contact')
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
    )
    await page.getByLabel('Name', { exact: true }).fill('Mei Tanaka')
    await page.getByLabel('Email', { exact: true }).fill('mei@example.jp')
    await page.getByLabel('Message', { exact: true }).fill('Can we see chimpanzees and gorillas in one week?')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' })
    await expect(toast).toBeVisible()
    const box = (await toast.boundingBox())!
    for (const other of [page.getByRole('navigation', { name: 'Main' }), quickContact(page)]) {
      const covered = (await other.boundingBox())!
      const overlaps = box.y < covered.y + covered.height && covered.y < box.y + box.height
      expect(overlaps).toBe(false)
    }
  })
})
