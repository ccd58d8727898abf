import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { twoStepSuite } from '../../testing/two-step'
import { addStaff, runStaffCli } from '../../testing/staff'
import { enrolTwoStep, newVisitor, signInByPage, totpCode, visit } from '../../testing/staff-forms'

// The team's side of the second step (docs/decisions/025-staff-second-step.md): admins require it of
// admins or everyone, and reset a member's when a phone is lost; the command line resets one too.

describeOnBothDatabases(
  'two-step sign-in for the team',
  (backend) => {
    const admin = () => {
      const visitor = newVisitor(backend().url, newAddress())
      visitor.cookies.set('tembo_session', backend().token)
      return visitor
    }
    const { newAddress, trail, enrolledMember, startSignIn } = twoStepSuite(backend)

    test('admins can require it: a member without one must set it up first; the API refuses them until then', async () => {
      const { url, database } = backend()
      const agent = await addStaff(database.url, 'free-agent')
      const added = await runStaffCli(database.url, 'add', `must.enrol.${Date.now()}@example.com`, '--admin')
      const email = /<([^>]+)>/.exec(added.stdout)![1]!
      const password = /Password: (\S+)/.exec(added.stdout)![1]!
      try {
        const set = await visit(admin(), '/admin/staff', { intent: 'two-step-required', required: 'admins' })
        expect(set.html).toContain('Admins must use two-step sign-in.')
        expect((await trail('two-step-setting')).at(-1)?.detail).toBe(
          JSON.stringify({ from: 'off', to: 'admins' }),
        )
        const refused = await call<{ error: string }>(url, '/api/bookings/login', {
          json: { email, password },
        })
        expect(refused.status).toBe(403)
        expect(refused.body.error).toMatch(
          /^Your team requires two-step sign-in: set it up in the back-office first/,
        )
        // By the page they get in, but only as far as setting it up.
        const browser = newVisitor(url, newAddress())
        await signInByPage(browser, email, password)
        for (const pathname of ['/admin/leads', '/admin/staff', '/admin/password'])
          expect((await visit(browser, pathname)).location, pathname).toBe('/admin/two-step')
        expect((await visit(browser, '/admin/two-step')).html).toContain(
          'Your team requires two-step sign-in',
        )
        const { secret } = await enrolTwoStep(browser, email)
        expect((await visit(browser, '/admin/staff')).status).toBe(200)
        const api = await call(url, '/api/bookings/login', {
          json: { email, password, otp: totpCode(secret, email, 1) },
        })
        expect(api.status).toBe(200)
        // An agent is not required.
        const agentBrowser = newVisitor(url, newAddress())
        await signInByPage(agentBrowser, agent.email, agent.password)
        expect((await visit(agentBrowser, '/admin/leads')).status).toBe(200)
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

    test('an admin resets a member’s second step (a lost phone); the member turns their own off with the password', async () => {
      const { url } = backend()
      const member = await enrolledMember('lost-phone')
      // Their usual browser passes the step, and so skips it afterwards.
      await startSignIn(member.email, member.password, member.browser)
      await visit(member.browser, '/login/two-step', { code: totpCode(member.secret, member.email, 1) })
      expect((await signInByPage(member.browser, member.email, member.password)).location).toBe(
        '/admin/leads',
      )
      const team = (await visit(admin(), '/admin/staff')).html
      const card = team.slice(team.indexOf(member.email))
      const id = /name="id" value="(\d+)"/.exec(card)![1]!
      expect(/Two-step sign-in (on|off)/.exec(card)?.[1]).toBe('on')
      const reset = await visit(admin(), '/admin/staff', { intent: 'two-step-reset', id })
      expect(reset.html).toContain('two-step sign-in is reset')
      expect((await trail('two-step-reset')).at(-1)?.subject).toContain(member.email)
      // The password alone signs in again; they set up a new phone.
      const browser = newVisitor(url, newAddress())
      expect((await signInByPage(browser, member.email, member.password, '/admin/articles')).location).toBe(
        '/admin/articles',
      )
      await enrolTwoStep(browser, member.email)
      // The earlier browser's 30 days were for the old phone's enrolment: it is asked again.
      expect((await signInByPage(member.browser, member.email, member.password)).location).toBe(
        '/login/two-step',
      )

      const wrong = await visit(browser, '/admin/two-step', {
        intent: 'remove',
        current_password: 'not-my-password',
      })
      expect(wrong.status).toBe(400)
      expect(wrong.html).toContain('This is not your current password')
      const off = await visit(browser, '/admin/two-step', {
        intent: 'remove',
        current_password: member.password,
      })
      expect(off.html).toContain('Two-step sign-in is off.')
      expect((await trail('two-step-removed')).some((entry) => entry.actor_email === member.email)).toBe(true)
      expect(
        (await call(url, '/api/bookings/login', { json: { email: member.email, password: member.password } }))
          .status,
      ).toBe(200)
      // The command line resets one too, for an admin no other admin can help.
      await enrolTwoStep(browser, member.email)
      const cli = await runStaffCli(backend().database.url, 'reset-two-step', member.email)
      expect(cli.stdout).toContain(`Two-step sign-in of ${member.email} is reset`)
      const afterCli = await signInByPage(newVisitor(url, newAddress()), member.email, member.password)
      expect(afterCli.location).toBe('/admin/leads')
      expect((await trail('two-step-reset')).at(-1)?.detail).toBe(JSON.stringify({ how: 'npm run staff' }))
    })
  },
  { TRUST_PROXY: '1' },
)
