import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '@db/client'
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink'
import { call, signInByForm } from '../../testing/api'
import { withMailboxServer } from '../../testing/backends'
import { imapUnavailable, type ImapServer } from '../../testing/imap-server'
import { contactMessageInput } from '../../testing/inquiries'
import { leadOf } from '../../testing/leads'
import { newMessageId, rawMail } from '../../testing/mail-messages'
import type { RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// A conversation end to end with real servers on both sides: our acknowledgement leaves through an
// SMTP server (the smtp-server package as a local sink), the traveller's answer arrives in the
// operator's mailbox (Dovecot, IMAP APPEND), and staff's reply leaves threaded under both. A mail
// server that says "later" (4xx) is tried again; one that refuses for good (5xx) fails the reply, and
// the lead's page says so.

const skip = imapUnavailable()

describe.skipIf(skip !== null)('replies over SMTP, answers over IMAP', () => {
  let smtp: SmtpSink
  beforeAll(async () => {
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp?.close()
  })
  const started = withMailboxServer(() => ({
    SMTP_URL: smtp.url,
    MAIL_RETRY_BASE_MS: '200',
    IMAP_POLL_MS: '200',
  }))
  let imap: ImapServer
  let server: RunningServer
  let handle: DatabaseHandle
  let cookie: string
  beforeAll(async () => {
    ;({ imap, server, handle } = started())
    cookie = await signInByForm(server.url)
  })

  const reply = (leadId: number, subject: string, words: string) =>
    fetch(`${server.url}/admin/leads/${leadId}`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'reply', subject, words }),
    })
  const replyRow = (leadId: number, subject: string) =>
    handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('lead_id', '=', leadId)
      .where('subject', 'like', `${subject}%`)
      .executeTakeFirstOrThrow()

  async function conversation(name: string) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@traveller.example`
    const sent = await call<{ id: number }>(server.url, '/api/bookings/message', {
      json: contactMessageInput({ name, email }),
    })
    const lead = await leadOf(handle, 'message', sent.body.id)
    const ack = await waitFor(
      () => smtp.received.find((mail) => mail.to.includes(email)),
      (mail) => mail !== undefined,
    )
    return { ...lead, email, ack: ack! }
  }

  test("staff's reply threads under our acknowledgement and the traveller's answer", async () => {
    const lead = await conversation('Astrid Lindqvist')
    const answer = newMessageId()
    await imap.append(
      rawMail({
        from: lead.email,
        subject: `Re: ${lead.ack.subject}`,
        messageId: answer,
        inReplyTo: lead.ack.messageId,
        references: lead.ack.messageId,
        text: 'Is the Kazinga Channel boat trip included?',
      }),
    )
    await waitFor(
      () =>
        handle.db.selectFrom('mail_inbox').select('id').where('message_id', '=', answer).executeTakeFirst(),
      (row) => row !== undefined,
    )
    expect((await reply(lead.id, 'Re: Kazinga Channel', 'Yes, on the afternoon of day four.')).status).toBe(
      200,
    )
    const sent = await waitFor(
      () =>
        smtp.received.find((mail) => mail.to.includes(lead.email) && mail.subject.startsWith('Re: Kazinga')),
      (mail) => mail !== undefined,
    )
    // Long headers are folded onto several lines; unfolded, they read as one.
    const headers = sent!.raw
      .split(/\r?\n\r?\n/, 1)[0]!
      .replace(/\r?\n[ \t]+/g, ' ')
      .split(/\r?\n/)
    expect(headers).toContain(`In-Reply-To: ${answer}`)
    expect(headers).toContain(`References: ${lead.ack.messageId} ${answer}`)
    expect(sent!.subject).toContain(lead.reference)
  })

  test('a mail server that says "later" is tried again; one that refuses for good fails the reply, shown on the lead', async () => {
    const lead = await conversation('Mateo Fernández')
    smtp.behaviour = { kind: 'refuse', code: 451, message: 'Greylisted, try again', recipients: /mateo/ }
    await reply(lead.id, 'Your itinerary', 'Attached below.')
    const retried = await waitFor(
      () => replyRow(lead.id, 'Your itinerary'),
      (mail) => mail.attempts >= 2,
    )
    expect(retried).toMatchObject({ status: 'pending' })
    expect(retried.last_error).toContain('Greylisted')
    smtp.behaviour = { kind: 'accept' }
    const delivered = await waitFor(
      () => replyRow(lead.id, 'Your itinerary'),
      (mail) => mail.status === 'sent',
      20_000,
    )
    expect(delivered.status).toBe('sent')
    expect(smtp.deliveries().get(delivered.message_id!)).toBe(1)

    smtp.behaviour = { kind: 'refuse', code: 550, message: 'No such mailbox here', recipients: /mateo/ }
    await reply(lead.id, 'One more detail', 'About the flights.')
    const failed = await waitFor(
      () => replyRow(lead.id, 'One more detail'),
      (mail) => mail.status === 'failed',
    )
    expect(failed.status).toBe('failed')
    smtp.behaviour = { kind: 'accept' }
    const page = (
      await (await fetch(`${server.url}/admin/leads/${lead.id}`, { headers: { cookie } })).text()
    ).replace(/<!-- -->/g, '')
    // The reply in the conversation says it failed, and why.
    expect(page).toMatch(/About the flights\.[\s\S]*Failed after 1 try: no more tries/)
    expect(page).toMatch(/Reason: [^<]*No such mailbox here/)
  })
})
