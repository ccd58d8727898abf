import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { hashPassword } from '~/lib/passwords.server'
import { call } from '../../testing/api'
import { describeOnBothDatabases, withServer } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { ADMIN } from '../../testing/server'
import { addStaffWithPassword } from '../../testing/staff'
import { newVisitor, signInByPage, visit, type Visitor } from '../../testing/staff-forms'
import { waitFor } from '../../testing/wait'

// Staff passwords (docs/product.md, "Signing in and out"): "123456" was accepted, and 50 characters
// ruled out a passphrase. Now every path that sets a password refuses one under 12 characters, a common
// one, or one built from the member's name or address, and takes up to 256; a member whose password
// sign-in finds below the rule must choose another before any other back-office page.

const STRONG = 'mountain gorillas nap after lunch'
const PASSPHRASE = 'the long rains reach the serengeti in april and the herds turn north '
  .repeat(3)
  .slice(0, 200)
/** Each weak password, with what the member is told. */
function weakPasswords(name: string, email: string) {
  const local = email.split('@')[0]!
  return [
    ['123456', 'Use at least 12 characters'],
    ['kx7mp2qrt9v', 'Use at least 12 characters'],
    ['password1234', 'Too easy to guess'],
    ['Password123!', 'Too easy to guess'],
    [`${name.replace(/\s+/g, '')}2027`, 'built from your name or e-mail address'],
    [`${local}1990`, 'built from your name or e-mail address'],
  ] as const
}

