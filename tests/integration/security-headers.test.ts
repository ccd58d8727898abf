import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { withServer } from '../../testing/backends'

/**
 * The scripts a public page loads: its starter adds them, with their modulepreloads, once the page is
 * painted (docs/decisions/033-scripts-after-paint.md), and is called with their addresses.
 */
function scriptsOf(html: string): string[] {
  const list = /\((\["\/assets\/[^\]]+\])\s*,\s*"app-start"\)/.exec(html)?.[1]
  expect(list, 'the starter and its scripts').toBeDefined()
  return JSON.parse(list!) as string[]
}

// The security headers of every kind of answer: pages, JSON, static files and uploads; and how the
// built scripts travel.

const plain = withServer()
const https = withServer({ PUBLIC_URL: 'https://safaris.example.com' })

const everywhere = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
}

describe('security headers', () => {
  test('a rendered page lets only our scripts and its own nonce run, and may not be framed', async () => {
    // Public pages come from the page cache, their scripts named by hash (tests/integration/page-cache.test.ts).
    for (const path of ['/login', '/no-such-page']) {
      const answer = await fetch(`${plain().url}${path}`)
      const policy = answer.headers.get('content-security-policy') ?? ''
      const html = await answer.text()
      const nonce = policy.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1]
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{24}$/)
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("object-src 'none'")
      // Every script that runs carries the nonce; data blocks (JSON-LD, the page's words) are not run.
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(1)
      for (const tag of scripts) {
        if (!/type="application\/(ld\+)?json"/.test(tag)) expect(tag, path).toContain(`nonce="${nonce}"`)
      }
      for (const [name, value] of Object.entries(everywhere))
        expect(answer.headers.get(name), name).toBe(value)
    }
    const first = (await fetch(`${plain().url}/login`)).headers.get('content-security-policy')
    const second = (await fetch(`${plain().url}/login`)).headers.get('content-security-policy')
    expect(first).not.toBe(second)
    const home = await fetch(`${plain().url}/`)
    expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)
    expect(home.headers.get('x-frame-options')).toBe('DENY')
  })

  test('static files carry nosniff and only that, since the page headers govern what they load', async () => {
    const home = await (await fetch(`${plain().url}/`)).text()
    const script = scriptsOf(home)[0]!
    for (const path of [script, '/favicon.svg']) {
      const answer = await fetch(`${plain().url}${path}`)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff')
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'referrer-policy',
      ])
        expect(answer.headers.get(name), `${path} ${name}`).toBeNull()
    }
  })

  test('JSON and robots.txt carry the headers, with a policy that allows nothing', async () => {
    for (const path of ['/api/bookings/blog', '/robots.txt', '/healthz']) {
      const answer = await fetch(`${plain().url}${path}`)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      for (const [name, value] of Object.entries(everywhere))
        expect(answer.headers.get(name), `${path} ${name}`).toBe(value)
    }
  })

  test('HSTS is sent only by a site whose public address is https', async () => {
    expect((await fetch(`${plain().url}/`)).headers.get('strict-transport-security')).toBeNull()
    const secure = await fetch(`${https().url}/api/bookings/blog`)
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('built scripts', () => {
  test('travel as the Brotli or gzip copy made at build time, with their length, and unpack to the file', async () => {
    const home = await (await fetch(`${plain().url}/`)).text()
    const scripts = scriptsOf(home)
    expect(scripts.length).toBeGreaterThan(3)
    for (const script of scripts) {
      const file = path.resolve('build/client', script.slice(1))
      for (const encoding of ['br', 'gzip']) {
        const answer = await fetch(`${plain().url}${script}`, { headers: { 'accept-encoding': encoding } })
        const body = Buffer.from(await answer.arrayBuffer())
        expect(body.equals(fs.readFileSync(file)), `${script} ${encoding}`).toBe(true)
        if (fs.statSync(file).size < 1024) continue
        expect(answer.headers.get('content-encoding'), script).toBe(encoding)
        const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`
        expect(Number(answer.headers.get('content-length')), script).toBe(fs.statSync(copy).size)
      }
    }
  })
})
