import { expect, test } from 'vitest'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { addStaff } from '../../testing/staff'

// Password guessing is slowed without letting a stranger lock staff out (docs/decisions/014-sign-in-
// throttle.md). The server trusts one proxy, so each test speaks from addresses of its own through
// X-Forwarded-For, as a reverse proxy would write it.

let nextAddress = 10
/** A client address no other test uses. */
const newAddress = () => `192.0.2.${nextAddress++}`

interface Attempt {
  email: string
  password: string
  from: string
  device?: string
}

function apiSignIn(url: string, { email, password, from, device }: Attempt) {
  return call<{ error?: string }>(url, '/api/bookings/login', {
    json: { email, password },
    headers: { 'x-forwarded-for': from, ...(device ? { cookie: device } : {}) },
  })
}

function pageSignIn(url: string, { email, password, from, device }: Attempt) {
  return fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: url,
      'x-forwarded-for': from,
      ...(device ? { cookie: device } : {}),
    },
    body: new URLSearchParams({ email, password, redirectTo: '/admin' }),
  })
}

/** The device cookie a successful sign-in leaves in the browser. */
function deviceCookieOf(answer: { headers: Headers }): string {
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('tembo_device='))
  expect(cookie).toMatch(/^tembo_device=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000/)
  return cookie!.split(';')[0]!
}

