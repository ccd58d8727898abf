import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { countryInquiryInput } from '../../testing/inquiries'
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink'
import { call, signInByForm } from '../../testing/api'
import { createSqliteDatabase, type TestDatabase } from '../../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// A mail server's refusal for good (5xx) is final after one try; staff are alerted once when the notice
// meant for them fails, see it on the dashboard and the mail problems page, and send it again there,
// as it is or to a corrected address.

let database: TestDatabase
let smtp: SmtpSink
let server: RunningServer
let handle: DatabaseHandle
let cookie: string

const OPERATOR = 'safaris@example.com'

beforeAll(async () => {
  database = await createSqliteDatabase()
  // The operator's mailbox refuses everything for good; other addresses take mail.
  smtp = await startSmtpSink({
    kind: 'refuse',
    code: 550,
    message: 'No such mailbox',
    recipients: /^safaris@/,
  })
  server = await startServer(database.url, { SMTP_URL: smtp.url })
  handle = createDatabase(database.url)
  cookie = await signInByForm(server.url)
})

afterAll(async () => {
  await handle?.db.destroy()
  await server?.stop()
  await smtp?.close()
  await database?.drop()
})

const rows = () => handle.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()

async function page(path: string) {
  const answer = await fetch(`${server.url}${path}`, { headers: { cookie } })
  return { status: answer.status, html: await answer.text() }
}

function post(form: Record<string, string>) {
  return fetch(`${server.url}/admin/mail`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  })
}

describe('a mail refused for good', () => {
  test('fails after one try, alerts staff once, and is listed where staff look', async () => {
    const input = countryInquiryInput({ name: 'Hannah Okello' })
    expect((await call(server.url, '/api/bookings/country_book', { json: input })).status).toBe(201)
    const settled = await waitFor(
      rows,
      (list) => list.length === 3 && list.every((row) => row.status !== 'pending'),
    )
    const [notice, acknowledgement, alert] = settled
    expect(notice).toMatchObject({ purpose: 'staff-notice', status: 'failed', attempts: 1 })
    expect(notice!.last_error).toMatch(/^Refused for good: .*550/)
    expect(notice!.alerted_at).not.toBeNull()
    expect(acknowledgement).toMatchObject({
      purpose: 'acknowledgement',
      status: 'sent',
      to_address: input.email,
    })
    // The alert went to the staff account's own address, and says where to act.
    expect(alert).toMatchObject({ purpose: 'mail-alert', status: 'sent', to_address: ADMIN.email })
    const alertMail = smtp.received.find((mail) => mail.to.includes(ADMIN.email))!
    expect(alertMail.subject).toContain(`a staff notice to ${OPERATOR} was not delivered`)
    expect(alertMail.raw).toContain('/admin/mail')
    // The refused mail was tried once: the sink refused it once and accepted two others.
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([ADMIN.email, input.email].sort())

    const dashboard = await page('/admin')
    expect(dashboard.html).toContain('1 mail has not been delivered.')
    expect(dashboard.html).toContain('href="/admin/mail"')
    const list = await page('/admin/mail')
    expect(list.status).toBe(200)
    expect(list.html).toContain('Notice to staff')
    expect(list.html).toContain('New safari inquiry from Hannah Okello')
    expect(list.html).toContain('Failed after 1 try')
    expect(list.html).toContain('No such mailbox')
  })

  test('a wrong address is refused beside its field, keeping what was typed', async () => {
    const [notice] = await rows()
    const answer = await post({ intent: 'address', id: String(notice!.id), to_address: 'bookings@example' })
    expect(answer.status).toBe(400)
    const html = await answer.text()
    expect(html).toContain('Invalid email')
    expect(html).toContain('value="bookings@example"')
    expect(html).toContain('aria-invalid="true"')
    expect((await rows())[0]).toMatchObject({ status: 'failed', to_address: OPERATOR })
  })

  test('sent again to a corrected address, it is delivered once, with its Message-ID kept', async () => {
    const [notice] = await rows()
    const answer = await post({
      intent: 'address',
      id: String(notice!.id),
      to_address: 'bookings@example.com',
    })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('Sending again, now to bookings@example.com.')
    const [delivered] = await waitFor(rows, (list) => list[0]!.status === 'sent')
    expect(delivered).toMatchObject({
      status: 'sent',
      to_address: 'bookings@example.com',
      message_id: notice!.message_id,
    })
    expect(smtp.received.filter((mail) => mail.to.includes('bookings@example.com'))).toHaveLength(1)
    expect((await page('/admin')).html).not.toContain('not been delivered')
    expect((await page('/admin/mail')).html).toContain('No mail problems')
  })

  test('retry now sends it as it is, once the mail server takes it', async () => {
    expect(
      (await call(server.url, '/api/bookings/country_book', { json: countryInquiryInput() })).status,
    ).toBe(201)
    const failed = await waitFor(rows, (list) => list.filter((row) => row.status === 'failed').length === 1)
    const notice = failed.find((row) => row.status === 'failed')!
    // An alert per mail given up on, not one per look.
    expect(failed.filter((row) => row.purpose === 'mail-alert')).toHaveLength(2)
    smtp.behaviour = { kind: 'accept' }
    expect((await post({ intent: 'retry', id: String(notice.id) })).status).toBe(200)
    const after = await waitFor(rows, (list) => list.every((row) => row.status === 'sent'))
    expect(after.every((row) => row.status === 'sent')).toBe(true)
    expect(smtp.received.filter((mail) => mail.messageId === notice.message_id)).toHaveLength(1)
    // A mail already sent has nothing to retry.
    expect((await post({ intent: 'retry', id: String(notice.id) })).status).toBe(409)
  })
})
