import path from 'node:path'
import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { ADMIN } from '../../testing/server'
import { runStaffCli } from '../../testing/staff'
import { newVisitor, signInByPage, visit } from '../../testing/staff-forms'
import { waitFor } from '../../testing/wait'

// The smaller holes in staff sign-in (docs/product.md, "The team" and "Sign-in throttle"): names that
// could forge a From line, a throttled /login that lost its Retry-After, and a password link an admin
// made that the trail recorded as the member's own reset.

describeOnBothDatabases(
  'staff accounts',
  (backend) => {
    const admin = (from = '203.0.113.1') => {
      const visitor = newVisitor(backend().url, from)
      visitor.cookies.set('tembo_session', backend().token)
      return visitor
    }
    const withDb = async <T>(work: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>) => {
      const handle = createDatabase(backend().database.url)
      try {
        return await work(handle.db)
      } finally {
        await handle.db.destroy()
      }
    }

    test('a name with a line break, quotes, < > or @ is refused, at the invitation and on the command line', async () => {
      const tag = Date.now().toString(36)
      const names = [
        ['Amani\nNjoroge', 'One line only'],
        ['Amani\r\nBcc: someone@example.net', 'One line only'],
        ['"Amani" Njoroge', 'quotation marks'],
        ["Amani 'the guide'", 'quotation marks'],
        ['Amani <amani@evil.example>', '&lt; &gt; @ or quotation marks'],
        ['Support @ Tembo', '&lt; &gt; @ or quotation marks'],
      ] as const
      for (const [index, [name, reason]] of names.entries()) {
        const email = `name.${index}.${tag}@example.com`
        const answer = await visit(admin(), '/admin/staff', { intent: 'invite', email, name, role: 'agent' })
        expect(answer.status, name).toBe(400)
        expect(answer.html, name).toContain(reason)
        const stored = await withDb((db) =>
          db.selectFrom('staff').select('id').where('email', '=', email).execute(),
        )
        expect(stored, name).toHaveLength(0)
        const cli = await runStaffCli(backend().database.url, 'add', email, '--name', name).then(
          () => null,
          (error: { code: number; stderr: string }) => error,
        )
        expect(cli?.code, name).toBe(2)
        expect(cli?.stderr, name).toMatch(/^--name: (One line only|A name cannot hold)/)
      }
      // A name with an accent or a typographic apostrophe is welcome.
      const fine = await visit(admin(), '/admin/staff', {
        intent: 'invite',
        email: `zawadi.${tag}@example.com`,
        name: 'Zawadi N’Dour-Akinyi',
        role: 'agent',
      })
      expect(fine.status).toBe(200)
    })

    test('a throttled sign-in on /login answers 429 with Retry-After', async () => {
      const browser = newVisitor(backend().url, '203.0.113.50')
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await signInByPage(browser, ADMIN.email, `wrong guess ${attempt}`)).status).toBe(401)
      const held = await signInByPage(browser, ADMIN.email, ADMIN.password)
      expect(held.status).toBe(429)
      const wait = Number(held.headers.get('retry-after'))
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(30)
      expect(held.html).toContain('Too many failed sign-in attempts')
      // Let the suite's admin in again from other browsers: the owner's failures are forgotten.
      await withDb((db) => db.deleteFrom('rate_limits').execute())
    })

    test('a password link an admin made: only mailed, and its use is on the trail with who made it and from where', async () => {
      const { url, server } = backend()
      const tag = Date.now().toString(36)
      const email = `pendo.${tag}@example.com`
      const invited = await visit(admin(), '/admin/staff', {
        intent: 'invite',
        email,
        name: 'Pendo Wairimu',
        role: 'agent',
      })
      // An invitation is shown, to pass on by hand.
      const invitation = /\/set-password\/[A-Za-z0-9_-]{20,}/.exec(invited.html)![0]
      const joined = await visit(newVisitor(url, '198.51.100.20'), invitation, {
        new_password: 'pendo walks the dogs at dawn',
        confirm_password: 'pendo walks the dogs at dawn',
      })
      expect(joined.status).toBe(302)
      const team = (await visit(admin(), '/admin/staff')).html
      const id = /name="id" value="(\d+)"/.exec(team.slice(team.indexOf(email)))![1]!
      const sent = await visit(admin(), '/admin/staff', { intent: 'link', id })
      expect(sent.html).toContain(`A link to set a new password was sent to ${email}.`)
      expect(sent.html).not.toContain('/set-password/')
      expect(sent.html).not.toContain('You can also pass the link on yourself')
      const mail = await waitFor(
        () =>
          outboxMails(path.join(server.dataDir, 'outbox')).find(
            (text) => text.includes(`To: ${email}`) && text.includes('set a new password'),
          ),
        (found) => found !== undefined,
      )
      const link = /\/set-password\/[A-Za-z0-9_-]{20,}/.exec(mail!)![0]
      expect(
        (
          await visit(newVisitor(url, '198.51.100.77'), link, {
            new_password: 'a fresh start in the rift valley',
            confirm_password: 'a fresh start in the rift valley',
          })
        ).status,
      ).toBe(302)
      const entries = await withDb((db) =>
        db
          .selectFrom('audit_log')
          .selectAll()
          .where('action', 'in', ['password-reset', 'staff-joined'])
          .execute(),
      )
      const reset = entries.find(
        (entry) => entry.action === 'password-reset' && entry.subject?.includes(email),
      )
      expect(reset).toMatchObject({ actor_email: email, address: '198.51.100.77' })
      expect(JSON.parse(reset!.detail!)).toEqual({
        'link made by': `Administrator <${ADMIN.email}>`,
        'used from': '198.51.100.77',
      })
      const join = entries.find((entry) => entry.action === 'staff-joined' && entry.subject?.includes(email))
      expect(join).toMatchObject({ address: '198.51.100.20' })
      // The trail, as admins read it, names the admin beside the reset.
      const audit = (await visit(admin(), '/admin/audit?action=password-reset')).html
      expect(audit).toContain('Set a password through an admin&#x27;s link')
      expect(audit).toContain(`link made by: Administrator &lt;${ADMIN.email}&gt;`)
    })
  },
  { TRUST_PROXY: '1' },
)
