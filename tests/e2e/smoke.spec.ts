import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

// Every public page, on desktop and phone: it renders, hydrates without an error, and axe finds nothing.

const pages = [
  { path: '/', heading: /./ },
  { path: '/about', heading: /./ },
  { path: '/packages', heading: 'Our Packages' },
  { path: '/places/kenya', heading: 'Kenya' },
  { path: '/places/rwanda', heading: 'Rwanda' },
  { path: '/places/uganda', heading: 'Uganda' },
  { path: '/places/tanzania', heading: 'Tanzania' },
  { path: '/tour/kenya-uganda', heading: 'Gorillas and the Big Five' },
  { path: '/tour/kenya-tanzania', heading: 'The Great Rift Valley' },
  { path: '/tour/rwanda-uganda', heading: 'Chimpanzees and the Volcanoes' },
  { path: '/tour/tanzania', heading: 'The Great Serengeti Migration' },
  { path: '/tour/east-africa', heading: "East Africa's Ultimate Wildlife Combo" },
  { path: '/tour/kenya-beach', heading: 'Kenya Beach Escape' },
  { path: '/tour/tanz-beach', heading: 'Zanzibar Beach Escape' },
  { path: '/tour/uganda-classic', heading: "Uganda's Classic Circuit" },
  { path: '/blogs', heading: 'Our Stories' },
  {
    path: `/article/${encodeURIComponent('Meeting the Mountain Gorillas of Bwindi')}`,
    heading: 'Meeting the Mountain Gorillas of Bwindi',
  },
  { path: '/privacy', heading: 'Privacy' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/contact', heading: /./ },
  { path: '/book', heading: 'Plan your safari' },
  { path: '/book_package', heading: 'Book a package' },
  { path: '/accomodation', heading: 'Accommodation' },
  { path: '/airport-transfer', heading: 'Airport transfer' },
  { path: '/success', heading: 'Successfully received. We will get in touch soon.' },
]

function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  )
}

for (const { path, heading } of pages) {
  test(`${path} renders, hydrates cleanly and has no accessibility violations`, async ({ page }) => {
    const errors = collectErrors(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await hydrated(page)
    expect(errors).toEqual([])
    const axe = await new AxeBuilder({ page }).analyze()
    expect(
      axe.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`),
    ).toEqual([])
  })
}

test('an unknown address shows a real 404 page inside the site, with a way back', async ({ page }) => {
  const response = await page.goto('/no-such-safari')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  // Named in the tab and the history, and kept out of search engines.
  await expect(page).toHaveTitle('Page not found | Tembo Safaris')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
})
