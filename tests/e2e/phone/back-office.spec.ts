import { expect, test } from '@playwright/test'
import { contactMessageInput } from '../../../testing/inquiries'
import { signIn } from '../../../testing/browser-staff'
import { adminPages } from '../../../testing/admin-pages'
import { expectNoAxeViolations } from '../../../testing/axe'

// The back-office on a phone: the sidebar becomes a bar of links across the top, and no page is wider
// than the screen (tables scroll inside their own box; the lead inbox is a list of cards).

test('on a phone the back-office fits the screen and a message can be read and marked', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(context, request, baseURL!)
  const name = `Phone ${Date.now().toString(36)}`
  await page.request.post('/api/bookings/message', { data: contactMessageInput({ name }) })
  // Every back-office page, measured against the device's width: under phone emulation the layout
  // viewport (innerWidth) widens to the content, so comparing with it could never fail.
  for (const path of adminPages) {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.screen.width)
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

test("on a phone the lead desk's and the admins' screens fit the screen and axe finds nothing on them", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(context, request, baseURL!)
  const name = `Phone lead ${Date.now().toString(36)}`
  const sent = contactMessageInput({ name })
  await page.request.post('/api/bookings/message', { data: sent })
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`)
  // Under phone emulation the layout viewport widens to the content, so the page is measured against
  // the device's own width.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.screen.width)
  expect(await overflow(), '/admin/leads').toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  expect(await overflow(), 'a lead').toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
  // The board, the dashboard's figures, the reply templates and the admins' pages, as a phone shows them.
  for (const [path, heading] of [
    ['/admin/leads/board', 'Leads board'],
    ['/admin', 'Welcome'],
    ['/admin/templates', 'Reply templates'],
    ['/admin/staff', 'Team'],
    ['/admin/audit', 'Audit trail'],
    [`/admin/privacy?email=${encodeURIComponent(String(sent.email))}`, "A traveller's data"],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
    expect(await overflow(), path).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  }
})
