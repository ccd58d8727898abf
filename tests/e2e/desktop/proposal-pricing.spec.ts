import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { createDatabase } from '@db/client'
import { startSmtpSink, type SmtpSink } from '../../../scripts/smtp-sink'
import { expectNoAxeViolations } from '../../../testing/axe'
import { expectNoCodeSnifferErrors } from '../../../testing/html-codesniffer'
import { staffPage } from '../../../testing/browser-staff'
import { databases, type TestDatabase } from '../../../testing/databases'
import { leadForProposal, proposalFields, proposalRequests, typedProposal } from '../../../testing/proposals'
import { addSupplier } from '../../../testing/rate-cards'
import { startServer, type RunningServer } from '../../../testing/server'
import { waitFor } from '../../../testing/wait'
import { letTravellersPayByBank } from '../../../testing/ways-to-pay'

// A proposal priced from the rate cards, on SQLite and on PostgreSQL: the cards entered (two seasons,
// a camp's rate sheet imported as CSV, a park's fees by residency and age), a trip for two adults and a
// 12-year-old, East African residents, whose two nights fall in two seasons; priced at the default
// markup, then with the day's markup changed, then a line sold at a price of its own and another made
// complimentary; the cost and margin shown to staff; sent; the traveller's page, the mail and the PDF's
// text hold the price and nothing of the cost or the margin, and the page and the PDF say where they stay.
//
// By hand: a night in High season costs 3 × $300 (the child of 12 pays as an adult), one in Peak season
// 3 × $400; the park $10 a day for each adult and $5 for the child, two days: $50. Cost $2,150. At 20%:
// $1,080 + $1,440 + $60 = $2,580. At the day's 10%: $990 + $1,320 + $55 = $2,365, a margin of $215.
// The High season night sold at $1,000 and the park complimentary: $2,320, a margin of $170 (7.33%).

