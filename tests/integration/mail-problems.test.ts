import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { countryInquiryInput } from '../../testing/inquiries'
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink'
import { call, signInByForm } from '../../testing/api'
import { createSqliteDatabase, type TestDatabase } from '../../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// A mail server's refusal for good (5xx) is final after one try; staff are alerted once when the notice
// meant for them fails, see it on the dashboard and the mail problems page, and send it again there:
// as it is, or (an admin, for a traveller's mail only) to a corrected address.

let database: TestDatabase
let smtp: SmtpSink
let server: RunningServer
let handle: DatabaseHandle
let cookie: string

const OPERATOR = 'safaris@example.com'

beforeAll(async () => {
  database = await createSqliteDatabase()
  // The operator's mailbox, and a traveller's mistyped one, refuse everything for good; others take mail.
  smtp = await startSmtpSink({
    kind: 'refuse',
    code: 550,
    message: 'No such mailbox',
    recipients: /^(safaris|mistyped)@/,
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

  test('staff mail is never sent to another address', async () => {
    const [notice] = await rows()
    const answer = await post({
      intent: 'address',
      id: String(notice!.id),
      to_address: 'bookings@example.com',
    })
    expect(answer.status).toBe(403)
    expect((await rows())[0]).toMatchObject({ status: 'failed', to_address: OPERATOR })
  })

  /** A traveller's acknowledgement refused by their mistyped mailbox. */
  async function refusedAcknowledgement() {
    const input = countryInquiryInput({ name: 'Tomas Berg', email: 'mistyped@example.com' })
    expect((await call(server.url, '/api/bookings/country_book', { json: input })).status).toBe(201)
    const list = await waitFor(rows, (all) =>
      all.some((row) => row.to_address === input.email && row.status === 'failed'),
    )
    return list.find((row) => row.to_address === input.email)!
  }

  test("a wrong address for a traveller's mail is refused beside its field, keeping what was typed", async () => {
    const acknowledgement = await refusedAcknowledgement()
    const answer = await post({
      intent: 'address',
      id: String(acknowledgement.id),
      to_address: 'tomas@example',
    })
    expect(answer.status).toBe(400)
    const html = await answer.text()
    expect(html).toContain('Invalid email')
    expect(html).toContain('value="tomas@example"')
    expect(html).toContain('aria-invalid="true"')
    expect(await rows()).toContainEqual(
      expect.objectContaining({
        id: acknowledgement.id,
        status: 'failed',
        to_address: 'mistyped@example.com',
      }),
    )
  })

  test('sent again to a corrected address, it is delivered once, with its Message-ID kept', async () => {
    const acknowledgement = (await rows()).find((row) => row.to_address === 'mistyped@example.com')!
    const answer = await post({
      intent: 'address',
      id: String(acknowledgement.id),
      to_address: 'tomas@example.com',
    })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('Sending again, now to tomas@example.com.')
    const delivered = await waitFor(rows, (list) =>
      list.some((row) => row.id === acknowledgement.id && row.status === 'sent'),
    )
    expect(delivered.find((row) => row.id === acknowledgement.id)).toMatchObject({
      status: 'sent',
      to_address: 'tomas@example.com',
      message_id: acknowledgement.message_id,
    })
    expect(smtp.received.filter((mail) => mail.to.includes('tomas@example.com'))).toHaveLength(1)
    // The staff notices to the operator's refusing mailbox are still listed; the traveller's is not.
    const list = (await page('/admin/mail')).html
    expect(list).not.toContain('mistyped@example.com')
    expect(list).toContain(OPERATOR)
  })

  test('retry now sends it as it is, once the mail server takes it', async () => {
    const failedBefore = (await rows()).filter((row) => row.status === 'failed')
    expect(
      (await call(server.url, '/api/bookings/country_book', { json: countryInquiryInput() })).status,
    ).toBe(201)
    const failed = await waitFor(
      rows,
      (list) => list.filter((row) => row.status === 'failed').length === failedBefore.length + 1,
    )
    const notices = failed.filter((row) => row.status === 'failed')
    const notice = notices.at(-1)!
    expect(notice.purpose).toBe('staff-notice')
    // An alert per mail given up on, not one per look.
    expect(failed.filter((row) => row.purpose === 'mail-alert')).toHaveLength(notices.length)
    smtp.behaviour = { kind: 'accept' }
    for (const mail of notices)
      expect((await post({ intent: 'retry', id: String(mail.id) })).status).toBe(200)
    const after = await waitFor(rows, (list) => list.every((row) => row.status === 'sent'))
    expect(after.every((row) => row.status === 'sent')).toBe(true)
    expect(smtp.received.filter((mail) => mail.messageId === notice.message_id)).toHaveLength(1)
    // A mail already sent has nothing to retry.
    expect((await post({ intent: 'retry', id: String(notice.id) })).status).toBe(409)
  })
})
