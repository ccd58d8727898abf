import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { sharedFreshRead } from '~/lib/fresh-read'
import { chooseEncoding, onlyCampaign, visitCookieOf, withScriptHashes } from './page-cache'

describe('sharedFreshRead', () => {
  /** A read whose answers the test releases by hand, counting how many were begun. */
  function manualRead() {
    const pending: ((value: number) => void)[] = []
    let begun = 0
    const read = () =>
      new Promise<number>((resolve) => {
        begun++
        pending.push(resolve)
      })
    return { read, pending, begun: () => begun }
  }

  test('callers who arrive while a read runs share the next read, which begins after they arrived', async () => {
    const { read, pending, begun } = manualRead()
    const shared = sharedFreshRead(read)
    const first = shared()
    // These three arrive after the first read began: the database may have changed since.
    const later = [shared(), shared(), shared()]
    expect(begun()).toBe(1)
    pending[0]!(1)
    expect(await first).toBe(1)
    await Promise.resolve()
    expect(begun()).toBe(2)
    pending[1]!(2)
    expect(await Promise.all(later)).toEqual([2, 2, 2])
    // With nothing under way, the next caller starts a read of its own at once.
    const alone = shared()
    expect(begun()).toBe(3)
    pending[2]!(3)
    expect(await alone).toBe(3)
  })

  test('a failed read fails its callers only, and the next read still runs', async () => {
    let calls = 0
    const shared = sharedFreshRead(async () => {
      calls++
      if (calls === 1) throw new Error('database away')
      return calls
    })
    const failing = shared()
    const next = shared()
    await expect(failing).rejects.toThrow('database away')
    expect(await next).toBe(2)
  })
})

describe('chooseEncoding', () => {
  test('prefers Brotli, then gzip, and honours a refusal by q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('BR')).toBe('br')
    expect(chooseEncoding('gzip;q=0')).toBe('identity')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
  })
})

describe('withScriptHashes', () => {
  test('drops the nonce and lists the hash of each inline script that runs', () => {
    const nonce = 'abc123+/'
    const html =
      `<head><link rel="modulepreload" href="/a.js" nonce="${nonce}"/>` +
      `<script type="module" src="/b.js" nonce="${nonce}"></script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
      `<body><script nonce="${nonce}">window.__ctx = {"a":"</b>"}</script>` +
      `<script type="module" nonce="${nonce}">import "/c.js";</script></body>`
    const { html: bare, hashes } = withScriptHashes(html, nonce)
    expect(bare).not.toContain(nonce)
    expect(bare).not.toContain('nonce=')
    const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
    expect(hashes).toEqual([hash('window.__ctx = {"a":"</b>"}'), hash('import "/c.js";')])
  })
})

describe('onlyCampaign', () => {
  test('a link that carries only utm_* parameters is the same page; any other parameter is not', () => {
    expect(onlyCampaign('utm_source=newsletter&utm_medium=email')).toBe(true)
    expect(onlyCampaign('utm_campaign=gorillas-2027&')).toBe(true)
    expect(onlyCampaign('ref=TS-2611-0042')).toBe(false)
    expect(onlyCampaign('utm_source=x&package=3')).toBe(false)
    expect(onlyCampaign(`utm_source=${'a'.repeat(3000)}`)).toBe(false)
  })
})

describe('visitCookieOf', () => {
  const request = (url: string, headers: Record<string, string>) =>
    ({ url, headers: { host: 'tembo.example', ...headers }, socket: {} }) as unknown as IncomingMessage
  const visit = (cookie: string | null) =>
    cookie && JSON.parse(decodeURIComponent(cookie.slice('tembo_visit='.length, cookie.indexOf(';'))))

  test('each first visit is told where it landed and came from, the same for a repeated address', () => {
    for (let round = 0; round < 2; round++) {
      expect(visit(visitCookieOf(request('/tour/kenya-uganda', {})))).toEqual({
        landing: '/tour/kenya-uganda',
        referrer: null,
        utm: {},
      })
      expect(
        visit(visitCookieOf(request('/tour/kenya-uganda', { referer: 'https://www.google.com/search' }))),
      ).toEqual({ landing: '/tour/kenya-uganda', referrer: 'https://www.google.com/search', utm: {} })
      expect(visit(visitCookieOf(request('/?utm_source=newsletter', {})))).toMatchObject({
        landing: '/?utm_source=newsletter',
        utm: { utm_source: 'newsletter' },
      })
      expect(
        visit(visitCookieOf(request('/?utm_source=fair', { referer: 'https://fair.example/' }))),
      ).toEqual({
        landing: '/?utm_source=fair',
        referrer: 'https://fair.example/',
        utm: { utm_source: 'fair' },
      })
    }
  })

  test('a returning visitor keeps their cookie, unless a campaign link brings them', () => {
    const cookie = 'tembo_visit=%7B%22landing%22%3A%22%2F%22%2C%22referrer%22%3Anull%2C%22utm%22%3A%7B%7D%7D'
    expect(visitCookieOf(request('/tour/kenya-uganda', { cookie }))).toBeNull()
    expect(visit(visitCookieOf(request('/?utm_source=mail', { cookie })))).toMatchObject({
      utm: { utm_source: 'mail' },
    })
  })
})
