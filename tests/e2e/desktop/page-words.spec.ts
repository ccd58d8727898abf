import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { createSqliteDatabase, type TestDatabase } from '../../../testing/databases'
import { startServer, type RunningServer } from '../../../testing/server'

// Each page hands the browser the words its scripts use, in its own language only (docs/decisions/057):
// a German or French visitor moves from page to page by links, changes language and meets a form's
// messages, and every word is there, in the page's language, with nothing reported missing; and the
// scripts a German or French page loads hold no German or French words of the catalogue at all.

const root = path.resolve(import.meta.dirname, '../../..')
const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>
const WORDS = { en: catalogue('en'), de: catalogue('de'), fr: catalogue('fr') }
const word = (locale: 'de' | 'fr', key: string) => WORDS[locale][key]!

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

/** Every error the page reports: a word it was not given is one. */
function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Waits for the app to start, and marks the document, so a later page drawn by the app keeps the mark. */
async function started(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

const visibleLink = (page: Page, href: string) => page.locator(`a[href="${href}"]:visible`).first()

for (const [locale, other] of [
  ['de', 'fr'],
  ['fr', 'de'],
] as const) {
  test(`a ${locale} visitor moves through the site by links, in their language, with every word there`, async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await page.goto(`${server.url}/${locale}`)
    await started(page)

    await visibleLink(page, `/${locale}/packages`).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/packages$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const tourPath = await page.locator(`a[href^="/${locale}/tour/"]:visible`).first().getAttribute('href')
    await visibleLink(page, tourPath!).click()
    await expect(page).toHaveURL(new RegExp(`${tourPath}$`))
    const planIn = (language: 'de' | 'fr') =>
      page.getByRole('link', { name: word(language, 'plan_my_safari'), exact: true }).first()
    await expect(planIn(locale)).toBeVisible()

    expect(await stillSameDocument(page), 'every page was drawn by the app, not loaded whole').toBe(true)

    // The language switch, a plain link: the same tour in the other language, and back.
    await page.locator(`a[hreflang="${other}"]:visible`).first().click()
    await expect(page).toHaveURL(new RegExp(`/${other}/tour/`))
    await expect(page.locator('html')).toHaveAttribute('lang', other)
    await expect(planIn(other)).toBeVisible()
    await started(page)
    await page.locator(`a[hreflang="${locale}"]:visible`).first().click()
    await expect(page).toHaveURL(new RegExp(`${tourPath}$`))
    await started(page)

    await visibleLink(page, `/${locale}/book`).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(word(locale, 'book_title'))
    // The form's rules answer in the page's language from the browser.
    const name = page.getByRole('textbox', { name: new RegExp(word(locale, 'form_label_full_name')) })
    await name.fill('a')
    await name.blur()
    await expect(page.getByText(word(locale, 'form_name_min'))).toBeVisible()

    expect(await stillSameDocument(page), 'every page was drawn by the app, not loaded whole').toBe(true)
    expect(errors).toEqual([])
  })
}

test('the scripts of a German or French page hold none of its words, which come with the page', async ({
  page,
}) => {
  for (const [locale, address] of [
    ['de', '/de'],
    ['fr', '/fr/book'],
    ['de', '/de/book'],
  ] as const) {
    await page.goto(`${server.url}${address}`)
    await started(page)
    // The form's rules come with a touch: their script counts too.
    if (address.endsWith('/book')) await page.locator('input[name="name"]').focus()
    await page.waitForLoadState('networkidle')
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    )
    expect(scripts.length).toBeGreaterThan(5)
    const code = (await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))).join(
      '\n',
    )
    const html = await page.locator('#page-words').textContent()
    let handed = 0
    for (const translated of ['de', 'fr'] as const) {
      for (const [key, words] of Object.entries(WORDS[translated])) {
        // Words long enough to be a sentence of their own, and not also the English.
        if (key.startsWith('$') || words.length < 12 || words === WORDS.en[key]) continue
        expect(code.includes(words), `"${words}" (${translated}) in the scripts of ${address}`).toBe(false)
        if (translated === locale && html?.includes(JSON.stringify(words).slice(1, -1))) handed++
      }
    }
    // The page's own words are handed over in its HTML instead.
    expect(handed, `words handed over by ${address}`).toBeGreaterThan(10)
  }
})

test('the words of a page are asked for by its path, and kept for the build', async ({ request }) => {
  // The build's version, as the page names its manifest script.
  const version = (await (await request.get(`${server.url}/`)).text()).match(/manifest-([0-9a-f]+)\.js/)?.[1]
  expect(version).toBeTruthy()
  const answer = await request.get(`${server.url}/_words?path=/de/book&v=${version}`)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toContain('immutable')
  const words = (await answer.json()) as Record<string, Record<string, string>>
  expect(Object.values(words.de ?? {})).toContain(word('de', 'book_title'))
  expect(words.fr).toBeUndefined()
  // Another build's words are checked again; a path that is no page's is refused.
  expect((await request.get(`${server.url}/_words?path=/de/book&v=old`)).headers()['cache-control']).toBe(
    'no-cache',
  )
  expect((await request.get(`${server.url}/_words?path=https://elsewhere.example/`)).status()).toBe(400)
  expect((await request.get(`${server.url}/_words`)).status()).toBe(400)
})
