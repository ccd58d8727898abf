import { expect, test, type Page } from '@playwright/test'
import { signIn } from '../../../testing/browser-staff'

// The pages run under their Content-Security-Policy without a single violation: hydration, client
// navigation, the forms and the article editor with its image preview all keep working.

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )

test('public pages hydrate and navigate under the policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Stories' })).toBeVisible()
  await page
    .getByRole('link', { name: /Meeting the Mountain Gorillas of Bwindi/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting the Mountain Gorillas of Bwindi')
  // With the visit cookie set, whole pages now come from the page cache, allowed by script hashes.
  const tour = await page.goto('/tour/kenya-uganda')
  expect(tour?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/)
  expect(tour?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Safaris' }).click()
  await expect(page).toHaveURL(/\/packages$/)
  const contact = await page.goto('/contact')
  expect(contact?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/)
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Name' }).fill('Amelia Hartley')
  await page.getByRole('textbox', { name: 'Email' }).fill('amelia@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('Is July good for Kibale?')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status')).toHaveText(/Message sent successfully!/)
  expect(await violations()).toEqual([])
})

test('the article editor and its preview work under the policy with no violation', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(context, request, baseURL!)
  const violations = await watchViolations(page)
  await page.goto('/admin/add_blog')
  await page.getByLabel('Title of the article').fill('Policy check')
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  await page
    .getByLabel('Image to display')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png })
  await page.getByRole('textbox', { name: 'Content' }).click()
  await page.keyboard.type('Checked.')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('dialog', { name: 'Article Preview' }).locator('img')).toBeVisible()
  expect(await violations()).toEqual([])
})
