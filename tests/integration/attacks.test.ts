import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { contactMessageInput, countryInquiryInput, packageBookingInput } from '../../testing/inquiries'
import { call, pngForm, signInByForm } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { outboxMails } from '../../testing/outbox'
import { ADMIN } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// A hostile visitor's attacks (docs/product.md, "Security"), each reproduced against the production build and
// answered as it should be. The server trusts one reverse proxy, so each test speaks from client addresses of
// its own (X-Forwarded-For, as the proxy writes it); a visitor may send 3 inquiries per 10 minutes and an
// address receives at most 3 acknowledgements a day.

let nextAddress = 10
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${nextAddress++}`

/** `a=1&` 40,000 times, then a form's real fields: 160 KB that once held the event loop for seconds. */
function repeatedKeyBody(fields: Record<string, string>, repeats = 40_000) {
  return `${'a=1&'.repeat(repeats)}${new URLSearchParams(fields)}`
}

/** How long /healthz takes to answer, in milliseconds. */
async function healthTime(url: string): Promise<number> {
  const started = performance.now()
  const answer = await fetch(`${url}/healthz`)
  await answer.arrayBuffer()
  expect(answer.status).toBe(200)
  return performance.now() - started
}

/**
 * Streams up to `total` bytes of body without a Content-Length, a chunk every few milliseconds as a slow
 * client would, and stops once the server answers; answers the status the server gave.
 */
function postChunked(url: string, pathname: string, total: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let status = 0
    const request = http.request(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
    })
    request.on('response', (response) => {
      status = response.statusCode ?? 0
      response.resume()
      resolve(status)
    })
    request.on('error', (error) => (status ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const write = () => {
      if (status || request.destroyed) return
      if (sent >= total) return void request.end()
      sent += chunk.length
      request.write(chunk, () => setTimeout(write, 5))
    }
    write()
  })
}

/**
 * Declares a body of `total` bytes and sends it as fast as the server takes it, whatever the server
 * answers; resolves with how many bytes were written before the server closed the connection.
 */
function bytesUntilClosed(url: string, pathname: string, total: number): Promise<number> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname)
    let written = 0
    const chunk = Buffer.alloc(256 * 1024, 'a')
    const pump = () => {
      while (written < total && !socket.destroyed) {
        written += chunk.length
        if (!socket.write(chunk)) return void socket.once('drain', pump)
      }
    }
    socket.on('connect', () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${total}\r\n\r\n`,
      )
      pump()
    })
    socket.on('data', () => {})
    socket.on('error', () => {})
    socket.on('close', () => resolve(written))
  })
}

/** Stays clear of the edge of a 10-minute rate-limit window, where the count starts again. */
async function awayFromWindowEdge() {
  const windowMs = 10 * 60 * 1000
  if (windowMs - (Date.now() % windowMs) < 15_000) await new Promise((resolve) => setTimeout(resolve, 16_000))
}

