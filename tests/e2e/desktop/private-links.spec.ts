import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { staffToken } from '../../../testing/browser-staff'
import { acceptedBooking, reviewLinkFor, sentProposal } from '../../../testing/proposals'

// The pages a secret link opens (a traveller's proposal and review, a new member's password link), as
// someone with JavaScript off uses them: each form on them filled and sent, and taken. Their address
// still goes to no other site as a referrer (docs/decisions/046-same-origin-referrers.md).

let handle: DatabaseHandle
const outbox = () => path.join(process.env.E2E_DATA_DIR!, 'outbox')

test.beforeAll(() => {
  handle = createDatabase(`file:${path.join(process.env.E2E_DATA_DIR!, 'tembo.db')}`)
})

test.afterAll(async () => {
  await handle?.db.destroy()
})

/** The traveller's acceptance of a proposal as the database holds it: the name they typed. */
const acceptedBy = async (proposal: number) =>
  (
    await handle.db
      .selectFrom('proposal_acceptances')
      .select('name')
      .where('proposal_id', '=', proposal)
      .executeTakeFirst()
  )?.name

/** Accepts the proposal open on `page`, as the traveller does. */
async function accept(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Your full name' }).fill(name)
  await page.getByRole('checkbox', { name: /I have read the proposal/ }).check()
  await page.getByRole('button', { name: 'Accept and book' }).click()
  await expect(page.getByRole('heading', { name: 'Accepted: thank you' })).toBeVisible()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a traveller asks about their proposal, then accepts it', async ({ page, baseURL }) => {
    const { link, proposal, id } = await sentProposal(baseURL!, handle, outbox(), 'Ingrid Solberg')
    await page.goto(link)
    const question = 'Could our daughter of seven join the game drives?'
    await page.getByRole('textbox', { name: 'Your question' }).fill(question)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Thank you: your message is with us')).toBeVisible()
    const asked = await handle.db
      .selectFrom('lead_events')
      .select('data')
      .where('lead_id', '=', id)
      .where('type', '=', 'proposal-question')
      .execute()
    expect(asked.map((event) => JSON.parse(String(event.data)) as { text: string })).toEqual([
      expect.objectContaining({ text: question }),
    ])

    await accept(page, 'Ingrid Solberg')
    expect(await acceptedBy(proposal)).toBe('Ingrid Solberg')
  })

  test('a traveller who opened the page before its referrer policy changed can still accept', async ({
    page,
    baseURL,
  }) => {
    const { link, proposal } = await sentProposal(baseURL!, handle, outbox(), 'Tomasz Wrona')
    // The page as it was served before: no referrer at all, so the browser posts with `Origin: null`.
    await page.route(link, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(
        '<meta name="referrer" content="same-origin"/>',
        '<meta name="referrer" content="no-referrer"/>',
      )
      expect(body).toContain('content="no-referrer"')
      await route.fulfill({
        response,
        body,
        headers: { ...response.headers(), 'referrer-policy': 'no-referrer' },
      })
    })
    await page.goto(link)
    await page.unrouteAll()
    const posted = page.waitForRequest((request) => request.method() === 'POST')
    await accept(page, 'Tomasz Wrona')
    const headers = await (await posted).allHeaders()
    expect({ origin: headers.origin, site: headers['sec-fetch-site'] }).toEqual({
      origin: 'null',
      site: 'same-origin',
    })
    expect(await acceptedBy(proposal)).toBe('Tomasz Wrona')
  })

  test('a traveller writes their review after the trip', async ({ page, baseURL }) => {
    const booking = await acceptedBooking(baseURL!, handle, outbox(), 'Astrid Berg')
    await page.goto(await reviewLinkFor(handle, booking))
    await expect(page.getByRole('heading', { name: 'How was your trip?' })).toBeVisible()
    await page.getByRole('radio', { name: /4 out of 5/ }).check()
    await page
      .getByRole('textbox', { name: 'How was it?' })
      .fill('The chimpanzees of Kibale at dawn, and a guide who knew every bird by its call.')
    await expect(page.getByRole('textbox', { name: 'Your name as it should appear' })).toHaveValue(
      'Astrid B.',
    )
    await page.getByRole('button', { name: 'Send my review' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()
  })

  test('a new member joins the team through their link', async ({ page, request, baseURL }) => {
    const tag = Date.now().toString(36)
    const invited = await request.post('/admin/staff', {
      headers: { cookie: `tembo_session=${await staffToken(request, baseURL)}`, origin: baseURL! },
      form: {
        intent: 'invite',
        email: `baraka.${tag}@example.com`,
        name: `Baraka Otieno ${tag}`,
        role: 'agent',
      },
    })
    const link = /\/set-password\/[A-Za-z0-9_-]{20,}/.exec(await invited.text())![0]
    await page.goto(link)
    await page.getByLabel('New password', { exact: true }).fill('kidepo-valley-at-dawn-88')
    await page.getByLabel('New password again').fill('kidepo-valley-at-dawn-88')
    await page.getByRole('button', { name: 'Join and sign in' }).click()
    await expect(page).toHaveURL(/\/admin\/leads$/)
    await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible()
  })
})

test("a proposal's address goes to no other site as a referrer; its own pages still see it", async ({
  page,
  baseURL,
}) => {
  const { link } = await sentProposal(baseURL!, handle, outbox(), 'Carmen Ruiz')
  const opened = await page.goto(link)
  expect(opened!.headers()['referrer-policy']).toBe('same-origin')
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'same-origin')

  // A link to another site among the ways to pay, as a PayPal page's is. Added once the page's
  // scripts have run, so that React's hydration does not take it out again.
  await page.waitForLoadState('networkidle')
  await page.route('https://pay.elsewhere.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Payment</title>' }),
  )
  await page.evaluate(() => {
    const away = document.createElement('a')
    away.href = 'https://pay.elsewhere.example/checkout'
    away.textContent = 'Pay elsewhere'
    document.getElementById('proposal-payment')!.closest('section')!.append(away)
  })
  const away = page.waitForRequest('https://pay.elsewhere.example/checkout')
  await page.getByRole('link', { name: 'Pay elsewhere' }).click()
  expect(await (await away).headerValue('referer')).toBeNull()

  // The booking terms, on this site, are told which page sent the traveller.
  await page.goto(link)
  const terms = page.waitForRequest((request) => new URL(request.url()).pathname === '/terms')
  await page.getByRole('link', { name: 'our terms page' }).click()
  expect(await (await terms).headerValue('referer')).toBe(`${baseURL}${link}`)
})
