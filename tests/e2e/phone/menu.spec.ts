import { expect, test } from '@playwright/test'

// The phone menu: it opens, lists everything, and closes once a link is chosen.

test('the menu closes when a link is chosen', async ({ page }) => {
  await page.goto('/')
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  const menu = page.getByRole('navigation', { name: 'Main' }).locator('details').last()
  await menu.getByText('Menu').click()
  await expect(menu).toHaveAttribute('open')
  await expect(menu.getByRole('link', { name: 'Tanzania' })).toBeVisible()
  await menu.getByRole('link', { name: 'Our Safaris' }).click()
  await expect(page).toHaveURL(/\/packages$/)
  await expect(menu).not.toHaveAttribute('open')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Packages')
})

test('the menu works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 800 },
  })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByText('Menu').click()
  await page.getByRole('link', { name: 'Uganda', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uganda')
  await context.close()
})
