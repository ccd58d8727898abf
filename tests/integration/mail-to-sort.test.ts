import { beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '@db/client'
import { signInByForm } from '../../testing/api'
import { withMailboxServer } from '../../testing/backends'
import { databases } from '../../testing/databases'
import { imapUnavailable, type ImapServer } from '../../testing/imap-server'
import { contactTraveller } from '../../testing/leads'
import { newMessageId, rawMail } from '../../testing/mail-messages'
import type { RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// A stranger's mail cannot put words on a traveller's lead (docs/decisions/026-matching-inbound-mail.md).
// The attack: a mail from any address whose subject names a lead's reference, or that cites a message of
// the lead's thread, was stored on that lead as the traveller's own words ("please wire the deposit to
// …"), restarted its clock and told its owner. Here such mail, put into a real Dovecot mailbox, waits in
// Mail to sort and leaves the lead as it was, while the traveller's own mail still lands.

const skip = imapUnavailable()
if (skip) console.warn(`Skipping the Mail to sort tests: ${skip}`)

describe.skipIf(skip !== null).each(databases)('mail to sort ($label)', ({ create }) => {
  const started = withMailboxServer(
    () => ({
      IMAP_POLL_MS: '200',
      MAIL_LEADS_PER_HOUR: '6',
      MAIL_LEADS_PER_SENDER_PER_HOUR: '1',
      MAIL_AUTHSERV_ID: 'mx.operator.example',
    }),
    create,
  )
  let imap: ImapServer
  let server: RunningServer
  let handle: DatabaseHandle
  let cookie: string
  beforeAll(async () => {
    ;({ imap, server, handle } = started())
    cookie = await signInByForm(server.url)
  })

  /** A traveller's contact message, answered by staff and owned by the admin: a lead at rest. */
  async function travellerAtRest(name: string) {
    const { ack, ...lead } = await contactTraveller(server.url, handle, name)
    const admin = await handle.db.selectFrom('staff').select('id').orderBy('id').executeTakeFirstOrThrow()
    await handle.db
      .updateTable('leads')
      .set({ status: 'replied', waiting_since: null, owner_id: admin.id })
      .where('id', '=', lead.id)
      .execute()
    return { ...lead, ackId: ack.message_id! }
  }

  const stored = (messageId: string) =>
    waitFor(
      () =>
        handle.db.selectFrom('mail_inbox').selectAll().where('message_id', '=', messageId).executeTakeFirst(),
      (row) => row !== undefined,
    ).then((row) => row!)
  /** What a lead shows and does: its clock, its timeline's mail, its owner's notices. */
  const leadState = async (id: number) => ({
    waiting: (
      await handle.db
        .selectFrom('leads')
        .select('waiting_since')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).waiting_since,
    mailIn: (
      await handle.db
        .selectFrom('lead_events')
        .select('id')
        .where('lead_id', '=', id)
        .where('type', '=', 'mail-in')
        .execute()
    ).length,
    notices: (
      await handle.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('lead_id', '=', id)
        .where('purpose', '=', 'reply-notice')
        .execute()
    ).length,
  })
  const page = async (path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text()).replace(/<!-- -->/g, '')
  const sort = async (form: Record<string, string | number>) => {
    const answer = await fetch(`${server.url}/admin/mail-to-sort`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])),
    })
    return { status: answer.status, html: (await answer.text()).replace(/<!-- -->/g, '') }
  }

  test("a stranger's mail by reference or by thread waits in Mail to sort; the traveller's own still lands", async () => {
    const lead = await travellerAtRest('Wanjiru Kamau')
    const before = await leadState(lead.id)

    // By the lead's reference in the subject, with a forged "pass" below the receiving server's "fail".
    const byReference = newMessageId()
    await imap.append(
      'Authentication-Results: mx.operator.example; spf=fail smtp.mailfrom=evil.example; dmarc=fail header.from=evil.example\r\n' +
        rawMail({
          from: 'Accounts <accounts@evil.example>',
          subject: `Payment details for your safari [${lead.reference}]`,
          messageId: byReference,
          headers: { 'Authentication-Results': 'evil.example; spf=pass; dkim=pass; dmarc=pass' },
          text: 'Please wire the deposit to IBAN XX00 0000 0000 today.',
        }),
    )
    // By thread: citing the acknowledgement we sent, then citing the first stranger's message.
    const byThread = newMessageId()
    await imap.append(
      rawMail({
        from: 'accounts@evil.example',
        subject: 'Re: your inquiry',
        messageId: byThread,
        inReplyTo: lead.ackId,
        references: lead.ackId,
        text: 'A reminder: the deposit goes to the new account.',
      }),
    )
    const citingTheFirst = newMessageId()
    await imap.append(
      rawMail({
        from: 'someone.else@evil.example',
        subject: 'Re: Payment details',
        messageId: citingTheFirst,
        inReplyTo: byReference,
        text: 'Following up on the new account.',
      }),
    )
    for (const messageId of [byReference, byThread, citingTheFirst])
      expect(await stored(messageId), messageId).toMatchObject({
        lead_id: null,
        sorting: 'waiting',
        sort_reason: 'unknown-sender',
        claimed_lead_id: lead.id,
      })
    expect(await stored(byReference)).toMatchObject({
      sender_check: 'failed',
      sender_check_note: 'DMARC failed at mx.operator.example',
    })

    // The traveller's own answer, after them, lands on the lead as always.
    const own = newMessageId()
    await imap.append(
      rawMail({
        from: `Wanjiru Kamau <${lead.email}>`,
        subject: `Re: ${lead.reference}`,
        messageId: own,
        inReplyTo: lead.ackId,
        text: 'We would like to add Lake Naivasha.',
      }),
    )
    expect(await stored(own)).toMatchObject({ lead_id: lead.id, matched_by: 'thread', sorting: null })

    // Only the traveller's mail touched the lead: one timeline entry, one clock start, one notice.
    const after = await leadState(lead.id)
    expect(before).toEqual({ waiting: null, mailIn: 0, notices: 0 })
    expect(after.mailIn).toBe(1)
    expect(after.notices).toBe(1)
    expect(after.waiting).not.toBeNull()
    const leadPage = await page(`/admin/leads/${lead.id}`)
    expect(leadPage).toContain('Lake Naivasha')
    expect(leadPage).not.toContain('IBAN')
    expect(leadPage).not.toContain('evil.example')

    // Staff see them in Mail to sort, counted in the sidebar, with the receiving server's warning.
    const list = await page('/admin/mail-to-sort')
    expect(list).toContain('Please wire the deposit to IBAN')
    expect(list).toContain(`Attach to ${lead.reference}`)
    expect(list).toContain('accounts@evil.example is a new address for this lead')
    expect(list).toContain('Sender not verified: DMARC failed at mx.operator.example.')
    expect(list).toMatch(/Mail to sort<span[^>]*>3<span class="sr-only"> to look at/)

    // Marked as spam, the first leaves the list and the lead stays as it was.
    const spam = await sort({ intent: 'spam', id: (await stored(citingTheFirst)).id })
    expect(spam.status).toBe(200)
    expect(spam.html).toContain('Marked as spam')
    expect(await stored(citingTheFirst)).toMatchObject({ sorting: 'spam', lead_id: null })
    expect(await leadState(lead.id)).toEqual(after)
    expect((await sort({ intent: 'spam', id: (await stored(citingTheFirst)).id })).status).toBe(409)
  })

  test('a reference with the right number but another month names no lead', async () => {
    const lead = await travellerAtRest('Tomasz Nowak')
    const guessed = lead.reference.replace(/^TS-\d{4}/, 'TS-0000')
    const messageId = newMessageId()
    await imap.append(
      rawMail({ from: 'guesser@evil.example', subject: `Invoice ${guessed}`, messageId, text: 'Pay here.' }),
    )
    const mail = await stored(messageId)
    // Not the lead's reference: the mail is a stranger's first message and opens a lead of its own.
    expect(mail).toMatchObject({ matched_by: 'new-lead', sorting: null })
    expect(mail.lead_id).not.toBe(lead.id)
    expect(await leadState(lead.id)).toEqual({ waiting: null, mailIn: 0, notices: 0 })
  })

  test('attached by staff, the sender becomes a known address and their next mail joins the lead', async () => {
    const lead = await travellerAtRest('Kwame Mensah')
    const atWork = newMessageId()
    await imap.append(
      rawMail({
        from: 'Kwame at work <kwame.mensah@office.example>',
        subject: `About our trip ${lead.reference}`,
        messageId: atWork,
        text: 'Writing from the office: could we start a day later?',
      }),
    )
    const waiting = await stored(atWork)
    expect(waiting).toMatchObject({ sorting: 'waiting', claimed_lead_id: lead.id })
    const attached = await sort({ intent: 'attach', id: waiting.id })
    expect(attached.status).toBe(200)
    expect(attached.html).toContain(`Attached to ${lead.reference}.`)
    expect(await stored(atWork)).toMatchObject({ lead_id: lead.id, sorting: 'attached' })
    const state = await leadState(lead.id)
    expect(state.mailIn).toBe(1)
    // The clock starts again; the admin who attached it owns the lead and is not told of it.
    expect(state.waiting).not.toBeNull()
    expect(state.notices).toBe(0)
    const leadPage = await page(`/admin/leads/${lead.id}`)
    expect(leadPage).toContain('could we start a day later?')
    expect(leadPage).toContain('New address for the traveller: kwame.mensah@office.example')
    const trail = await handle.db
      .selectFrom('audit_log')
      .select(['subject', 'detail'])
      .where('action', '=', 'mail-attached')
      .where('subject', '=', lead.reference)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(trail.detail!)).toMatchObject({ address: 'kwame.mensah@office.example' })

    const next = newMessageId()
    await imap.append(
      rawMail({ from: 'kwame.mensah@office.example', subject: `Again ${lead.reference}`, messageId: next }),
    )
    expect(await stored(next)).toMatchObject({ lead_id: lead.id, matched_by: 'reference', sorting: null })
  })

  test('leads opened by mail are capped per sender and per hour; a mail without a sender opens none', async () => {
    // Per sender: one lead an hour. Closed as not a real inquiry, the sender's next mail waits.
    const first = newMessageId()
    await imap.append(rawMail({ from: 'flood@spam.example', subject: 'Cheap safaris', messageId: first }))
    const opened = await stored(first)
    expect(opened.matched_by).toBe('new-lead')
    await handle.db
      .updateTable('leads')
      .set({ status: 'lost', lost_reason: 'not_real', closed_at: new Date().toISOString() })
      .where('id', '=', opened.lead_id!)
      .execute()
    const second = newMessageId()
    await imap.append(
      rawMail({ from: 'flood@spam.example', subject: 'Cheap safaris again', messageId: second }),
    )
    expect(await stored(second)).toMatchObject({
      lead_id: null,
      sorting: 'waiting',
      sort_reason: 'too-many-leads',
    })

    // Per hour: up to MAIL_LEADS_PER_HOUR (6) in all, whatever the senders.
    const openedThisHour = async () =>
      (
        await handle.db
          .selectFrom('leads')
          .select('id')
          .where('source', '=', 'e-mail')
          .where('created_at', '>=', new Date(Date.now() - 3_600_000).toISOString())
          .execute()
      ).length
    const room = 6 - (await openedThisHour())
    const ids = Array.from({ length: room + 1 }, () => newMessageId())
    for (const [index, messageId] of ids.entries())
      await imap.append(
        rawMail({ from: `sender${index}.${Date.now()}@many.example`, subject: 'Hello', messageId }),
      )
    const results = await Promise.all(ids.map(stored))
    expect(results.filter((mail) => mail.matched_by === 'new-lead')).toHaveLength(room)
    expect(results.at(-1)).toMatchObject({ sorting: 'waiting', sort_reason: 'too-many-leads' })
    expect(await openedThisHour()).toBe(6)

    // Staff may still open a lead from a waiting mail by hand.
    const byHand = await sort({ intent: 'new-lead', id: results.at(-1)!.id })
    expect(byHand.status).toBe(200)
    expect(byHand.html).toMatch(/Opened TS-\d{4}-\d{4,} with this mail\./)

    const nobody = newMessageId()
    await imap.append(rawMail({ from: 'undisclosed-recipients:;', subject: 'No sender', messageId: nobody }))
    expect(await stored(nobody)).toMatchObject({
      lead_id: null,
      sorting: 'waiting',
      sort_reason: 'no-sender',
    })
    expect(await page('/admin/mail-to-sort')).toContain('It has no address to answer.')
  })
})
