import { expect, test, type Page } from '@playwright/test'

// Type (docs/decisions/024-web-fonts.md): the site sets its text in Source Sans 3 and its headings in Source
// Serif 4, served from our own origin, preloaded, and cut down so that a page in plain English fetches one
// small file of each, and the true italic only where italic text is set. The fallback fonts are sized to the
// web fonts, so nothing jumps when the fonts arrive.

const bwindi = `/article/${encodeURIComponent('Meeting the Mountain Gorillas of Bwindi')}`
const CORES = ['source-sans-3-core', 'source-serif-4-core']
const pages = [
  { path: '/', fetched: CORES },
  { path: '/tour/kenya-uganda', fetched: CORES },
  // The article's caption is in italic.
  { path: bwindi, fetched: [...CORES, 'source-sans-3-italic-core'].sort() },
  { path: '/book', fetched: CORES },
]

/** The font files the page fetched, by name without the build's hash. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  return fonts
}

const withoutHash = (pathname: string) => pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, '$1')

for (const { path, fetched } of pages) {
  test(`${decodeURIComponent(path)} draws its text and headings in the site's own fonts`, async ({
    page,
  }) => {
    const fonts = fontRequests(page)
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)

    const family = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily)
    expect(await family('body')).toMatch(/^"Source Sans 3"/)
    expect(await family('h1')).toMatch(/^"Source Serif 4"/)
    // Really drawn with them, not with the fallback under the same name.
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    )
    expect(loaded).toEqual(expect.arrayContaining(['Source Sans 3', 'Source Serif 4']))

    // The two core files, each preloaded and fetched once; the rest of each font is not needed here.
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(preloads.map(withoutHash).sort()).toEqual(CORES)
    expect(fonts.map(withoutHash).sort()).toEqual(fetched)
    if (fetched.includes('source-sans-3-italic-core')) {
      const italic = await page.evaluate(() =>
        [...document.fonts].some((face) => face.style === 'italic' && face.status === 'loaded'),
      )
      expect(italic).toBe(true)
    }
  })
}

test('a name with letters beyond plain English fetches the rest of the font, from our own origin', async ({
  page,
}) => {
  const fonts = fontRequests(page)
  await page.goto('/about')
  const faces = await page.evaluate(async () => {
    const found = await document.fonts.load('16px "Source Sans 3"', 'Zoë Ñandú Kärcher')
    return found.map((face) => face.status)
  })
  expect(faces).toContain('loaded')
  expect(fonts.map(withoutHash)).toContain('source-sans-3-extra')
  for (const font of fonts) expect(font).toMatch(/^\/assets\//)
  const response = await page.request.get(fonts.find((font) => font.includes('extra'))!)
  expect(response.headers()['content-type']).toBe('font/woff2')
  expect(response.headers()['cache-control']).toContain('immutable')
})

test('the fallback fonts take the space of the web fonts, so a page does not jump when they arrive', async ({
  page,
}) => {
  await page.goto(bwindi)
  await page.evaluate(() => document.fonts.ready)
  // The article's text and title on one line each, in the web font, in its fallback (a local font sized
  // to match) and in the bare local font: the fallback must take nearly the web font's width, where the
  // bare font does not, or lines would break differently and the text below move when the fonts arrive.
  const widths = await page.evaluate(async () => {
    // The local fonts here are Liberation Sans and Serif, the metric twins of Arial and Times New Roman.
    await document.fonts.load('16px "Source Sans 3 fallback"')
    await document.fonts.load('16px "Source Serif 4 fallback"')
    const text = [...document.querySelectorAll('.article-body p')].map((p) => p.textContent).join(' ')
    const title = document.querySelector('h1')?.textContent ?? ''
    const width = (content: string, family: string) => {
      const span = document.createElement('span')
      span.style.cssText = `position:absolute;white-space:nowrap;font-size:18px;font-family:${family}`
      span.textContent = content
      document.body.append(span)
      const measured = span.getBoundingClientRect().width
      span.remove()
      return measured
    }
    return {
      text: [
        width(text, '"Source Sans 3"'),
        width(text, '"Source Sans 3 fallback"'),
        width(text, '"Liberation Sans"'),
      ],
      title: [
        width(title, '"Source Serif 4"'),
        width(title, '"Source Serif 4 fallback"'),
        width(title, '"Liberation Serif"'),
      ],
    }
  })
  for (const [web, fallback, bare] of [widths.text, widths.title]) {
    const off = (other: number) => Math.abs(other - web!) / web!
    expect(web).toBeGreaterThan(300)
    expect(off(fallback!)).toBeLessThan(0.02)
    expect(off(bare!)).toBeGreaterThan(0.05)
  }
})
