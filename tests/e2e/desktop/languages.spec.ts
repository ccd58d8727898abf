import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { about, privacy, termsFor } from '../../../app/content/pages'
import { DEFAULT_BOOKING_TERMS } from '../../../app/lib/booking-terms'
import { createDatabase } from '@db/client'
import { demoStories } from '@db/demo-stories'
import { expectNoAxeViolations } from '../../../testing/axe'
import { createSqliteDatabase, type TestDatabase } from '../../../testing/databases'
import { startServer, type RunningServer } from '../../../testing/server'

// The site in German and French (docs/product.md, "Languages"), so far About, Privacy, Terms and Contact
// (its form's words and messages too, from the browser and the server): each language's
// page in its own words (the catalogue's and the page's copy), none of the English left, <html lang>,
// its canonical and the hreflang set naming every language (reciprocal, with x-default); the language
// switch keeps the page and its query, with JavaScript and without.

const root = path.resolve(import.meta.dirname, '../../..')
const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>
const english = catalogue('en')

let database: TestDatabase
let server: RunningServer
test.beforeAll(async () => {
  database = await createSqliteDatabase()
  server = await startServer(database.url)
})
test.afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

/** Every alternate language the page names, by its hreflang, as paths. */
const alternates = async (page: Page) =>
  Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
      ),
  )

/** An English story of the demo blog: a page in one language. */
const STORY = `/article/${encodeURIComponent(demoStories[0]!.title)}`

const everywhere = (path: string) => ({
  en: path,
  de: path === '/' ? '/de' : `/de${path}`,
  fr: path === '/' ? '/fr' : `/fr${path}`,
  'x-default': path,
})
const ABOUT_EVERYWHERE = everywhere('/about')

/** The English page's own copy, none of which its German or French page may hold. */
const ENGLISH_COPY = {
  '/about': [...about.intro, about.vision, about.mission, about.title],
  '/privacy': [
    privacy.intro,
    ...privacy.sections.flatMap((section) => [section.title, ...(section.points ?? [])]),
  ],
  '/terms': (({ intro, sections }) => [
    intro,
    ...sections.flatMap((section) => [section.title, ...section.paragraphs, ...(section.points ?? [])]),
  ])(termsFor(DEFAULT_BOOKING_TERMS)),
}

for (const locale of ['de', 'fr'] as const) {
  test(`the About page in ${locale}: its own words, none of the English`, async ({ page }) => {
    const words = catalogue(locale)
    await page.goto(`${server.url}/${locale}/about`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const main = page.getByRole('navigation', { name: words.nav_main })
    await expect(main.getByRole('link', { name: words.nav_about, exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: words.about_why })).toBeVisible()
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ')
    // Nothing of the English page or the English catalogue (short words that may be the same aside).
    for (const paragraph of ENGLISH_COPY['/about']) expect(text, paragraph).not.toContain(paragraph)
    for (const [key, value] of Object.entries(english))
      if (key !== '$schema' && value.split(' ').length >= 3 && !value.includes('{'))
        expect(text, `${key}: ${value}`).not.toContain(value)
    // Its address, the others' and the English as the default, each page naming all of them.
    expect(await alternates(page)).toEqual(ABOUT_EVERYWHERE)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(`/${locale}/about`)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      locale === 'de' ? 'de_DE' : 'fr_FR',
    )
    await expectNoAxeViolations(page)
  })
}

test('the English About page names its German and French pages, and keeps its own words', async ({
  page,
}) => {
  await page.goto(`${server.url}/about`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await alternates(page)).toEqual(ABOUT_EVERYWHERE)
  await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible()
})

