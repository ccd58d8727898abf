import crypto from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'
import { expect, test } from 'vitest'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'

// Public pages come from memory as fixed bytes, their inline scripts allowed by hash, for returning
// visitors, first visits and campaign links alike (the visit cookie is an answer header beside the kept
// page); pages with articles or packages follow every change at once; other queries and staff pages are
// rendered as before.

const visitor = {
  cookie: 'tembo_visit=%7B%22landing%22%3A%22%2F%22%2C%22referrer%22%3Anull%2C%22utm%22%3A%7B%7D%7D',
}

async function view(url: string, headers: Record<string, string> = visitor) {
  const answer = await fetch(url, { headers })
  const html = await answer.text()
  const policy = answer.headers.get('content-security-policy') ?? ''
  return { answer, html, policy, cache: answer.headers.get('x-page-cache') }
}

/** The SHA-256 source expression of each inline script that runs (JSON-LD blocks are data). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|ld\+json/.test(attributes!))
    .map(([, , content]) => `'sha256-${crypto.createHash('sha256').update(content!).digest('base64')}'`)

describeOnBothDatabases('page cache', (backend) => {
  test('a returning visitor gets the same bytes from memory, each inline script allowed by its hash', async () => {
    const { url } = backend()
    await view(`${url}/tour/kenya-uganda`)
    const first = await view(`${url}/tour/kenya-uganda`)
    const second = await view(`${url}/tour/kenya-uganda`)
    expect(first.cache).toBe('hit')
    expect(second.cache).toBe('hit')
    expect(first.html).toBe(second.html)
    expect(first.html).toContain('Gorillas and the Big Five')
    expect(first.answer.headers.get('set-cookie')).toBeNull()
    // No nonce anywhere; the policy names exactly the page's inline scripts, and nothing else runs inline.
    expect(first.policy).not.toContain('nonce')
    expect(first.policy.match(/default-src/g), 'one policy only').toHaveLength(1)
    expect(first.html).not.toMatch(/\snonce=/)
    const hashes = inlineScriptHashes(first.html)
    expect(hashes.length).toBeGreaterThan(0)
    const allowed = first.policy.match(/script-src 'self' ([^;]*)/)![1]!.split(' ')
    expect(allowed.sort()).toEqual([...new Set(hashes)].sort())
    expect(first.policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(first.policy).toContain("frame-ancestors 'none'")
    expect(first.answer.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('the German and French pages are kept too, each in its own language', async () => {
    const { url } = backend()
    for (const [path, words] of [
      ['/de', 'Vier Länder, ein Team'],
      ['/fr/tour/kenya-uganda', 'Gorilles et Big Five'],
      ['/de/book', 'Ihre Safari planen'],
    ] as const) {
      await view(`${url}${path}`)
      const kept = await view(`${url}${path}`)
      expect(kept.cache, path).toBe('hit')
      expect(kept.html, path).toContain(words)
      expect(kept.html).toContain(`<html lang="${path.slice(1, 3)}"`)
    }
    // An address that names no page in that language is not kept, and is not found.
    expect((await view(`${url}/de/tour/no-such-tour`)).answer.status).toBe(404)
  })

  test('a kept page travels compressed as the browser asks, and unpacks to the same page', async () => {
    const { url } = backend()
    await view(`${url}/about`)
    const plain = await view(`${url}/about`, { ...visitor, 'accept-encoding': 'identity' })
    expect(plain.answer.headers.get('content-encoding')).toBeNull()
    expect(Number(plain.answer.headers.get('content-length'))).toBe(Buffer.byteLength(plain.html))
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const raw = await rawGet(`${url}/about`, { ...visitor, 'accept-encoding': accept })
      expect(raw.headers['content-encoding'], accept).toBe(encoding)
      expect(raw.headers.vary).toContain('Accept-Encoding')
      const unpacked = encoding === 'br' ? zlib.brotliDecompressSync(raw.body) : zlib.gunzipSync(raw.body)
      expect(unpacked.toString(), accept).toBe(plain.html)
      expect(raw.body.length).toBeLessThan(plain.html.length / 3)
    }
  })

  test('first visits and campaign links get the kept page with their own visit cookie', async () => {
    const { url } = backend()
    const returning = await view(`${url}/about`)
    const firstVisit = await view(`${url}/about`, { referer: 'https://www.safaribookings.com/operators' })
    expect(firstVisit.cache).toBe('hit')
    expect(firstVisit.html).toBe(returning.html)
    const cookie = firstVisit.answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^tembo_visit=.*; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(decodeURIComponent(cookie)).toContain('"referrer":"https://www.safaribookings.com/operators"')
    // A shared cache must not keep an answer that sets a visitor's cookie.
    expect(firstVisit.answer.headers.get('cache-control')).toBe('private, no-cache')
    expect(returning.answer.headers.get('set-cookie')).toBeNull()
    const campaign = await view(`${url}/about?utm_source=newsletter&utm_campaign=gorillas-2027`)
    expect(campaign.cache).toBe('hit')
    expect(campaign.html).toBe(returning.html)
    expect(decodeURIComponent(campaign.answer.headers.get('set-cookie') ?? '')).toContain(
      '"utm":{"utm_source":"newsletter","utm_campaign":"gorillas-2027"}',
    )
  })

  test('other queries and unknown pages are rendered by React as before', async () => {
    const { url } = backend()
    const success = await view(`${url}/success?ref=TS-2611-0042`)
    expect(success.cache).toBeNull()
    expect(success.html).toContain('TS-2611-0042')
    expect((await view(`${url}/no-such-page`)).answer.status).toBe(404)
    expect((await view(`${url}/no-such-page`)).cache).toBeNull()
  })

  test('the blog and its articles follow every change at once', async () => {
    const { url, token } = backend()
    await view(`${url}/blogs`)
    expect((await view(`${url}/blogs`)).cache).toBe('hit')
    const title = `Cached story ${Date.now()}`
    const created = await call<{ id: number }>(url, '/api/bookings/blog', {
      token,
      json: { title, content: '<p>First words.</p>' },
    })
    expect(created.status).toBe(201)
    const blogs = await view(`${url}/blogs`)
    expect(blogs.html).toContain(title)
    const article = `${url}/article/${encodeURIComponent(title)}`
    expect((await view(article)).html).toContain('First words.')
    await call(url, `/api/bookings/articles/${created.body.id}`, {
      method: 'PUT',
      token,
      json: { title, content: '<p>Second words.</p>' },
    })
    const edited = await view(article)
    expect(edited.html).toContain('Second words.')
    expect(edited.html).not.toContain('First words.')
  })
})

/** A GET that leaves the body as it travelled (fetch would unpack it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    },
  )
}
