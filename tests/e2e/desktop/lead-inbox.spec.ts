import { expect, test, type APIRequestContext } from '@playwright/test'
import { signIn } from '../../../testing/browser-staff'
import { countryInquiryInput } from '../../../testing/inquiries'

// Working the inbox without opening each lead: several leads ticked and assigned, then moved, in one
// step each, with JavaScript off; a lead taken from its card; and the keys: j and k between leads, r to
// reply, ? to list them, none of them while typing.

async function threeLeads(request: APIRequestContext, tag: string) {
  const names = ['Asha', 'Bruno', 'Chiara'].map((first) => `${first} Bulk ${tag}`)
  for (const name of names) {
    const sent = await request.post('/api/bookings/country_book', {
      data: countryInquiryInput({ name, email: `${name.replace(/\W+/g, '.')}@example.com` }),
    })
    expect(sent.status()).toBe(201)
  }
  return names
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('ticked leads are assigned, then moved, at once', async ({ page, context, request, baseURL }) => {
    await signIn(context, request, baseURL!)
    const tag = Date.now().toString(36)
    const [asha, bruno, chiara] = await threeLeads(page.request, tag)
    await page.goto(`/admin/leads?q=${encodeURIComponent(`Bulk ${tag}`)}`)
    const list = page.getByRole('list', { name: 'Leads' })
    await expect(list.getByRole('listitem')).toHaveCount(3)

    // Nothing ticked: refused, with what to do.
    await page.getByText('Change several leads at once').click()
    await page.getByRole('button', { name: 'Assign the ticked leads' }).click()
    await expect(page.getByRole('alert')).toHaveText('Tick the leads to change first')

    await page.getByLabel(`Tick ${asha}`).check()
    await page.getByLabel(`Tick ${chiara}`).check()
    await page.getByLabel('Give to').selectOption({ label: 'Administrator' })
    await page.getByRole('button', { name: 'Assign the ticked leads' }).click()
    await expect(page.getByText('2 leads given to Administrator.')).toBeVisible()
    const card = (name: string) => list.getByRole('listitem').filter({ hasText: name })
    await expect(card(asha!)).toContainText('Owner: Administrator')
    await expect(card(chiara!)).toContainText('Owner: Administrator')
    await expect(card(bruno!)).toContainText('Unassigned')

    // The form stays open after a change, for the next one.
    await expect(page.locator('details', { hasText: 'Change several leads at once' })).toHaveAttribute('open')
    await page.getByLabel(`Tick ${asha}`).check()
    await page.getByLabel(`Tick ${bruno}`).check()
    await page.getByLabel('Move to', { exact: true }).selectOption({ label: 'Lost' })
    await page.getByRole('button', { name: 'Move the ticked leads' }).click()
    await expect(page.getByRole('alert')).toHaveText('Choose why they were lost')
    // Refused, it keeps what was ticked and chosen.
    await expect(page.getByLabel(`Tick ${asha}`)).toBeChecked()
    await expect(page.getByLabel(`Tick ${bruno}`)).toBeChecked()
    await expect(page.getByLabel(`Tick ${chiara}`)).not.toBeChecked()
    await expect(page.getByLabel('Move to', { exact: true })).toHaveValue('lost')
    await page.getByLabel('If lost, why').first().selectOption({ label: 'Chose another operator' })
    await page.getByRole('button', { name: 'Move the ticked leads' }).click()
    await expect(page.getByText('2 leads moved to Lost.')).toBeVisible()
    await expect(card(asha!).locator('span', { hasText: /^Lost$/ })).toBeVisible()
    await expect(card(bruno!).locator('span', { hasText: /^Lost$/ })).toBeVisible()
    await expect(card(chiara!).locator('span', { hasText: /^New$/ })).toBeVisible()
  })
})

test('a lead is taken from its card, and the keys move between leads and open the reply', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(context, request, baseURL!)
  const tag = Date.now().toString(36)
  const [asha, bruno] = await threeLeads(page.request, tag)
  await page.goto(`/admin/leads?q=${encodeURIComponent(`Bulk ${tag}`)}&sort=newest`)
  const list = page.getByRole('list', { name: 'Leads' })
  const card = (name: string) => list.getByRole('listitem').filter({ hasText: name })
  await card(bruno!)
    .getByRole('button', { name: /^Take it/ })
    .click()
  await expect(card(bruno!)).toContainText('Owner: Administrator')
  await expect(card(bruno!).getByRole('button', { name: /^Take it/ })).toHaveCount(0)

  // Typing in the search box is typing, not a shortcut.
  await page.getByLabel('Search by name, e-mail, phone or reference').fill('jk')
  await expect(page.getByLabel('Search by name, e-mail, phone or reference')).toHaveValue('jk')
  await page.getByLabel('Search by name, e-mail, phone or reference').blur()
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help).toContainText('Next lead')
  await help.getByRole('button', { name: 'Close' }).click()
  await page.keyboard.press('j')
  const links = list.getByRole('link')
  await expect(links.nth(0)).toBeFocused()
  await page.keyboard.press('j')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('k')
  await expect(links.nth(0)).toBeFocused()
  // The newest first: Chiara, then Bruno, then Asha.
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await expect(links.nth(2)).toHaveText(new RegExp(asha!))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(asha!)
  await page.keyboard.press('r')
  await expect(page.getByLabel('Message')).toBeFocused()
  await page.keyboard.type('rjk')
  await expect(page.getByLabel('Message')).toHaveValue('rjk')
})
