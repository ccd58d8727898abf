import { expect, test } from '@playwright/test'
import { airportTransferInput, contactMessageInput } from '../../../testing/inquiries'
import { signIn, staffToken } from '../../../testing/browser-staff'
import { expectNoAxeViolations } from '../../../testing/axe'

// The back-office screens staff work from: each passes an accessibility check; lists search and page;
// Mark as Read; the dashboard's counts and newest inquiries.

test.describe('signed in', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await signIn(context, request, baseURL!)
  })

  test('every back-office screen passes an accessibility check', async ({ page }) => {
    for (const path of [
      '/admin',
      '/admin/package_bookings',
      '/admin/country_bookings',
      '/admin/accomodation_bookings',
      '/admin/airport',
      '/admin/messages_bookings',
      '/admin/add_blog',
      '/admin/articles',
      '/admin/account',
      '/admin/password',
      '/admin/no-such-page',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })

  test('lists search by name or e-mail and page through 60 and more rows, newest first', async ({ page }) => {
    const token = await staffToken(page.request)
    const tag = `Page${Date.now().toString(36)}`
    for (let n = 1; n <= 62; n++) {
      const answer = await page.request.post('/api/bookings/message', {
        data: contactMessageInput({
          name: `Traveller ${n} ${tag}`,
          email: `t${n}.${tag.toLowerCase()}@example.com`,
        }),
      })
      expect(answer.status()).toBe(201)
    }
    const total = Number(
      (
        await page.request.get('/api/bookings/messages?limit=1', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).headers()['x-total-count'],
    )
    await page.goto('/admin/messages_bookings')
    await expect(page.getByRole('status').first()).toContainText(`Showing 1–20 of ${total}.`)
    await expect(page.getByRole('row').nth(1)).toContainText(`Traveller 62 ${tag}`)
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(`Page 2 of ${Math.ceil(total / 20)}`)).toBeVisible()
    await expect(page.getByRole('row').nth(1)).toContainText(`Traveller 42 ${tag}`)
    await page.getByRole('link', { name: 'Previous page' }).click()
    await expect(page.getByRole('row').nth(1)).toContainText(`Traveller 62 ${tag}`)

    // By name, any case; then by e-mail.
    await page.getByLabel('Search by name or e-mail').fill(tag.toUpperCase())
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('status').first()).toContainText(
      `Showing 1–20 of 62 matching “${tag.toUpperCase()}”.`,
    )
    await page.getByRole('link', { name: 'Next page' }).click()
    await page.getByRole('link', { name: 'Next page' }).click()
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page.getByText('Page 4 of 4')).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(3)
    await expect(page.getByRole('row').nth(2)).toContainText(`Traveller 1 ${tag}`)
    // A page past the end shows the last one.
    await page.goto(`/admin/messages_bookings?q=${tag}&page=9`)
    await expect(page).toHaveURL(new RegExp(`q=${tag}&page=4$`))
    await expect(page.getByText('Page 4 of 4')).toBeVisible()
    await page.getByLabel('Search by name or e-mail').fill(`t7.${tag.toLowerCase()}@`)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('row')).toHaveCount(2)
    await expect(page.getByRole('row').nth(1)).toContainText(`Traveller 7 ${tag}`)
    await page.getByLabel('Search by name or e-mail').fill('nobody-has-this-name')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('Nothing matches “nobody-has-this-name”.')).toBeVisible()
  })

  test('Mark as Read changes the unread count; unread messages stand out', async ({ page }) => {
    const tag = `Read${Date.now().toString(36)}`
    await page.request.post('/api/bookings/message', {
      data: contactMessageInput({ name: `Waiting ${tag}` }),
    })
    await page.goto('/admin')
    const card = page.getByRole('main').getByRole('link', { name: /Messages/ })
    const unreadBefore = Number((await card.textContent())?.match(/(\d+) unread/)?.[1])
    expect(unreadBefore).toBeGreaterThan(0)
    await expect(page.getByRole('navigation', { name: 'Back-office' })).toContainText(
      `Messages${unreadBefore} unread`,
    )

    await page.goto(`/admin/messages_bookings?q=${tag}`)
    const row = page.getByRole('row', { name: new RegExp(tag) })
    await expect(row.getByText('Unread', { exact: true })).toBeVisible()
    await row.getByRole('link', { name: /^Read/ }).click()
    await expect(page.getByRole('status')).toHaveText('Unread')
    await page.getByRole('button', { name: 'Mark as Read' }).click()
    await expect(page.getByRole('status')).toHaveText('Read')
    await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Back-office' })
    await expect(nav).toContainText(unreadBefore - 1 > 0 ? `Messages${unreadBefore - 1} unread` : 'Messages')

    await page.goto('/admin')
    await expect(page.getByRole('main').getByRole('link', { name: /Messages/ })).toContainText(
      `${unreadBefore - 1} unread`,
    )
    await page.goto(`/admin/messages_bookings?q=${tag}`)
    await expect(
      page.getByRole('row', { name: new RegExp(tag) }).getByText('Unread', { exact: true }),
    ).toHaveCount(0)
  })

  test('the dashboard counts what arrived since you last opened a list, and lists the newest of all kinds', async ({
    page,
  }) => {
    await page.goto('/admin/airport')
    await page.goto('/admin')
    const airport = page.getByRole('main').getByRole('link', { name: /Airport transfers/ })
    await expect(airport).toContainText('0 new since you last looked')
    const tag = `Dash${Date.now().toString(36)}`
    await page.request.post('/api/bookings/airport', {
      data: airportTransferInput({ name: `Arrival ${tag}` }),
    })
    await page.reload()
    await expect(airport).toContainText('1 new since you last looked')
    const newest = page.getByRole('table', { name: 'Newest inquiries' }).getByRole('row').nth(1)
    await expect(newest).toContainText(`Arrival ${tag}`)
    await expect(newest).toContainText('Airport transfer')
    await newest.getByRole('link', { name: /Open/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Airport transfer from Arrival ${tag}`)
    // The morning view: what waits for a reply comes first, and leads to the waiting leads; above it,
    // on a site whose operator details are still the demo's, the checklist before the first proposal.
    await page.goto('/admin')
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    expect(headings.slice(0, 4)).toEqual([
      'Before your first proposal',
      'Waiting for you',
      'Inquiries',
      'Newest inquiries',
    ])
    const waiting = page.getByRole('region', { name: 'Waiting for you' })
    const count = Number(
      await waiting
        .locator('dt', { hasText: 'Waiting for a reply' })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    )
    expect(count).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    await waiting.getByRole('link', { name: 'Answer the waiting leads, longest waiting first' }).click()
    await expect(page).toHaveURL(/\/admin\/leads\?waiting=1$/)
    await expect(page.getByLabel('Waiting for reply')).toBeChecked()
    await expect(page.getByText(new RegExp(`^${count} leads?\\.$`))).toBeVisible()
  })
})
