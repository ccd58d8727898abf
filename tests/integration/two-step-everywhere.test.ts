import path from 'node:path'
import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { adminFiles } from '../../testing/admin-pages'
import { call, signIn } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { staffReads, staffWrites } from '../../testing/staff-endpoints'
import { addStaff } from '../../testing/staff'
import { enrolTwoStep, newVisitor, signInByPage, totpCode, visit } from '../../testing/staff-forms'
import { twoStepSuite } from '../../testing/two-step'
import { waitFor } from '../../testing/wait'

// A second step holds on every way in (docs/decisions/050-second-step-everywhere.md): a password set
// through a link still asks for the code, and a session that owes the team a second step reads and
// changes nothing through the API, whichever way it carries its token and whenever it was opened.

const ENROL_FIRST =
  'Your team requires two-step sign-in: set it up in the back-office first (sign in at /login), then send its code as otp.'

describeOnBothDatabases(
  'a second step on every way in',
  (backend) => {
    const { newAddress, enrolledMember } = twoStepSuite(backend)
    const admin = () => {
      const visitor = newVisitor(backend().url, newAddress())
      visitor.cookies.set('tembo_session', backend().token)
      return visitor
    }
    /** An admin sends the member a password link; answers the link as mailed (the `count`th to them). */
    async function passwordLink(email: string, count: number) {
      const team = (await visit(admin(), '/admin/staff')).html
      const id = /name="id" value="(\d+)"/.exec(team.slice(team.indexOf(email)))![1]!
      await visit(admin(), '/admin/staff', { intent: 'link', id })
      const mails = await waitFor(
        () =>
          outboxMails(path.join(backend().server.dataDir, 'outbox')).filter(
            (text) => text.includes(`To: ${email}`) && text.includes('/set-password/'),
          ),
        (found) => found.length >= count,
      )
      return /\/set-password\/[A-Za-z0-9_-]{20,}/.exec(mails[count - 1] ?? '')![0]
    }
    const twice = (password: string) => ({ new_password: password, confirm_password: password })

    test('a password set through a link opens no session before the code; the code page follows', async () => {
      const { url } = backend()
      const member = await enrolledMember('link-then-code')
      const link = await passwordLink(member.email, 1)
      const browser = newVisitor(url, newAddress())
      const set = await visit(browser, link, twice('the hippos grunt all night by the river'))
      expect(set.status).toBe(302)
      expect(set.location).toBe('/login/two-step')
      expect(browser.cookies.has('tembo_session')).toBe(false)
      expect((await visit(browser, '/admin/leads')).location).toMatch(/^\/login\?redirectTo=/)
      expect((await visit(browser, '/login/two-step')).html).toContain('Two-step sign-in')
      expect((await visit(browser, '/login/two-step', { code: '000000' })).status).toBe(401)
      const passed = await visit(browser, '/login/two-step', {
        code: totpCode(member.secret, member.email, 1),
      })
      expect(passed.location).toBe('/admin/leads')
      expect((await visit(browser, '/admin/leads')).status).toBe(200)

      // This browser has now passed the step: with the next link it skips it, as at /login.
      await visit(browser, '/logout', {})
      expect(browser.cookies.has('tembo_device')).toBe(true)
      const again = await passwordLink(member.email, 2)
      const skipped = await visit(browser, again, twice('the lions sleep under the sausage tree'))
      expect(skipped.location).toBe('/admin/leads')
      expect((await visit(browser, '/admin/leads')).status).toBe(200)
    })

    test('a member without a second step is still signed in by their link', async () => {
      const { url } = backend()
      const plain = await addStaff(backend().database.url, 'link-plain')
      const link = await passwordLink(plain.email, 1)
      const browser = newVisitor(url, newAddress())
      expect((await visit(browser, link, twice('a leopard watches from the kopje'))).location).toBe(
        '/admin/leads',
      )
      expect((await visit(browser, '/admin/leads')).status).toBe(200)
    })

    test('a session that owes a second step is refused by every API route, however it carries its token', async () => {
      const { url, database } = backend()
      const early = await addStaff(database.url, 'before-the-rule')
      const late = await addStaff(database.url, 'after-the-rule')
      // Opened while nobody had to have a second step.
      const before = await signIn(url, early.email, early.password)
      try {
        const set = await visit(admin(), '/admin/staff', {
          intent: 'two-step-required',
          required: 'everyone',
        })
        expect(set.html).toContain('Everyone must use two-step sign-in.')
        // The page lets them in as far as setting it up; the API login refuses them.
        const page = newVisitor(url, newAddress())
        expect((await signInByPage(page, late.email, late.password)).location).toBe('/admin/leads')
        const byPage = page.cookies.get('tembo_session')!
        const login = await call<{ error: string }>(url, '/api/bookings/login', { json: late })
        expect(login.status).toBe(403)
        expect(login.body.error).toBe(ENROL_FIRST)

        const carriers = (token: string) => ({
          cookie: { cookie: `tembo_session=${token}`, origin: url },
          bearer: { authorization: `Bearer ${token}` },
          'x-login': { 'x-login': token },
        })
        const owing = { 'opened before the rule': before, 'opened by the page': byPage }
        for (const [opened, token] of Object.entries(owing))
          for (const [via, headers] of Object.entries(carriers(token))) {
            const label = `${opened}, by ${via}`
            for (const path of staffReads) {
              const answer = await call<{ error: string }>(url, path, { headers })
              expect(answer.status, `${path}, ${label}`).toBe(403)
              expect(answer.body, `${path}, ${label}`).toEqual({ error: ENROL_FIRST })
            }
            for (const write of staffWrites) {
              const answer = await call<{ error: string }>(url, write.path, {
                method: write.method,
                ...(await write.body()),
                headers,
              })
              expect(answer.status, `${write.method} ${write.path}, ${label}`).toBe(403)
              expect(answer.body, `${write.method} ${write.path}, ${label}`).toEqual({ error: ENROL_FIRST })
            }
            // The back-office's files answer only the way to set it up.
            for (const file of adminFiles) {
              const answer = await fetch(`${url}${file}`, { headers, redirect: 'manual' })
              expect(answer.status, `${file}, ${label}`).toBe(302)
              expect(answer.headers.get('location'), `${file}, ${label}`).toBe('/admin/two-step')
            }
            const data = await fetch(`${url}/admin/privacy.json`, {
              method: 'POST',
              redirect: 'manual',
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ email: early.email }),
            })
            expect(data.status, `/admin/privacy.json, ${label}`).toBe(302)
          }
        // Nothing written: no article by that title.
        const handle = createDatabase(database.url)
        try {
          const articles = await handle.db
            .selectFrom('articles')
            .select('id')
            .where('title', '=', 'Sweep')
            .execute()
          expect(articles).toEqual([])
        } finally {
          await handle.db.destroy()
        }

        // Set up, the same session reads again, on the next request.
        await enrolTwoStep(page, late.email)
        const read = await call(url, '/api/bookings/book_country', { token: byPage })
        expect(read.status).toBe(200)
        expect(Array.isArray(read.body)).toBe(true)
        // Signing out only takes access away, and stays open to them.
        expect((await call(url, '/api/bookings/logout', { method: 'POST', token: before })).status).toBe(200)
        expect((await call(url, '/api/bookings/book_country', { token: before })).status).toBe(401)
      } finally {
        // The suite's own admin has no second step: the setting goes back for the tests after this one.
        const handle = createDatabase(database.url)
        await handle.db
          .updateTable('site_settings')
          .set({ value: 'off' })
          .where('key', '=', 'two-step')
          .execute()
        await handle.db.destroy()
      }
    })

    test('under "For admins", an admin without a second step is refused by the API; an agent is not', async () => {
      const { url, database } = backend()
      const agent = await addStaff(database.url, 'admins-rule')
      const agentToken = await signIn(url, agent.email, agent.password)
      try {
        await visit(admin(), '/admin/staff', { intent: 'two-step-required', required: 'admins' })
        // The suite's own admin, signed in before the rule, has none.
        const refused = await call<{ error: string }>(url, '/api/bookings/messages', {
          token: backend().token,
        })
        expect(refused.status).toBe(403)
        expect(refused.body.error).toBe(ENROL_FIRST)
        expect((await call(url, '/api/bookings/messages', { token: agentToken })).status).toBe(200)
      } finally {
        const handle = createDatabase(database.url)
        await handle.db
          .updateTable('site_settings')
          .set({ value: 'off' })
          .where('key', '=', 'two-step')
          .execute()
        await handle.db.destroy()
      }
    })
  },
  { TRUST_PROXY: '1' },
)
