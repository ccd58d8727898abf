import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { type DatabaseHandle } from '@db/client'
import { signInByForm } from '../../testing/api'
import { withMailboxServer } from '../../testing/backends'
import { databases } from '../../testing/databases'
import { type ImapServer } from '../../testing/imap-server'
import { newMessageId, rawBounce, rawMail } from '../../testing/mail-messages'
import { type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'
import { mailReaderHelpers, skip } from './mail-reader.shared'

// Two-way mail against a real IMAP server (Debian's Dovecot): the mail the reader must not take as a
// traveller's words: our own, bounces, a second copy, hostile HTML and oversized files.

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
    // The lead's conversation says the acknowledgement went out and came back, and why.
    const page = (await (await staffPage(`/admin/leads/${lead.id}`)).text()).replace(/<!-- -->/g, '')
    expect(page).toMatch(/Bounced: sent [^<]+, then returned by the receiving server/)
    expect(page).toContain('550 5.1.1 The mailbox does not exist')
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
