import { devices, expect, test } from '@playwright/test'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { createDatabase } from '@db/client'
import { expectNoAxeViolations } from '../../../testing/axe'
import { staffPage } from '../../../testing/browser-staff'
import { databases, type TestDatabase } from '../../../testing/databases'
import { leadForProposal, proposalFields, proposalRequests, typedProposal } from '../../../testing/proposals'
import { addMaraCards } from '../../../testing/rate-cards'
import { startServer, type RunningServer } from '../../../testing/server'
import { letTravellersPayByBank } from '../../../testing/ways-to-pay'
import { paintedPictures, regionLook, renderedPages } from '../../../testing/pdf-pictures'
import { waitFor } from '../../../testing/wait'
import { outboxRaw } from '../../../testing/outbox'
import { uploadLodgePhotograph } from '../../../testing/lodge-photographs'

// A package's proposal with flights typed by hand, their cost and supplier beside them, priced from the
// rate cards, on SQLite and on PostgreSQL: the flights line is still there, the package's own price gave
// way to the cards', the night in Nairobi (no lodge chosen or typed) and the Mara stay (no park fee) are
// warned about beside their entries, the margin counts the flights' cost; the send asks to confirm the
// warnings, and goes once they are. The traveller reads neither cost nor supplier. The lodge's own
// photograph, uploaded on its card, shows in Where you stay on the traveller's phone and in the PDF,
// which opens with a cover and gives every day a picture (its pictures counted as a reader paints them,
// its first pages rendered to images and looked at).
//
// By hand: two adults two nights at Mara Serena, $300 each a night: cost $1,200, at the default 20%
// $1,440. The flights 2 × $1,450, cost 2 × $1,200. The trip $4,340, cost $3,600, margin $740 (17.05%).

