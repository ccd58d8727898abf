import { expect, test, type BrowserContext } from '@playwright/test'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { leadReference } from '../../../app/lib/lead-reference'
import { expectNoAxeViolations } from '../../../testing/axe'
import { createSqliteDatabase, type TestDatabase } from '../../../testing/databases'
import { imapUnavailable, startImapServer, type ImapServer } from '../../../testing/imap-server'
import { contactMessageInput } from '../../../testing/inquiries'
import { newMessageId, rawMail } from '../../../testing/mail-messages'
import { ADMIN, startServer, type RunningServer } from '../../../testing/server'
import { waitFor } from '../../../testing/wait'

// The conversation as staff see it: they reply from the lead's page, the traveller answers from their
// own mail program (placed in the operator's mailbox, a real Dovecot, with IMAP APPEND), and within a
// minute the answer is on the lead, the lead waits for staff again and its owner has been told. This
// test starts its own Tembo with IMAP_URL, reading the mailbox every second, and trusting the checks of
// the operator's receiving server (MAIL_AUTHSERV_ID), whose header each message gets on top.

const SERVER = 'mx.operator.example'

const skip = imapUnavailable()

test.describe('two-way mail', () => {
  test.skip(skip !== null, skip ?? '')
  let imap: ImapServer
  let database: TestDatabase
  let server: RunningServer
  test.beforeAll(async () => {
    imap = await startImapServer()
    database = await createSqliteDatabase()
    server = await startServer(database.url, {
      IMAP_URL: imap.url,
      IMAP_POLL_MS: '1000',
      MAIL_AUTHSERV_ID: SERVER,
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await database?.drop()
    await imap?.stop()
  })

  /** A traveller's contact message, through the API: their lead's number and reference. */
  async function contactLead(handle: DatabaseHandle, name: string, email: string, message: string) {
    const sent = await fetch(`${server.url}/api/bookings/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactMessageInput({ name, email, message })),
    })
    expect(sent.status).toBe(201)
    const { id } = (await sent.json()) as { id: number }
    const lead = await handle.db
      .selectFrom('lead_events')
      .innerJoin('leads', 'leads.id', 'lead_events.lead_id')
      .select(['leads.id', 'leads.created_at'])
      .where('inquiry_kind', '=', 'message')
      .where('inquiry_id', '=', id)
      .executeTakeFirstOrThrow()
    return {
      id: Number(lead.id),
      reference: leadReference({ id: Number(lead.id), created_at: lead.created_at }),
    }
  }

  /** The admin's session in the browser, signed in by the API. */
  async function signIn(context: BrowserContext) {
    const login = await fetch(`${server.url}/api/bookings/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    await context.addCookies([
      {
        name: 'tembo_session',
        value: login.headers.get('x-login')!,
        url: server.url,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ])
  }

  test("a traveller's answer to staff's reply appears on the lead, which waits again, and the owner is told", async ({
    page,
    context,
  }) => {
    const handle = createDatabase(database.url)
    try {
      const name = `Leila Haddad ${Date.now().toString(36)}`
      const email = `leila.${Date.now()}@traveller.example`
      const sent = await fetch(`${server.url}/api/bookings/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactMessageInput({ name, email, message: 'Is Bwindi possible in April?' })),
      })
      expect(sent.status).toBe(201)
      const login = await fetch(`${server.url}/api/bookings/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
      const token = login.headers.get('x-login')!
      await context.addCookies([
        { name: 'tembo_session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' },
      ])

      // Staff take the lead and reply.
      await page.goto(`${server.url}/admin/leads?q=${encodeURIComponent(name)}`)
      await page.getByRole('link', { name: new RegExp(name) }).click()
      await page.getByLabel('Owner').selectOption({ label: 'Administrator' })
      await page.getByRole('button', { name: 'Set owner' }).click()
      await expect(page.getByText('Owner changed.')).toBeVisible()
      await page.getByLabel('Subject').fill('April in Bwindi')
      await page
        .getByLabel('Message')
        .fill('April is in the long rains, but the gorillas are there all year.')
      await page.getByRole('button', { name: 'Send reply' }).click()
      await expect(
        page.getByText('Reply queued: it is in the conversation, with its delivery.'),
      ).toBeVisible()
      const timeline = page.getByRole('region', { name: 'Conversation' })
      await expect(
        timeline.getByText('April is in the long rains, but the gorillas are there all year.'),
      ).toBeVisible()
      await expect(page.getByText(/^On time: waiting/)).toHaveCount(0)

      // The reply has left with its Message-ID; the traveller answers it.
      const reply = await waitFor(
        () =>
          handle.db
            .selectFrom('mail_outbox')
            .select(['message_id', 'subject'])
            .where('to_address', '=', email)
            .where('purpose', '=', 'reply')
            .where('status', '=', 'sent')
            .executeTakeFirst(),
        (mail) => Boolean(mail?.message_id),
      )
      await imap.append(
        `Authentication-Results: ${SERVER}; spf=pass smtp.mailfrom=traveller.example; dmarc=pass header.from=traveller.example\r\n` +
          rawMail({
            from: `${name} <${email}>`,
            subject: `Re: ${reply!.subject}`,
            messageId: newMessageId(),
            inReplyTo: reply!.message_id!,
            references: reply!.message_id!,
            text: 'Then we will bring rain jackets. Can we add Lake Bunyonyi?\n\nOn Tuesday, Tembo Safaris wrote:\n> April is in the long rains',
          }),
      )

      // Within a minute it is on the lead (staff reload the page, as they would).
      await expect(async () => {
        await page.reload()
        await expect(timeline.getByText(/^E-mail from the traveller: Re: April in Bwindi/)).toBeVisible({
          timeout: 1000,
        })
      }).toPass({ timeout: 60_000 })
      await expect(
        timeline.getByText('Then we will bring rain jackets. Can we add Lake Bunyonyi?'),
      ).toBeVisible()
      await expect(timeline.getByText(`Sender verified: DMARC passed at ${SERVER}.`)).toBeVisible()
      await expect(timeline.getByText('Earlier messages quoted')).toBeVisible()
      await expect(timeline.getByText('> April is in the long rains')).toBeHidden()
      await timeline.getByText('Earlier messages quoted').click()
      await expect(timeline.getByText('> April is in the long rains')).toBeVisible()
      // Waiting for staff again, and the owner has been told.
      await expect(page.getByText(/^On time: waiting/).first()).toBeVisible()
      await expect(
        timeline.getByText(new RegExp(`Notice of the traveller's answer to ${ADMIN.email}`)),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    } finally {
      await handle.db.destroy()
    }
  })

  test('a stranger naming the lead waits in Mail to sort until staff attach it', async ({
    page,
    context,
  }) => {
    const handle = createDatabase(database.url)
    try {
      const name = `Amara Okafor ${Date.now().toString(36)}`
      const email = `amara.${Date.now()}@traveller.example`
      const lead = await contactLead(handle, name, email, 'Chimpanzees in Kibale in June?')
      const reference = lead.reference
      await signIn(context)
      // Her husband writes from his own address, naming the lead, through a server whose checks failed.
      await imap.append(
        `Authentication-Results: ${SERVER}; spf=softfail smtp.mailfrom=partner.example\r\n` +
          rawMail({
            from: 'Chidi Okafor <chidi@partner.example>',
            subject: `Our trip ${reference}`,
            messageId: newMessageId(),
            text: 'Could the lodge add a cot for our daughter?',
          }),
      )

      // Within a minute it waits in Mail to sort, counted in the sidebar; the lead has none of it.
      const sidebar = page.getByRole('navigation', { name: 'Back-office' })
      await expect(async () => {
        await page.goto(`${server.url}/admin/leads/${lead.id}`)
        await expect(sidebar.getByRole('link', { name: /Mail to sort\s*1/ })).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 60_000 })
      const timeline = page.getByRole('region', { name: 'Conversation' })
      await expect(timeline.getByText('Could the lodge add a cot')).toHaveCount(0)
      await sidebar.getByRole('link', { name: /Mail to sort/ }).click()
      await expect(page.getByRole('heading', { name: 'Mail to sort', level: 1 })).toBeVisible()
      await expect(page.getByText('Could the lodge add a cot for our daughter?')).toBeVisible()
      await expect(page.getByText(`Sender not verified: SPF soft-failed at ${SERVER}.`)).toBeVisible()
      await expectNoAxeViolations(page)

      // Attached, it is on the lead, and his address is known there from now on.
      await page.getByRole('button', { name: `Attach to ${reference}` }).click()
      await expect(page.getByText(`Attached to ${reference}.`)).toBeVisible()
      await expect(page.getByText('Nothing to sort.')).toBeVisible()
      await page.getByRole('link', { name: 'Open the lead' }).click()
      await expect(timeline.getByText('Could the lodge add a cot for our daughter?')).toBeVisible()
      await expect(timeline.getByText(/New address for the traveller: chidi@partner\.example/)).toBeVisible()
    } finally {
      await handle.db.destroy()
    }
  })

  test("a forged mail from the traveller's own address waits in Mail to sort, and says so once attached", async ({
    page,
    context,
  }) => {
    const handle = createDatabase(database.url)
    try {
      const name = `Nia Mwangi ${Date.now().toString(36)}`
      const email = `nia.${Date.now()}@traveller.example`
      const lead = await contactLead(handle, name, email, 'Sipi Falls after the gorillas?')
      await signIn(context)
      // Her address in From:, a pass written by the sender below, the receiving server's failed DMARC on top.
      await imap.append(
        `Authentication-Results: ${SERVER}; spf=pass smtp.mailfrom=evil.example; dmarc=fail header.from=traveller.example\r\n` +
          rawMail({
            from: `${name} <${email}>`,
            subject: `New bank details ${lead.reference}`,
            messageId: newMessageId(),
            headers: { 'Authentication-Results': 'evil.example; spf=pass; dkim=pass; dmarc=pass' },
            text: 'Please send the deposit to our new account, IBAN XX00 0000 0000.',
          }),
      )

      // Within a minute it waits in Mail to sort, with why; the lead has none of it.
      await expect(async () => {
        await page.goto(`${server.url}/admin/mail-to-sort`)
        await expect(page.getByText('Please send the deposit to our new account')).toBeVisible({
          timeout: 1000,
        })
      }).toPass({ timeout: 60_000 })
      await expect(
        page.getByText(`Its sender could not be verified: DMARC failed at ${SERVER}.`),
      ).toBeVisible()
      await expect(
        page.getByText(
          `Sender not verified: DMARC failed at ${SERVER}. It may not come from the address it shows.`,
        ),
      ).toBeVisible()
      await expect(
        page.getByText(`${email} is known on this lead, but this mail may not come from it`),
      ).toBeVisible()
      await expectNoAxeViolations(page)
      await page.goto(`${server.url}/admin/leads/${lead.id}`)
      const timeline = page.getByRole('region', { name: 'Conversation' })
      await expect(timeline.getByText('Sender verified')).toHaveCount(0)
      await expect(timeline.getByText(/IBAN/)).toHaveCount(0)

      // The traveller confirms it by phone: attached, it is on the lead, still marked, with no new address.
      await page.goto(`${server.url}/admin/mail-to-sort`)
      await page.getByRole('button', { name: `Attach to ${lead.reference}` }).click()
      await expect(page.getByText(`Attached to ${lead.reference}.`)).toBeVisible()
      await page.getByRole('link', { name: 'Open the lead' }).click()
      await expect(timeline.getByText(/IBAN XX00 0000 0000/)).toBeVisible()
      await expect(timeline.getByText(`Sender not verified: DMARC failed at ${SERVER}.`)).toBeVisible()
      await expect(timeline.getByText(/New address for the traveller/)).toHaveCount(0)
    } finally {
      await handle.db.destroy()
    }
  })
})
