import path from 'node:path'
import { expect, test } from '@playwright/test'
import { createDatabase } from '@db/client'
import { insertBookedLead } from '../../../testing/booking-rows'
import { signIn } from '../../../testing/browser-staff'
import { expectNoAxeViolations } from '../../../testing/axe'

// The dashboard's revenue by source (docs/product.md, "Revenue by source") as staff see it: a booking
// from a source of the test's own, paid in part, is counted in words beside its bar; the period
// changes by plain links, with or without JavaScript; the section passes axe and fits a 390 px screen.

const DAY = 86_400_000

/**
 * A lead from `source` that asked about Kenya and Uganda, its proposal accepted 10 days ago and paid in
 * part; or, `confirmed`, paid in full, with what it cost by the rate cards.
 */
async function bookingFrom(source: string, confirmed?: { cost: number }) {
  const handle = createDatabase(`file:${path.join(process.env.E2E_DATA_DIR!, 'tembo.db')}`)
  const at = (days: number) => new Date(Date.now() - days * DAY).toISOString()
  try {
    await insertBookedLead(
      handle,
      {
        email: `${source}@example.com`,
        created: at(20),
        source,
        countries: '|Kenya|Uganda|',
        status: confirmed ? 'confirmed' : 'deposit_paid',
      },
      {
        accepted: at(10),
        currency: 'EUR',
        total: 1_000_000,
        packageNo: null,
        cost: confirmed?.cost,
        entries: [{ paidOn: at(9).slice(0, 10), amount: confirmed ? 1_000_000 : 300_000, kind: 'payment' }],
      },
    )
  } finally {
    await handle.db.destroy()
  }
}

test('the revenue by source says each figure in words, changes its period by links and fits a phone', async ({
  page,
  browser,
  context,
  request,
  baseURL,
}) => {
  const source = `e2e-${Date.now().toString(36)}`
  await bookingFrom(source)
  const confirmedSource = `margin-${Date.now().toString(36)}`
  await bookingFrom(confirmedSource, { cost: 800_000 })
  const token = await signIn(context, request, baseURL!)
  await page.goto('/admin?revenue=30')
  const revenue = page.getByRole('region', { name: 'Revenue by source' })
  await expect(
    revenue.getByRole('navigation', { name: 'Revenue period' }).getByText('Last 30 days'),
  ).toHaveAttribute('aria-current', 'page')
  const bySource = revenue.getByRole('figure', { name: 'By source' })
  const entry = bySource.getByRole('listitem').filter({ hasText: source })
  await expect(entry).toContainText('1 booking')
  await expect(entry).toContainText('€3,000')
  await expect(entry).toContainText('0 of 1, 0%')
  await expect(revenue.getByText('A lead that asked about two countries counts in both')).toBeVisible()
  await expect(revenue.getByRole('heading', { name: 'How these are counted' })).toBeVisible()
  // The confirmed booking's margin: sold at €10,000, cost €8,000 by the cards.
  const margin = page
    .getByRole('region', { name: 'Confirmed margin by source' })
    .getByRole('row', { name: new RegExp(`^${confirmedSource}`) })
  await expect(margin).toContainText('€2,000 (20%)')
  await expectNoAxeViolations(page)

  // Without JavaScript the period is a plain link, and the page answers with the other window.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  await plain.addCookies([
    { name: 'tembo_session', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
  ])
  const noScript = await plain.newPage()
  await noScript.goto(`${baseURL}/admin?revenue=30`)
  await noScript.getByRole('link', { name: 'Last 365 days' }).click()
  await expect(noScript).toHaveURL(/\/admin\?revenue=365#revenue$/)
  await expect(
    noScript.getByRole('navigation', { name: 'Revenue period' }).getByText('Last 365 days'),
  ).toHaveAttribute('aria-current', 'page')
  await plain.close()

  // On a 390 px phone nothing scrolls sideways, and the figures still say their numbers.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin?revenue=90')
  await expect(entry).toContainText('1 booking')
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
})
