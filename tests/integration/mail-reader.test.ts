import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { signInByForm } from '../../testing/api'
import { withMailboxServer } from '../../testing/backends'
import { databases } from '../../testing/databases'
import { imapUnavailable, startImapServer, type ImapServer } from '../../testing/imap-server'
import { contactTraveller } from '../../testing/leads'
import { newMessageId, rawBounce, rawMail } from '../../testing/mail-messages'
import { startServer, type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// Two-way mail against a real IMAP server (Debian's Dovecot on a free port, a throwaway user): the
// travellers' answers are placed in the mailbox with IMAP APPEND, as their mail servers would deliver
// them, and Tembo (IMAP_URL, reading every 200 ms) puts each on its lead once.

const skip = imapUnavailable()
if (skip) console.warn(`Skipping the IMAP tests: ${skip}`)

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

  /** A traveller's contact message: their lead, and the Message-ID of the acknowledgement we sent. */
  const traveller = (name: string) => contactTraveller(server.url, handle, name)

  const stored = (messageId: string) =>
    waitFor(
      () =>
        handle.db.selectFrom('mail_inbox').selectAll().where('message_id', '=', messageId).executeTakeFirst(),
      (row) => row !== undefined,
    )
  const leadRow = (id: number) =>
    handle.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const staffPage = async (path: string) => {
    const answer = await fetch(`${server.url}${path}`, { headers: { cookie } })
    expect(answer.status, path).toBe(200)
    return answer
  }
  /** Staff answered: the lead no longer waits. */
  const answered = (id: number) =>
    handle.db
      .updateTable('leads')
      .set({ status: 'replied', waiting_since: null })
      .where('id', '=', id)
      .execute()

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

  test("Tembo's own mail in the operator's inbox is not taken for the traveller's words", async () => {
    const lead = await traveller('Sipho Dlamini')
    await answered(lead.id)
    const admin = await handle.db.selectFrom('staff').select(['id', 'email']).executeTakeFirstOrThrow()
    await handle.db.updateTable('leads').set({ owner_id: admin.id }).where('id', '=', lead.id).execute()
    // The staff notice of the inquiry went to the operator's address, the inbox Tembo reads: its
    // very bytes arrive there, with the lead's reference in the subject.
    const notice = await handle.db
      .selectFrom('mail_outbox')
      .select(['id', 'message_id'])
      .where('lead_id', '=', lead.id)
      .where('purpose', '=', 'staff-notice')
      .executeTakeFirstOrThrow()
    const outbox = path.join(server.dataDir, 'outbox')
    const fileOf = (id: number, purpose: string) =>
      fs.readFileSync(path.join(outbox, `mail-${String(id).padStart(6, '0')}-${purpose}.eml`), 'latin1')
    const noticeSource = fileOf(Number(notice.id), 'staff-notice')
    expect(noticeSource).toContain(lead.reference)
    // Generated mail says so, and so does the acknowledgement, for other robots and mail programs.
    expect(noticeSource).toMatch(/^Auto-Submitted: auto-generated\r?$/m)
    expect(fileOf(lead.ack.id, 'acknowledgement')).toMatch(/^Auto-Submitted: auto-replied\r?$/m)
    await imap.append(noticeSource)
    const operator = /^From: .*<([^>]+)>/m.exec(noticeSource)![1]!
    const fromUs = [newMessageId(), newMessageId()]
    await imap.append(
      rawMail({ from: `Tembo <${operator}>`, subject: `Fwd: ${lead.reference}`, messageId: fromUs[0] }),
    )
    await imap.append(
      rawMail({
        from: admin.email.toUpperCase(),
        subject: `Note on ${lead.reference}`,
        messageId: fromUs[1],
      }),
    )
    // A stranger's mail after them is read: so were they.
    const after = newMessageId()
    await imap.append(rawMail({ from: 'after.them@traveller.example', subject: 'Hello', messageId: after }))
    await stored(after)
    const kept = await handle.db
      .selectFrom('mail_inbox')
      .select('message_id')
      .where('message_id', 'in', [notice.message_id!, ...fromUs])
      .execute()
    expect(kept).toEqual([])
    expect((await leadRow(lead.id)).waiting_since).toBeNull()
    const told = await handle.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('lead_id', '=', lead.id)
      .where('purpose', '=', 'reply-notice')
      .execute()
    expect(told).toEqual([])
    // Read all the same: flagged, never left to be read again.
    const flags = await imap.flags()
    expect([...flags.values()].every((set) => set.has('\\Seen'))).toBe(true)
  })

  test('a bounce marks the mail it reports as failed, with the reason', async () => {
    const lead = await traveller('Bounce Test')
    await imap.append(
      rawBounce({ messageId: lead.ack.message_id!, to: lead.email, subject: lead.ack.subject }),
    )
    const failed = await waitFor(
      () =>
        handle.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('id', '=', lead.ack.id)
          .executeTakeFirstOrThrow(),
      (mail) => mail.status === 'failed',
    )
    expect(failed.status).toBe('failed')
    expect(failed.last_error).toContain('550 5.1.1 The mailbox does not exist')
    const bounce = await handle.db
      .selectFrom('mail_inbox')
      .selectAll()
      .where('bounced_mail_id', '=', lead.ack.id)
      .executeTakeFirstOrThrow()
    expect(bounce).toMatchObject({ kind: 'bounce', lead_id: lead.id })
  })

  test('the same message delivered twice is stored once; hostile HTML is made harmless; a 10 MB file is refused', async () => {
    const lead = await traveller('Yuki Tanaka')
    const messageId = newMessageId()
    const raw = rawMail({
      from: lead.email,
      subject: `Passport copy ${lead.reference}`,
      messageId,
      html: '<p onclick="steal()">Here it is</p><script>alert(1)</script><img src="https://tracker.example/p.gif"><a href="javascript:alert(2)">x</a><a href="https://example.org/">ok</a>',
      attachments: [
        { filename: 'huge-scan.tiff', contentType: 'image/tiff', content: Buffer.alloc(10 * 1024 * 1024, 7) },
        {
          filename: 'passport.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.4\n% a small document\n'),
        },
      ],
    })
    await imap.append(raw)
    await imap.append(raw)
    const mail = await stored(messageId)
    // Both copies read (each flagged), one stored.
    await waitFor(
      () => imap.flags(),
      (found) => [...found.values()].every((set) => set.has('\\Seen')),
    )
    const copies = await handle.db
      .selectFrom('mail_inbox')
      .select('id')
      .where('message_id', '=', messageId)
      .execute()
    expect(copies).toHaveLength(1)
    expect(mail!.body_html).toContain('Here it is')
    expect(mail!.body_html).toContain('href="https://example.org/"')
    expect(mail!.body_html).not.toMatch(/script|onclick|javascript:|<img|tracker/)
    const files = await handle.db
      .selectFrom('mail_attachments')
      .selectAll()
      .where('inbox_id', '=', mail!.id)
      .orderBy('filename')
      .execute()
    expect(files).toEqual([
      expect.objectContaining({ filename: 'huge-scan.tiff', stored_as: null, refused: 'larger than 5 MB' }),
      expect.objectContaining({
        filename: 'passport.pdf',
        refused: null,
        stored_as: expect.stringMatching(/\.pdf$/),
      }),
    ])
    const pdf = files.find((file) => file.filename === 'passport.pdf')!
    // The file is kept with its row, in the database every instance reads (the second copy added no
    // row, as the list above shows): nothing is left on this instance's disk.
    expect(Buffer.from(pdf.bytes!).toString('latin1')).toBe('%PDF-1.4\n% a small document\n')
    expect(fs.existsSync(path.join(server.dataDir, 'mail-attachments'))).toBe(false)
    // The kept file is for staff only, and downloads as it came.
    const download = await staffPage(`/admin/mail-files/${pdf.id}`)
    expect(download.headers.get('content-disposition')).toContain("attachment; filename*=UTF-8''passport.pdf")
    expect(await download.text()).toBe('%PDF-1.4\n% a small document\n')
    const signedOut = await fetch(`${server.url}/admin/mail-files/${pdf.id}`, { redirect: 'manual' })
    expect(signedOut.status).toBe(302)
    const page = await (await staffPage(`/admin/leads/${lead.id}`)).text()
    expect(page).toContain(`href="/admin/mail-files/${pdf.id}"`)
    expect(page).toContain('huge-scan.tiff')
    expect(page.replace(/<!-- -->/g, '')).toContain('not kept, larger than 5 MB')
  })
})

