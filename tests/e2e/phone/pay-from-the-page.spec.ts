import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { startSmtpSink, type SmtpSink } from '../../../scripts/smtp-sink'
import { expectNoAxeViolations } from '../../../testing/axe'
import { databases, type TestDatabase } from '../../../testing/databases'
import { decodeMail } from '../../../testing/outbox'
import { pesapalSettings, startPesapalStandIn, type PesapalStandIn } from '../../../testing/pesapal-stand-in'
import { sentProposal } from '../../../testing/proposals'
import { startServer, type RunningServer } from '../../../testing/server'
import { startStripeStandIn, stripeSettings, type StripeStandIn } from '../../../testing/stripe-stand-in'
import { waitFor } from '../../../testing/wait'

// The money after yes, on a phone, on SQLite and PostgreSQL: the traveller accepts, pays the deposit by
// card on Stripe's Checkout page (the local stand-in: Stripe cannot be reached from here), comes back
// to "We are confirming your payment", and once Stripe's signed event arrives reads "Deposit received";
// the receipt mail carries its PDF and the lead is Deposit paid. With the jobs' clock moved, the balance
// reminder names what is still owed and links the page, where the balance is paid by mobile money on
// Pesapal's page (its stand-in): its notification, Tembo's status query, Confirmed, and a second
// notification records nothing. typedProposal's trip: €8,401 from 10 July 2027, the balance due 10 June.

for (const { label, create } of databases) {
  test.describe(`paying from the traveller's page (${label})`, () => {
    let smtp: SmtpSink
    let stripe: StripeStandIn
    let pesapal: PesapalStandIn
    let database: TestDatabase
    let server: RunningServer
    let handle: DatabaseHandle
    const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-clock-')), 'now')
    test.beforeAll(async () => {
      ;[smtp, stripe, pesapal, database] = await Promise.all([
        startSmtpSink(),
        startStripeStandIn(),
        startPesapalStandIn(),
        create(),
      ])
      server = await startServer(database.url, {
        SMTP_URL: smtp.url,
        TEST_CLOCK_FILE: clockFile,
        LEAD_CLOCK_INTERVAL_MS: '250',
        ...stripeSettings(stripe),
        ...pesapalSettings(pesapal),
      })
      stripe.webhookUrl = `${server.url}/api/stripe/webhook`
      handle = createDatabase(database.url)
    })
    test.afterAll(async () => {
      await handle?.db.destroy()
      await server?.stop()
      await database?.drop()
      await Promise.all([smtp?.close(), stripe?.close(), pesapal?.close()])
      fs.rmSync(path.dirname(clockFile), { recursive: true, force: true })
    })

    test('deposit by card, the reminder, the balance by mobile money', async ({ page }) => {
      test.setTimeout(150_000)
      const booking = await sentProposal(
        server.url,
        handle,
        () => smtp.received.map((mail) => mail.raw),
        'Sophie Marchand',
      )
      const status = async () =>
        (
          await handle.db
            .selectFrom('leads')
            .select('status')
            .where('id', '=', booking.id)
            .executeTakeFirstOrThrow()
        ).status
      const entries = () =>
        handle.db
          .selectFrom('payments')
          .select(['amount_minor', 'method'])
          .where('proposal_id', '=', booking.proposal)
          .execute()
      const mails = (subject: RegExp) => smtp.received.filter((mail) => subject.test(mail.subject))

      // Accept on the phone.
      await page.goto(`${server.url}${booking.link}`)
      await page.getByRole('textbox', { name: 'Your full name' }).fill('Sophie Marchand')
      await page.getByRole('checkbox', { name: /I have read the proposal/ }).check()
      await page.getByRole('button', { name: 'Accept and book' }).click()
      const yourBooking = page.getByRole('region', { name: 'Your booking' })
      await expect(yourBooking).toContainText('€2,520.30, due now')
      await expectNoAxeViolations(page)

      // The deposit by card: Checkout for exactly the deposit, then back before Stripe's event.
      await yourBooking.getByRole('button', { name: 'Pay the deposit (€2,520.30) by card' }).click()
      await expect(page.getByRole('heading', { name: 'Test Checkout (stand-in)' })).toBeVisible()
      await expect(page.getByText('Total EUR 2520.30')).toBeVisible()
      await page.getByRole('button', { name: 'Pay EUR 2520.30' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'We are confirming your payment of €2,520.30' }),
      ).toBeVisible()
      expect(await entries()).toEqual([])

      // Stripe's signed event arrives: received, and the page says so once it is in the ledger.
      const [delivered] = await stripe.deliver()
      expect(delivered!.status).toBe(200)
      await page.reload()
      await expect(page.getByText(/^Payment received: thank you/)).toBeVisible()
      await expect(yourBooking).toContainText(/Deposit received on .+, thank you/)
      expect(await status()).toBe('deposit_paid')
      const [receipt] = await waitFor(
        () => mails(/^Receipt for your payment/),
        (found) => found.length === 1,
      )
      const parsed = await simpleParser(receipt!.raw)
      const pdf = await getDocumentProxy(new Uint8Array(parsed.attachments[0]!.content))
      const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ')
      expect(text).toContain('Received from Sophie Marchand')
      expect(text).toContain('€2,520.30')

      // Seven days before the balance is due, the reminder names what is still owed and links the page.
      fs.writeFileSync(clockFile, '2027-06-03T09:00:00Z')
      const [reminder] = await waitFor(
        () => mails(/^Your balance is due/),
        (found) => found.length === 1,
      )
      const words = decodeMail(reminder!.raw)
      expect(words).toContain('€5,880.70')
      const link = /\/proposal\/[A-Za-z0-9_-]{32}/.exec(words)?.[0]
      expect(link).toBeDefined()

      // The balance by mobile money, from the reminder's link.
      await page.goto(`${server.url}${link}`)
      await yourBooking.getByRole('button', { name: 'Pay the balance (€5,880.70) by mobile money' }).click()
      await expect(page.getByRole('heading', { name: 'Pesapal payment (stand-in)' })).toBeVisible()
      await page.getByRole('button', { name: 'Pay with M-Pesa' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'We are confirming your payment of €5,880.70' }),
      ).toBeVisible()
      const [notified] = await pesapal.notify()
      expect(notified!.status).toBe(200)
      await page.reload()
      await expect(yourBooking).toContainText(/Paid in full on .+, thank you/)
      await expect(yourBooking.getByRole('button', { name: /Pay the/ })).toHaveCount(0)
      expect(await status()).toBe('confirmed')

      // Pesapal notifies again: nothing more is recorded.
      pesapal.pending.push([...pesapal.orders.keys()][0]!)
      await pesapal.notify()
      expect(await entries()).toEqual([
        { amount_minor: 252_030, method: 'card' },
        { amount_minor: 588_070, method: 'mobile_money' },
      ])
      await expectNoAxeViolations(page)
    })
  })
}
