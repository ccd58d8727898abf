import { expect, test } from '@playwright/test'
import { signIn } from '../../../testing/browser-staff'
import { expectNoAxeViolations } from '../../../testing/axe'
import { countryInquiryInput } from '../../../testing/inquiries'

// The lead inbox on a 390 px phone: the filters fold behind one control that says how many are set, so
// the first lead is on the first screen, and filters set through it narrow the list.

test('on a phone the first lead is on the first screen, and the folded filters narrow the list', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(context, request, baseURL!)
  const tag = Date.now().toString(36)
  for (const [name, visit_country] of [
    [`Kenya Phone ${tag}`, 'Kenya'],
    [`Rwanda Phone ${tag}`, 'Rwanda'],
  ] as const) {
    const sent = await page.request.post('/api/bookings/country_book', {
      data: countryInquiryInput({ name, email: `${name.replace(/\W+/g, '.')}@example.com`, visit_country }),
    })
    expect(sent.status()).toBe(201)
  }
  await page.goto('/admin/leads')
  const first = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').first()
  const box = await first.boundingBox()
  expect(box!.y).toBeLessThan(844)
  await expect(page.locator('summary', { hasText: /^Filter$/ })).toBeVisible()

  await page.getByLabel('Search by name, e-mail, phone or reference').fill(tag)
  await page.locator('summary', { hasText: /^Filter/ }).click()
  await page.getByLabel('Country').selectOption('Rwanda')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/visiting=Rwanda/)
  await expect(page.locator('summary', { hasText: /^Filter/ })).toHaveText('Filter (1 set)')
  const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(`Rwanda Phone ${tag}`)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
})