describe.skipIf(skip !== null)('the mailbox watched with IDLE, read mail moved to a folder', () => {
  // Polled every ten minutes: anything read sooner was announced by the server.
  const started = withMailboxServer(() => ({ IMAP_POLL_MS: '600000', IMAP_PROCESSED_FOLDER: 'Tembo-read' }))
  let imap: ImapServer
  let handle: DatabaseHandle
  beforeAll(() => {
    ;({ imap, handle } = started())
  })

  test('new mail is read as soon as the server announces it, and moved out of the inbox, not deleted', async () => {
    // The reader's first look at start-up has happened; from here only IDLE wakes it.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const messageId = newMessageId()
    await imap.append(
      rawMail({ from: 'early.bird@traveller.example', subject: 'Mountain gorillas', messageId }),
    )
    const stored = await waitFor(
      () =>
        handle.db
          .selectFrom('mail_inbox')
          .select('id')
          .where('message_id', '=', messageId)
          .executeTakeFirst(),
      (row) => row !== undefined,
      10_000,
    )
    expect(stored).toBeDefined()
    await waitFor(
      () => imap.flags(),
      (found) => found.size === 0,
    )
    expect((await imap.flags()).size).toBe(0)
    expect((await imap.flags('Tembo-read')).size).toBe(1)
  })
})

