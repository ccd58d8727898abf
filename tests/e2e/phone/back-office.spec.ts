import { expect, test } from '@playwright/test'
import { contactMessageInput } from '../../../testing/inquiries'
import { signIn } from '../../../testing/browser-staff'

// The back-office on a phone: the sidebar becomes a bar of links across the top, and no page is wider
// than the screen (tables scroll inside their own box).

test('on a phone the back-office fits the screen and a message can be read and marked', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(context, request, baseURL!)
  const name = `Phone ${Date.now().toString(36)}`
  await page.request.post('/api/bookings/message', { data: contactMessageInput({ name }) })
  for (const path of ['/admin', '/admin/messages_bookings', '/admin/add_blog']) {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  await page.goto(`/admin/messages_bookings?q=${encodeURIComponent(name)}`)
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: /^Read/ })
    .click()
  await page.getByRole('button', { name: 'Mark as Read' }).click()
  await expect(page.getByRole('status')).toHaveText('Read')
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Articles' }).click()
  await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible()
})