for (const javaScriptEnabled of [true, false]) {
  test(`the language switch keeps the page and its query (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(`${server.url}/about?ref=newsletter`)
    const switcher = page.getByRole('contentinfo').getByRole('group', { name: english.language_switch_label })
    await switcher.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(`${server.url}/de/about?ref=newsletter`)
    const german = catalogue('de')
    await page
      .getByRole('contentinfo')
      .getByRole('group', { name: german.language_switch_label })
      .getByRole('link', { name: 'Français' })
      .click()
    await expect(page).toHaveURL(`${server.url}/fr/about?ref=newsletter`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await context.close()
  })
}

test('a page in one language (an English story) offers no other and is not found under /de', async ({
  page,
}) => {
  await page.goto(`${server.url}${STORY}`)
  await expect(page.getByRole('group', { name: english.language_switch_label })).toHaveCount(0)
  expect(await alternates(page)).toEqual({})
  const answer = await page.goto(`${server.url}/de${STORY}`)
  expect(answer?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: catalogue('de').error_not_found_title }),
  ).toBeVisible()
})

test('an address under /de or /fr that names nothing is not found, in that language', async ({ page }) => {
  for (const locale of ['de', 'fr'] as const) {
    const words = catalogue(locale)
    const answer = await page.goto(`${server.url}/${locale}/no-such-page`)
    expect(answer?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1, name: words.error_not_found_title })).toBeVisible()
    await expect(page.getByText(words.error_not_found_text!)).toBeVisible()
    await expect(page.getByRole('navigation', { name: words.nav_main })).toBeVisible()
  }
})

for (const locale of ['de', 'fr'] as const) {
  test(`the privacy policy in ${locale}: its own words, the time data is kept in them`, async ({ page }) => {
    const words = catalogue(locale)
    await page.goto(`${server.url}/${locale}/privacy`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1, name: words.privacy_title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: words.legal_contents })).toBeVisible()
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
    for (const line of ENGLISH_COPY['/privacy']) expect(text, line).not.toContain(line)
    expect(text).not.toContain('{retention}')
    expect(text).toContain(locale === 'de' ? '3 Jahre' : '3 ans')
    expect(await alternates(page)).toEqual(everywhere('/privacy'))
    // Every entry of the contents leads to its section.
    const contents = page.getByRole('navigation', { name: words.legal_contents }).getByRole('link')
    for (const link of await contents.all()) {
      const target = (await link.getAttribute('href'))!
      await expect(page.locator(target)).toHaveCount(1)
    }
    await expectNoAxeViolations(page)
  })
}

for (const locale of ['de', 'fr'] as const) {
  test(`the terms in ${locale}: the booking terms' figures in its own words`, async ({ page }) => {
    const words = catalogue(locale)
    await page.goto(`${server.url}/${locale}/terms`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1, name: words.terms_title })).toBeVisible()
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
    for (const line of ENGLISH_COPY['/terms']) expect(text, line).not.toContain(line)
    // The deposit's share and the cancellation's notice, as the booking terms set them.
    expect(text).toMatch(new RegExp(`${DEFAULT_BOOKING_TERMS.depositPercent}\\s?%`))
    expect(text).toContain(String(DEFAULT_BOOKING_TERMS.cancellationDays))
    expect(await alternates(page)).toEqual(everywhere('/terms'))
    await expectNoAxeViolations(page)
  })
}

test('the sitemap lists each translated page in every language, each naming all of them', async ({
  request,
}) => {
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text()
  for (const path of ['/about', '/privacy', '/terms']) {
    for (const [hreflang, address] of Object.entries(everywhere(path))) {
      if (hreflang !== 'x-default') expect(sitemap).toContain(`${address}</loc>`)
      // Every language's entry names this address: three entries, each with the same set.
      expect(
        sitemap.split(`hreflang="${hreflang}" href="`).length - 1,
        `${path} ${hreflang}`,
      ).toBeGreaterThanOrEqual(3)
    }
    const entry = sitemap.split('<url>').find((url) => url.includes(`/de${path}</loc>`))!
    for (const [hreflang, address] of Object.entries(everywhere(path)))
      expect(entry).toMatch(new RegExp(`hreflang="${hreflang}" href="[^"]*${address.replace(/\//g, '\\/')}"`))
  }
  // A page in English alone (a story) has one entry and no alternates.
  const story = sitemap.split('<url>').find((url) => url.includes(`${STORY}</loc>`))!
  expect(story).not.toContain('xhtml:link')
  expect(sitemap).not.toContain(`/de${STORY}`)
})

