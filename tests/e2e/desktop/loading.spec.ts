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
