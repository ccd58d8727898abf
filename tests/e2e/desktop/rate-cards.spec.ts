import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../../../testing/axe'
import { createSqliteDatabase, type TestDatabase } from '../../../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../../../testing/server'
import { addStaff } from '../../../testing/staff'
import { uploadLodgePhotograph } from '../../../testing/lodge-photographs'

// The rate cards as an admin keeps them and an agent reads them: seasons (one refused for overlapping
// another, one copied into the next year with its rates raised), a lodge with a rate refused until its
// occupancy is given, then archived, never deleted; the camp's pictures, a photograph uploaded and a
// drawn scene chosen, each with its words. axe checks both pages.

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

async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const login = await context.request.post(`${server.url}/api/bookings/login`, { data: who })
  expect(login.status()).toBe(200)
  await context.addCookies([
    {
      name: 'tembo_session',
      value: login.headers()['x-login']!,
      url: server.url,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
  return context.newPage()
}

test('an admin enters seasons and a lodge rate, copies the season a year on, archives a rate; an agent reads them', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await signedIn(browser, ADMIN)
  await page.goto(`${server.url}/admin`)
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Rate cards' })
    .click()
  await expect(page.getByRole('heading', { name: 'Rate cards', level: 1 })).toBeVisible()
  await expect(page.getByText('No season yet: add the first below.')).toBeVisible()

  const addSeason = async (name: string, from: string, to: string) => {
    const form = page.getByRole('form', { name: 'Add a season' })
    await form.getByRole('textbox', { name: 'Name' }).fill(name)
    await form.getByLabel('First day').fill(from)
    await form.getByLabel('Last day').fill(to)
    await form.getByRole('button', { name: 'Add the season' }).click()
  }
  await addSeason('High season 2027', '2027-06-01', '2027-10-31')
  await expect(page.getByRole('status')).toHaveText('High season 2027 added.')
  // Backwards, then overlapping: each said beside its field, with what was typed kept.
  await addSeason('Wrong way round', '2027-12-20', '2027-12-01')
  await expect(page.getByText('The season ends on or after the day it starts')).toBeVisible()
  await addSeason('Shoulder 2027', '2027-10-15', '2027-12-15')
  await expect(
    page.getByText(/These dates meet High season 2027 .*: seasons may not overlap\./),
  ).toBeVisible()
  await expect(
    page.getByRole('form', { name: 'Add a season' }).getByRole('textbox', { name: 'Name' }),
  ).toHaveValue('Shoulder 2027')
  await expectNoAxeViolations(page)

  // The default markup quotes take: a wrong one refused beside its field, then saved.
  const markup = page.getByRole('form', { name: 'The default markup' })
  await expect(page.getByText('Quotes priced from the cards take 20% where no line')).toBeVisible()
  await markup.getByRole('textbox', { name: 'Default markup (%)' }).fill('twenty')
  await markup.getByRole('button', { name: 'Save the markup' }).click()
  await expect(page.getByText('A markup in percent from 0 to 500, e.g. 20 or 12.5')).toBeVisible()
  await markup.getByRole('textbox', { name: 'Default markup (%)' }).fill('22.5')
  await markup.getByRole('button', { name: 'Save the markup' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Quotes now take 22.5% where no line, day or trip sets a markup; website prices from the cards are rounded up to the next $10.',
  )

  // A local currency's rate for cards that charge in it: a wrong one refused beside its field.
  const local = page.getByRole('form', { name: 'Local currencies' })
  await local.getByRole('textbox', { name: 'Kenyan shillings (KES) to one US dollar' }).fill('many')
  await local.getByRole('button', { name: 'Save the rates' }).click()
  await expect(page.getByText('How many one US dollar buys, e.g. 129.5, or empty')).toBeVisible()
  await local.getByRole('textbox', { name: 'Kenyan shillings (KES) to one US dollar' }).fill('129.5')
  await local.getByRole('button', { name: 'Save the rates' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'One US dollar buys KES 129.5: proposals priced from now on convert cards in them at these rates.',
  )

  // A lodge, and its rate: refused without the room's occupancy, then added.
  const supplier = page.getByRole('form', { name: 'Add a supplier' })
  await supplier.getByRole('combobox', { name: 'What it is' }).selectOption('lodge')
  await supplier.getByRole('textbox', { name: 'Name' }).fill('Mara River Camp')
  await supplier.getByRole('textbox', { name: 'Where' }).fill('Maasai Mara National Reserve')
  await supplier.getByRole('combobox', { name: 'Country' }).selectOption('kenya')
  await supplier.getByRole('button', { name: 'Add the supplier' }).click()
  await expect(page.getByRole('status')).toHaveText('Mara River Camp added: open it to enter its rates.')
  await page.getByRole('link', { name: 'Mara River Camp' }).click()
  await expect(page.getByRole('heading', { name: 'Mara River Camp', level: 1 })).toBeVisible()
  await expect(page.getByText('No rate yet.')).toBeVisible()
  await page.getByRole('combobox', { name: 'Season' }).selectOption({ label: 'High season 2027' })
  await page.getByRole('textbox', { name: 'Room type and meal plan' }).fill('Double tent, full board')
  await page.getByRole('textbox', { name: 'Rate', exact: true }).fill('450')
  await page.getByRole('textbox', { name: 'Single supplement per night (optional)' }).fill('120')
  await page.getByRole('button', { name: 'Add the rate' }).click()
  await expect(page.getByText('How many a room takes: 1 to 20')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Room type and meal plan' })).toHaveValue(
    'Double tent, full board',
  )
  await page.getByRole('spinbutton', { name: 'Most people a room takes' }).fill('3')
  await page.getByRole('button', { name: 'Add the rate' }).click()
  await expect(page.getByRole('status')).toHaveText('Rate added: Double tent, full board.')
  const rates = page.getByRole('table', { name: 'Rates' })
  await expect(rates.getByRole('row', { name: /Double tent, full board/ })).toContainText('US$450')
  await expect(rates.getByRole('row', { name: /Double tent, full board/ })).toContainText(
    'up to 3 a room; single supplement US$120',
  )
  // The pictures the proposal shows of the camp: its own photograph, refused without its words, then
  // one of the site's drawn scenes, each shown with the words typed.
  const photo = await uploadLodgePhotograph(page, null)
  await expect(photo.getByText('Describe the photograph for travellers who cannot see it')).toBeVisible()
  await uploadLodgePhotograph(page, 'Two tents above the Mara River')
  await expect(page.getByRole('status')).toHaveText('Photograph added: proposals sent from now on show it.')
  await expect(page.getByRole('img', { name: 'Two tents above the Mara River' })).toBeVisible()
  const chosen = page.getByRole('form', { name: 'Choose one of the site’s images' })
  await chosen.getByRole('combobox', { name: 'Image' }).selectOption({ label: 'Drawn scene: tented camp' })
  await chosen
    .getByRole('textbox', { name: 'What the picture shows, for travellers who cannot see it' })
    .fill('A drawn tented camp at dusk')
  await chosen.getByRole('button', { name: 'Add the picture' }).click()
  await expect(page.getByRole('status')).toHaveText('Picture added: proposals sent from now on show it.')
  await expect(page.getByRole('img', { name: 'A drawn tented camp at dusk' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The season copied into 2028, its rates 5% up.
  await page.getByRole('link', { name: 'Rate cards' }).first().click()
  const copy = page.getByRole('form', { name: 'Copy a season into the next year' })
  await copy
    .getByRole('combobox', { name: 'Season to copy into the next year' })
    .selectOption({ label: 'High season 2027' })
  await copy.getByRole('spinbutton', { name: 'Change its rates by (%)' }).fill('5')
  await copy.getByRole('button', { name: 'Copy with its rates' }).click()
  await expect(page.getByRole('status')).toHaveText('Copied into the next year, its rates raised by 5%.')
  await expect(
    page.getByRole('table', { name: 'Seasons' }).getByRole('row', { name: /High season 2028/ }),
  ).toContainText('1')
  await page.getByRole('link', { name: 'Mara River Camp' }).click()
  await expect(rates.getByRole('row', { name: /High season 2028/ })).toContainText('US$472.50')

  // Archived, not deleted: it moves to the archived rates.
  await rates
    .getByRole('row', { name: /High season 2027/ })
    .getByRole('button', { name: /Archive/ })
    .click()
  await expect(page.getByRole('status')).toHaveText('Rate archived: quotes priced from it keep it.')
  await expect(rates.getByRole('row', { name: /High season 2027/ })).toHaveCount(0)
  await page.getByText('Archived rates (1)').click()
  await expect(page.getByRole('table', { name: 'Archived rates' })).toContainText('High season 2027')

  // A rate sheet pasted as CSV: checked line by line, added only once every line is right.
  const sheet = page.getByRole('textbox', { name: 'The rate sheet (CSV)' })
  const lines = [
    'season,for,basis,rate,currency,net_or_rack,max_occupancy,single_supplement,room_type',
    'High season 2028,"Family tent, full board",per_room,"1,150",USD,rack,5,,',
    ',Double tent (all year),per_person_sharing,390,USD,net,,,Double room',
  ]
  await sheet.fill(lines.join('\n'))
  await page.getByRole('button', { name: 'Check the sheet' }).click()
  await expect(page.getByText('1 of 2 lines need correcting: nothing was added.')).toBeVisible()
  await expect(page.getByText('Line 3: max_occupancy: How many a room takes: 1 to 20')).toBeVisible()
  await expect(page.getByRole('button', { name: /Add these/ })).toHaveCount(0)
  await sheet.fill(
    [...lines.slice(0, 2), ',Double tent (all year),per_person_sharing,390,USD,net,2,,Double room'].join(
      '\n',
    ),
  )
  await page.getByRole('button', { name: 'Check the sheet' }).click()
  await expect(page.getByText('2 rates are ready to add.')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Add these 2 rates' }).click()
  await expect(page.getByRole('status').first()).toHaveText('2 rates added from the sheet.')
  await expect(rates.getByRole('row', { name: /Family tent, full board/ })).toContainText('US$1,150')
  await expect(rates.getByRole('row', { name: /Double tent \(all year\)/ })).toContainText('All year')
  // Its type of room, which a trip's double rooms are priced at.
  await expect(rates.getByRole('row', { name: /Double tent \(all year\)/ })).toContainText('double room')

  // An agent reads the cards and has no form to change them; a change they post is refused.
  const agent = await signedIn(browser, await addStaff(database.url, 'agent'))
  await agent.goto(`${server.url}/admin/rates`)
  await expect(agent.getByText('Admins change them; you can read them.')).toBeVisible()
  await expect(agent.getByRole('form', { name: 'Add a season' })).toHaveCount(0)
  await agent.getByRole('link', { name: 'Mara River Camp' }).click()
  await expect(agent.getByRole('table', { name: 'Rates' })).toContainText('US$472.50')
  await expect(agent.getByRole('button', { name: 'Add the rate' })).toHaveCount(0)
  await expectNoAxeViolations(agent)
  const refused = await agent.request.post(agent.url(), {
    form: { intent: 'archive-rate', id: '1' },
    headers: { origin: server.url },
  })
  expect(refused.status()).toBe(403)
})
