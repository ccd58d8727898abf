import { expect, test } from '@playwright/test'

// The navbar as a traveller on a laptop uses it: the country dropdown, the scroll threshold, scroll to top.

test('the Country Destination dropdown lists the four countries and opens each page', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.locator('summary', { hasText: 'Country Destination' }).click()
  const links = nav.locator('details').first().getByRole('link')
  await expect(links).toHaveText(['Kenya', 'Rwanda', 'Uganda', 'Tanzania'])
  await nav.getByRole('link', { name: 'Rwanda' }).click()
  await expect(page).toHaveURL(/\/places\/rwanda$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rwanda')
  await expect(nav.locator('details').first()).not.toHaveAttribute('open')
})

test('the dropdown works from the keyboard and closes on Escape', async ({ page }) => {
  await page.goto('/about')
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  const details = page.getByRole('navigation', { name: 'Main' }).locator('details').first()
  await details.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('open')
  await page.keyboard.press('Escape')
  await expect(details).not.toHaveAttribute('open')
  await expect(details.locator('summary')).toBeFocused()
})

test('the navbar is transparent until the page has scrolled 150 px, then light', async ({ page }) => {
  await page.goto('/packages')
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  const header = page.locator('header').first()
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(await background()).toBe('rgba(0, 0, 0, 0)')
  await page.evaluate(() => window.scrollTo(0, 140))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.evaluate(() => window.scrollTo(0, 160))
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
})

test('every route change starts at the top of the new page', async ({ page }) => {
  await page.goto('/packages')
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
