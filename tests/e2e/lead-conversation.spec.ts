import { expect, test, type Page } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { createDatabase } from '@db/client'
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink'
import { expectNoAxeViolations } from '../../testing/axe'
import { createSqliteDatabase, type TestDatabase } from '../../testing/databases'
import { imapUnavailable, startImapServer, type ImapServer } from '../../testing/imap-server'
import { contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { newMessageId, rawMail } from '../../testing/mail-messages'
import { ADMIN, startServer, type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// A lead as one conversation, as an agent reads it on a 390 px phone and at 1440 px: two inquiries, two
// replies and the traveller's answer with a photo, in order; the replies word for word as the mail server
// received them, with their delivery; and a reply written at the end of the thread joins it. This test
// starts its own Tembo that sends through a local SMTP server and reads a real Dovecot mailbox.

const skip = imapUnavailable()

test.describe('the lead as a conversation', () => {
  test.skip(skip !== null, skip ?? '')
  let imap: ImapServer
  let smtp: SmtpSink
  let database: TestDatabase
  let server: RunningServer
  test.beforeAll(async () => {
    imap = await startImapServer()
    smtp = await startSmtpSink()
    database = await createSqliteDatabase()
    server = await startServer(database.url, {
      IMAP_URL: imap.url,
      IMAP_POLL_MS: '1000',
      SMTP_URL: smtp.url,
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await database?.drop()
    await smtp?.close()
    await imap?.stop()
  })

  async function signedIn(page: Page) {
    const login = await fetch(`${server.url}/api/bookings/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const token = login.headers.get('x-login')!
    await page
      .context()
      .addCookies([{ name: 'tembo_session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }])
    return `tembo_session=${token}`
  }

  /** The text of the mail the SMTP server received with this subject, as a mail program reads it. */
  async function receivedText(subject: string): Promise<string> {
    const mail = await waitFor(
      () => smtp.received.find((item) => item.subject === subject),
      (found) => found !== undefined,
    )
    return ((await simpleParser(mail!.raw)).text ?? '').trimEnd()
  }

  test('every word said is in the thread in order, and a reply from its end joins it', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone'
    if (phone) await page.setViewportSize({ width: 390, height: 844 })
    const handle = createDatabase(database.url)
    try {
      const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
      const name = `Ingrid Solberg ${tag}`
      const email = `ingrid.${tag}@traveller.example`
      const asked = 'We are two adults hoping to see gorillas and chimpanzees in late June.'
      const more = 'Could we also spend two quiet nights on Lake Bunyonyi at the end?'
      for (const [path, input] of [
        ['country_book', countryInquiryInput({ name, email, visit_country: 'Uganda', message: asked })],
        ['message', contactMessageInput({ name, email, message: more })],
      ] as const) {
        const sent = await fetch(`${server.url}/api/bookings/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
        })
        expect(sent.status).toBe(201)
      }
      const lead = await handle.db
        .selectFrom('leads')
        .select('id')
        .where('email_key', '=', email)
        .executeTakeFirstOrThrow()
      const leadPath = `${server.url}/admin/leads/${lead.id}`
      const cookie = await signedIn(page)

      // Two replies, sent as the lead's page sends them.
      const replies = [
        ['Gorillas in June', 'June is dry season in Bwindi: permits for the 24th are still open.'],
        ['Lake Bunyonyi', 'Two nights at Bunyonyi fit well after the trek, and we can add a canoe outing.'],
      ]
      for (const [subject, words] of replies) {
        const posted = await fetch(leadPath, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: server.url },
          body: new URLSearchParams({ intent: 'reply', subject: subject!, words: words! }),
        })
        expect(posted.status).toBe(200)
      }
      const reference = await leadReferenceOf(page, leadPath)
      const sentTexts = [
        await receivedText(`Gorillas in June [${reference}]`),
        await receivedText(`Lake Bunyonyi [${reference}]`),
      ]
      expect(sentTexts[0]).toContain(replies[0]![1])

      // The traveller answers with a photo of their passport page; the reader puts it on the lead.
      const answer = 'Wonderful. Here is my passport page for the permits.'
      await imap.append(
        rawMail({
          from: `${name} <${email}>`,
          subject: `Re: Lake Bunyonyi [${reference}]`,
          messageId: newMessageId(),
          text: answer,
          attachments: [
            {
              filename: 'passport.jpg',
              contentType: 'image/jpeg',
              content: Buffer.from('not really a jpeg'),
            },
          ],
        }),
      )
      await waitFor(
        () =>
          handle.db.selectFrom('mail_inbox').select('id').where('lead_id', '=', lead.id).executeTakeFirst(),
        (found) => found !== undefined,
        60_000,
      )

      await page.goto(leadPath)
      const thread = page.getByRole('region', { name: 'Conversation' })
      // The first screen: who, where the lead stands, the clock, and the three ways to reach them.
      const view = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))
      for (const shown of [
        page.getByRole('heading', { level: 1, name: new RegExp(name) }),
        page.getByRole('status').filter({ hasText: 'Replied' }).first(),
        page.getByText(/^(On time|Due soon|Overdue): waiting/).first(),
        page.getByRole('list', { name: 'Reach the traveller' }).getByRole('link', { name: 'Reply' }),
        page.getByRole('list', { name: 'Reach the traveller' }).getByRole('link', { name: 'Call' }),
        page.getByRole('list', { name: 'Reach the traveller' }).getByRole('link', { name: /WhatsApp/ }),
      ]) {
        const box = await shown.boundingBox()
        expect(box, 'shown on the first screen').not.toBeNull()
        expect(box!.y + box!.height).toBeLessThanOrEqual(view.height)
      }
      if (phone) {
        expect(view.width).toBe(390)
        const first = await thread.getByRole('listitem').first().boundingBox()
        expect(first!.y).toBeLessThan(2 * view.height)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          view.width,
        )
      }

      // All five texts, in the order they were said.
      const said = [asked, more, sentTexts[0]!, sentTexts[1]!, answer]
      const text = (await thread.innerText()).replace(/\s+/g, ' ')
      const at = said.map((words) => text.indexOf(words.replace(/\s+/g, ' ')))
      expect(
        at.every((index) => index >= 0),
        `every text in the thread: ${JSON.stringify(at)}`,
      ).toBe(true)
      expect([...at].sort((a, b) => a - b)).toEqual(at)
      // The replies word for word as the mail server got them (signature included), and delivered.
      for (const [index, [subject]] of replies.entries()) {
        const entry = thread
          .getByRole('listitem')
          .filter({ has: page.getByText(`${subject} [${reference}]`, { exact: true }) })
        await expect(entry.locator('p.whitespace-pre-wrap').first()).toHaveText(sentTexts[index]!, {
          useInnerText: true,
        })
        await expect(entry).toContainText('Sent')
      }
      await expect(thread.getByRole('link', { name: 'passport.jpg' })).toBeVisible()

      // A reply from the end of the thread joins it, in its words.
      await page
        .getByRole('list', { name: 'Reach the traveller' })
        .getByRole('link', { name: 'Reply' })
        .click()
      await page.getByLabel('Subject').fill('Permits booked')
      await page
        .getByLabel('Message')
        .fill('Your gorilla permits for 24 June are booked. We will send the itinerary.')
      await page.getByRole('button', { name: 'Send reply' }).click()
      await expect(
        page.getByText('Reply queued: it is in the conversation, with its delivery.'),
      ).toBeVisible()
      await expect(
        thread
          .getByRole('listitem')
          .filter({ has: page.getByText(`Permits booked [${reference}]`, { exact: true }) }),
      ).toContainText('Your gorilla permits for 24 June are booked. We will send the itinerary.')
      await expectNoAxeViolations(page)

      // Newest first, and the one-line events hidden: each member's choice, kept for the next lead.
      const entries = thread.getByRole('listitem')
      await expect(entries.filter({ hasText: 'Moved from New to Replied' })).toHaveCount(1)
      await thread.getByRole('link', { name: 'Show newest first' }).click()
      await expect(entries.first()).toContainText(`Permits booked [${reference}]`)
      await thread.getByRole('link', { name: 'Hide other events' }).click()
      await expect(entries.filter({ hasText: 'Moved from New to Replied' })).toHaveCount(0)
      await page.goto(leadPath)
      await expect(entries.first()).toContainText(`Permits booked [${reference}]`)
      await expect(entries.filter({ hasText: 'Moved from New to Replied' })).toHaveCount(0)
      await expect(thread.getByRole('link', { name: /^Show \d+ other events?$/ })).toBeVisible()
      // The composer comes first when the newest does.
      const composer = await page.getByRole('heading', { name: `Reply to ${name}` }).boundingBox()
      expect(composer!.y).toBeLessThan((await entries.first().boundingBox())!.y)
      await thread.getByRole('link', { name: 'Show oldest first' }).click()
      await expect(entries.first()).toContainText(asked)
    } finally {
      await handle.db.destroy()
    }
  })
})

/** The lead's reference, as its page's heading shows it. */
async function leadReferenceOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text()
  return /TS-\d{4}-\d{4,}/.exec(html)![0]
}
