import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { devices, expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { createDatabase } from '@db/client'
import { startSmtpSink, type SmtpSink } from '../../../scripts/smtp-sink'
import { expectNoAxeViolations } from '../../../testing/axe'
import { adminPageOn, moveJobsClock } from '../../../testing/browser-staff'
import { databases, type TestDatabase } from '../../../testing/databases'
import { decodeMail } from '../../../testing/outbox'
import { acceptedBooking } from '../../../testing/proposals'
import { startServer, type RunningServer } from '../../../testing/server'
import { waitFor } from '../../../testing/wait'

// A booking from its acceptance to the traveller's review on the home page, on SQLite and on
// PostgreSQL, with two instances of Tembo on one database, a real SMTP server, and the date-based jobs'
// clock moved by the test (TEST_CLOCK_FILE): the deposit comes in (receipt with its PDF); the balance
// is reminded a week before it is due and on the day, once each; paid in full, the booking is
// Confirmed; the day after the trip the traveller is asked for a review, writes it, an admin approves
// it, and the home page shows it and counts it in its JSON-LD. typedProposal's trip: €8,401 from
// 10 July 2027 for four days, the balance due on 10 June.

for (const { label, create } of databases) {
  test.describe(`a booking from deposit to review (${label})`, () => {
    let smtp: SmtpSink
    let database: TestDatabase
    let first: RunningServer
    let second: RunningServer
    const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-clock-')), 'now')
    test.beforeAll(async () => {
      smtp = await startSmtpSink()
      database = await create()
      const env = { SMTP_URL: smtp.url, TEST_CLOCK_FILE: clockFile, LEAD_CLOCK_INTERVAL_MS: '250' }
      first = await startServer(database.url, env)
      second = await startServer(database.url, env)
    })
    test.afterAll(async () => {
      await second?.stop()
      await first?.stop()
      await database?.drop()
      await smtp?.close()
      fs.rmSync(path.dirname(clockFile), { recursive: true, force: true })
    })

    const mails = (subject: RegExp) => smtp.received.filter((mail) => subject.test(mail.subject))
    const clockAt = (iso: string) => moveJobsClock(clockFile, iso)

    test('deposit, two reminders, the balance, then the review shown on the home page', async ({
      browser,
    }) => {
      test.setTimeout(150_000)
      const handle = createDatabase(database.url)
      const booking = await acceptedBooking(
        first.url,
        handle,
        () => smtp.received.map((mail) => mail.raw),
        'Lena Vogel',
      )
      const status = async () =>
        (
          await handle.db
            .selectFrom('leads')
            .select('status')
            .where('id', '=', booking.id)
            .executeTakeFirstOrThrow()
        ).status

      // The deposit, recorded by staff: Deposit paid, and a receipt with its PDF.
      const staff = await adminPageOn(browser, [first, second])
      const record = async (amount: string, method: string) => {
        const payments = staff.getByRole('region', { name: 'Payments' })
        await payments.getByRole('textbox', { name: 'Amount (EUR)' }).fill(amount)
        await payments.getByRole('combobox', { name: 'How it was paid' }).selectOption(method)
        await payments.getByRole('button', { name: 'Record the payment' }).click()
        await expect(staff.getByText('Payment recorded: the receipt is on its way.')).toBeVisible()
      }
      await staff.goto(`${first.url}/admin/proposals/${booking.proposal}`)
      await record('2,520.30', 'bank_transfer')
      expect(await status()).toBe('deposit_paid')
      const [receipt] = await waitFor(
        () => mails(/^Receipt for your payment/),
        (found) => found.length === 1,
      )
      const parsed = await simpleParser(receipt!.raw)
      expect(parsed.attachments.map((file) => file.filename)).toEqual([
        expect.stringMatching(/^receipt-TS-.+\.pdf$/),
      ])
      const pdf = await getDocumentProxy(new Uint8Array(parsed.attachments[0]!.content))
      const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ')
      expect(text).toContain('Received from Lena Vogel')
      expect(text).toContain('€2,520.30')
      expect(text).toContain('€5,880.70')

      // Eight days before the balance is due: nothing. Seven: one reminder, however many looks by
      // both instances. On the day: one more.
      const reminders = () => mails(/^Your balance is due/)
      await clockAt('2027-06-02T09:00:00Z')
      expect(reminders()).toHaveLength(0)
      await clockAt('2027-06-03T09:00:00Z')
      await waitFor(reminders, (found) => found.length === 1)
      await clockAt('2027-06-04T09:00:00Z')
      expect(reminders().map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Your balance is due on Thu, 10 Jun 2027/),
      ])
      await clockAt('2027-06-10T09:00:00Z')
      await waitFor(reminders, (found) => found.length === 2)
      await clockAt('2027-06-10T15:00:00Z')
      expect(reminders().map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Your balance is due on Thu, 10 Jun 2027/),
        expect.stringMatching(/^Your balance is due today/),
      ])
      expect(decodeMail(reminders()[1]!.raw)).toContain('€5,880.70')

      // The balance, by card: Confirmed.
      await staff.reload()
      await record('5,880.70', 'card')
      expect(await status()).toBe('confirmed')
      await expect(staff.getByRole('region', { name: 'Payments' })).toContainText('Paid in full')

      // The trip's last day: nothing. The day after: one review request, and the lead is Completed.
      const requests = () => mails(/^How was your trip\?/)
      await clockAt('2027-07-13T09:00:00Z')
      expect(requests()).toHaveLength(0)
      await clockAt('2027-07-14T09:00:00Z')
      const [request] = await waitFor(requests, (found) => found.length === 1)
      await clockAt('2027-07-15T09:00:00Z')
      expect(requests()).toHaveLength(1)
      expect(await status()).toBe('completed')
      const link = /\/review\/[A-Za-z0-9_-]{22}/.exec(decodeMail(request!.raw))![0]

      // The traveller, on a phone, on the other instance: the form refuses an empty review, then takes one.
      const phone = await browser.newContext({ ...devices['Pixel 7'] })
      const traveller = await phone.newPage()
      await traveller.goto(`${second.url}${link}`)
      await expect(traveller.getByRole('heading', { name: 'How was your trip?' })).toBeVisible()
      await expect(
        traveller.getByText(/^Gorillas and the Mara, Sat, 10 Jul 2027 to Tue, 13 Jul 2027/),
      ).toBeVisible()
      await expectNoAxeViolations(traveller)
      await traveller.getByRole('button', { name: 'Send my review' }).click()
      await expect(traveller.getByText('Choose a rating from 1 to 5 stars')).toBeVisible()
      await expect(traveller.getByText('Tell us in a few words how your trip was')).toBeVisible()
      await traveller.getByRole('radio', { name: /5 out of 5/ }).check()
      const words = 'Seeing the gorillas in Bwindi was the hour of our lives, and every lodge was a delight.'
      await traveller.getByRole('textbox', { name: 'How was it?' }).fill(words)
      await expect(traveller.getByRole('textbox', { name: 'Your name as it should appear' })).toHaveValue(
        'Lena V.',
      )
      await traveller.getByRole('button', { name: 'Send my review' }).click()
      await expect(traveller.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()
      await expectNoAxeViolations(traveller)

      // Not on the site until an admin approves it; approved, both instances' home pages show it.
      await traveller.goto(`${second.url}/`)
      await expect(traveller.getByText(words)).toHaveCount(0)
      await staff.goto(`${first.url}/admin/trust`)
      await expect(staff.getByRole('link', { name: /Licence and reviews\s*1/ })).toBeVisible()
      const fromTravellers = staff.getByRole('region', { name: 'From our travellers' })
      await expect(fromTravellers).toContainText('Waiting for a decision')
      await expectNoAxeViolations(staff)
      await fromTravellers.getByRole('button', { name: 'Approve the review by Lena V.' }).click()
      await expect(staff.getByText('The review by Lena V. is approved')).toBeVisible()
      await expect(fromTravellers).toContainText('Approved: shown on the site')

      await traveller.goto(`${second.url}/`)
      const trust = traveller.getByRole('region', { name: 'Who you would travel with' })
      await expect(trust.getByText(words)).toBeVisible()
      await expect(trust.getByText('Lena V. · verified traveller, trip in July 2027')).toBeVisible()
      await expect(
        trust.getByText('Rated 5 out of 5 in 1 review from our travellers after their trip.'),
      ).toBeVisible()
      const jsonLd = await traveller.locator('script[type="application/ld+json"]').allTextContents()
      const agency = jsonLd
        .map((item) => JSON.parse(item) as { '@type': string; aggregateRating?: unknown })
        .find((item) => item['@type'] === 'TravelAgency')
      expect(agency?.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 })
      await phone.close()
      await handle.db.destroy()
    })
  })
}
