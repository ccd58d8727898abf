import { expect, test } from '@playwright/test'

// On a slow connection, moving to the blog shows a skeleton while its data arrives, then the stories.

test('the blog list and an article show a skeleton while their data loads in the browser', async ({
  page,
}) => {
  await page.goto('/about')
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/blogs\.data/, async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click()
  await expect(page.getByRole('status', { name: 'Loading our stories' })).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Stories')
  await expect(page.getByRole('status', { name: 'Loading our stories' })).toHaveCount(0)

  let releaseArticle: () => void = () => {}
  const heldArticle = new Promise<void>((resolve) => (releaseArticle = resolve))
  await page.route(/\/article\/.*\.data/, async (route) => {
    await heldArticle
    await route.continue()
  })
  await page.getByRole('link', { name: 'Zanzibar After the Safari' }).first().click()
  await expect(page.getByRole('status', { name: 'Loading the story' })).toBeVisible()
  releaseArticle()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zanzibar After the Safari')
})

// The app's scripts wait until the page has been painted (docs/decisions/033-scripts-after-paint.md): on a
// slow line they no longer hold back the hero picture, and the page still comes to life after it.
test('a page asks for its scripts only after its largest paint, then starts the app', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  const response = await page.goto('/book')
  const html = await response!.text()
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).not.toMatch(/<script[^>]*type="module"/)
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  const timing = await page.evaluate(() => ({
    paint: Math.max(...performance.getEntriesByType('largest-contentful-paint').map((e) => e.startTime)),
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }))
  expect(timing.scripts.length).toBeGreaterThan(3)
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint)
  // Started: the form checks a field as the traveller leaves it, which only the app does.
  await page.getByLabel('Email').fill('not-an-address')
  await page.getByLabel('Email').blur()
  await expect(page.getByText('Invalid email')).toBeVisible()
  expect(errors).toEqual([])
})
