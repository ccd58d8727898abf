import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../../../testing/axe'

// The trip pages on a phone: the price table, the route map, the month grid and the filter form fit the
// screen (a wide table scrolls inside its own box), and the enquiry box leads to the booking form.

const tours = [
  'kenya-uganda',
  'kenya-tanzania',
  'rwanda-uganda',
  'tanzania',
  'east-africa',
  'kenya-beach',
  'tanz-beach',
  'uganda-classic',
]
const pages = [
  ...tours.map((slug) => `/tour/${slug}`),
  '/packages',
  '/packages?visiting=tanzania&duration=medium&budget=3000to6000',
  '/places/kenya',
  '/places/uganda',
  '/places/rwanda',
  '/places/tanzania',
]

test('on a phone every tour, country and packages page fits the screen', async ({ page }) => {
  for (const path of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Under phone emulation the layout viewport widens to the content: measure against the device.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.screen.width)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test('on a phone a tour page shows its lowest price on the first screen', async ({ page }) => {
  const screen = page.viewportSize()!.height
  for (const slug of tours) {
    await page.goto(`/tour/${slug}`)
    const price = page.getByText(/^from \$[\d,]+ per person sharing/).first()
    await expect(price, slug).toBeVisible()
    const box = (await price.boundingBox())!
    expect(box.y + box.height, slug).toBeLessThanOrEqual(screen)
  }
})

test('on a 390 px phone the price table shows every figure and its whole caption, without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const slug of tours) {
    await page.goto(`/tour/${slug}`)
    const box = page.getByRole('region', { name: 'Prices by season, in three currencies' })
    await box.scrollIntoViewIfNeeded()
    // Nothing hidden in the box's own scrolling: the table is no wider than the box.
    const sideways = await box.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(sideways, slug).toBeLessThanOrEqual(0)
    const within = await box.boundingBox()
    for (const header of ['USD', 'EUR', 'GBP']) {
      const cell = await box.getByRole('columnheader', { name: header }).boundingBox()
      expect(cell!.x + cell!.width, `${slug} ${header}`).toBeLessThanOrEqual(within!.x + within!.width + 0.5)
    }
    await expect(box.locator('caption')).toContainText('euro and pound figures are a guide')
  }
})

test('on a phone a tour page reads in order and its enquiry box opens the booking form with the trip chosen', async ({
  page,
}) => {
  await page.goto('/tour/rwanda-uganda')
  await expectNoAxeViolations(page)
  const prices = page.getByRole('region', { name: 'Prices by season, in three currencies' })
  await prices.scrollIntoViewIfNeeded()
  await expect(prices).toBeVisible()
  await expect(page.getByRole('img', { name: 'Route of Chimpanzees and the Volcanoes' })).toBeVisible()
  const box = page.getByRole('complementary', { name: 'Plan this trip with us' })
  await box.getByRole('link', { name: 'Plan my safari' }).click()
  await expect(page).toHaveURL(/\/book_package/)
  await expect(page.getByLabel('Package', { exact: true })).toHaveValue('3')

  await page.goto('/places/tanzania')
  await expectNoAxeViolations(page)
  await expect(page.getByRole('region', { name: 'When to go' }).getByRole('listitem')).toHaveCount(12)
})