describeOnBothDatabases(
  'sign-in throttle',
  (backend) => {
    test('five wrong passwords make strangers wait, even with the right one; the owner’s browser gets in', async () => {
      const { url, database } = backend()
      const staff = await addStaff(database.url, 'owner')
      const owner = newAddress()
      const first = await pageSignIn(url, { ...staff, from: owner })
      expect(first.status).toBe(302)
      const device = deviceCookieOf(first)

      const attacker = newAddress()
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = await apiSignIn(url, { ...staff, password: `wrong-${attempt}-guess`, from: attacker })
        expect(answer.status, `guess ${attempt}`).toBe(401)
        expect(answer.body).toEqual({ error: 'Invalid email or password' })
      }
      const held = await apiSignIn(url, { ...staff, from: attacker })
      expect(held.status).toBe(429)
      expect(held.body.error).toMatch(
        /^Too many failed sign-in attempts\. For your security, try again in \d+ seconds\./,
      )
      const retryAfter = Number(held.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(30)
      // Any browser the account does not know waits too, wherever it is: the right password included.
      const stranger = await pageSignIn(url, { ...staff, from: newAddress() })
      expect(stranger.status).toBe(429)
      expect(await stranger.text()).toContain('Too many failed sign-in attempts')

      // The owner's browser, from home or from the office, signs in at once, by the page and the API.
      const page = await pageSignIn(url, { ...staff, from: newAddress(), device })
      expect(page.status).toBe(302)
      expect(page.headers.get('location')).toBe('/admin')
      expect((await apiSignIn(url, { ...staff, from: owner, device })).status).toBe(200)
      // Its own typing mistake is answered as one, not as a wait.
      const typo = await apiSignIn(url, { ...staff, password: 'almost-right', from: owner, device })
      expect(typo.status).toBe(401)
      // The attacker is still held: the owner's sign-in did not hand out fresh guesses.
      expect((await apiSignIn(url, { ...staff, password: 'guess-six', from: attacker })).status).toBe(429)
    })

    test('a device cookie is no master key: another account, a forged one, or one that guesses', async () => {
      const { url, database } = backend()
      const staff = await addStaff(database.url, 'shared')
      const other = await addStaff(database.url, 'other')
      const from = newAddress()
      const device = deviceCookieOf(await pageSignIn(url, { ...staff, from }))

      // The cookie vouches for the accounts that signed in with it, not for others.
      for (let attempt = 1; attempt <= 5; attempt++) {
        await apiSignIn(url, { ...other, password: `wrong-${attempt}-guess`, from: newAddress() })
      }
      expect((await apiSignIn(url, { ...other, from, device })).status).toBe(429)
      // A cookie that is not ours counts for nothing.
      const forged = `tembo_device=${device.split('=')[1]!.slice(0, -4)}AAAA`
      for (let attempt = 1; attempt <= 5; attempt++) {
        await apiSignIn(url, { ...staff, password: `wrong-${attempt}-guess`, from: newAddress() })
      }
      expect((await apiSignIn(url, { ...staff, from, device: forged })).status).toBe(429)
      expect((await apiSignIn(url, { ...staff, from, device })).status).toBe(200)

      // A stolen cookie buys ten guesses, then its holder is a stranger, held by the account's count.
      const guessed = await addStaff(database.url, 'guessed')
      const stolen = deviceCookieOf(await pageSignIn(url, { ...guessed, from }))
      const statuses: number[] = []
      for (let attempt = 1; attempt <= 16; attempt++) {
        const answer = await apiSignIn(url, {
          ...guessed,
          password: `wrong-${attempt}-guess`,
          from,
          device: stolen,
        })
        statuses.push(answer.status)
      }
      expect(statuses.slice(0, 15)).toEqual(Array(15).fill(401))
      expect(statuses[15]).toBe(429)
      expect((await apiSignIn(url, { ...guessed, from, device: stolen })).status).toBe(429)
    })

    test('one address trying many accounts waits after 20 failures; an IPv6 client is one /64', async () => {
      const { url } = backend()
      const guesser = newAddress()
      for (let attempt = 1; attempt <= 20; attempt++) {
        const answer = await apiSignIn(url, {
          email: `nobody-${attempt}-${Date.now()}@example.com`,
          password: 'summer2026',
          from: guesser,
        })
        expect(answer.status, `guess ${attempt}`).toBe(401)
      }
      const next = { email: `nobody-21-${Date.now()}@example.com`, password: 'summer2026' }
      expect((await apiSignIn(url, { ...next, from: guesser })).status).toBe(429)
      expect((await apiSignIn(url, { ...next, from: newAddress() })).status).toBe(401)

      // Stepping through the addresses of one /64 does not reset the count.
      for (let attempt = 1; attempt <= 20; attempt++) {
        const from = `2001:db8:77:${nextAddress}::${attempt.toString(16)}`
        await apiSignIn(url, {
          email: `v6-${attempt}-${Date.now()}@example.com`,
          password: 'summer2026',
          from,
        })
      }
      const sameNetwork = `2001:db8:77:${nextAddress}:ffff:ffff:ffff:fffe`
      expect((await apiSignIn(url, { ...next, from: sameNetwork })).status).toBe(429)
      expect((await apiSignIn(url, { ...next, from: `2001:db8:78:${nextAddress}::1` })).status).toBe(401)
    })

    test('wrong current passwords on /admin/password are slowed the same way', async () => {
      const { url, database } = backend()
      const staff = await addStaff(database.url, 'desk')
      const from = newAddress()
      const signedIn = await pageSignIn(url, { ...staff, from })
      const cookie = signedIn.headers
        .getSetCookie()
        .find((value) => value.startsWith('tembo_session='))!
        .split(';')[0]!
      const change = (current: string) =>
        fetch(`${url}/admin/password`, {
          method: 'POST',
          headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            current_password: current,
            new_password: 'a-new-pass-2026',
            confirm_password: 'a-new-pass-2026',
          }),
        })
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = await change(`wrong-${attempt}-guess`)
        expect(answer.status, `guess ${attempt}`).toBe(400)
        expect(await answer.text()).toContain('This is not your current password')
      }
      const held = await change(staff.password)
      expect(held.status).toBe(429)
      expect(await held.text()).toMatch(/Too many wrong current passwords\. Try again in \d+ seconds\./)
      // Nothing changed: the old password still signs in.
      expect((await apiSignIn(url, { ...staff, from })).status).toBe(200)
    })
  },
  { TRUST_PROXY: '1' },
)