for (const [locale, javaScriptEnabled] of [
  ['de', true],
  ['de', false],
  ['fr', true],
  ['fr', false],
] as const) {
  test(`the contact form in ${locale} (JavaScript ${javaScriptEnabled ? 'on' : 'off'}): its words, its messages, the message stored`, async ({
    browser,
  }) => {
    const words = catalogue(locale)
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(`${server.url}/${locale}/contact`)
    await expect(page.getByRole('heading', { level: 1, name: words.contact_title })).toBeVisible()
    const form = page.locator('form#contact-message')
    // Sent empty: each field's message in the page's language, from the browser or from the server.
    await form.getByRole('button', { name: words.contact_send }).click()
    await expect(form.getByText(words.form_name_required!)).toBeVisible()
    await expect(form.getByText(words.form_email_required!)).toBeVisible()
    await expect(form.getByText(words.form_message_required!)).toBeVisible()
    await expect(form.getByText(english.form_name_required!)).toHaveCount(0)
    await form.getByRole('textbox', { name: words.form_label_name }).fill('Claire Dubois')
    await form.getByRole('textbox', { name: words.form_label_email }).fill('claire.dubois@')
    await form.getByRole('button', { name: words.contact_send }).click()
    await expect(form.getByText(words.form_email_invalid!)).toBeVisible()
    await expect(form.getByRole('textbox', { name: words.form_label_name })).toHaveValue('Claire Dubois')
    await form
      .getByRole('textbox', { name: words.form_label_email })
      .fill(`claire.${locale}.${javaScriptEnabled}@example.com`)
    await form
      .getByRole('textbox', { name: words.form_label_message })
      .fill('Une question sur les gorilles en juillet.')
    await form.getByRole('button', { name: words.contact_send }).click()
    await expect(page.getByText(words.contact_sent!)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${locale}/contact\\?sent=`))
    // axe runs in the page: with JavaScript on only.
    if (javaScriptEnabled) await expectNoAxeViolations(page)
    await context.close()
    // Stored as any message is, for staff to read.
    const handle = createDatabase(database.url)
    const stored = await handle.db
      .selectFrom('messages')
      .select(['name', 'message'])
      .where('email', '=', `claire.${locale}.${javaScriptEnabled}@example.com`)
      .execute()
    await handle.db.destroy()
    expect(stored).toEqual([{ name: 'Claire Dubois', message: 'Une question sur les gorilles en juillet.' }])
  })
}

test('every German and French page: in its language, none of the English, each naming all its languages', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const forms = ['/book', '/book_package', '/accomodation', '/airport-transfer', '/success']
  const translated = [
    ...listed.filter((path) => /^\/(de|fr)(\/|$)/.test(path)),
    ...forms.flatMap((path) => [`/de${path}`, `/fr${path}`]),
  ]
  // The home page, About, Our Packages, the legal pages, contact, the four countries and the eight
  // tours at least, in both languages.
  expect(translated.filter((path) => path.includes('/places/'))).toHaveLength(8)
  expect(translated).toEqual(
    expect.arrayContaining(['/de', '/fr', '/de/places/kenya', '/fr/places/tanzania']),
  )
  const catalogueSentences = Object.entries(english)
    .filter(([key, value]) => key !== '$schema' && value.split(' ').length >= 3 && !value.includes('{'))
    .map(([, value]) => value)
  /** The English page's own sentences: its paragraphs, list items and headings of four words or more. */
  const englishBlocks = async (path: string) => {
    await page.goto(`${server.url}${path}`)
    return (await page.locator('main').locator('p, li, h1, h2, h3').allInnerTexts())
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter((text) => text.split(' ').length >= 4)
  }
  for (const address of translated) {
    const locale = address.slice(1, 3)
    const englishPath = address.slice(3) || '/'
    const blocks = await englishBlocks(englishPath)
    const answer = await page.goto(`${server.url}${address}`)
    expect(answer?.status(), address).toBe(200)
    await expect(page.locator('html'), address).toHaveAttribute('lang', locale)
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ')
    for (const sentence of catalogueSentences) expect(text, `${address}: ${sentence}`).not.toContain(sentence)
    for (const block of blocks) expect(text, `${address}: ${block}`).not.toContain(block)
    expect(text, address).not.toMatch(/\b[a-z]+_[a-z_]+\b\(/)
    // Every language's address names every other (the same set from each), and the English as the default.
    if (!englishPath.startsWith('/success'))
      expect(await alternates(page), address).toEqual(everywhere(englishPath))
  }
})