describeOnBothDatabases(
  'attacks',
  (backend) => {
    test('40,000 repeats of one key are refused before parsing, on every form and API; /healthz never waits', async () => {
      const { url } = backend()
      const traveller = { name: 'Mallory', email: 'mallory@example.com', message: 'hello there' }
      const targets = [
        ['/api/bookings/message', traveller],
        ['/contact', { form: 'contact-message', ...traveller }],
        ['/book', { name: 'Mallory', email: 'mallory@example.com' }],
        ['/login', { email: ADMIN.email, password: ADMIN.password }],
        ['/api/bookings/login', { email: ADMIN.email, password: ADMIN.password }],
      ] as const
      const attacks = targets.map(async ([pathname, fields]) => {
        const body = repeatedKeyBody(fields)
        expect(body.length).toBeGreaterThan(150_000)
        const answer = await fetch(`${url}${pathname}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          body,
        })
        return { pathname, status: answer.status, text: await answer.text() }
      })
      // While all five are in flight, the health check is answered as fast as ever.
      const healthTimes = await Promise.all([healthTime(url), healthTime(url), healthTime(url)])
      for (const { pathname, status, text } of await Promise.all(attacks)) {
        expect(status, pathname).toBe(413)
        expect(text, pathname).toContain('The request has too many fields')
      }
      expect(Math.max(...healthTimes)).toBeLessThan(200)
      // Afterwards too, and the forms work as before for everyone else.
      expect(await healthTime(url)).toBeLessThan(200)
      const sent = await call(url, '/api/bookings/message', {
        json: contactMessageInput(),
        headers: { 'x-forwarded-for': newAddress() },
      })
      expect(sent.status).toBe(201)
    })

    test('too many fields are refused in every encoding: distinct names, multipart parts, JSON keys', async () => {
      const { url } = backend()
      const names = Array.from({ length: 201 }, (_, i) => `field${i}`)
      const asForm = new URLSearchParams(names.map((name) => [name, 'x']))
      const multipart = new FormData()
      for (const name of names) multipart.append(name, 'x')
      const json = JSON.stringify(Object.fromEntries(names.map((name) => [name, 'x'])))
      for (const [label, init] of [
        ['urlencoded', { body: asForm }],
        ['multipart', { body: multipart }],
        ['json', { body: json, headers: { 'content-type': 'application/json' } }],
      ] as const) {
        const answer = await call<{ error: string }>(url, '/api/bookings/country_book', {
          ...init,
          method: 'POST',
        })
        expect(answer.status, label).toBe(413)
        expect(answer.body.error, label).toMatch(/too many fields/)
      }
      // Fifty of one name is still a form (a long checklist, say); fifty-one is not.
      const fields = Object.entries(countryInquiryInput()).map(([name, value]) => [name, String(value)])
      const fifty = `${'a=1&'.repeat(50)}${new URLSearchParams(fields)}`
      const accepted = await call(url, '/api/bookings/country_book', {
        body: fifty,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newAddress() },
      })
      expect(accepted.status).toBe(201)
    })

    test('one size limit for every body, /login included, whether or not it declares its length', async () => {
      const { url } = backend()
      const twentyMegabytes = 'a'.repeat(20 * 1024 * 1024)
      // The server answers before it has read the body, and drops the rest, so the client mostly reads
      // the answer; now and then the client still meets the connection's end first (dropTheRest in
      // server/refused-body.ts), so every answer that arrives is checked, and at least one must.
      let answered = 0
      for (const pathname of ['/login', '/contact', '/', '/admin/password', '/api/bookings/login']) {
        const answer = await fetch(`${url}${pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: twentyMegabytes,
        }).catch(() => null)
        if (answer) {
          answered++
          expect(answer.status, pathname).toBe(413)
          // The end of the connection can also cut the answer's body short as it is read.
          const text = await answer.text().catch(() => null)
          if (text !== null) expect(text, pathname).toContain('The request is too large.')
        }
      }
      expect(answered).toBeGreaterThan(0)
      expect(await postChunked(url, '/login', 20 * 1024 * 1024)).toBe(413)
      expect(await postChunked(url, '/api/bookings/message', 1024 * 1024)).toBe(413)
      // What is dropped after the answer is bounded: a client that goes on sending is cut off.
      expect(await bytesUntilClosed(url, '/login', 1024 * 1024 * 1024)).toBeLessThan(128 * 1024 * 1024)
      // Just under the limit is read as usual (and refused for what it holds, not for its size).
      const under = await fetch(`${url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `email=x%40y.co&password=${'p'.repeat(250_000)}`,
      })
      expect(under.status).toBe(400)
      expect(await healthTime(url)).toBeLessThan(200)
    })

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

    test('every answer to a signed-in API request is private and never stored', async () => {
      const { url, token } = backend()
      const cookie = await signInByForm(url)
      const created = await call<{ id: number }>(url, '/api/bookings/message', {
        json: contactMessageInput(),
        headers: { 'x-forwarded-for': newAddress() },
      })
      const answers = [
        await call(url, '/api/bookings/messages', { token }),
        await call(url, `/api/bookings/message/${created.body.id}`, { token }),
        await call(url, '/api/bookings/book_country?limit=1', { headers: { 'x-login': token } }),
        await call(url, '/api/bookings/messages', { headers: { cookie } }),
        await call(url, '/api/bookings/message/999999', { token }),
        await call(url, '/api/bookings/upload', { token, body: await pngForm() }),
        await call(url, '/api/bookings/blog', { token }),
      ]
      for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('private, no-store')
      // Public answers to anonymous visitors are not marked.
      expect((await call(url, '/api/bookings/blog')).headers.get('cache-control')).toBeNull()
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

    test('uploaded images are cached for a year: their names are never reused', async () => {
      const { url, token } = backend()
      const uploaded = await call<{ secure_url: string }>(url, '/api/bookings/upload', {
        token,
        body: await pngForm(),
      })
      expect(uploaded.status).toBe(201)
      const image = await fetch(new URL(new URL(uploaded.body.secure_url).pathname, url))
      expect(image.status).toBe(200)
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
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
  { TRUST_PROXY: '1', RATE_LIMIT_PER_10_MIN: '3', ACKNOWLEDGEMENTS_PER_DAY: '3' },
)
