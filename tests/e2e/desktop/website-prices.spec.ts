import { expect, test } from '@playwright/test'
import { createDatabase } from '@db/client'
import { expectNoAxeViolations } from '../../../testing/axe'
import { signIn } from '../../../testing/browser-staff'
import { databases, type TestDatabase } from '../../../testing/databases'
import { addSupplier } from '../../../testing/rate-cards'
import { startServer, type RunningServer } from '../../../testing/server'

// A package's website prices from the rate cards, on SQLite and on PostgreSQL: Kenya Beach Escape's
// beach days priced from a hotel's all-year rate; the admin sees each season's figure beside the typed
// one and chooses the cards; the tour page's "from" price, its season table and its JSON-LD offer
// show the figure; a new rate moves the content version and the page follows.
//
// By hand: four nights, then two, at $150 per person sharing: $900 each, $1,800 for two; at the
// default 20%, $2,160; per person $1,080, already a multiple of $10. At $200: $1,200 each, $1,440.

for (const { label, create } of databases) {
  test.describe(`a package's website prices from the rate cards (${label})`, () => {
    let database: TestDatabase
    let server: RunningServer
    test.beforeAll(async () => {
      database = await create()
      server = await startServer(database.url)
    })
    test.afterAll(async () => {
      await server?.stop()
      await database?.drop()
    })

    test('the tour page shows the figure computed from the cards, and follows a rate changed', async ({
      browser,
    }) => {
      test.setTimeout(90_000)
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
      const token = await signIn(context, context.request, server.url)
      const post = async (path: string, form: Record<string, string>) => {
        const answer = await context.request.post(`${server.url}${path}`, {
          form,
          headers: { origin: server.url, cookie: `tembo_session=${token}` },
          maxRedirects: 0,
        })
        expect(answer.status(), `${path} ${JSON.stringify(form)}`).toBeLessThan(400)
      }
      const handle = createDatabase(database.url)
      const hotel = await addSupplier(post, handle, {
        kind: 'lodge',
        name: 'Nyali Reef Hotel',
        area: 'Nyali, Mombasa',
        country: 'kenya',
      })
      const addRate = (amount: string) =>
        post(`/admin/rates/${hotel}`, {
          intent: 'add-rate',
          label: 'Sea-view double, bed and breakfast',
          basis: 'per_person_sharing',
          amount,
          currency: 'USD',
          rateKind: 'net',
          maxOccupancy: '2',
        })
      await addRate('150')

      const page = await context.newPage()
      await page.goto(`${server.url}/admin/packages/6`)
      await page.getByRole('link', { name: 'Prices from the rate cards' }).click()
      await expect(
        page.getByRole('heading', { name: 'Prices from the rate cards: Kenya Beach Escape', level: 1 }),
      ).toBeVisible()
      const seasons = page.getByRole('table', { name: 'Seasons' })
      await expect(seasons.getByRole('row', { name: /Green season/ })).toContainText('Not priced')
      const hotelRate = 'Nyali Reef Hotel: Sea-view double, bed and breakfast'
      await page
        .getByRole('group', { name: 'Days 1-4: Mombasa, the Old Town and the reef' })
        .getByRole('combobox', { name: 'Priced from: lodge and room' })
        .fill(hotelRate)
      const beach = page
        .getByRole('group', { name: 'Days 5-6: Diani beach extension or Tsavo East safari' })
        .getByRole('combobox', { name: 'Priced from: lodge and room' })
      // A name the cards do not hold: refused beside its field, with what was typed kept.
      await beach.fill('A beach house')
      await page.getByRole('button', { name: 'Save and price' }).click()
      await expect(page.getByText('Choose one of the suggestions, or leave it empty')).toBeVisible()
      await expect(beach).toHaveValue('A beach house')
      await beach.fill(hotelRate)
      await page.getByRole('combobox', { name: 'The website shows' }).selectOption('cards')
      await page.getByRole('button', { name: 'Save and price' }).click()
      await expect(page.getByRole('status')).toHaveText(
        'Saved: the site shows the prices from the rate cards.',
      )
      // Each season: the typed figure, and the one from the cards beside it.
      const green = seasons.getByRole('row', { name: /Green season/ })
      await expect(green).toContainText('$1,650')
      await expect(green).toContainText('$1,080 (departing')
      await expectNoAxeViolations(page)

      const tour = async () => {
        await page.goto(`${server.url}/tour/kenya-beach`)
        const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
        const offer = ld.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'TouristTrip')
        return offer?.offers?.price as string | undefined
      }
      expect(await tour()).toBe('1080.00')
      await expect(page.getByText(/from \$1,080 per person sharing/).first()).toBeVisible()
      await expect(
        page
          .getByRole('row', { name: /High season/ })
          .getByRole('cell')
          .first(),
      ).toHaveText('$1,080')

      // A new rate in place of the old: the page cache's version moves, and the page follows.
      const old = await handle.db
        .selectFrom('supplier_rates')
        .select('id')
        .where('supplier_id', '=', hotel)
        .executeTakeFirstOrThrow()
      await post(`/admin/rates/${hotel}`, { intent: 'archive-rate', id: String(old.id) })
      await addRate('200')
      expect(await tour()).toBe('1440.00')
      await expect(page.getByText(/from \$1,440 per person sharing/).first()).toBeVisible()

      // Back to the typed figures: the site shows them again.
      await page.goto(`${server.url}/admin/packages/6/prices`)
      await page.getByRole('combobox', { name: 'The website shows' }).selectOption('typed')
      await page.getByRole('button', { name: 'Save and price' }).click()
      await expect(page.getByRole('status')).toHaveText('Saved: the site shows the typed prices.')
      expect(await tour()).toBe('1650.00')
      await handle.db.destroy()
      await context.close()
    })
  })
}
