import path from 'node:path'
import { expect, test } from '@playwright/test'
import { createDatabase } from '@db/client'
import { expectNoAxeViolations } from '../../../testing/axe'
import { databases, type TestDatabase } from '../../../testing/databases'
import { outboxMails } from '../../../testing/outbox'
import { staffPage } from '../../../testing/browser-staff'
import {
  acceptAt,
  leadForProposal,
  linkAndShown,
  proposalFields,
  proposalRequests,
  typedProposal,
} from '../../../testing/proposals'
import { addSupplier } from '../../../testing/rate-cards'
import { startServer, type RunningServer } from '../../../testing/server'
import { waitFor } from '../../../testing/wait'
import { letTravellersPayByBank } from '../../../testing/ways-to-pay'

// Gorilla permits held, on SQLite and on PostgreSQL with two instances of the site: an admin records
// two permits for a date; a proposal for three travellers trekking that day warns in the editor that it
// is one short; two more are recorded and the warning goes; the traveller accepts on both instances at
// once, and the trip takes its three permits once.

for (const { label, create } of databases) {
  test.describe(`permits held (${label})`, () => {
    let database: TestDatabase
    let servers: RunningServer[] = []
    test.beforeAll(async () => {
      database = await create()
      servers = [await startServer(database.url), await startServer(database.url)]
    })
    test.afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await database?.drop()
    })

    test('a trip short of permits warns in the editor; accepted twice at once, it takes them once', async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const [one, two] = servers as [RunningServer, RunningServer]
      const handle = createDatabase(database.url)
      const requests = proposalRequests(
        () => one.url,
        () => one.dataDir,
      )
      await letTravellersPayByBank(handle)
      const lead = await leadForProposal(one.url, handle, 'Ingrid Solberg')
      const post = async (path: string, fields: Record<string, string> | URLSearchParams) => {
        const answer = await requests.post(path, lead.cookie, fields)
        expect(answer.status, `${path}`).toBeLessThan(400)
      }
      const permit = await addSupplier(post, handle, {
        kind: 'permit',
        name: 'Bwindi gorilla permit',
        area: 'Bwindi Impenetrable National Park',
        country: 'uganda',
      })
      await post(`/admin/rates/${permit}`, {
        intent: 'add-rate',
        label: 'Gorilla trekking permit',
        basis: 'per_person',
        amount: '800',
        currency: 'USD',
        rateKind: 'net',
        residency: 'non_resident',
      })

      // Two permits held for 11 July, recorded on the permits page.
      const page = await staffPage(browser, one.url, lead.cookie)
      await page.goto(`${one.url}/admin`)
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Permits held' })
        .click()
      const form = page.getByRole('form', { name: 'Record permits bought' })
      await form
        .getByRole('combobox', { name: 'Permit' })
        .selectOption({ label: 'Bwindi gorilla permit, Bwindi Impenetrable National Park' })
      await form.getByLabel('For the date').fill('2027-07-11')
      await form.getByRole('spinbutton', { name: 'How many' }).fill('0')
      await form.getByRole('textbox', { name: 'What one cost' }).fill('700')
      await form.getByRole('button', { name: 'Record them' }).click()
      await expect(page.getByText('How many: 1 to 500')).toBeVisible()
      await form.getByRole('spinbutton', { name: 'How many' }).fill('2')
      await form.getByRole('button', { name: 'Record them' }).click()
      await expect(page.getByRole('status')).toHaveText('2 Bwindi gorilla permit held for 2027-07-11.')
      const row = page
        .getByRole('table', { name: 'By date' })
        .getByRole('row', { name: /Bwindi gorilla permit/ })
      await expect(row).toContainText('US$1,400')
      await expectNoAxeViolations(page)

      // Three travellers trek on the trip's second day, 11 July: one permit short.
      const proposal = await requests.start(lead.cookie, lead.id, 'blank')
      const trip = typedProposal({
        currency: 'USD',
        adults: '2',
        children: '1',
        pricingChildAges: '16',
        days: [
          {
            days: '1',
            title: 'Entebbe',
            text: 'Arrival.',
            overnight: 'Entebbe',
            lodge: 'Lake hotel',
            meals: ['D'],
          },
          {
            days: '2',
            title: 'Bwindi',
            text: 'Gorilla trekking.',
            overnight: 'Bwindi',
            lodge: 'Forest lodge',
            meals: ['B', 'L', 'D'],
            other: `${permit}|Gorilla trekking permit`,
          },
        ],
      })
      await post(`/admin/proposals/${proposal}`, proposalFields(trip, 'price'))
      await page.goto(`${one.url}/admin/proposals/${proposal}`)
      const checks = page.getByRole('region', { name: 'Permits this trip needs' })
      await expect(checks.getByRole('alert')).toHaveText(
        'This trip needs more permits than are held and free: buy them before it is accepted.',
      )
      await expect(checks).toContainText(
        'Bwindi gorilla permit: Gorilla trekking permit, Sun, 11 Jul 2027: needs 3; 2 held, 0 taken by other trips, 2 free: 1 short.',
      )
      await expectNoAxeViolations(page)

      await post('/admin/permits', {
        permit: String(permit),
        date: '2027-07-11',
        count: '2',
        cost: '700',
        currency: 'USD',
        note: '',
      })
      await page.reload()
      await expect(checks.getByRole('alert')).toHaveCount(0)
      await expect(checks).toContainText('needs 3; 4 held, 0 taken by other trips, 4 free.')

      // Sent from the editor as priced (its lines carry what the cards cost), then accepted on both
      // instances at once: one acceptance, three permits taken once. The nights at Entebbe and Bwindi
      // have no lodge priced or typed: sent with the warnings confirmed.
      await page.getByRole('checkbox', { name: /^Send with these warnings/ }).check()
      await page.getByRole('button', { name: 'Save and send to the traveller' }).click()
      const mail = await waitFor(
        () =>
          [one, two]
            .flatMap((server) => outboxMails(path.join(server.dataDir, 'outbox')))
            .find((text) => text.includes(`To: ${lead.email}`) && text.includes('/proposal/')),
        (found) => found !== undefined,
      )
      const { link, shown } = await linkAndShown(mail, handle, proposal)
      const answers = await Promise.all(
        [one, two].map((server) => acceptAt(server.url, link, 'Ingrid Solberg', shown)),
      )
      expect(answers.map((answer) => answer.status)).toEqual([302, 302])
      const taken = await handle.db
        .selectFrom('permit_allocations')
        .select(['supplier_id', 'on_date', 'count'])
        .where('proposal_id', '=', proposal)
        .execute()
      expect(taken.map((item) => ({ ...item, supplier_id: Number(item.supplier_id) }))).toEqual([
        { supplier_id: permit, on_date: '2027-07-11', count: 3 },
      ])
      // The acceptance keeps what the version cost by the cards, for the confirmed margin: three
      // permits at $800.
      const acceptance = await handle.db
        .selectFrom('proposal_acceptances')
        .select(['cost_minor', 'total_minor'])
        .where('proposal_id', '=', proposal)
        .executeTakeFirstOrThrow()
      expect(Number(acceptance.cost_minor)).toBe(240_000)
      await page.goto(`${one.url}/admin/permits`)
      const day = page
        .getByRole('table', { name: 'By date' })
        .getByRole('row', { name: /Bwindi gorilla permit/ })
      await expect(day.getByRole('cell').nth(2)).toHaveText('4')
      await expect(day.getByRole('cell').nth(3)).toHaveText('3')
      await expect(day.getByRole('cell').nth(4)).toHaveText('1')
      await expect(day).toContainText('Ingrid Solberg (3)')
      // The trip's own permits are not counted against it once it is accepted.
      await page.goto(`${one.url}/admin/proposals/${proposal}`)
      await expect(checks).toContainText('needs 3; 4 held, 0 taken by other trips, 4 free.')
      await handle.db.destroy()
      await page.context().close()
    })
  })
}
