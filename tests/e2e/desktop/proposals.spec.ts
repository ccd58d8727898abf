import { devices, expect, test, type Browser, type BrowserContext } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { createDatabase } from '@db/client'
import { startSmtpSink, type SmtpSink } from '../../../scripts/smtp-sink'
import { expectNoAxeViolations } from '../../../testing/axe'
import { databases, type TestDatabase } from '../../../testing/databases'
import { packageBookingInput } from '../../../testing/inquiries'
import { leadOf } from '../../../testing/leads'
import { ADMIN, startServer, type RunningServer } from '../../../testing/server'
import { waitFor } from '../../../testing/wait'
import { letTravellersPayByBank } from '../../../testing/ways-to-pay'

// A proposal as staff and traveller live it, on SQLite and on PostgreSQL, with two instances of Tembo
// on one database and a real SMTP server: staff start it from the lead's package, change a price and a
// day, send it; the traveller opens the link on a phone (staff are told once, whichever instance they
// reach), asks a question, gets version 2 through the old link, and accepts it; the confirmation comes
// with the PDF and the lead is Accepted. axe checks each screen on the way.

for (const { label, create } of databases) {
  test.describe(`a proposal from lead to acceptance (${label})`, () => {
    let smtp: SmtpSink
    let database: TestDatabase
    let first: RunningServer
    let second: RunningServer
    test.beforeAll(async () => {
      smtp = await startSmtpSink()
      database = await create()
      first = await startServer(database.url, { SMTP_URL: smtp.url })
      second = await startServer(database.url, { SMTP_URL: smtp.url })
    })
    test.afterAll(async () => {
      await second?.stop()
      await first?.stop()
      await database?.drop()
      await smtp?.close()
    })

    async function staffContext(browser: Browser): Promise<BrowserContext> {
      const login = await fetch(`${first.url}/api/bookings/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
      await context.addCookies([
        {
          name: 'tembo_session',
          value: login.headers.get('x-login')!,
          url: first.url,
          httpOnly: true,
          sameSite: 'Lax',
        },
      ])
      return context
    }

    const mails = (subject: RegExp) => smtp.received.filter((mail) => subject.test(mail.subject))
    const pdfText = async (content: Buffer) =>
      (await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true })).text.replace(
        /\s+/g,
        ' ',
      )

    test('staff send two versions; the traveller opens, asks and accepts on a phone', async ({ browser }) => {
      test.setTimeout(120_000)
      const handle = createDatabase(database.url)
      await letTravellersPayByBank(handle)
      const email = `anna.${Date.now()}@traveller.example`
      const booked = await fetch(`${first.url}/api/bookings/book_package`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(packageBookingInput({ name: 'Anna Keller', email, package_no: 1 })),
      })
      const lead = await leadOf(handle, 'package', ((await booked.json()) as { id: number }).id)

      // Staff, at 1440 px: the lead, its package, the editor.
      const staff = await (await staffContext(browser)).newPage()
      await staff.goto(`${first.url}/admin/leads/${lead.id}`)
      const proposals = staff.getByRole('region', { name: 'Proposals' })
      await expect(proposals.getByText('No proposal yet.')).toBeVisible()
      await expect(proposals.getByLabel('Start from')).toHaveValue('1')
      await expectNoAxeViolations(staff)
      await proposals.getByRole('button', { name: 'New proposal' }).click()
      await expect(staff.getByRole('heading', { name: 'Proposal: Gorillas and the Big Five' })).toBeVisible()
      await expect(staff.getByRole('status').first()).toHaveText('Draft: not sent yet')
      await expectNoAxeViolations(staff)
      await staff
        .locator('input[name$=".title"][value="Gorilla trek"]')
        .fill('Gorilla trek in the Buhoma sector')
      await staff.getByRole('textbox', { name: 'Price each' }).first().fill('3,100')
      // The server answers the form with the line added (no JavaScript needed); type once it is there.
      await staff.getByRole('button', { name: 'Add a line' }).click()
      await expect(staff.getByRole('textbox', { name: 'What', exact: true })).toHaveCount(2)
      await staff.getByRole('textbox', { name: 'What', exact: true }).last().fill('Gorilla permits')
      await staff.getByRole('spinbutton', { name: 'Quantity' }).last().fill('2')
      await staff.getByRole('textbox', { name: 'Price each' }).last().fill('800')
      await staff.getByRole('button', { name: 'Save and send to the traveller' }).click()
      await expect(staff.getByText(`Version 1 sent to ${email}.`)).toBeVisible()
      // The state above the editor follows without a reload.
      await expect(staff.getByRole('status').first()).toHaveText('Sent, not opened yet')
      await expect(staff.getByRole('link', { name: 'Version 1', exact: true })).toBeVisible()

      // The mail: the link, and the PDF with the changed day and lines.
      const [sent] = await waitFor(
        () => mails(/^Your safari proposal/),
        (found) => found.length === 1,
      )
      const message = await simpleParser(sent!.raw)
      const link = /https?:\/\/[^\s]+\/proposal\/[A-Za-z0-9_-]{32}/.exec(message.text ?? '')![0]
      expect(message.attachments.map((part) => part.filename)).toEqual([`proposal-${lead.reference}-v1.pdf`])
      const pdf = await pdfText(message.attachments[0]!.content)
      expect(pdf).toContain('Gorilla trek in the Buhoma sector')
      expect(pdf).toContain('Gorilla permits (2 × US$800) US$1,600')
      expect(pdf).toContain('Total for your party US$7,800 US$3,900 per adult')

      // The editor fits a phone, and passes axe there too.
      const staffPhone = await browser.newContext({ ...devices['Pixel 7'] })
      await staffPhone.addCookies(await staff.context().cookies())
      const onPhone = await staffPhone.newPage()
      await onPhone.goto(staff.url())
      await expect(onPhone.getByRole('heading', { name: 'Day by day' })).toBeVisible()
      expect(
        await onPhone.evaluate(() => document.documentElement.scrollWidth - window.screen.width),
      ).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(onPhone)
      await staffPhone.close()

      // The traveller, on a phone: one visit through each instance, and staff are told once.
      const phone = await browser.newContext({
        ...devices['Pixel 7'],
        userAgent: devices['Pixel 7'].userAgent,
      })
      const traveller = await phone.newPage()
      await traveller.goto(link.replace(/^https?:\/\/[^/]+/, first.url))
      await expect(
        traveller.getByRole('heading', { name: 'Gorillas and the Big Five', level: 1 }),
      ).toBeVisible()
      // The total and the price per adult first, then the lines, in words for travellers (decision 053).
      const price = traveller.getByRole('region', { name: 'The price', exact: true })
      await expect(price.getByRole('definition').first()).toHaveText('US$7,800')
      await expect(price.getByText('US$3,900 per adult')).toBeVisible()
      await expect(price.getByRole('cell', { name: 'US$1,600' })).toBeVisible()
      expect(await price.innerText()).not.toMatch(/season|resident|\d{4}-\d\d-\d\d|US\$0(?![\d.,])/i)
      expect(
        await traveller.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(traveller)
      await traveller.goto(link.replace(/^https?:\/\/[^/]+/, second.url))
      await expect(traveller.getByRole('heading', { name: 'Accept this proposal' })).toBeVisible()
      await waitFor(
        () => mails(/^Proposal opened/),
        (found) => found.length === 1,
      )
      await traveller.waitForTimeout(1500)
      expect(mails(/^Proposal opened/)).toHaveLength(1)

      // On a wide screen too; printed, it is the proposal alone.
      const wideContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
      const wide = await wideContext.newPage()
      await wide.goto(link.replace(/^https?:\/\/[^/]+/, first.url))
      await expectNoAxeViolations(wide)
      await wide.emulateMedia({ media: 'print' })
      await expect(wide.getByRole('navigation', { name: 'Main' })).toBeHidden()
      await expect(wide.getByRole('heading', { name: 'Accept this proposal' })).toBeHidden()
      await expect(wide.getByRole('heading', { name: 'The price', exact: true })).toBeVisible()
      await wideContext.close()

      // A question: on the lead, whose clock runs again.
      await traveller.getByRole('textbox', { name: 'Your question' }).fill('Could we add a night in Entebbe?')
      await traveller.getByRole('button', { name: 'Send' }).click()
      await expect(traveller.getByText('Thank you: your message is with us')).toBeVisible()
      await staff.goto(`${first.url}/admin/leads/${lead.id}`)
      await expect(staff.getByText('Could we add a night in Entebbe?')).toBeVisible()
      await expect(staff.getByText(/: waiting \d/).first()).toBeVisible()

      // Version 2, and the old link shows it.
      await staff
        .getByRole('region', { name: 'Proposals' })
        .getByRole('link', { name: 'Gorillas and the Big Five' })
        .click()
      await staff.getByRole('button', { name: 'Add a line' }).click()
      await expect(staff.getByRole('textbox', { name: 'What', exact: true })).toHaveCount(3)
      await staff.getByRole('textbox', { name: 'What', exact: true }).last().fill('A night in Entebbe')
      await staff.getByRole('textbox', { name: 'Price each' }).last().fill('180')
      await staff.getByRole('button', { name: 'Save and send to the traveller' }).click()
      await expect(staff.getByText(`Version 2 sent to ${email}.`)).toBeVisible()
      await traveller.goto(link.replace(/^https?:\/\/[^/]+/, second.url))
      await expect(traveller.getByText('has been replaced by version 2')).toBeVisible()
      await expect(traveller.getByRole('cell', { name: 'A night in Entebbe' })).toBeVisible()

      // Accepted, by name with the terms ticked.
      await traveller.getByRole('button', { name: 'Accept and book' }).click()
      await expect(traveller.getByText('Type your full name to accept')).toBeVisible()
      await traveller.getByRole('textbox', { name: 'Your full name' }).fill('Anna Keller')
      await traveller.getByRole('checkbox', { name: /I have read the proposal/ }).check()
      await traveller.getByRole('button', { name: 'Accept and book' }).click()
      await expect(traveller.getByRole('heading', { name: 'Accepted: thank you' })).toBeVisible()
      await expectNoAxeViolations(traveller)
      const [confirmation] = await waitFor(
        () => mails(/^Booking accepted/),
        (found) => found.length === 1,
      )
      const confirmed = await simpleParser(confirmation!.raw)
      expect(confirmed.to && 'text' in confirmed.to ? confirmed.to.text : '').toContain(email)
      expect(await pdfText(confirmed.attachments[0]!.content)).toContain('A night in Entebbe')
      const acceptance = await handle.db
        .selectFrom('proposal_acceptances')
        .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
        .select([
          'proposal_acceptances.version',
          'proposal_acceptances.content_sha256',
          'proposal_versions.content_sha256 as shown',
        ])
        .executeTakeFirstOrThrow()
      expect(acceptance.version).toBe(2)
      expect(acceptance.content_sha256).toBe(acceptance.shown)
      await staff.goto(`${first.url}/admin/leads/${lead.id}`)
      await expect(staff.getByRole('status').filter({ hasText: 'Accepted' }).first()).toBeVisible()
      await expect(staff.getByRole('region', { name: 'Proposals' })).toContainText('Accepted (version 2)')

      // The deposit comes in: recorded on the proposal's page, the lead is Deposit paid.
      await staff
        .getByRole('region', { name: 'Proposals' })
        .getByRole('link', { name: 'Gorillas and the Big Five' })
        .click()
      const payments = staff.getByRole('region', { name: 'Payments' })
      await payments.getByRole('textbox', { name: 'Amount (USD)' }).fill('2,394')
      await payments.getByRole('combobox', { name: 'How it was paid' }).selectOption('bank_transfer')
      await payments.getByRole('button', { name: 'Record the payment' }).click()
      await expect(staff.getByText('Payment recorded: the receipt is on its way.')).toBeVisible()
      await expect(payments.getByText('Received US$2,394')).toBeVisible()
      await expect(payments.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('')
      await expectNoAxeViolations(staff)
      await waitFor(
        () => mails(/^Receipt for your payment/),
        (found) => found.length === 1,
      )
      await staff
        .getByRole('link', { name: /Anna Keller/ })
        .first()
        .click()
      await expect(staff.getByRole('status').filter({ hasText: 'Deposit paid' }).first()).toBeVisible()
      await handle.db.destroy()
      await phone.close()
    })
  })
}
