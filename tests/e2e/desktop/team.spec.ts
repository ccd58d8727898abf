import { expect, test } from '@playwright/test'
import { signIn } from '../../../testing/browser-staff'
import { expectNoAxeViolations } from '../../../testing/axe'

// The team as an admin runs it: invite someone, who joins through their link and works as an agent;
// disable them (their open page is refused at once), re-enable them (they sign in again); and the audit
// trail tells it all.

test('an admin invites, disables and re-enables a member, and the trail shows it', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const tag = Date.now().toString(36)
  const name = `Wanjiru Kamau ${tag}`
  const email = `wanjiru.${tag}@example.com`
  const password = 'tsavo-lions-2027'
  await signIn(context, request, baseURL!)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Team' }).click()
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()

  // A mistake is shown beside its field, and what was typed stays.
  await page.getByLabel('E-mail').fill('wanjiru-at-example')
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption('agent')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible()
  const link = await page.getByLabel('You can also pass the link on yourself:').inputValue()
  expect(link).toMatch(/\/set-password\/[\w-]{20,}$/)
  const card = page.getByRole('listitem').filter({ hasText: email })
  await expect(card).toContainText('Invited, has not joined yet')
  await expectNoAxeViolations(page)

  // The new member, in a browser of their own, joins through the link.
  const theirs = await browser.newContext()
  const member = await theirs.newPage()
  await member.goto(new URL(link).pathname)
  await expect(member.getByRole('heading', { name: 'Join the team' })).toBeVisible()
  await expect(member.getByText(`Welcome, ${name}.`)).toBeVisible()
  await expectNoAxeViolations(member)
  await member.getByLabel('New password', { exact: true }).fill(password)
  await member.getByLabel('New password again').fill(password)
  await member.getByRole('button', { name: 'Join and sign in' }).click()
  await expect(member).toHaveURL(/\/admin\/leads$/)
  const theirNav = member.getByRole('navigation', { name: 'Back-office' })
  await expect(theirNav.getByRole('link', { name: 'Leads' })).toBeVisible()
  // An agent is not shown the admins' pages, and is refused them.
  await expect(theirNav.getByRole('link', { name: 'Team' })).toHaveCount(0)
  await member.goto('/admin/staff')
  await expect(member.getByRole('heading', { name: 'For admins only' })).toBeVisible()

  // Disabled: their open page is refused at once.
  await page.reload()
  await expect(card).toContainText('Active')
  await card.getByRole('button', { name: `Disable ${name}` }).click()
  await expect(page.getByText(`${name} is disabled and signed out everywhere.`)).toBeVisible()
  await member.goto('/admin/leads')
  await expect(member).toHaveURL(/\/login\?redirectTo=/)
  await member.getByLabel('Email').fill(email)
  await member.getByLabel('Password').fill(password)
  await member.getByRole('button', { name: 'Submit' }).click()
  await expect(member.getByText('Invalid email or password')).toBeVisible()

  // Re-enabled: they sign in again.
  await card.getByRole('button', { name: `Re-enable ${name}` }).click()
  await expect(page.getByText(`${name} can sign in again.`)).toBeVisible()
  await member.getByLabel('Password').fill(password)
  await member.getByRole('button', { name: 'Submit' }).click()
  await expect(member).toHaveURL(/\/admin\/leads$/)
  await theirs.close()

  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Audit trail' })
    .click()
  const rows = page.getByRole('row').filter({ hasText: email })
  for (const what of ['Invited to the team', 'Joined the team', 'Disabled', 'Re-enabled'])
    await expect(
      rows.filter({ has: page.getByRole('cell', { name: what, exact: true }) }).first(),
    ).toBeVisible()
  await page.getByLabel('What').selectOption({ label: 'Sign-in refused' })
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByRole('row').filter({ hasText: email }).first()).toContainText('why: disabled')
  await expectNoAxeViolations(page)
})
