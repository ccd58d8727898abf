import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { fill, forms, hydrated, latest } from './forms.shared'

// Each public form as a traveller sends it, with JavaScript and without: every required message when
// empty, and a valid inquiry lands on /success, is stored with the API's names and is acknowledged.

/**
 * The purposes of the mails in the e2e server's outbox about the inquiry of the traveller called
 * `name`: the staff notice names them; the acknowledgement (which may greet them only "Hello",
 * docs/product.md, "Storage and mail") is the mail queued with it, the next in the outbox.
 */
function mailsAbout(name: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  if (!fs.existsSync(outbox)) return []
  const files = fs.readdirSync(outbox).filter((file) => file.endsWith('.eml'))
  const numberOf = (file: string) => Number(/^mail-(\d+)-/.exec(file)?.[1])
  const notices = files.filter(
    (file) =>
      file.endsWith('-staff-notice.eml') &&
      fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .includes(name),
  )
  return notices
    .flatMap((notice) => [
      notice,
      ...files.filter(
        (file) => file.endsWith('-acknowledgement.eml') && numberOf(file) === numberOf(notice) + 1,
      ),
    ])
    .map((file) => file.match(/-(staff-notice|acknowledgement)\.eml$/)![1]!)
    .sort()
}

for (const form of forms) {
  test(`${form.path}: submitting empty shows every required message`, async ({ page }) => {
    await page.goto(form.path.replace(/\?.*/, ''))
    await hydrated(page)
    await page.getByRole('button', { name: form.submit }).click()
    for (const [label, message] of Object.entries(form.required)) {
      const describedBy =
        label === 'Curbside'
          ? null
          : await page.getByLabel(label, { exact: true }).first().getAttribute('aria-describedby')
      const errorId = describedBy?.split(' ').find((id) => id.endsWith('-error'))
      const error = errorId ? page.locator(`[id="${errorId}"]`) : page.getByText(message).first()
      await expect(error, label).toHaveText(message)
    }
    await expect(page).toHaveURL(new RegExp(form.path.replace(/\?.*/, '') + '$'))
    // The focus is on the first mistake, so a keyboard or screen-reader user starts where to correct.
    const first = Object.keys(form.required)[0]!
    await expect(page.getByLabel(first, { exact: true }).first()).toBeFocused()
  })

  test(`${form.path}: without JavaScript, the server's answer puts the focus on the first mistake`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(form.path.replace(/\?.*/, ''))
    await page.getByRole('button', { name: form.submit }).click()
    const [first, message] = Object.entries(form.required)[0]!
    await expect(page.getByText(message).first()).toBeVisible()
    await expect(page.getByLabel(first, { exact: true }).first()).toBeFocused()
    await context.close()
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`${form.path}: a valid inquiry is stored and lands on /success (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(form.path)
      if (javaScriptEnabled) await hydrated(page)
      const suffix = ` (${form.list}, ${javaScriptEnabled ? 'js' : 'no js'})`
      await fill(page, form.valid, suffix)
      await page.getByRole('button', { name: form.submit }).click()
      // /success carries the reference of the traveller's lead, and says it.
      await expect(page).toHaveURL(/\/success\?ref=TS-\d{4}-\d{4,}$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Successfully received. We will get in touch soon.',
      )
      const reference = new URL(page.url()).searchParams.get('ref')!
      await expect(page.getByText(`Your reference is ${reference}`)).toBeVisible()
      // What happens next: the acknowledgement, the reply target, and a way to reach us sooner.
      const next = page.getByRole('region', { name: 'What happens next' })
      await expect(next).toContainText('We are e-mailing you an acknowledgement with your reference')
      await expect(next).toContainText('replies within 24 hours')
      await expect(next.getByRole('link', { name: 'message us on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+$/,
      )
      const row = await latest(request, form.list)
      expect(row).toMatchObject({
        name: `Amelia Hartley${suffix}`,
        email: 'amelia@example.com',
        ...form.stored,
      })
      await expect
        .poll(() => mailsAbout(`Amelia Hartley${suffix}`), { timeout: 10_000 })
        .toEqual(['acknowledgement', 'staff-notice'])
      await context.close()
    })
  }
}

test('the misspelt and correct accommodation addresses both reach the form', async ({ page }) => {
  await page.goto('/accommodation')
  await expect(page).toHaveURL(/\/accomodation$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accommodation')
})
