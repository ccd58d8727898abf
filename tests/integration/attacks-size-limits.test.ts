import http from 'node:http'
import net from 'node:net'
import { expect, test } from 'vitest'
import { contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { ADMIN } from '../../testing/server'
import { attacksEnv, newAddress } from './attacks.shared'

// A hostile visitor's oversized bodies (docs/product.md, "Security"): too many fields or too many bytes are
// refused before parsing, on every form and API, while /healthz keeps answering at once.

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
  },
  attacksEnv,
)
