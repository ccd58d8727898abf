import { beforeAll, describe, expect, test } from 'vitest'
import { type DatabaseHandle } from '@db/client'
import { signInByForm } from '../../testing/api'
import { withMailboxServer } from '../../testing/backends'
import { databases } from '../../testing/databases'
import { type ImapServer } from '../../testing/imap-server'
import { newMessageId, rawMail } from '../../testing/mail-messages'
import { type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'
import { mailReaderHelpers, skip } from './mail-reader.shared'

// Two-way mail against a real IMAP server (Debian's Dovecot): how Tembo (IMAP_URL, reading every 200 ms)
// finds the lead of each mail placed in the mailbox, by its headers, its reference or its sender.

describe.skipIf(skip !== null).each(databases)('the mailbox reader ($label)', ({ create }) => {
  const started = withMailboxServer(() => ({ IMAP_POLL_MS: '200' }), create)
  let imap: ImapServer
  let server: RunningServer
  let handle: DatabaseHandle
  let cookie: string
  beforeAll(async () => {
    ;({ imap, server, handle } = started())
    cookie = await signInByForm(server.url)
  })

  const { traveller, stored, leadRow, staffPage, answered } = mailReaderHelpers(() => ({
    server,
    handle,
    cookie,
  }))

  test('an answer to our mail lands on its lead by its headers, and the lead waits for staff again', async () => {
    const lead = await traveller('Ingrid Solberg')
    await answered(lead.id)
    const messageId = newMessageId()
    await imap.append(
      rawMail({
        from: `Ingrid Solberg <${lead.email}>`,
        subject: `Re: ${lead.ack.subject}`,
        messageId,
        inReplyTo: lead.ack.message_id!,
        references: lead.ack.message_id!,
        text: 'Could we add two nights on Lake Bunyonyi?\n\nOn Monday, Tembo Safaris wrote:\n> Thank you for your message',
      }),
    )
    const mail = await stored(messageId)
    expect(mail).toMatchObject({
      lead_id: lead.id,
      kind: 'reply',
      matched_by: 'thread',
      from_address: lead.email,
    })
    expect(mail!.body_text).toContain('Lake Bunyonyi')
    expect((await leadRow(lead.id)).waiting_since).not.toBeNull()
    const events = await handle.db
      .selectFrom('lead_events')
      .select(['type', 'data'])
      .where('lead_id', '=', lead.id)
      .where('type', '=', 'mail-in')
      .execute()
    expect(events).toHaveLength(1)
    // On the lead's page: the new words, the quoted history folded away under them.
    const page = (await (await staffPage(`/admin/leads/${lead.id}`)).text()).replace(/<!-- -->/g, '')
    expect(page).toContain('E-mail from the traveller: Re: ')
    expect(page).toMatch(/Could we add two nights on Lake Bunyonyi\?<\/p><details/)
    expect(page).toContain('Earlier messages quoted</summary>')
    // Read mail is flagged \Seen in the mailbox, never deleted.
    const flags = await waitFor(
      () => imap.flags(),
      (found) => [...found.values()].every((set) => set.has('\\Seen')),
    )
    expect([...flags.values()].every((set) => set.has('\\Seen'))).toBe(true)
  })

  test("without headers, the reference in the subject finds the lead from the traveller's address; without that, the sender does", async () => {
    const lead = await traveller('Kwame Mensah')
    const byReference = newMessageId()
    await imap.append(
      rawMail({
        from: `Kwame Mensah <${lead.email}>`,
        subject: `About our trip ${lead.reference}`,
        messageId: byReference,
      }),
    )
    expect(await stored(byReference)).toMatchObject({ lead_id: lead.id, matched_by: 'reference' })
    const bySender = newMessageId()
    await imap.append(
      rawMail({ from: lead.email.toUpperCase(), subject: 'One more question', messageId: bySender }),
    )
    expect(await stored(bySender)).toMatchObject({ lead_id: lead.id, matched_by: 'sender' })
  })

  test("without MAIL_AUTHSERV_ID no server's checks are trusted: a failed one holds nothing back", async () => {
    const lead = await traveller('Aiko Tanaka')
    const messageId = newMessageId()
    await imap.append(
      'Authentication-Results: mx.operator.example; spf=fail smtp.mailfrom=traveller.example; dmarc=fail\r\n' +
        rawMail({ from: lead.email, subject: `Re: ${lead.reference}`, messageId, text: 'Words unchecked.' }),
    )
    expect(await stored(messageId)).toMatchObject({
      lead_id: lead.id,
      sorting: null,
      sender_check: 'not-checked',
    })
    const page = (await (await staffPage(`/admin/leads/${lead.id}`)).text()).replace(/<!-- -->/g, '')
    expect(page).toContain('Sender not checked: no receiving mail server is set whose checks Tembo trusts.')
  })

  test("a stranger's mail opens a new lead from e-mail; out-of-office answers and bounces do not", async () => {
    const stranger = newMessageId()
    await imap.append(
      rawMail({
        from: 'Chiara Bianchi <chiara.bianchi@example.it>',
        subject: 'Gorilla trekking in March?',
        messageId: stranger,
      }),
    )
    const mail = await stored(stranger)
    expect(mail).toMatchObject({ matched_by: 'new-lead', kind: 'reply' })
    expect(await leadRow(mail!.lead_id!)).toMatchObject({
      source: 'e-mail',
      name: 'Chiara Bianchi',
      email: 'chiara.bianchi@example.it',
      status: 'new',
    })
    // Staff answer it like any lead; the reply threads under her message.
    const reply = await fetch(`${server.url}/admin/leads/${mail!.lead_id}`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'reply',
        subject: 'Re: Gorilla trekking in March?',
        words: 'Yes: March is drier than April.',
      }),
    })
    expect(reply.status).toBe(200)
    const sent = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('lead_id', '=', mail!.lead_id)
      .where('purpose', '=', 'reply')
      .executeTakeFirstOrThrow()
    expect(sent).toMatchObject({
      to_address: 'chiara.bianchi@example.it',
      in_reply_to: stranger,
      thread_references: stranger,
    })

    const lead = await traveller('Pieter de Vries')
    await answered(lead.id)
    const away = newMessageId()
    await imap.append(
      rawMail({
        from: lead.email,
        subject: 'Out of office',
        messageId: away,
        inReplyTo: lead.ack.message_id!,
        headers: { 'Auto-Submitted': 'auto-replied' },
      }),
    )
    expect(await stored(away)).toMatchObject({ lead_id: lead.id, kind: 'auto-reply' })
    // Recorded on the lead, but the clock does not start again.
    expect((await leadRow(lead.id)).waiting_since).toBeNull()

    const nobody = newMessageId()
    await imap.append(
      rawMail({
        from: 'robot@unknown.example',
        subject: 'Automatic reply',
        messageId: nobody,
        headers: { 'X-Autoreply': 'yes' },
      }),
    )
    expect(await stored(nobody)).toMatchObject({ lead_id: null, kind: 'auto-reply' })
  })
})
