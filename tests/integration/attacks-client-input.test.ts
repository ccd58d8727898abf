import { expect, test } from 'vitest'
import { contactMessageInput } from '../../testing/inquiries'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { attacksEnv, newAddress } from './attacks.shared'

// What a client writes is not taken on trust (docs/product.md, "Security"): its address is the one the
// proxy saw, its visit cookie is trimmed to known keys, an article title in an address comes back intact.

/** IPv6 networks this file's tests step through, numbered on their own. */
let nextAddress = 10

/** Stays clear of the edge of a 10-minute rate-limit window, where the count starts again. */
async function awayFromWindowEdge() {
  const windowMs = 10 * 60 * 1000
  if (windowMs - (Date.now() % windowMs) < 15_000) await new Promise((resolve) => setTimeout(resolve, 16_000))
}

describeOnBothDatabases(
  'attacks',
  (backend) => {
    test('the client is the address the trusted proxy saw, not the one the client wrote', async () => {
      const { url } = backend()
      await awayFromWindowEdge()
      const send = (forwardedFor: string) =>
        call(url, '/api/bookings/message', {
          json: contactMessageInput(),
          headers: { 'x-forwarded-for': forwardedFor },
        })
      const client = newAddress()
      // A new made-up address on the left each time does not reset the count.
      for (let i = 0; i < 3; i++) expect((await send(`10.9.9.${i}, ${client}`)).status).toBe(201)
      expect((await send(`10.9.9.99, ${client}`)).status).toBe(429)
      expect((await send(newAddress())).status).toBe(201)

      // IPv4 written as IPv6 is the same client.
      const mapped = newAddress()
      for (let i = 0; i < 3; i++) expect((await send(`::ffff:${mapped}`)).status).toBe(201)
      expect((await send(mapped)).status).toBe(429)

      // An IPv6 client is its /64: stepping through its addresses does not reset the count.
      const network = `2001:db8:${nextAddress++}:1`
      for (let i = 1; i <= 3; i++) expect((await send(`${network}::${i}`)).status).toBe(201)
      expect((await send(`${network}:ffff:ffff:ffff:ffff`)).status).toBe(429)
      expect((await send(`2001:db8:${nextAddress++}:1::1`)).status).toBe(201)
    })

    test('the visit cookie cannot carry unknown keys or long values into an inquiry', async () => {
      const { url, token } = backend()
      const visit = {
        landing: `/x${'y'.repeat(1000)}`,
        referrer: 'https://search.example/?q=gorillas',
        utm: {
          __proto__: { polluted: 1 },
          utm_source: 'newsletter',
          utm_evil: 'x',
          utm_medium: 'e'.repeat(500),
        },
        extra: 'ignored',
      }
      const raw = JSON.stringify(visit).replace('"utm":{', '"utm":{"__proto__":{"polluted":1},')
      const created = await call<{ id: number }>(url, '/api/bookings/message', {
        json: contactMessageInput(),
        headers: { cookie: `tembo_visit=${encodeURIComponent(raw)}`, 'x-forwarded-for': newAddress() },
      })
      expect(created.status).toBe(201)
      const stored = (
        await call<Record<string, unknown>[]>(url, `/api/bookings/message/${created.body.id}`, { token })
      ).body[0]!
      expect(stored.utm).toEqual({ utm_source: 'newsletter', utm_medium: 'e'.repeat(100) })
      expect(stored.referrer).toBe('https://search.example/?q=gorillas')
      // The back-office page of that inquiry renders, as do its data for a client-side visit.
      const cookie = `tembo_session=${token}`
      expect((await fetch(`${url}/admin/message/${created.body.id}`, { headers: { cookie } })).status).toBe(
        200,
      )
      expect(
        (await fetch(`${url}/admin/message/${created.body.id}.data`, { headers: { cookie } })).status,
      ).toBe(200)
    })

    test('an article title comes back from its address intact, or is refused with a reason', async () => {
      const { url, token } = backend()
      for (const title of ['Gorillas / chimps', '..', '.']) {
        const answer = await call<{ errors: Record<string, string[]> }>(url, '/api/bookings/blog', {
          token,
          json: { title, content: '<p>Trail notes</p>' },
        })
        expect(answer.status, title).toBe(400)
        expect(answer.body.errors.title?.[0], title).toMatch(/cannot hold "\/"|more than dots/)
      }
      const title = `Rain? #1 & 100% Mara ${Date.now()}`
      const created = await call(url, '/api/bookings/blog', {
        token,
        json: { title, content: '<p>Trail notes</p>' },
      })
      expect(created.status).toBe(201)
      const page = await fetch(`${url}/article/${encodeURIComponent(title)}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Trail notes')
    })
  },
  attacksEnv,
)
