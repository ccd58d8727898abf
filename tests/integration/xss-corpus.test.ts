import { expect, test } from 'vitest'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { vectors } from '../../testing/xss-vectors'

// Known cross-site scripting shapes (testing/xss-vectors.ts), each sent as an article body through the editor's API, read back
// from the public API and page: nothing that can run script survives the server's sanitiser.

const RUNNABLE_TAGS =
  /<\s*\/?\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|textarea|template|noscript|video|audio|source|details|marquee|body)\b/i

/** Every tag of sanitised HTML, with its attributes (sanitize-html writes them name="value"). */
function tagsOf(html: string) {
  return [...html.matchAll(/<([a-z0-9]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/gi)].map((match) => ({
    tag: match[1]!.toLowerCase(),
    attributes: [...match[2]!.matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)].map((attribute) => ({
      name: attribute[1]!.toLowerCase(),
      value: (attribute[2] ?? '').replace(/&amp;/g, '&'),
    })),
  }))
}

function expectHarmless(html: string, vector: string) {
  expect(html, vector).not.toMatch(RUNNABLE_TAGS)
  for (const { tag, attributes } of tagsOf(html)) {
    for (const { name, value } of attributes) {
      expect(name, `${vector}: <${tag} ${name}>`).not.toMatch(/^on|^style$|^srcset$|^srcdoc$|^formaction$/)
      // A relative address cannot run anything; an address with a scheme must use an allowed one.
      // Browsers drop tabs, newlines and control characters inside a scheme, so the check does too.
      const scheme = value
        .replace(/[\u0000-\u0020]/g, '')
        .match(/^([a-z][a-z0-9+.-]*):/i)?.[1]
        ?.toLowerCase()
      if (name === 'href' && scheme) expect(['http', 'https', 'mailto', 'tel'], vector).toContain(scheme)
      if (name === 'src' && scheme) {
        expect(['http', 'https', 'data'], vector).toContain(scheme)
        if (scheme === 'data')
          expect(value, vector).toMatch(/^data:image\/(png|jpe?g|gif|webp|avif);base64,/i)
      }
      if (name === 'href' || name === 'src') expect(value, vector).not.toMatch(/^\s*\/\//)
      if (name === 'target') expect(value, vector).toBe('_blank')
    }
  }
}

describeOnBothDatabases('XSS corpus', (backend) => {
  test(`${vectors.length} known vectors leave nothing runnable in a stored article`, async () => {
    expect(vectors.length).toBeGreaterThanOrEqual(50)
    const { url, token } = backend()
    for (const [index, vector] of vectors.entries()) {
      const title = `XSS vector ${index + 1}`
      const created = await call(url, '/api/bookings/blog', {
        token,
        json: { title, content: `<p>Before</p>${vector}<p>After</p>` },
      })
      expect(created.status, vector).toBe(201)
      const stored = await call<{ blog_content: string }>(
        url,
        `/api/bookings/blog/${encodeURIComponent(title)}`,
      )
      expectHarmless(stored.body.blog_content, vector)
      expect(stored.body.blog_content, vector).toContain('<p>Before</p>')
      // The public page shows the same harmless body.
      const page = await (await fetch(`${url}/article/${encodeURIComponent(title)}`)).text()
      const body = page.slice(page.indexOf('<p>Before</p>'), page.indexOf('<p>After</p>') + 12)
      expectHarmless(body, vector)
    }
  })
})