describe.skipIf(skip !== null)(
  'the mailbox read by two instances, one of them restarted (PostgreSQL)',
  () => {
    test('every message is stored once, none lost, and each lands on the timeline once', async () => {
      const imap = await startImapServer()
      const database = await databases.find((item) => item.label === 'PostgreSQL')!.create()
      const env = { IMAP_URL: imap.url, IMAP_POLL_MS: '100' }
      const handle = createDatabase(database.url)
      let first: RunningServer | undefined
      let second: RunningServer | undefined
      try {
        ;[first, second] = await Promise.all([startServer(database.url, env), startServer(database.url, env)])
        const ids = Array.from({ length: 40 }, () => newMessageId())
        for (const [n, messageId] of ids.entries()) {
          await imap.append(
            rawMail({ from: `walker${n % 5}@traveller.example`, subject: `Question ${n}`, messageId }),
          )
          // Mid-mailbox, one instance is stopped and started again.
          if (n === 15) {
            await first.stop()
            first = await startServer(database.url, env)
          }
        }
        const count = () =>
          handle.db
            .selectFrom('mail_inbox')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
            .then((row) => Number(row.count))
        expect(await waitFor(count, (n) => n >= 40, 30_000)).toBe(40)
        const stored = await handle.db.selectFrom('mail_inbox').select('message_id').execute()
        expect(new Set(stored.map((row) => row.message_id))).toEqual(new Set(ids))
        const events = await handle.db
          .selectFrom('lead_events')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('type', '=', 'mail-in')
          .executeTakeFirstOrThrow()
        expect(Number(events.count)).toBe(40)
        // Five travellers wrote: five leads, not one per message.
        const leads = await handle.db
          .selectFrom('leads')
          .select('email')
          .where('source', '=', 'e-mail')
          .execute()
        expect(leads.map((lead) => lead.email).sort()).toEqual(
          [0, 1, 2, 3, 4].map((n) => `walker${n}@traveller.example`),
        )
      } finally {
        await handle.db.destroy()
        await first?.stop()
        await second?.stop()
        await database.drop()
        await imap.stop()
      }
    }, 120_000)
  },
)
