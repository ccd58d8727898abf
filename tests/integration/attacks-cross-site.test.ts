import { expect, test } from 'vitest'
import { contactMessageInput } from '../../testing/inquiries'
import { signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { ADMIN } from '../../testing/server'
import { waitFor } from '../../testing/wait'
import { attacksEnv } from './attacks.shared'

// Another site's attacks on staff and forms (docs/product.md, "Security"): a sign-in that sends staff
// elsewhere, a forced sign-out, a form posted from afar; each refused.

describeOnBothDatabases(
  'attacks',
  (backend) => {
    test('after sign-in only a path of this site is followed, however the address is disguised', async () => {
      const { url } = backend()
      const signInTo = async (redirectTo: string) => {
        const answer = await fetch(`${url}/login`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
          body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo }),
        })
        return { status: answer.status, location: answer.headers.get('location') }
      }
      for (const hostile of [
        '/\t/evil.example/x',
        '/\n/evil.example/x',
        '/\r\n/evil.example',
        '//evil.example',
        '/\\evil.example',
        '\\\\evil.example',
        '/\\/evil.example',
        '/a/..//evil.example',
        'https://evil.example/',
        ' //evil.example',
        '%2F%2Fevil.example',
      ]) {
        const answer = await signInTo(hostile)
        expect(answer, JSON.stringify(hostile)).toEqual({ status: 302, location: '/admin/leads' })
      }
      // Percent-encoded and unicode paths stay paths, and the sign-in completes (no 500 after it).
      expect(await signInTo('/%E3%80%82/x')).toEqual({ status: 302, location: '/%E3%80%82/x' })
      expect(await signInTo('/。/x')).toEqual({ status: 302, location: '/%E3%80%82/x' })
      expect(await signInTo('/%2F%2Fevil.example')).toEqual({ status: 302, location: '/%2F%2Fevil.example' })
      expect(await signInTo('/admin/mail?page=2')).toEqual({ status: 302, location: '/admin/mail?page=2' })

      // The same holds for a visitor already signed in who opens /login?redirectTo=…
      const cookie = await signInByForm(url)
      const open = await fetch(`${url}/login?redirectTo=${encodeURIComponent('/\t/evil.example/x')}`, {
        headers: { cookie },
        redirect: 'manual',
      })
      expect(open.headers.get('location')).toBe('/admin/leads')
      const raw = await fetch(`${url}/login?redirectTo=/%09/evil.example/x`, {
        headers: { cookie },
        redirect: 'manual',
      })
      expect(raw.headers.get('location')).toBe('/admin/leads')
    })

    test('another site cannot sign staff out', async () => {
      const { url } = backend()
      const cookie = await signInByForm(url)
      for (const pathname of ['/logout', '/api/bookings/logout']) {
        const forced = await fetch(`${url}${pathname}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie, origin: 'https://evil.example' },
        })
        expect(forced.status, pathname).toBe(403)
        const viaFetchMetadata = await fetch(`${url}${pathname}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie, 'sec-fetch-site': 'cross-site' },
        })
        expect(viaFetchMetadata.status, pathname).toBe(403)
      }
      expect((await fetch(`${url}/admin`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200)
      // From the back-office itself, Sign Out works.
      const out = await fetch(`${url}/api/bookings/logout`, {
        method: 'POST',
        headers: { cookie, origin: url },
      })
      expect(out.status).toBe(200)
      expect((await fetch(`${url}/admin`, { headers: { cookie }, redirect: 'manual' })).status).toBe(302)
    })

    test('a form posted from another site is refused with one line in the log', async () => {
      const { url, server } = backend()
      const before = server.output().length
      const answer = await fetch(`${url}/contact`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body: new URLSearchParams({ form: 'contact-message', ...contactMessageInput() }),
      })
      expect(answer.status).toBe(400)
      const logged = await waitFor(
        () => server.output().slice(before),
        (text) => text.includes('cross-origin'),
      )
      const lines = logged
        .split('\n')
        .filter((line) => line.includes('cross-origin') || line.includes('Aborting'))
      expect(lines).toHaveLength(1)
      const entry = JSON.parse(lines[0]!) as Record<string, unknown>
      expect(entry).toMatchObject({
        level: 40,
        origin: 'https://evil.example',
        path: '/contact',
        msg: 'cross-origin form post refused',
      })
      expect(lines[0]).not.toContain('stack')
    })
  },
  attacksEnv,
)