for (const { label, create } of databases) {
  test.describe(`lines typed by hand kept through pricing (${label})`, () => {
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

    test('the flights kept with their cost, the unpriced nights warned, sent after confirming', async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const handle = createDatabase(database.url)
      const requests = proposalRequests(
        () => server.url,
        () => path.join(server.dataDir, 'outbox'),
      )
      await letTravellersPayByBank(handle)
      const lead = await leadForProposal(server.url, handle, 'Amani Otieno')
      const post = async (path: string, fields: Record<string, string> | URLSearchParams) => {
        const answer = await requests.post(path, lead.cookie, fields)
        expect(answer.status, path).toBeLessThan(400)
      }
      // The Mara's lodge and park, the park in the lodge's area.
      const { lodge } = await addMaraCards(post, handle)

      // From a package: its price per adult, and the flights typed by hand with their cost; the Mara's
      // lodge chosen from the cards, Nairobi's not.
      const proposal = await requests.start(lead.cookie, lead.id)
      const trip = typedProposal({
        currency: 'USD',
        startDate: '2027-07-10',
        adults: '2',
        children: '0',
        days: [
          {
            days: '1',
            title: 'Nairobi',
            text: 'Arrival.',
            overnight: 'Nairobi',
            lodge: 'Hemingways',
            meals: ['D'],
          },
          {
            days: '2',
            title: 'The Maasai Mara',
            text: 'Game drives.',
            overnight: 'Maasai Mara',
            lodge: 'Mara Serena Safari Lodge',
            meals: ['B', 'L', 'D'],
            lodgeRate: 'Mara Serena Safari Lodge: Double, full board',
          },
          { days: '1', title: 'Home', text: 'Departure.', overnight: '', lodge: '', meals: ['B'] },
        ],
        lines: [
          { description: 'Safari package, per adult', quantity: '2', unit: '11,900', per: 'adult' },
          {
            description: 'Flights',
            quantity: '2',
            unit: '1,450',
            category: 'transport',
            cost: '1,200',
            supplier: 'Safarilink',
          },
        ],
      })
      await post(`/admin/proposals/${proposal}`, proposalFields(trip, 'save'))

      const page = await staffPage(browser, server.url, lead.cookie)
      await page.goto(`${server.url}/admin/proposals/${proposal}`)
      // Each typed line has its cost: the package's none, the flights' 1,200.
      await expect(page.getByRole('textbox', { name: 'Cost each (staff only)' }).nth(1)).toHaveValue('1200')
      const pricing = page.getByRole('region', { name: 'Price from the rate cards' })
      await pricing.getByRole('button', { name: 'Price from the rate cards' }).click()
      await expect(
        page.getByText(/1 line typed by hand is kept: the proposal comes to US\$4,340\. 2 warnings below/),
      ).toBeVisible()

      // The flights line is still there, with its cost and supplier; the package's price is gone.
      const what = page.getByRole('textbox', { name: 'What', exact: true })
      await expect(what).toHaveCount(2)
      await expect(what.nth(0)).toHaveValue('Mara Serena Safari Lodge, 2 nights')
      await expect(what.nth(1)).toHaveValue('Flights')
      await expect(page.getByRole('textbox', { name: 'Cost each (staff only)' })).toHaveValue('1200')
      await expect(page.getByRole('textbox', { name: 'Supplier (staff only)' })).toHaveValue('Safarilink')

      // Beside their entries: the night in Nairobi, the Mara stay with no park fee.
      await expect(page.getByRole('list', { name: 'Warnings for entry 1' })).toContainText(
        '1 night at Hemingways with no lodge priced or typed',
      )
      await expect(page.getByRole('list', { name: 'Warnings for entry 2' })).toContainText(
        'A stay in Maasai Mara with no park fee',
      )
      await expect(page.getByRole('list', { name: 'Warnings for entry 3' })).toHaveCount(0)

      // The margin counts the flights' cost: $3,600 of cost, $740 of margin, nothing without a cost.
      const margins = page.getByRole('table', { name: 'Cost and margin' })
      await expect(margins.getByRole('row', { name: /Typed by hand: Safarilink/ })).toContainText('US$2,400')
      const whole = margins.getByRole('row', { name: /^The trip/ })
      await expect(whole).toContainText('US$3,600')
      await expect(whole).toContainText('US$4,340')
      await expect(whole).toContainText('US$740')
      await expect(whole).not.toContainText('no known cost')
      await expectNoAxeViolations(page)

      // The lodge's own photograph, uploaded on its card with its words.
      const card = await staffPage(browser, server.url, lead.cookie)
      await card.goto(`${server.url}/admin/rates/${lodge}`)
      await uploadLodgePhotograph(card, 'The lodge terrace above the plains')
      await expect(card.getByRole('status')).toHaveText(
        'Photograph added: proposals sent from now on show it.',
      )
      await card.close()

      // Sent: refused while the warnings stand, then sent once they are confirmed.
      const send = page.getByRole('button', { name: 'Save and send to the traveller' })
      await send.click()
      await expect(page.getByText(/Saved, not sent: 2 warnings stand\./)).toBeVisible()
      expect(
        await handle.db
          .selectFrom('proposal_versions')
          .select('id')
          .where('proposal_id', '=', proposal)
          .execute(),
      ).toEqual([])
      await page.getByRole('checkbox', { name: /^Send with these warnings/ }).check()
      await send.click()
      await expect(page.getByText(/^Version 1 sent to/)).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'What', exact: true }).nth(1)).toHaveValue('Flights')

      // The traveller reads the flights at their price, never their cost or supplier.
      const { view } = await handle.db
        .selectFrom('proposal_versions')
        .select('view')
        .where('proposal_id', '=', proposal)
        .executeTakeFirstOrThrow()
      expect(view).toContain('Flights')
      expect(view).not.toMatch(/Safarilink|"cost"|fromCards/)

      // On the traveller's phone: the cover, a picture beside each day, and Where you stay with the
      // lodge's own photograph and the lodge typed into Nairobi's night.
      const [secret] = await waitFor(
        () => requests.links(lead.email),
        (found) => found.length === 1,
      )
      const phone = await browser.newContext({ ...devices['Pixel 7'] })
      const traveller = await phone.newPage()
      await traveller.goto(`${server.url}/proposal/${secret}`)
      const days = traveller.getByRole('region', { name: 'Your trip, day by day' })
      await expect(days.getByRole('listitem').filter({ has: traveller.getByRole('img') })).toHaveCount(3)
      const stays = traveller.getByRole('region', { name: 'Where you stay' })
      await expect(stays.getByRole('img', { name: 'The lodge terrace above the plains' })).toBeVisible()
      await expect(stays.getByRole('heading', { name: 'Hemingways' })).toBeVisible()
      await expect(stays).toContainText('Maasai Mara · 2 nights')
      await expectNoAxeViolations(traveller)
      const shown = (await traveller.locator('main').innerText()).replace(/\s+/g, ' ')
      await phone.close()

      // The PDF: a cover across the top of its first page, a picture for each of the three entries, the
      // lodge's photograph in Where you stay.
      const answer = await page.request.get(`${server.url}/admin/proposals/${proposal}/pdf?version=1`)
      expect(answer.headers()['content-type']).toBe('application/pdf')
      const pdf = new Uint8Array(await answer.body())
      const painted = await paintedPictures(pdf)
      expect(painted.filter((picture) => picture.page === 1 && picture.width > 1000)).toHaveLength(1)
      expect(painted.filter((picture) => picture.width === 240 && picture.height === 180)).toHaveLength(3)
      expect(painted.filter((picture) => picture.width === 316 && picture.height === 237)).toHaveLength(1)
      const [cover, daysPage] = await renderedPages(pdf, 2)
      const top = await regionLook(cover!, { left: 0, top: 0, width: 1, height: 0.3 })
      expect(top.variation, 'the cover picture').toBeGreaterThan(15)
      const beside = await regionLook(daysPage!, { left: 0.09, top: 0.12, width: 0.18, height: 0.1 })
      expect(beside.variation, "the first day's picture").toBeGreaterThan(15)

      // The page, the PDF and the mail say the total and each adult's share, and none of the cards' or
      // staff's words: no season, residency, ISO date, supplier or cost.
      const pdfText = (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text.replace(
        /\s+/g,
        ' ',
      )
      const mail = await simpleParser(
        outboxRaw(path.join(server.dataDir, 'outbox')).find((raw) => raw.includes(secret!))!,
      )
      for (const [what, text] of [
        ['page', shown],
        ['PDF', pdfText],
        ['mail', mail.text ?? ''],
      ] as const) {
        expect(text, `${what}: the total`).toContain('US$4,340')
        expect(text, `${what}: each adult's share`).toMatch(/US\$2,170 (per adult|each for 2 adults)/)
        expect(text, `${what}: the cards' and staff's words`).not.toMatch(
          /season|resident|\d{4}-\d\d-\d\d|Safarilink|\bcost\b|margin/i,
        )
      }
      await handle.db.destroy()
    })
  })
}
