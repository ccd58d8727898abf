import fs from 'node:fs'
import path from 'node:path'
import { devices, expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { startSmtpSink, type SmtpSink } from '../../../scripts/smtp-sink'
import { expectNoAxeViolations } from '../../../testing/axe'
import { createSqliteDatabase, type TestDatabase } from '../../../testing/databases'
import { startServer, type RunningServer } from '../../../testing/server'
import { waitFor } from '../../../testing/wait'
import { fillTripInquiry } from './trip-inquiry.shared'

// A German and a French traveller on a phone (docs/product.md, "Languages"), with JavaScript on and
// off: from the home page in their language, "Plan my safari" leads to the trip form in it; a mistake
// is answered in it beside its field; the sent form leads to /success in it, with the lead's reference;
// and the acknowledgement the mail server receives is written in it, with the trip's dates the local way.

const root = path.resolve(import.meta.dirname, '../../..')
const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>
const english = catalogue('en')

let smtp: SmtpSink
let database: TestDatabase
let server: RunningServer
test.beforeAll(async () => {
  smtp = await startSmtpSink()
  database = await createSqliteDatabase()
  server = await startServer(database.url, { SMTP_URL: smtp.url })
})
test.afterAll(async () => {
  await server?.stop()
  await database?.drop()
  await smtp?.close()
})

for (const locale of ['de', 'fr'] as const)
  for (const javaScriptEnabled of [true, false])
    test(`a trip inquiry in ${locale} from the home page to the acknowledgement (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const words = catalogue(locale)
      const { defaultBrowserType: _, ...phone } = devices['Pixel 7']
      const context = await browser.newContext({ ...phone, javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(`${server.url}/${locale}`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 2, name: words.home_countries_heading })).toBeVisible()

      // The phone bar's next step: the trip form in the same language.
      await page
        .getByRole('navigation', { name: words.phone_bar_label })
        .getByRole('link', { name: words.plan_my_safari })
        .click()
      await expect(page).toHaveURL(`${server.url}/${locale}/book`)
      await expect(page.getByRole('heading', { level: 1, name: words.book_title })).toBeVisible()
      const form = page.locator('form#country-inquiry')
      const email = `walk.${locale}.${javaScriptEnabled}.${Date.now()}@traveller.example`
      const arrival = await fillTripInquiry(form, words, {
        name: 'Élise Müller',
        email,
        phone: 'call me',
        residing: locale === 'de' ? 'Deutschland' : 'France',
      })
      // A mistake, answered beside its field in the page's language (by the browser, or by the server).
      await form.getByRole('button', { name: words.form_send_message }).click()
      await expect(form.getByText(words.form_phone_characters!)).toBeVisible()
      await expect(form.getByText(english.form_phone_characters!)).toHaveCount(0)
      await expect(form.getByLabel(words.form_label_full_name!)).toHaveValue('Élise Müller')
      await form
        .getByLabel(words.form_label_phone!)
        .fill(locale === 'de' ? '+49 30 1234 5678' : '+33 1 23 45 67 89')
      await form.getByRole('button', { name: words.form_send_message }).click()

      await expect(page).toHaveURL(new RegExp(`/${locale}/success\\?ref=`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1, name: words.success_heading })).toBeVisible()
      const reference = new URL(page.url()).searchParams.get('ref')!
      await expect(page.getByText(reference)).toBeVisible()
      if (javaScriptEnabled) await expectNoAxeViolations(page)
      await context.close()

      // The acknowledgement, as the traveller's mail program reads it.
      const mail = await waitFor(
        () => smtp.received.find((item) => item.to.includes(email)),
        (found) => found !== undefined,
      )
      const parsed = await simpleParser(mail!.raw)
      expect(parsed.subject).toContain(words.ack_what_country)
      expect(parsed.subject).toContain(reference)
      const text = parsed.text ?? ''
      expect(text).toContain(words.ack_greeting_named!.replace('{name}', 'Élise'))
      expect(text).toContain(words.ack_trip)
      const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
        new Date(`${arrival}T00:00:00Z`),
      )
      expect(text).toContain(month)
      for (const sentence of [
        english.ack_trip,
        english.ack_regards,
        'Thank you for writing',
        'Date of arrival',
      ])
        expect(text).not.toContain(sentence)
    })