describeOnBothDatabases(
  'staff passwords',
  (backend) => {
    const admin = () => {
      const visitor = newVisitor(backend().url)
      visitor.cookies.set('tembo_session', backend().token)
      return visitor
    }
    const mailedLink = async (email: string, count: number) => {
      const mails = await waitFor(
        () =>
          outboxMails(path.join(backend().server.dataDir, 'outbox')).filter(
            (text) => text.includes(`To: ${email}`) && text.includes('/set-password/'),
          ),
        (found) => found.length >= count,
      )
      return /\/set-password\/[A-Za-z0-9_-]{20,}/.exec(mails[count - 1] ?? '')?.[0]
    }
    /** Posts each weak password to a form; each is refused with its reason, and nothing is set. */
    async function expectRefused(
      visitor: Visitor,
      pathname: string,
      form: (password: string) => Record<string, string>,
      name: string,
      email: string,
    ) {
      for (const [password, reason] of weakPasswords(name, email)) {
        const answer = await visit(visitor, pathname, form(password))
        expect(answer.status, `${pathname} ${password}`).toBe(400)
        expect(answer.html, `${pathname} ${password}`).toContain(reason)
        expect(answer.html).not.toContain(`value="${password}"`)
      }
    }

    // Each refusal on the command line starts the staff CLI anew (a few seconds each on a busy machine).
    test(
      'weak passwords are refused on every path that sets one; strong ones and a 200-character passphrase are taken',
      { timeout: 90_000 },
      async () => {
        const { url, database } = backend()
        const tag = Date.now().toString(36)
        const name = 'Amani Njoroge'
        const email = `amani.njoroge.${tag}@example.com`
        const twice = (password: string) => ({ new_password: password, confirm_password: password })

        // The invitation link.
        const invited = await visit(admin(), '/admin/staff', { intent: 'invite', email, name, role: 'agent' })
        const invitation = /\/set-password\/[A-Za-z0-9_-]{20,}/.exec(invited.html)![0]
        const member = newVisitor(url)
        const opened = await visit(member, invitation)
        expect(opened.html).toContain('12 to 256 characters')
        await expectRefused(member, invitation, twice, name, email)
        const joined = await visit(member, invitation, twice(STRONG))
        expect(joined.status).toBe(302)
        expect((await call(url, '/api/bookings/login', { json: { email, password: STRONG } })).status).toBe(
          200,
        )

        // A password link, then a 200-character passphrase, which also signs in.
        const team = (await visit(admin(), '/admin/staff')).html
        const id = /name="id" value="(\d+)"/.exec(team.slice(team.indexOf(email)))![1]!
        await visit(admin(), '/admin/staff', { intent: 'link', id })
        const reset = (await mailedLink(email, 2))!
        await expectRefused(newVisitor(url), reset, twice, name, email)
        expect((await visit(newVisitor(url), reset, twice(PASSPHRASE))).status).toBe(302)
        const signedIn = newVisitor(url)
        expect((await signInByPage(signedIn, email, PASSPHRASE)).location).toBe('/admin/leads')
        expect(
          (await call(url, '/api/bookings/login', { json: { email, password: PASSPHRASE } })).status,
        ).toBe(200)

        // Changing one's own password.
        const change = (password: string) => ({ current_password: PASSPHRASE, ...twice(password) })
        const page = await visit(signedIn, '/admin/password')
        expect(page.html).toContain('12 to 256 characters')
        await expectRefused(signedIn, '/admin/password', change, name, email)
        const changed = await visit(signedIn, '/admin/password', change(`${STRONG} at noon`))
        expect(changed.status).toBe(200)
        expect(changed.html).toContain('Your password is changed')

        // The command line.
        for (const [password, reason] of weakPasswords('Neema Mushi', `neema.${tag}@example.com`)) {
          const refused = await addStaffWithPassword(
            database.url,
            `neema.${tag}@example.com`,
            password,
            '--name',
            'Neema Mushi',
          ).then(
            () => null,
            (error: { code: number; stderr: string }) => error,
          )
          expect(refused?.code, password).toBe(2)
          expect(refused?.stderr, password).toContain(reason)
        }
        const added = await addStaffWithPassword(
          database.url,
          `neema.${tag}@example.com`,
          PASSPHRASE,
          '--name',
          'Neema Mushi',
        )
        expect(added.stdout).toContain('Staff account created for Neema Mushi')
        expect(
          (
            await call(url, '/api/bookings/login', {
              json: { email: `neema.${tag}@example.com`, password: PASSPHRASE },
            })
          ).status,
        ).toBe(200)
      },
    )

    test('a member whose password is below the rule is sent to change it after signing in, and works afterwards', async () => {
      const { url, database } = backend()
      const email = `old.timer.${Date.now()}@example.com`
      const handle = createDatabase(database.url)
      const now = new Date().toISOString()
      await handle.db
        .insertInto('staff')
        .values({
          email,
          name: 'Old Timer',
          password_hash: await hashPassword('twiga2027'),
          role: 'agent',
          created_at: now,
          joined_at: now,
          disabled_at: null,
        })
        .execute()
      await handle.db.destroy()

      const member = newVisitor(url)
      const signedIn = await signInByPage(member, email, 'twiga2027', '/admin/articles')
      expect(signedIn.status).toBe(302)
      for (const pathname of ['/admin/articles', '/admin/leads', '/admin'])
        expect((await visit(member, pathname)).location, pathname).toBe('/admin/password')
      const asked = await visit(member, '/admin/password')
      expect(asked.status).toBe(200)
      expect(asked.html).toContain('Your password is too easy to guess for the back-office now')
      // The API answers as before, so its clients keep working.
      const api = await call(url, '/api/bookings/login', { json: { email, password: 'twiga2027' } })
      expect(api.status).toBe(200)

      const weak = await visit(member, '/admin/password', {
        current_password: 'twiga2027',
        new_password: 'twiga20272027',
        confirm_password: 'twiga20272027',
      })
      expect(weak.status).toBe(400)
      expect((await visit(member, '/admin/leads')).location).toBe('/admin/password')
      const chosen = await visit(member, '/admin/password', {
        current_password: 'twiga2027',
        new_password: STRONG,
        confirm_password: STRONG,
      })
      expect(chosen.status).toBe(302)
      expect(chosen.location).toBe('/admin/leads')
      expect((await visit(member, '/admin/leads')).status).toBe(200)
      expect((await visit(member, '/admin/articles')).status).toBe(200)
      // Signing in again with the new password asks nothing more.
      const again = newVisitor(url)
      await signInByPage(again, email, STRONG)
      expect((await visit(again, '/admin/leads')).status).toBe(200)
      expect(ADMIN.password.length).toBeGreaterThanOrEqual(12)
    })
  },
  { TRUST_PROXY: '1' },
)

// A weak ADMIN_PASSWORD still makes the first account, says so at start, and is asked to change.
describe('a weak ADMIN_PASSWORD', () => {
  const started = withServer({ ADMIN_PASSWORD: 'safari2027' })
  test('a weak ADMIN_PASSWORD: the account is made, start-up says it is weak, the first sign-in asks for a new one', async () => {
    const { url, server } = started()
    expect(server.output()).toContain('ADMIN_PASSWORD is below the rule for staff passwords')
    const first = newVisitor(url)
    expect((await signInByPage(first, ADMIN.email, 'safari2027')).status).toBe(302)
    expect((await visit(first, '/admin/leads')).location).toBe('/admin/password')
    const chosen = await visit(first, '/admin/password', {
      current_password: 'safari2027',
      new_password: STRONG,
      confirm_password: STRONG,
    })
    expect(chosen.location).toBe('/admin/leads')
    expect((await visit(first, '/admin/staff')).status).toBe(200)
  })
})
