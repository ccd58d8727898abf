import { expect, test, type Page } from '@playwright/test'
import { pageWithClockPaused } from '../../../testing/page-clock'

// The carousel's timing and the counters, measured with Playwright's clock rather than real waiting: the
// page's time stands still until the test moves it.

const activeSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][data-active="true"]').getAttribute('aria-label')

test('the carousel moves on every 4000 ms and wraps after the fourth slide', async ({ context }) => {
  const page = await pageWithClockPaused(context)
  await page.goto('/')
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  await page.mouse.move(0, 0)
  expect(await activeSlide(page)).toBe('1 of 4')
  await page.clock.runFor(3900)
  expect(await activeSlide(page)).toBe('1 of 4')
  await page.clock.runFor(200)
  expect(await activeSlide(page)).toBe('2 of 4')
  await page.clock.runFor(4000)
  expect(await activeSlide(page)).toBe('3 of 4')
  // React sets each next timer after it has shown the slide, so time moves one interval at a time.
  await page.clock.runFor(4000)
  expect(await activeSlide(page)).toBe('4 of 4')
  await page.clock.runFor(4000)
  expect(await activeSlide(page)).toBe('1 of 4')
})

test('the carousel holds still under the pointer, with focus inside, and when paused', async ({
  context,
}) => {
  const page = await pageWithClockPaused(context)
  await page.goto('/')
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  const carousel = page.locator('[aria-roledescription="carousel"]')
  await carousel.hover()
  await page.clock.runFor(9000)
  expect(await activeSlide(page)).toBe('1 of 4')
  await page.mouse.move(0, 0)
  await page.getByRole('button', { name: 'Next slide' }).focus()
  await page.clock.runFor(9000)
  expect(await activeSlide(page)).toBe('1 of 4')
  await page.getByRole('button', { name: 'Next slide' }).click()
  expect(await activeSlide(page)).toBe('2 of 4')
  await page.getByRole('button', { name: 'Pause the slides' }).click()
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.mouse.move(0, 0)
  await page.clock.runFor(9000)
  expect(await activeSlide(page)).toBe('2 of 4')
  await page.getByRole('button', { name: 'Play the slides' }).click()
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.mouse.move(0, 0)
  await page.clock.runFor(4100)
  expect(await activeSlide(page)).toBe('3 of 4')
})

test('visitors who ask for reduced motion see no automatic slide changes', async ({ context }) => {
  const page = await pageWithClockPaused(context)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  await page.mouse.move(0, 0)
  await page.clock.runFor(12_000)
  expect(await activeSlide(page)).toBe('1 of 4')
})

test('the counters count up from zero once scrolled into view', async ({ page }) => {
  await page.goto('/')
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  const clients = page.locator('[data-counter="2000"]')
  await expect(clients).toHaveText('0+')
  await clients.scrollIntoViewIfNeeded()
  await expect(clients).toHaveText('2,000+', { timeout: 5000 })
  await expect(page.locator('[data-counter="8"]')).toHaveText('8')
  await expect(page.locator('[data-counter="4"]')).toHaveText('4')
})
