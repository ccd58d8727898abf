import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../../../testing/axe'
import { createSqliteDatabase, type TestDatabase } from '../../../testing/databases'
import { signIn } from '../../../testing/browser-staff'
import { startServer, type RunningServer } from '../../../testing/server'

// The trust block (docs/product.md, "Licence, team and reviews") on a server of its own: with nothing
// entered, the home and about pages show no badge, person or rating, and the JSON-LD claims no rating;
// what an admin enters shows at once, with the average of the real reviews as the only AggregateRating.

let database: TestDatabase
let server: RunningServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  database = await createSqliteDatabase()
  server = await startServer(database.url)
})

test.afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

async function travelAgency(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'TravelAgency')
}

test('nothing entered, nothing claimed; what an admin enters shows on home and about', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000)
  const traveller = await (await browser.newContext()).newPage()
  for (const path of ['/', '/about']) {
    await traveller.goto(`${server.url}${path}`)
    await expect(traveller.getByRole('heading', { name: 'Who you would travel with' })).toHaveCount(0)
    await expect(traveller.getByRole('list', { name: 'Trade memberships' })).toHaveCount(0)
  }
  await traveller.goto(server.url)
  const before = await travelAgency(traveller)
  expect(before).toBeDefined()
  expect(before).not.toHaveProperty('aggregateRating')

  await signIn(context, context.request, server.url)
  await page.goto(`${server.url}/admin`)
  await page.getByRole('link', { name: 'Licence and reviews' }).click()
  await expect(page.getByRole('heading', { name: 'Licence, team and reviews', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)

  const licence = page.getByRole('region', { name: 'Licence and memberships' })
  await licence.getByLabel('Licence', { exact: true }).fill('Uganda Tourism Board licence UTB/TO/0417')
  const auto = licence.getByRole('group', { name: /^AUTO/ })
  await auto.getByLabel('We are members').check()
  await auto.getByLabel('Member number').fill('A-208')
  await auto.getByLabel('Link to the member register').fill('http://auto.example/members')
  await licence.getByRole('button', { name: 'Save licence and memberships' }).click()
  await expect(auto.getByLabel('Link to the member register')).toHaveAccessibleDescription(
    'A web address starting with https://',
  )
  await expect(auto.getByLabel('Link to the member register')).toHaveValue('http://auto.example/members')
  await auto.getByLabel('Link to the member register').fill('https://auto.example/members')
  await licence.getByRole('button', { name: 'Save licence and memberships' }).click()
  await expect(page.getByText('Saved: the home and about pages show it now.')).toBeVisible()

  const team = page.getByRole('region', { name: 'Team' })
  await team.getByLabel('Name', { exact: true }).fill('Amina Otieno')
  await team.getByLabel('Role', { exact: true }).fill('Safari planner')
  await team.getByRole('button', { name: 'Add to the team' }).click()
  await expect(page.getByText('Amina Otieno added to the team.')).toBeVisible()

  const reviews = page.getByRole('region', { name: 'Reviews' })
  const addReview = async (review: { author: string; source: string; rating: string; text: string }) => {
    await reviews.getByLabel('Written by').fill(review.author)
    await reviews.getByLabel('Where it was written').selectOption({ label: review.source })
    await reviews.getByLabel('Rating', { exact: true }).selectOption({ label: `${review.rating} out of 5` })
    await reviews.getByLabel('Date written').fill('2026-10-02')
    await reviews.getByLabel('The review', { exact: true }).fill(review.text)
    await reviews.getByLabel('Link to the review').fill('https://reviews.example/tembo')
    await reviews.getByRole('button', { name: 'Add the review' }).click()
    await expect(reviews.getByRole('listitem').filter({ hasText: review.text })).toBeVisible()
    // Added, the form is empty for the next one.
    await expect(reviews.getByLabel('Written by')).toHaveValue('')
  }
  await addReview({
    author: 'Hannah K.',
    source: 'Google',
    rating: '5',
    text: 'Our gorilla trek was organised to the minute.',
  })
  await addReview({
    author: 'Marco B.',
    source: 'Tripadvisor',
    rating: '4',
    text: 'A long drive on day six, but a superb guide.',
  })

  // The traveller's next view of home and about (served from the cache before) shows all of it.
  for (const path of ['/', '/about']) {
    await traveller.goto(`${server.url}${path}`)
    const block = traveller.getByRole('region', { name: 'Who you would travel with' })
    await expect(block).toContainText('Uganda Tourism Board licence UTB/TO/0417')
    await expect(
      block.getByRole('link', { name: /AUTO.*Member no\. A-208.*Check the register/ }),
    ).toHaveAttribute('href', 'https://auto.example/members')
    await expect(block).toContainText('Amina Otieno')
    await expect(block).toContainText('Rated 4.5 out of 5 in 2 reviews on Google and Tripadvisor.')
    await expect(block).toContainText('Our gorilla trek was organised to the minute.')
  }
  await traveller.goto(server.url)
  expect(await travelAgency(traveller)).toMatchObject({
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
  })
  await expectNoAxeViolations(traveller)

  // Removed, a review leaves the average.
  await reviews.getByRole('button', { name: 'Remove: the review by Marco B.', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Review removed.')
  await traveller.goto(server.url)
  await expect(traveller.getByText('Rated 5 out of 5 in 1 review on Google.')).toBeVisible()
  await page.goto(`${server.url}/admin/audit`)
  await expect(page.getByRole('main')).toContainText('Review removed')
  await expect(page.getByRole('main')).toContainText('Team member added')
})

test('without JavaScript, a refused form comes back with what was typed and says what is missing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await signIn(context, context.request, server.url)
  const page = await context.newPage()
  await page.goto(`${server.url}/admin/trust`)

  const team = page.getByRole('region', { name: 'Team' })
  await team.getByLabel('Name', { exact: true }).fill('Joseph Mugisha')
  await team.getByRole('button', { name: 'Add to the team' }).click()
  await expect(team.getByLabel('Role', { exact: true })).toHaveAccessibleDescription(
    'Give the role, e.g. Safari planner',
  )
  await expect(team.getByLabel('Name', { exact: true })).toHaveValue('Joseph Mugisha')

  const reviews = page.getByRole('region', { name: 'Reviews' })
  await reviews.getByLabel('Written by').fill('Claire D.')
  await reviews.getByLabel('The review', { exact: true }).fill('Twelve days, not one wasted hour.')
  await reviews.getByRole('button', { name: 'Add the review' }).click()
  await expect(reviews.getByLabel('Where it was written')).toHaveAccessibleDescription(
    'Choose where the review was written',
  )
  await expect(reviews.getByLabel('Written by')).toHaveValue('Claire D.')
  await expect(reviews.getByLabel('The review', { exact: true })).toHaveValue(
    'Twelve days, not one wasted hour.',
  )

  const licence = page.getByRole('region', { name: 'Licence and memberships' })
  await licence.getByLabel('Company registration').fill('80020001234567')
  const auto = licence.getByRole('group', { name: /^AUTO/ })
  await auto.getByLabel('We are members').check()
  await auto.getByLabel('Link to the member register').fill('http://auto.example/register')
  await licence.getByRole('button', { name: 'Save licence and memberships' }).click()
  await expect(auto.getByLabel('Link to the member register')).toHaveAccessibleDescription(
    'A web address starting with https://',
  )
  await expect(auto.getByLabel('Link to the member register')).toHaveValue('http://auto.example/register')
  await expect(auto.getByLabel('We are members')).toBeChecked()
  await expect(licence.getByLabel('Company registration')).toHaveValue('80020001234567')
  await context.close()
})

test('in German once its words are written there, and none while they are not whole', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000)
  const german = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../messages/de.json'), 'utf8'),
  ) as Record<string, string>
  const traveller = await (await browser.newContext()).newPage()
  const germanBlock = () => traveller.getByRole('region', { name: german.trust_heading })
  // The licence, the AUTO membership, Amina Otieno and Hannah K.'s review stand from the first test.
  await traveller.goto(`${server.url}/de`)
  await expect(germanBlock()).toHaveCount(0)

  await signIn(context, context.request, server.url)
  await page.goto(`${server.url}/admin/trust`)
  const languages = page.getByRole('region', { name: 'In German and French' })
  await expect(languages).toContainText('German: not complete, its pages show no trust block')
  const form = languages.getByRole('form', { name: 'The trust block in German' })
  await form
    .getByLabel('Licence in German')
    .fill('Reiseveranstalter-Lizenz des Uganda Tourism Board UTB/TO/0417')
  await form.getByRole('button', { name: 'Save the German words' }).click()
  // Every role is asked for: the form comes back with what was typed.
  await expect(form.getByLabel("Amina Otieno's role in German")).toHaveAccessibleDescription(
    /Give the role in German/,
  )
  await expect(form.getByLabel('Licence in German')).toHaveValue(
    'Reiseveranstalter-Lizenz des Uganda Tourism Board UTB/TO/0417',
  )
  await form.getByLabel("Amina Otieno's role in German").fill('Safariplanerin')
  await form.getByRole('button', { name: 'Save the German words' }).click()
  await expect(
    page.getByText('Saved in German: the German home and about pages show the trust block in it now.'),
  ).toBeVisible()
  await expect(languages).toContainText('German: written, shown on its pages')

  for (const where of ['/de', '/de/about']) {
    await traveller.goto(`${server.url}${where}`)
    const block = germanBlock()
    await expect(block).toContainText('Reiseveranstalter-Lizenz des Uganda Tourism Board UTB/TO/0417')
    await expect(block).toContainText('Safariplanerin')
    await expect(block.getByRole('link', { name: /AUTO.*A-208/ })).toHaveAttribute(
      'href',
      'https://auto.example/members',
    )
    await expect(block).toContainText(
      german.trust_rated_one!.replace('{value}', '5').replace('{sources}', 'auf Google'),
    )
    // The review is quoted as its traveller wrote it; nothing of the block's English wording is left.
    await expect(block).toContainText('Our gorilla trek was organised to the minute.')
    for (const english of ['Who you would travel with', 'Our team', 'Safari planner', 'Rated 5 out of 5'])
      await expect(block).not.toContainText(english)
  }
  await expectNoAxeViolations(traveller)
  // French has no words yet: no block there.
  await traveller.goto(`${server.url}/fr`)
  await expect(traveller.locator('#trust-heading')).toHaveCount(0)

  // A member added in English leaves the German words short of a role: the German block goes until it is written.
  const team = page.getByRole('region', { name: 'Team' })
  await team.getByLabel('Name', { exact: true }).fill('Joseph Mugisha')
  await team.getByLabel('Role', { exact: true }).fill('Driver-guide')
  await team.getByRole('button', { name: 'Add to the team' }).click()
  await expect(page.getByText('Joseph Mugisha added to the team.')).toBeVisible()
  await expect(languages).toContainText('German: not complete, its pages show no trust block')
  await traveller.goto(`${server.url}/de`)
  await expect(germanBlock()).toHaveCount(0)
})
