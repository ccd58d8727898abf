import { expect, test } from '@playwright/test'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { expectNoAxeViolations } from '../../../testing/axe'
import { signIn } from '../../../testing/browser-staff'
import { createPostgresDatabase, type TestDatabase } from '../../../testing/databases'
import { contactMessageInput } from '../../../testing/inquiries'
import { leadOf } from '../../../testing/leads'
import { startServer, type RunningServer } from '../../../testing/server'
import { proxyDatabase, type TcpProxy } from '../../../testing/tcp-proxy'

// A reply sent from a lead's page while the database is away (docs/product.md, "Pages under `/admin`",
// a form sent while the records cannot be reached), with JavaScript: the page says plainly that nothing
// was sent, gives back the words, and sends them once the database is back. The server reaches
// PostgreSQL through a proxy the test cuts.

let database: TestDatabase
let direct: DatabaseHandle
let proxy: TcpProxy
let server: RunningServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  database = await createPostgresDatabase()
  direct = createDatabase(database.url)
  const through = await proxyDatabase(database.url)
  proxy = through.proxy
  server = await startServer(through.url, { DB_CONNECT_TIMEOUT_MS: '1000' })
})

test.afterAll(async () => {
  proxy?.restore()
  await server?.stop()
  await direct?.db.destroy()
  await proxy?.close()
  await database?.drop()
})

test('a reply sent during an outage comes back with its words, says it was not sent, and sends after', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const sent = await context.request.post(`${server.url}/api/bookings/message`, {
    data: contactMessageInput({ name: 'Ama Mensah' }),
  })
  expect(sent.status()).toBe(201)
  const lead = await leadOf(direct, 'message', ((await sent.json()) as { id: number }).id)
  await signIn(context, context.request, server.url)
  await page.goto(`${server.url}/admin/leads/${lead.id}`)
  const words = 'Dear Ama,\n\nBwindi has two gorilla permits left for 14 March. Shall we hold them for you?'
  await page.getByLabel('Subject').fill('Gorilla permits for March')
  await page.getByLabel('Message', { exact: true }).fill(words)

  proxy.cut()
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByRole('heading', { name: 'Not sent: nothing was saved' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('no mail went to anyone')
  await expect(page.getByLabel('Subject')).toHaveValue('Gorilla permits for March')
  await expect(page.getByLabel('Message')).toHaveValue(words)
  await expectNoAxeViolations(page)
  const queued = () =>
    direct.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('lead_id', '=', lead.id)
      .where('purpose', '=', 'reply')
      .execute()
  proxy.restore()
  expect(await queued()).toEqual([])

  // Back, and sent again as it stands, with a last word added.
  await page.getByLabel('Message').fill(`${words}\n\nWarm regards`)
  await expect
    .poll(async () => (await page.request.get(`${server.url}/healthz`)).status(), { timeout: 20_000 })
    .toBe(200)
  await page.getByRole('button', { name: 'Send again' }).click()
  await expect(page.getByText('Reply queued: it is in the conversation, with its delivery.')).toBeVisible()
  const bodies = (await queued()).map((mail) => mail.body)
  // (A browser sends a text area's line breaks as CRLF.)
  expect(bodies).toEqual([expect.stringMatching(/Shall we hold them for you\?\r?\n\r?\nWarm regards/)])
})
