import { expect, test, type Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { signIn } from '../../../testing/browser-staff'
import { expectNoAxeViolations } from '../../../testing/axe'

// A new member chooses a password beside the strength meter, whose dictionaries only that page
// fetches, then sets up two-step sign-in from the QR page and signs in with a code
// (docs/decisions/025-staff-second-step.md).

/** Whether the page has fetched zxcvbn's word lists (their chunks name the "diceware" list). */
function watchDictionaries(page: Page) {
  const seen: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('diceware')) seen.push(response.url())
  })
  return seen
}

test('a member chooses a strong password with the meter, then sets up and uses two-step sign-in', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const tag = Date.now().toString(36)
  const name = `Baraka Otieno ${tag}`
  const email = `baraka.${tag}@example.com`
  const password = 'lions rest under the acacia at noon'
  await signIn(context, request, baseURL!)
  await page.goto('/admin/staff')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  const link = await page.getByLabel('You can also pass the link on yourself:').inputValue()

  const theirs = await browser.newContext()
  const member = await theirs.newPage()
  const dictionaries = watchDictionaries(member)
  // The sign-in page never fetches the word lists.
  await member.goto('/login')
  await member.waitForLoadState('networkidle')
  expect(dictionaries).toEqual([])

  await member.goto(new URL(link).pathname)
  const field = member.getByLabel('New password', { exact: true })
  await field.fill('Password123!')
  await expect(member.getByText('Strength: Too easy to guess')).toBeVisible()
  expect(dictionaries.length).toBeGreaterThan(0)
  await field.blur()
  await expect(
    member.getByText(/^Too easy to guess\. This is similar to a commonly used password\./),
  ).toBeVisible()
  await field.fill(`${name.split(' ')[0]}2027!x`)
  await expect(
    member.getByText('Too easy to guess: it is built from your name or e-mail address'),
  ).toBeVisible()
  await field.fill(password)
  await expect(member.getByText('Strength: Strong')).toBeVisible()
  await member.getByLabel('New password again').fill(password)
  await expectNoAxeViolations(member)
  await member.getByRole('button', { name: 'Join and sign in' }).click()
  await expect(member).toHaveURL(/\/admin\/leads$/)

  await member.getByRole('link', { name: 'Two-step sign-in' }).click()
  await member.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  const qr = member.getByRole('img', { name: 'QR code to add this site to your authenticator app' })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100)
  const secret = (await member.locator('code').innerText()).replace(/\s+/g, '')
  const totp = new TOTP({ secret, label: email })
  await expectNoAxeViolations(member)
  await member.getByLabel('The 6-digit code your app shows').fill(totp.generate())
  await member.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(
    member.getByRole('heading', { name: 'Two-step sign-in is on: keep your recovery codes' }),
  ).toBeVisible()
  await expect(member.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)

  // Signing in again from a new browser asks for the code after the password.
  await theirs.close()
  const fresh = await (await browser.newContext()).newPage()
  await fresh.goto('/login')
  await fresh.getByLabel('Email').fill(email)
  await fresh.getByLabel('Password').fill(password)
  await fresh.getByRole('button', { name: 'Submit' }).click()
  await expect(fresh.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
  await expectNoAxeViolations(fresh)
  await fresh.getByLabel('Code').fill('000000')
  await fresh.getByRole('button', { name: 'Sign in' }).click()
  await expect(fresh.getByText('This code is not right.')).toBeVisible()
  await fresh.getByLabel('Code').fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await fresh.getByRole('button', { name: 'Sign in' }).click()
  await expect(fresh).toHaveURL(/\/admin\/leads$/)
})