for (const { label, create } of databases) {
  test.describe(`a proposal priced from the rate cards (${label})`, () => {
    let smtp: SmtpSink
    let database: TestDatabase
    let server: RunningServer
    test.beforeAll(async () => {
      smtp = await startSmtpSink()
      database = await create()
      server = await startServer(database.url, { SMTP_URL: smtp.url })
    })
    test.afterAll(async () => {
      await server?.stop()
      await database?.drop()
      await smtp?.close()
    })

    test('cards entered, a trip priced across a season change, its margin for staff only', async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const handle = createDatabase(database.url)
      const requests = proposalRequests(
        () => server.url,
        () => server.dataDir,
      )
      await letTravellersPayByBank(handle)
      const lead = await leadForProposal(server.url, handle, 'Wanjiru Kamau')
      const post = async (path: string, fields: Record<string, string>) => {
        const answer = await requests.post(path, lead.cookie, fields)
        expect(answer.status, `${path} ${JSON.stringify(fields)}`).toBeLessThan(400)
      }
      // The cards: two seasons, a camp from its rate sheet, a park's fees.
      await post('/admin/rates', {
        intent: 'add-season',
        name: 'High season 2027',
        startsOn: '2027-06-01',
        endsOn: '2027-07-10',
      })
      await post('/admin/rates', {
        intent: 'add-season',
        name: 'Peak season 2027',
        startsOn: '2027-07-11',
        endsOn: '2027-10-31',
      })
      const camp = await addSupplier(post, handle, {
        kind: 'lodge',
        name: 'Mbuzi Mawe Camp',
        area: 'Serengeti',
        country: 'tanzania',
        description: 'Tented camp among the granite kopjes of the central Serengeti.',
      })
      await post(`/admin/rates/${camp}`, {
        intent: 'choose-picture',
        picture: 'scene:tented-camp',
        alt: 'Tents among the granite kopjes',
      })
      const sheet = [
        'season,for,basis,rate,currency,net_or_rack,max_occupancy,min_age,max_age',
        'High season 2027,"Tent, full board",per_person_sharing,300,USD,net,3,,',
        'High season 2027,"Tent, full board",per_person_sharing,150,USD,net,3,3,11',
        'Peak season 2027,"Tent, full board",per_person_sharing,400,USD,net,3,,',
        'Peak season 2027,"Tent, full board",per_person_sharing,200,USD,net,3,3,11',
      ].join('\n')
      await post(`/admin/rates/${camp}`, { intent: 'import-sheet', sheet })
      const park = await addSupplier(post, handle, {
        kind: 'park',
        name: 'Serengeti National Park',
        area: 'Serengeti',
        country: 'tanzania',
      })
      for (const [residency, minAge, maxAge, rate] of [
        ['east_african', '16', '120', '10'],
        ['east_african', '5', '15', '5'],
        ['non_resident', '16', '120', '70'],
      ] as const)
        await post(`/admin/rates/${park}`, {
          intent: 'add-rate',
          label: 'Conservation fee',
          basis: 'per_person_day',
          amount: rate,
          currency: 'USD',
          rateKind: 'net',
          residency,
          minAge,
          maxAge,
        })

      // The trip: two nights from 10 July, two adults and a child, in dollars.
      const proposal = await requests.start(lead.cookie, lead.id, 'blank')
      const trip = typedProposal({
        title: 'Serengeti in two seasons',
        currency: 'USD',
        startDate: '2027-07-10',
        adults: '2',
        children: '1',
        days: [
          {
            days: '2',
            title: 'The Serengeti',
            text: 'Game drives.',
            overnight: 'Serengeti',
            lodge: 'Mbuzi Mawe Camp',
            meals: ['B', 'L', 'D'],
          },
        ],
        // A package's price per adult, which the cards' price replaces (a line typed by hand is kept).
        lines: [{ description: 'Safari, per adult sharing', quantity: '2', unit: '4,250.50', per: 'adult' }],
      })
      expect(
        (await requests.post(`/admin/proposals/${proposal}`, lead.cookie, proposalFields(trip, 'save')))
          .status,
      ).toBe(200)

      const page = await staffPage(browser, server.url, lead.cookie)
      await page.goto(`${server.url}/admin/proposals/${proposal}`)
      const pricing = page.getByRole('region', { name: 'Price from the rate cards' })
      await page
        .getByRole('combobox', { name: 'Priced from: lodge and room' })
        .fill('Mbuzi Mawe Camp: Tent, full board')
      await page.getByRole('combobox', { name: 'Park fees' }).fill('Serengeti National Park')
      await pricing.getByRole('combobox', { name: 'The party’s residency' }).selectOption('east_african')
      // The child's age is asked for: refused without it, beside its field.
      await pricing.getByRole('button', { name: 'Price from the rate cards' }).click()
      await expect(page.getByText("Give each child's age, 1 in all, e.g. 12, 7")).toBeVisible()
      await pricing.getByRole('textbox', { name: "Children's ages" }).fill('12')
      await pricing.getByRole('button', { name: 'Price from the rate cards' }).click()
      await expect(
        page.getByText(
          /^Priced from the rate cards: 2 price lines, US\$2,580 in all \(cost US\$2,150, margin US\$430, 16\.67%\)\.$/,
        ),
      ).toBeVisible()
      const margins = page.getByRole('table', { name: 'Cost and margin' })
      await expect(
        margins.getByRole('row', { name: /1 night from 2027-07-10 \(High season 2027\)/ }),
      ).toContainText('US$900')
      await expect(
        margins.getByRole('row', { name: /1 night from 2027-07-11 \(Peak season 2027\)/ }),
      ).toContainText('US$1,440')
      await expect(margins.getByRole('row', { name: /^The trip/ })).toContainText('US$430')

      // The day's markup changed to 10%: priced again.
      await page.getByRole('textbox', { name: "This day's markup (%)" }).fill('10')
      await pricing.getByRole('button', { name: 'Price from the rate cards' }).click()
      await expect(
        page.getByText(
          /^Priced from the rate cards: 2 price lines, US\$2,365 in all \(cost US\$2,150, margin US\$215, 9\.09%\)\.$/,
        ),
      ).toBeVisible()
      // The camp's two nights are one line to the traveller: $990 and $1,320.
      await expect(page.getByRole('textbox', { name: 'Price each' }).first()).toHaveValue('2310')
      await expect(margins.getByRole('row', { name: /Conservation fee/ })).toContainText(
        "The Serengeti: the day's markup",
      )
      await expectNoAxeViolations(page)

      // For this trip only: the High season night sold at $1,000, the park's fees complimentary.
      await page
        .getByRole('textbox', {
          name: /1 night from 2027-07-10 \(High season 2027\): sell at, for this trip$/,
        })
        .fill('1,000')
      await page.getByRole('checkbox', { name: /^Complimentary: Serengeti National Park/ }).check()
      await pricing.getByRole('button', { name: 'Price from the rate cards' }).click()
      await expect(
        page.getByText(
          /^Priced from the rate cards: 2 price lines, US\$2,320 in all \(cost US\$2,150, margin US\$170, 7\.33%\)\.$/,
        ),
      ).toBeVisible()
      await expect(margins.getByRole('row', { name: /High season 2027/ })).toContainText(
        'a price for this trip',
      )
      await expect(margins.getByRole('row', { name: /Conservation fee/ })).toContainText('complimentary')
      await expect(
        page.getByRole('checkbox', { name: /^Complimentary: Serengeti National Park/ }),
      ).toBeChecked()

      // Sent: the traveller's page and the PDF hold the price, never the cost or the margin.
      await page.getByRole('button', { name: 'Save and send to the traveller' }).click()
      await expect(page.getByText(/^Version 1 sent to/)).toBeVisible()
      const [mail] = await waitFor(
        () => smtp.received.filter((item) => /^Your safari proposal/.test(item.subject)),
        (found) => found.length === 1,
      )
      const message = await simpleParser(mail!.raw)
      const pdf = (
        await extractText(await getDocumentProxy(new Uint8Array(message.attachments[0]!.content)), {
          mergePages: true,
        })
      ).text.replace(/\s+/g, ' ')
      const link = /\/proposal\/[A-Za-z0-9_-]{32}/.exec(message.text ?? '')![0]
      const traveller = await (await browser.newContext()).newPage()
      await traveller.goto(`${server.url}${link}`)
      await expect(
        traveller
          .getByRole('region', { name: 'Where you stay' })
          .getByRole('img', { name: 'Tents among the granite kopjes' }),
      ).toBeVisible()
      const shown = (await traveller.locator('body').innerText()).replace(/\s+/g, ' ')
      // What the traveller reads of the price: the total, each one's share, the lines under plain
      // headings in their words, the park given; none of the cards' words (decision 053).
      const price = traveller.getByRole('region', { name: 'The price', exact: true })
      await expect(price.getByRole('table', { name: 'Accommodation' })).toContainText(
        'Mbuzi Mawe Camp, 2 nights',
      )
      await expect(
        price
          .getByRole('table', { name: 'Park fees and permits' })
          .getByRole('row', { name: 'Serengeti National Park fees, 2 days Complimentary' }),
      ).toBeVisible()
      await expect(price).toContainText('US$773.34 for 1 person')
      const priceText = (await price.innerText()).replace(/\s+/g, ' ')
      expect(priceText).not.toMatch(/season|resident|\d{4}-\d\d-\d\d|US\$0(?![\d.,])/i)
      await expectNoAxeViolations(traveller)
      // The price's tables as pa11y's HTML_CodeSniffer reads them: each amount with its own header.
      await expectNoCodeSnifferErrors(traveller, 'main')
      for (const [what, text] of [
        ['page', shown],
        ['PDF', pdf],
        ['mail', message.text ?? ''],
      ] as const) {
        expect(text, what).toContain('2,320')
        expect(text, `${what}: each one's share`).toContain('US$773.33 each for 2 people')
        expect(text, `${what}: the cards' words`).not.toMatch(
          /(High|Peak) season|resident|Conservation fee|\d{4}-\d\d-\d\d/i,
        )
        if (what !== 'mail')
          expect(text, `${what}: where you stay`).toMatch(
            /Where you stay.*Mbuzi Mawe Camp.*Tented camp among the granite kopjes of the central Serengeti\./i,
          )
        for (const secret of [
          /2,150/,
          /(?<![\d,.])170(?![\d,])/,
          /7\.33/,
          /margin/i,
          /net rate/i,
          /\bcost\b/i,
        ])
          expect(text, `${what}: ${secret}`).not.toMatch(secret)
      }
      await handle.db.destroy()
    })
  })
}
