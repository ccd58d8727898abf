import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { TestDatabase } from '../../testing/databases'
import { imapUnavailable, startImapServer, type ImapServer } from '../../testing/imap-server'
import { withAppInProcess } from '../../testing/in-process'
import { contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { newMessageId, rawMail } from '../../testing/mail-messages'
import { ADMIN } from '../../testing/server'

// Every kind of lead the desk holds is one the reply clock handles (docs/product.md, "Leads"): from a
// form or the API (with an inquiry), from a stranger's mail read from a real Dovecot mailbox, and opened
// by staff from Mail to sort (neither has an inquiry). A stranger's unanswered mail used to stop the
// clock for everyone: its lead, the longest waiting, had no inquiry, and every look failed on it.
// Run on each database by lead-clock-kinds.*.test.ts, in this process (settings are read once per process).

const HOUR = 3_600_000
const skip = imapUnavailable()

export function leadClockKinds(create: () => Promise<TestDatabase>) {
  describe.skipIf(skip !== null)('with a real mailbox', () => {
    const app = withAppInProcess(create, {
      OPERATOR_TIMEZONE: 'Africa/Kampala',
      DIGEST_HOUR: '7',
      REPLY_TARGET_HOURS: '24',
    })
    let imap: ImapServer
    beforeAll(async () => {
      imap = await startImapServer()
    })
    afterAll(() => imap?.stop())

    test("a stranger's mail first, then an inquiry past the target: every alert and the digest go out", async () => {
      const { handle } = app()
      const { readMailboxOnce, ownerNotice } = await import('~/services/mail-reader.server')
      const { createInquiry } = await import('~/models/inquiries.server')
      const { openLeadFromSortedMail } = await import('~/models/mail-to-sort.server')
      const clock = await import('~/services/lead-clock.server')
      const admin = await handle.db
        .selectFrom('staff')
        .select(['id', 'email'])
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow()
      const stored = (messageId: string) =>
        handle.db
          .selectFrom('mail_inbox')
          .selectAll()
          .where('message_id', '=', messageId)
          .executeTakeFirstOrThrow()

      // From the mailbox: a stranger's first mail opens a lead of its own, with no inquiry.
      const fromMail = newMessageId()
      await imap.append(
        rawMail({ from: 'Ines Duarte <ines@example.pt>', subject: 'Gorillas in May?', messageId: fromMail }),
      )
      // From a form and from the API: leads with their inquiry.
      const byForm = await createInquiry('message', contactMessageInput({ name: 'Aiko Tanaka' }) as never)
      const byApi = await createInquiry('country', countryInquiryInput({ name: 'Lars Eriksen' }) as never)
      // Mail claiming the form's lead from another address waits; staff open a lead from it by hand.
      const claiming = newMessageId()
      await imap.append(
        rawMail({ from: 'kenji@example.jp', subject: `About ${byForm.lead.reference}`, messageId: claiming }),
      )
      await readMailboxOnce(imap.url)
      const mailLead = Number((await stored(fromMail)).lead_id)
      expect(mailLead).toBeGreaterThan(0)
      const waiting = await stored(claiming)
      expect(waiting.sorting).toBe('waiting')
      const byStaff = await openLeadFromSortedMail(waiting.id, { staff: admin, address: null }, ownerNotice)
      expect(byStaff).not.toBe(false)
      const staffLead = (byStaff as { leadId: number }).leadId

      // All four past the target, owned by the admin; the stranger's has waited longest.
      const morning = new Date(Date.now() + 24 * HOUR)
      const kinds = [mailLead, byForm.lead.id, byApi.lead.id, staffLead]
      for (const [index, id] of kinds.entries())
        await handle.db
          .updateTable('leads')
          .set({
            owner_id: admin.id,
            waiting_since: new Date(morning.getTime() - (40 - index) * HOUR).toISOString(),
          })
          .where('id', '=', id)
          .execute()

      const looked = await clock.runLeadClock(morning)
      expect(looked.alerts).toBe(4)
      const alerts = await handle.db
        .selectFrom('mail_outbox')
        .select(['lead_id', 'inquiry_kind', 'inquiry_id', 'subject'])
        .where('purpose', '=', 'reply-alert')
        .orderBy('id')
        .execute()
      expect(alerts.map((mail) => Number(mail.lead_id))).toEqual(kinds)
      // A lead without an inquiry is named by itself; the others by their newest inquiry.
      expect(alerts[0]).toMatchObject({ inquiry_kind: 'lead', inquiry_id: mailLead })
      expect(alerts[1]).toMatchObject({ inquiry_kind: 'message', inquiry_id: byForm.id })
      expect(alerts[0]!.subject).toMatch(/^Overdue: Ines Duarte has waited/)

      // The digest of the morning (07:00 in Kampala or later) lists all four as overdue.
      const day = new Date(morning)
      day.setUTCHours(5, 0, 0, 0)
      const later = day.getTime() > morning.getTime() ? day : new Date(day.getTime() + 24 * HOUR)
      expect((await clock.runLeadClock(later)).digests).toBeGreaterThanOrEqual(1)
      const digest = await handle.db
        .selectFrom('mail_outbox')
        .select(['subject', 'body'])
        .where('purpose', '=', 'digest')
        .where('to_address', '=', ADMIN.email)
        .executeTakeFirstOrThrow()
      expect(digest.subject).toMatch(/: 4 overdue, /)
      for (const name of ['Ines Duarte', 'Aiko Tanaka', 'Lars Eriksen', 'kenji@example.jp'])
        expect(digest.body).toContain(name)
    })

    test('a lead that cannot be alerted is left out and logged; the others are alerted', async () => {
      const { handle } = app()
      const { createInquiry } = await import('~/models/inquiries.server')
      const { raiseReplyAlerts } = await import('~/models/lead-clock.server')
      const first = await createInquiry('message', contactMessageInput({ name: 'Broken First' }) as never)
      const second = await createInquiry('message', contactMessageInput({ name: 'Fine Second' }) as never)
      const now = new Date(Date.now() + 100 * HOUR)
      for (const [index, { lead }] of [first, second].entries())
        await handle.db
          .updateTable('leads')
          .set({ waiting_since: new Date(now.getTime() - (90 - index) * HOUR).toISOString() })
          .where('id', '=', lead.id)
          .execute()
      const deadline = new Date(now.getTime() - 24 * HOUR)
      const compose = (lead: { id: number; name: string }) => {
        if (lead.id === first.lead.id) throw new Error('this one cannot be written')
        return []
      }
      const look = await raiseReplyAlerts(deadline, compose, now)
      expect(look.failed).toEqual([first.lead.id])
      expect(look.raised).toBeGreaterThanOrEqual(1)
      const raised = await handle.db
        .selectFrom('lead_events')
        .select('lead_id')
        .where('type', '=', 'alert')
        .where('lead_id', 'in', [first.lead.id, second.lead.id])
        .execute()
      // The failed one's transaction left nothing behind; it is tried again, unless left out.
      expect(raised.map((event) => Number(event.lead_id))).toEqual([second.lead.id])
      const again = await raiseReplyAlerts(deadline, compose, now, look.failed)
      expect(again).toEqual({ raised: 0, failed: [] })
    })
  })
}
