import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// The first page a traveller sees renders on the server, hydrates without errors and is accessible.

test('home page shows the operator and its seven packages, without errors', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Bespoke safaris in Uganda, Kenya, Rwanda and Tanzania',
  )
  await expect(page.getByRole('listitem')).toHaveCount(7)
  await expect(page.getByText('Gorillas and the Big Five')).toBeVisible()
  await expect(page).toHaveTitle(/Tembo Safaris/)
  // Hydration finished: React Router marks the document once the client router has taken over.
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  )
  expect(errors).toEqual([])
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})

test('an unknown address shows a real 404 page with a way back', async ({ page }) => {
  const response = await page.goto('/no-such-safari')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})
