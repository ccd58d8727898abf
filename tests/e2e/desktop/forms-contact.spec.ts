import { expect, test } from '@playwright/test'
import { pageWithClockPaused } from '../../../testing/page-clock'
import { hydrated, latest } from './forms.shared'

// The contact form as a traveller uses it, with JavaScript and without: the toast that confirms a
// message, the button held while it is sent, and the page, referrer and campaign recorded with it.

test('contact: a sent message shows the toast at the top right for 5000 ms and the form resets', async ({
  context,
  request,
}) => {
  // The page's time stands still until the test moves it, so the toast's 5000 ms are counted from the
  // moment it appears however slow the machine is.
  const page = await pageWithClockPaused(context)
  await page.goto('/contact')
  await hydrated(page)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('Message is required')).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('Lukas Brenner')
  await page.getByLabel('Email', { exact: true }).fill('lukas@example.de')
  await page.getByLabel('Message', { exact: true }).fill('Is July good for Kibale?')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' })
  await expect(toast).toBeVisible()
  const box = await toast.boundingBox()
  const viewport = page.viewportSize()!
  expect(box!.y).toBeLessThan(40)
  expect(viewport.width - (box!.x + box!.width)).toBeLessThan(40)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  await page.clock.runFor(4900)
  await expect(toast).toBeVisible()
  await page.clock.runFor(200)
  await expect(toast).toHaveCount(0)
  expect(await latest(request, 'messages')).toMatchObject({
    name: 'Lukas Brenner',
    message: 'Is July good for Kibale?',
  })
})

test('contact without JavaScript: a sent message is stored, the toast confirms it and the form is empty', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact')
  await page.getByLabel('Name', { exact: true }).fill('Ines Duarte')
  await page.getByLabel('Email', { exact: true }).fill('ines@example.pt')
  await page.getByLabel('Message', { exact: true }).fill('Are the gorilla permits included?')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page).toHaveURL(/\/contact\?sent=\w+$/)
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  expect(await latest(request, 'messages')).toMatchObject({
    name: 'Ines Duarte',
    message: 'Are the gorilla permits included?',
  })
  await context.close()
})

test("an inquiry records the page it was sent from, the visit's referrer and its campaign", async ({
  page,
  request,
}) => {
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=migration-2027', {
    referer: 'https://www.google.com/',
  })
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Campaign Visitor')
  await page.getByLabel('Email', { exact: true }).fill('visitor@example.com')
  await page.getByLabel('Message', { exact: true }).fill('Found you through the newsletter.')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible()
  expect(await latest(request, 'messages')).toMatchObject({
    name: 'Campaign Visitor',
    source_page: '/contact',
    referrer: 'https://www.google.com/',
    utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'migration-2027' },
  })
})

test('the send button is disabled while the inquiry is on its way', async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
  await page.getByLabel('Name', { exact: true }).fill('Patient Sender')
  await page.getByLabel('Email', { exact: true }).fill('patient@example.com')
  await page.getByLabel('Message', { exact: true }).fill('Hello from a slow connection.')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/contact\.data/, async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const sending = page.getByRole('button', { name: 'Sending…' })
  await expect(sending).toBeDisabled()
  release()
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
})
