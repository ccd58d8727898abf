import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { countryInquiryInput, packageBookingInput } from '../../../testing/inquiries'
import { signIn } from '../../../testing/browser-staff'
import { outboxFiles } from '../../../testing/outbox'
import { expectNoAxeViolations } from '../../../testing/axe'

/** Every mail the e2e server has written to its outbox, as text. */
function outboxMails(): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  return outboxFiles(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
}

// The lead desk as staff use it: a traveller's /book inquiry opens a New lead that waits on the clock;
// a second inquiry from the same address joins it; staff take it, reply from a template (the mail
// carries the reference and threads under the acknowledgement), note it, set a next action, move it to
// Lost with a reason (asked for when missing) and reopen it, and the conversation tells it all.

test('a traveller’s inquiries make one lead that staff carry through its statuses', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36)
  const email = `achieng.${tag}@example.com`
  const name = `Achieng Odhiambo ${tag}`
  const first = countryInquiryInput({ name, email, visit_country: 'Kenya' })
  const sent = await page.request.post('/book', {
    form: Object.fromEntries(Object.entries(first).map(([key, value]) => [key, String(value)])),
    maxRedirects: 0,
  })
  expect(sent.status()).toBe(302)
  const reference = new URL(sent.headers().location!, baseURL).searchParams.get('ref')!
  expect(reference).toMatch(/^TS-\d{4}-\d{4,}$/)
  await page.goto(sent.headers().location!)
  await expect(page.getByText(`Your reference is ${reference}`)).toBeVisible()
  expect(
    (
      await page.request.post('/api/bookings/book_package', { data: packageBookingInput({ name, email }) })
    ).status(),
  ).toBe(201)

  await signIn(context, request, baseURL!)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Leads' }).click()
  // Newest first, the traveller's lead is at the top of the inbox, New and on the clock.
  await page.locator('summary', { hasText: /^Filter/ }).click()
  await page.getByLabel('Order').selectOption({ label: 'Newest' })
  await page.getByRole('button', { name: 'Show' }).click()
  const top = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').first()
  await expect(top).toContainText(reference)
  await expect(top).toContainText('New')
  await expect(top).toContainText(/On time: waiting \d+ min/)
  await page.getByLabel('Search by name, e-mail, phone or reference').fill(reference)
  await page.getByRole('button', { name: 'Show' }).click()
  const card = page.getByRole('listitem').filter({ hasText: reference })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('New')
  await expect(card).toContainText('On time: waiting')
  await expectNoAxeViolations(page)

  await card.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference)
  const timeline = page.getByRole('region', { name: 'Conversation' })
  await expect(timeline.getByRole('heading', { name: 'Country booking' })).toBeVisible()
  await expect(timeline.getByRole('heading', { name: 'Package booking' })).toBeVisible()

  // A reply being typed survives a change made beside it: only a mail sent empties the composer.
  await page.getByLabel('Message').fill('A first thought about July in the Mara')
  await page.getByLabel('Owner').selectOption({ label: 'Administrator' })
  await page.getByRole('button', { name: 'Set owner' }).click()
  await expect(page.getByText('Owner changed.')).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('A first thought about July in the Mara')
  // A reply from a template: it leaves with the reference and threads under the acknowledgement.
  await page.getByLabel('Start from a template').selectOption({ label: 'First reply' })
  await page.getByRole('button', { name: 'Use template' }).click()
  await expect(page.getByLabel('Message')).toHaveValue(/^Dear Achieng,/)
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByText('Reply queued: it is in the conversation, with its delivery.')).toBeVisible()
  // The reply is in the conversation in its words, signature and all, as it left.
  const reply = timeline.getByRole('listitem').filter({ hasText: `Your safari plans ${reference}` })
  await expect(reply).toContainText('Administrator wrote to')
  await expect(reply).toContainText(/Dear Achieng,/)
  await expect(reply).toContainText('(calls and WhatsApp)')
  await expect(page.getByRole('status').filter({ hasText: 'Replied' }).first()).toBeVisible()
  await expect(
    page.locator('dt', { hasText: /^First reply$/ }).locator('xpath=following-sibling::dd[1]'),
  ).not.toHaveText('Not yet')
  await expect
    .poll(() => outboxMails().find((mail) => mail.includes(`Subject: Your safari plans ${reference}`)) ?? '')
    .toMatch(/^In-Reply-To: <tembo\.\d+\.[0-9a-f]+@[^>]+>\r?$/m)
  await page.getByLabel('Add a note').fill('Honeymoon: ask about a beach extension.')
  await page.getByRole('button', { name: 'Add note' }).click()
  const note = timeline.getByRole('listitem').filter({ hasText: 'Honeymoon: ask about a beach extension.' })
  await expect(note).toContainText('Internal note: the traveller never sees it')
  await page.getByLabel('Next action on').fill('2027-02-01')
  await page.getByLabel('Next action', { exact: true }).fill('Call about the proposal')
  await page.getByRole('button', { name: 'Save next action' }).click()
  await expect(timeline.getByText(/Next action: Call about the proposal on/)).toBeVisible()

  await page.getByLabel('Move to').selectOption({ label: 'Proposal sent' })
  await page.getByRole('button', { name: 'Move' }).click()
  await expect(timeline.getByText('Moved from Replied to Proposal sent')).toBeVisible()
  await page.getByLabel('Move to').selectOption({ label: 'Lost' })
  await page.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText('Choose why it was lost')).toBeVisible()
  await page.getByLabel('If lost, why').selectOption({ label: 'Chose another operator' })
  await page.getByRole('button', { name: 'Move' }).click()
  await expect(timeline.getByText('Moved from Proposal sent to Lost: Chose another operator')).toBeVisible()
  await page.getByRole('button', { name: 'Reopen' }).click()
  // It had a reply, so it comes back as Replied.
  await expect(timeline.getByText('Reopened as Replied')).toBeVisible()
  await expect(timeline.getByText(/Administrator/).first()).toBeVisible()
  await expectNoAxeViolations(page)

  // From the list, one step moves it on; the board shows it in its new column.
  await page.goto(`/admin/leads?q=${reference}`)
  const listed = page.getByRole('listitem').filter({ hasText: reference })
  await listed.getByLabel(`Move ${name} to`).selectOption({ label: 'Deposit paid' })
  await listed.getByRole('button', { name: 'Move' }).click()
  await expect(listed.locator('span', { hasText: /^Deposit paid$/ })).toBeVisible()
  await page.getByRole('link', { name: 'The board, a column per status' }).click()
  const column = page.getByRole('region', { name: /^Deposit paid/ })
  await expect(column.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/admin/templates')
  await expect(page.getByRole('heading', { name: 'Reply templates', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
})
