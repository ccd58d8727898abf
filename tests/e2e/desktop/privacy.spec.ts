import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { contactMessageInput } from '../../../testing/inquiries'
import { signIn } from '../../../testing/browser-staff'
import { expectNoAxeViolations } from '../../../testing/axe'

// A traveller asks what we hold and then to be forgotten: an admin finds their address, downloads the
// file to send them, and erases it; the address is asked for twice, and afterwards nothing is found.

test('an admin hands a traveller their data, then erases it', async ({ page, context, request, baseURL }) => {
  const tag = Date.now().toString(36)
  const email = `margot.${tag}@example.fr`
  const sent = await page.request.post('/contact', {
    form: contactMessageInput({
      name: `Margot Lefèvre ${tag}`,
      email,
      message: 'Is June good for Bwindi?',
    }) as Record<string, string>,
    maxRedirects: 0,
  })
  expect(sent.status()).toBeLessThan(400)
  await signIn(context, request, baseURL!)
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: "A traveller's data" })
    .click()
  await page.getByLabel('E-mail address').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Find' }).click()
  const held = page.getByRole('region', { name: `Held about ${email}` })
  await expect(held).toContainText('Messages: 1')
  await expect(held).toContainText(/Lead TS-\d{4}-\d{4,}, New/)
  await expectNoAxeViolations(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    held.getByRole('button', { name: 'Download everything (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^traveller-data-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    address: string
    inquiries: { rows: { name: string; message: string }[] }[]
  }
  expect(file.address).toBe(email)
  expect(file.inquiries[0]!.rows[0]).toMatchObject({
    name: `Margot Lefèvre ${tag}`,
    message: 'Is June good for Bwindi?',
  })

  await held.getByLabel('To erase, type the address again').fill('someone@example.fr')
  await held.getByRole('button', { name: 'Erase everything about this address' }).click()
  await expect(
    page.getByText('Type the address again, exactly, to erase what is held about it.'),
  ).toBeVisible()
  await held.getByLabel('To erase, type the address again').fill(email)
  await held.getByRole('button', { name: 'Erase everything about this address' }).click()
  await expect(page.getByRole('status')).toContainText(/Erased: 1 lead \(TS-\d{4}-\d{4,}\), 1 inquiry/)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByText('Nothing: no inquiry, lead or mail has this address.')).toBeVisible()
  await expectNoAxeViolations(page)
})
