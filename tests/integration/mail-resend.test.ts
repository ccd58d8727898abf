import { afterAll, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { startSmtpSink } from '../../scripts/smtp-sink'
import { call, signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { contactMessageInput } from '../../testing/inquiries'
import { leadOf } from '../../testing/leads'
import { addStaff, runStaffCli } from '../../testing/staff'
import { waitFor } from '../../testing/wait'

// Mail problems sent again (docs/product.md, "Mail problems"). The attack: while delivery fails, an
// admin asks for a password link; an agent re-addresses that mail to their own mailbox, receives the
// link and takes the admin's account. Re-addressing is an admin's, only for a traveller's mail the page
// lists; staff mail goes only to the member's own address; every resend is on the audit trail and the lead.

// Every address beginning "refused-" is refused for good (550), as a mistyped mailbox would be.
const smtp = await startSmtpSink({
  kind: 'refuse',
  code: 550,
  message: 'No such user',
  recipients: /^refused-/,
})
afterAll(() => smtp.close())

describeOnBothDatabases(
  'sending failed mail again',
  (backend) => {
    let handle: DatabaseHandle | undefined
    const connection = () => (handle ??= createDatabase(backend().database.url))
    const withDb = <T>(work: (db: DatabaseHandle['db']) => Promise<T>) => work(connection().db)
    afterAll(() => handle?.db.destroy())
    const outbox = (id: number) =>
      withDb((db) => db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
    /** A back-office form post with a session cookie, from the back-office itself. */
    async function post(token: string, path: string, form: Record<string, string | number>) {
      const answer = await fetch(`${backend().url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: `tembo_session=${token}`,
          origin: backend().url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])),
      })
      return { status: answer.status, html: (await answer.text()).replace(/<!-- -->/g, '') }
    }
    const page = async (token: string, path: string) =>
      (await fetch(`${backend().url}${path}`, { headers: { cookie: `tembo_session=${token}` } })).text()
    /** The mail once its delivery has settled as failed. */
    const failedMail = (find: () => Promise<{ id: number; status: string } | undefined>) =>
      waitFor(find, (mail) => mail?.status === 'failed').then((mail) => mail!)

    test('an agent cannot take an admin account by re-addressing its password link', async () => {
      const { url, database, token: admin } = backend()
      const agentAccount = await addStaff(database.url, 'agent')
      const agent = await signIn(url, agentAccount.email, agentAccount.password)
      const victimEmail = `refused-admin-${Date.now()}@example.com`
      await runStaffCli(database.url, 'add', victimEmail, '--admin', '--name', 'Second Admin')
      const victim = await withDb((db) =>
        db.selectFrom('staff').select('id').where('email', '=', victimEmail).executeTakeFirstOrThrow(),
      )
      // The first admin sends the second a password link; their mailbox refuses it.
      expect((await post(admin, '/admin/staff', { intent: 'link', id: victim.id })).status).toBe(200)
      const link = await failedMail(() =>
        withDb((db) =>
          db
            .selectFrom('mail_outbox')
            .select(['id', 'status'])
            .where('purpose', '=', 'staff-password')
            .where('to_address', '=', victimEmail)
            .executeTakeFirst(),
        ),
      )
      const listed = await page(agent, '/admin/mail')
      expect(listed).toContain('Password link to staff')
      // The agent is not offered another address, and a forged post is refused.
      expect(listed).not.toContain('Save address and send')
      const byAgent = await post(agent, '/admin/mail', {
        intent: 'address',
        id: link.id,
        to_address: 'attacker@evil.example',
      })
      expect(byAgent.status).toBe(403)
      expect(byAgent.html).toContain('Mail for staff goes only to the member&#x27;s own address')
      // Nor may an admin send staff mail elsewhere: a fresh link to the member's own address replaces it.
      const byAdmin = await post(admin, '/admin/mail', {
        intent: 'address',
        id: link.id,
        to_address: 'someone-else@example.com',
      })
      expect(byAdmin.status).toBe(403)
      expect(await outbox(link.id)).toMatchObject({ to_address: victimEmail, status: 'failed' })
      expect(await page(admin, '/admin/mail')).toContain('send a fresh link from the Team page')

      // An agent may send it again as it is, to the same address; that is on the audit trail.
      const resent = await post(agent, '/admin/mail', { intent: 'retry', id: link.id })
      expect(resent.status).toBe(200)
      expect(resent.html).toContain('Sending again now.')
      await failedMail(() => outbox(link.id))
      expect(await outbox(link.id)).toMatchObject({ to_address: victimEmail })
      const trail = await withDb((db) =>
        db.selectFrom('audit_log').selectAll().where('action', 'like', 'mail-%').orderBy('id').execute(),
      )
      expect(trail.map((entry) => [entry.action, entry.actor_email, JSON.parse(entry.detail!)])).toEqual([
        [
          'mail-resent',
          agentAccount.email,
          { mail: link.id, purpose: 'staff-password', from: victimEmail, to: victimEmail },
        ],
      ])
      // Nothing reached any other mailbox: no link ever left for the attacker.
      expect(smtp.received.some((mail) => mail.to.includes('attacker@evil.example'))).toBe(false)
      expect(smtp.received.some((mail) => /set-password/.test(mail.raw))).toBe(false)
    })

    test("only what the page lists is sent again, and only an admin corrects a traveller's address", async () => {
      const { url, database, token: admin } = backend()
      const agentAccount = await addStaff(database.url, 'agent')
      const agent = await signIn(url, agentAccount.email, agentAccount.password)
      const typo = `refused-traveller-${Date.now()}@example.com`
      const sent = await call<{ id: number }>(url, '/api/bookings/message', {
        json: contactMessageInput({ name: 'Naledi Khumalo', email: typo }),
      })
      expect(sent.status).toBe(201)
      const lead = await leadOf(connection(), 'message', sent.body.id)
      const ofLead = (purpose: string) =>
        withDb((db) =>
          db
            .selectFrom('mail_outbox')
            .select(['id', 'status'])
            .where('lead_id', '=', lead.id)
            .where('purpose', '=', purpose)
            .executeTakeFirst(),
        )
      const acknowledgement = await failedMail(() => ofLead('acknowledgement'))
      // The staff notice went out: a sent mail is not listed, and cannot be sent again.
      const notice = await waitFor(
        () => ofLead('staff-notice'),
        (mail) => mail?.status === 'sent',
      )
      expect((await post(agent, '/admin/mail', { intent: 'retry', id: notice!.id })).status).toBe(409)

      expect(await page(agent, '/admin/mail')).toContain('An admin can send it to a corrected address.')
      const byAgent = await post(agent, '/admin/mail', {
        intent: 'address',
        id: acknowledgement.id,
        to_address: 'naledi@example.com',
      })
      expect(byAgent.status).toBe(403)
      expect(byAgent.html).toContain('Only an admin can send a mail to another address.')
      expect(await outbox(acknowledgement.id)).toMatchObject({ to_address: typo, status: 'failed' })

      expect(await page(admin, '/admin/mail')).toContain('Save address and send')
      const byAdmin = await post(admin, '/admin/mail', {
        intent: 'address',
        id: acknowledgement.id,
        to_address: 'naledi@example.com',
      })
      expect(byAdmin.status).toBe(200)
      expect(byAdmin.html).toContain('Sending again, now to naledi@example.com.')
      await waitFor(
        () => outbox(acknowledgement.id),
        (mail) => mail.status === 'sent',
      )
      const delivered = await outbox(acknowledgement.id)
      expect(smtp.received.filter((mail) => mail.messageId === delivered.message_id)).toHaveLength(1)
      expect(smtp.received.find((mail) => mail.messageId === delivered.message_id)!.to).toEqual([
        'naledi@example.com',
      ])
      const entry = await withDb((db) =>
        db
          .selectFrom('audit_log')
          .selectAll()
          .where('action', '=', 'mail-readdressed')
          .executeTakeFirstOrThrow(),
      )
      expect(JSON.parse(entry.detail!)).toEqual({
        mail: acknowledgement.id,
        purpose: 'acknowledgement',
        from: typo,
        to: 'naledi@example.com',
      })
      expect(entry.subject).toBe(lead.reference)
      // On the traveller's lead, with who did it.
      const leadPage = (await page(admin, `/admin/leads/${lead.id}`)).replace(/<!-- -->/g, '')
      expect(leadPage).toContain(
        `Acknowledgement to the traveller sent again to naledi@example.com instead of ${typo}`,
      )

      // Erasing the traveller takes both addresses out of the trail and the timeline; the entries stay.
      const erased = await post(admin, '/admin/privacy', { email: typo, confirm: typo })
      expect(erased.status).toBe(200)
      const after = await withDb((db) =>
        db.selectFrom('audit_log').select('detail').where('id', '=', entry.id).executeTakeFirstOrThrow(),
      )
      expect(JSON.parse(after.detail!)).toEqual({
        mail: acknowledgement.id,
        purpose: 'acknowledgement',
        erased: true,
      })
      const erasedPage = await page(admin, `/admin/leads/${lead.id}`)
      expect(erasedPage).toContain('Acknowledgement to the traveller sent again')
      expect(erasedPage).not.toContain('naledi@example.com')
      expect(erasedPage).not.toContain(typo)
    })
  },
  { SMTP_URL: smtp.url },
)
