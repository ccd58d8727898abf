import { expect, test } from '@playwright/test'
import { signIn, STAFF } from '../../../testing/browser-staff'
import { adminPages } from '../../../testing/admin-pages'
import { expectNoAxeViolations } from '../../../testing/axe'

// Getting into the back-office and out of it: the sign-in form's checks, every page closed to a
// signed-out visit, and Sign Out ending the session.

test('sign-in checks its fields, refuses a wrong password, and opens the page that sent you there', async ({
  page,
}) => {
  await page.goto('/admin/articles')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Farticles$/)
  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible()
  await expectNoAxeViolations(page)

  const email = page.getByLabel('Email')
  const password = page.getByLabel('Password')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Required', { exact: true })).toBeVisible()
  await email.fill('not-an-address')
  await password.fill('12345')
  await password.blur()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByText('Password should be more than six characters')).toBeVisible()
  await password.fill('x'.repeat(257))
  await expect(page.getByText('Too Long!')).toBeVisible()

  await email.fill(STAFF.email)
  await password.fill('not the password')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await expect(email).toHaveValue(STAFF.email)

  await password.fill(STAFF.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/admin\/articles$/)
  await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible()
})

test('a signed-out visit to any back-office page lands on the sign-in page', async ({ page }) => {
  for (const path of adminPages) {
    await page.goto(path)
    await expect(page, path).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`))
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible()
  }
})

test.describe('signed in', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await signIn(context, request, baseURL!)
  })

  test('Sign Out ends the session: the page returns to sign-in and the old token is refused', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signIn(context, request, baseURL!)
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    const answer = await page.request.get('/api/bookings/messages', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.status()).toBe(401)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/)
  })
})
