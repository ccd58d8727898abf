import path from 'node:path'
import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { contactMessageInput, packageBookingInput } from '../../testing/inquiries'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { waitFor } from '../../testing/wait'
import { attacksEnv, newAddress } from './attacks.shared'

// The acknowledgement mail used against a stranger (docs/product.md, "Security"): it repeats nothing a
// visitor wrote that could carry a pitch or a link, and comes at most 3 times a day to one mailbox.

describeOnBothDatabases(
  'attacks',
  (backend) => {
    test('the acknowledgement repeats no free text, keeps a name to one line, and comes at most 3 times a day', async () => {
      const { url, server } = backend()
      const outbox = path.join(server.dataDir, 'outbox')
      const victim = `victim${Date.now()}@example.org`
      const pitch = 'URGENT: your account is suspended, log in at http://evil.example/login now'
      const created = await call<{ id: number }>(url, '/api/bookings/book_package', {
        json: packageBookingInput({
          email: victim,
          name: 'Eve\r\nBcc: everyone@example.org\r\n\r\nHello',
          message: pitch,
          hear_about: pitch,
          residing_country: 'See http://evil.example',
        }),
        headers: { 'x-forwarded-for': newAddress() },
      })
      expect(created.status).toBe(201)
      const mails = await waitFor(
        () => outboxMails(outbox).filter((mail) => mail.includes(victim)),
        (found) => found.length >= 2,
      )
      const ack = mails.find((mail) => mail.split(/\r?\n/).includes(`To: ${victim}`))!
      const notice = mails.find((mail) => mail !== ack)!
      // A name that is not letters alone is not repeated at all.
      expect(ack).toMatch(/^Hello,\r?$/m)
      expect(ack).not.toContain('everyone@example.org')
      expect(ack).toMatch(/Package: .+/)
      expect(ack).not.toContain('evil.example')
      expect(ack).not.toMatch(/^Bcc:/m)
      // Staff see everything that was sent, the name stored on one line.
      expect(notice).toContain(`Message: ${pitch}`)
      expect(notice).toContain('Name: Eve Bcc: everyone@example.org Hello')

      // Three acknowledgements a day per mailbox (+tags reach the same one); every inquiry is still kept.
      const [local, domain] = victim.split('@')
      for (let i = 1; i <= 3; i++) {
        const answer = await call(url, '/api/bookings/message', {
          json: contactMessageInput({ email: `${local}+${i}@${domain}`, message: pitch }),
          headers: { 'x-forwarded-for': newAddress() },
        })
        expect(answer.status).toBe(201)
      }
      const all = await waitFor(
        () => outboxMails(outbox).filter((mail) => mail.includes(local!)),
        (found) => found.length >= 7,
      )
      const acks = all.filter((mail) => mail.split(/\r?\n/).some((line) => line.startsWith(`To: ${local}`)))
      const notices = all.filter((mail) => !acks.includes(mail))
      expect(acks).toHaveLength(3)
      expect(notices).toHaveLength(4)
      expect(notices.filter((mail) => mail.includes('No acknowledgement was sent'))).toHaveLength(1)
    })

    test("the acknowledgement carries no stranger's link, and one Gmail mailbox gets 3 however it is spelt", async () => {
      const { url, server } = backend()
      const outbox = path.join(server.dataDir, 'outbox')
      const local = `victim${Date.now()}`
      // Five spellings of one mailbox: dots and case and a +tag, on both of Google's domains.
      const spellings = [
        `${local}@gmail.com`,
        `${local.slice(0, 1)}.${local.slice(1)}@gmail.com`,
        `${local.slice(0, 2)}.${local.slice(2).toUpperCase()}@gmail.com`,
        `${local}+refund@googlemail.com`,
        `${local.split('').join('.')}@GoogleMail.com`,
      ]
      for (const email of spellings) {
        const answer = await call(url, '/api/bookings/message', {
          json: contactMessageInput({ email, name: 'Claim refund at https://evil.example/pay' }),
          headers: { 'x-forwarded-for': newAddress() },
        })
        expect(answer.status).toBe(201)
      }
      // Counted where the cap is kept: every acknowledgement is queued with its inquiry, or not at all.
      const handle = createDatabase(backend().database.url)
      const queued = await handle.db
        .selectFrom('mail_outbox')
        .select(['purpose', 'to_address', 'body'])
        .where('reply_to', 'in', spellings)
        .where('purpose', '=', 'staff-notice')
        .execute()
        .then(async (notices) => ({
          notices,
          acks: await handle.db
            .selectFrom('mail_outbox')
            .select('to_address')
            .where('purpose', '=', 'acknowledgement')
            .where('to_address', 'in', spellings)
            .execute(),
        }))
        .finally(() => handle.db.destroy())
      expect(queued.notices).toHaveLength(5)
      expect(queued.acks).toHaveLength(3)
      expect(queued.notices.filter((mail) => mail.body.includes('No acknowledgement was sent'))).toHaveLength(
        2,
      )
      // As delivered: neither part of an acknowledgement names the stranger's site, as text or as a link.
      const isAck = (mail: string) => /^Auto-Submitted: auto-replied/m.test(mail)
      const acks = await waitFor(
        () =>
          outboxMails(outbox).filter(
            (mail) => isAck(mail) && spellings.some((email) => mail.split(/\r?\n/).includes(`To: ${email}`)),
          ),
        (found) => found.length >= 3,
      )
      expect(acks).toHaveLength(3)
      for (const ack of acks) {
        expect(ack).toMatch(/^Hello,\r?$/m)
        expect(ack).not.toContain('evil.example')
        expect(ack).not.toMatch(/href="(?!https?:\/\/(localhost|127\.0\.0\.1))/)
      }
    })
  },
  attacksEnv,
)
