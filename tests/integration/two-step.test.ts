import { expect, test } from 'vitest'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { twoStepSuite } from '../../testing/two-step'
import { addStaff } from '../../testing/staff'
import { newVisitor, signInByPage, totpCode, visit } from '../../testing/staff-forms'

// The second step of staff sign-in (docs/decisions/025-staff-second-step.md): a password alone no
// longer opens an account that has one. Codes are computed here as an authenticator app would, from
// the secret the enrolment page shows.

describeOnBothDatabases(
  'two-step sign-in',
  (backend) => {
    const { newAddress, trail, enrolledMember, startSignIn } = twoStepSuite(backend)

    test('enrolling shows a QR code and the secret; after the password, only the right code opens a session, once', async () => {
      const account = await addStaff(backend().database.url, 'enrol')
      const browser = newVisitor(backend().url, newAddress())
      await signInByPage(browser, account.email, account.password)
      await visit(browser, '/admin/two-step', { intent: 'start' })
      const page = await visit(browser, '/admin/two-step')
      expect(page.html).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="QR code/)
      const secret = /<code[^>]*>([A-Z2-7 ]{16,})<\/code>/.exec(page.html)![1]!
      const wrong = await visit(browser, '/admin/two-step', { intent: 'confirm', code: '000000' })
      expect(wrong.status).toBe(400)
      expect(wrong.html).toContain('This code is not right')
      const confirmed = await visit(browser, '/admin/two-step', {
        intent: 'confirm',
        code: totpCode(secret, account.email),
      })
      expect(confirmed.html).toContain('Two-step sign-in is on: keep your recovery codes')
      expect([...confirmed.html.matchAll(/<li>[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}<\/li>/g)]).toHaveLength(10)
      // Shown once: the page afterwards holds no code.
      const after = await visit(browser, '/admin/two-step')
      expect(after.html).toContain('10 of 10 recovery codes left')
      expect(after.html).not.toMatch(/<li>[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}<\/li>/)
      expect((await trail('two-step-enrolled')).some((entry) => entry.actor_email === account.email)).toBe(
        true,
      )

      // The password alone: no session, the code page.
      const { browser: other, answer } = await startSignIn(account.email, account.password)
      expect(answer.status).toBe(302)
      expect(answer.location).toBe('/login/two-step')
      expect(other.cookies.has('tembo_session')).toBe(false)
      expect((await visit(other, '/admin/articles')).location).toMatch(/^\/login\?redirectTo=/)
      expect((await visit(other, '/login/two-step')).html).toContain('Two-step sign-in')
      expect((await visit(newVisitor(backend().url), '/login/two-step')).location).toBe('/login')
      const refused = await visit(other, '/login/two-step', { code: '123456' })
      expect(refused.status).toBe(401)
      expect(refused.html).toContain('This code is not right')
      // The code of the step after the one enrolment used (the app's next code).
      const code = totpCode(secret, account.email, 1)
      const passed = await visit(other, '/login/two-step', { code })
      expect(passed.status).toBe(302)
      expect(passed.location).toBe('/admin/articles')
      expect((await visit(other, '/admin/articles')).status).toBe(200)
      // The same code again, from another browser with the password: refused.
      const { browser: replay } = await startSignIn(account.email, account.password)
      const replayed = await visit(replay, '/login/two-step', { code })
      expect(replayed.status).toBe(401)
      expect(replay.cookies.has('tembo_session')).toBe(false)
      const failed = (await trail('sign-in-failed')).filter((entry) => entry.actor_email === account.email)
      expect(failed.map((entry) => entry.detail)).toEqual([
        JSON.stringify({ why: 'wrong code' }),
        JSON.stringify({ why: 'wrong code' }),
      ])
    })

    test('a recovery code works once; the trail says it was used', async () => {
      const member = await enrolledMember('recovery')
      const { browser } = await startSignIn(member.email, member.password)
      const used = await visit(browser, '/login/two-step', { code: member.codes[3]!.toUpperCase() })
      expect(used.location).toBe('/admin/articles')
      expect((await visit(browser, '/admin/two-step')).html).toContain('9 of 10 recovery codes left')
      const { browser: again } = await startSignIn(member.email, member.password)
      expect((await visit(again, '/login/two-step', { code: member.codes[3]! })).status).toBe(401)
      expect(
        (await trail('two-step-recovery-used')).filter((entry) => entry.actor_email === member.email),
      ).toHaveLength(1)
    })

    test('wrong codes count as failed sign-ins: after five, strangers wait, right code or not', async () => {
      const member = await enrolledMember('guessed')
      const { browser } = await startSignIn(member.email, member.password)
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await visit(browser, '/login/two-step', { code: String(100000 + attempt) })).status).toBe(401)
      const held = await visit(browser, '/login/two-step', { code: totpCode(member.secret, member.email, 1) })
      expect(held.status).toBe(429)
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(held.html).toContain('Too many failed sign-in attempts')
      // The password step of a new browser waits too: guessing codes is guessing passwords.
      expect((await startSignIn(member.email, member.password)).answer.status).toBe(429)
      // The owner's browser, trusted for this account, is not held up.
      const owner = await signInByPage(member.browser, member.email, member.password, '/admin/articles')
      expect(owner.location).toBe('/login/two-step')
      const code = totpCode(member.secret, member.email, 1)
      expect((await visit(member.browser, '/login/two-step', { code })).location).toBe('/admin/articles')
    })

    test('a browser that passed the step skips it for 30 days, for that member only', async () => {
      const member = await enrolledMember('trusted')
      const { browser } = await startSignIn(member.email, member.password)
      await visit(browser, '/login/two-step', { code: totpCode(member.secret, member.email, 1) })
      await visit(browser, '/logout', {})
      expect(browser.cookies.has('tembo_device')).toBe(true)
      const skipped = await signInByPage(browser, member.email, member.password, '/admin/articles')
      expect(skipped.location).toBe('/admin/articles')
      expect((await visit(browser, '/admin/articles')).status).toBe(200)
      const signIns = (await trail('sign-in')).filter((entry) => entry.actor_email === member.email)
      expect(signIns.map((entry) => entry.detail).slice(-2)).toEqual([
        JSON.stringify({ 'second step': 'code' }),
        JSON.stringify({ 'second step': 'trusted browser' }),
      ])
      // The cookie vouches for this member, not for a colleague signing in on the same computer.
      const colleague = await enrolledMember('colleague')
      const shared = newVisitor(backend().url, newAddress())
      shared.cookies.set('tembo_device', browser.cookies.get('tembo_device')!)
      expect((await signInByPage(shared, colleague.email, colleague.password)).location).toBe(
        '/login/two-step',
      )
      // The API honours the same cookie.
      const api = await call(backend().url, '/api/bookings/login', {
        json: { email: member.email, password: member.password },
        headers: {
          cookie: `tembo_device=${browser.cookies.get('tembo_device')}`,
          'x-forwarded-for': newAddress(),
        },
      })
      expect(api.status).toBe(200)
    })

    test('the API asks for otp: missing or wrong, 401 with a clear message; right, 200 as before', async () => {
      const { url } = backend()
      const member = await enrolledMember('api')
      const login = (otp?: string) =>
        call<{ error?: string }>(url, '/api/bookings/login', {
          json: { email: member.email, password: member.password, ...(otp ? { otp } : {}) },
          headers: { 'x-forwarded-for': newAddress() },
        })
      const missing = await login()
      expect(missing.status).toBe(401)
      expect(missing.body.error).toBe(
        'Enter the 6-digit code from your authenticator app (otp), or one of your recovery codes.',
      )
      expect(missing.headers.get('x-login')).toBeNull()
      const wrong = await login('654321')
      expect(wrong.status).toBe(401)
      expect(wrong.body.error).toMatch(/^This code is not right \(otp\)\./)
      const right = await login(totpCode(member.secret, member.email, 1))
      expect(right.status).toBe(200)
      expect(right.body).toMatchObject({ email: member.email, role: 'agent' })
      expect(
        (await call(url, '/api/bookings/messages', { token: right.headers.get('x-login')! })).status,
      ).toBe(200)
      // A member without a second step signs in as before.
      const plain = await addStaff(backend().database.url, 'plain')
      expect((await call(url, '/api/bookings/login', { json: plain })).status).toBe(200)
    })
  },
  { TRUST_PROXY: '1' },
)
