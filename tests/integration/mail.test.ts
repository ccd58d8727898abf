import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { accommodationInput, contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { formatDate } from '~/lib/back-office'
import { call } from '../../testing/api'
import { describeOnBothDatabases } from '../../testing/backends'
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from '../../testing/databases'
import { outboxFiles, readMail } from '../../testing/outbox'
import { startServer, type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// Save first, then notify: the staff notice and the traveller's acknowledgement, delivery failures
// that never cost an inquiry, and exactly one delivery per mail with two instances on one database.

async function mailRows(handle: DatabaseHandle) {
  return handle.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
}

describeOnBothDatabases('inquiry mail', (backend) => {
  test('a new inquiry sends staff every field with a back-office link, and the traveller an acknowledgement', async () => {
    const { url, server } = backend()
    const outbox = path.join(server.dataDir, 'outbox')
    const before = outboxFiles(outbox).length
    const input = countryInquiryInput({
      name: 'Grace Njeri',
      safari_experience: 4,
      message: 'Honeymoon, two people.',
    })
    const created = await call<{ id: number }>(url, '/api/bookings/country_book', { json: input })
    expect(created.status).toBe(201)
    const files = await waitFor(
      () => outboxFiles(outbox),
      (list) => list.length >= before + 2,
    )
    const mails = files.slice(-2).map((name) => readMail(path.join(outbox, name)))
    const staff = mails.find((text) => /^To: safaris@example\.com/m.test(text))!
    const ack = mails.find((text) => text !== staff)!
    expect(staff).toMatch(/^To: safaris@example\.com/m)
    expect(staff).toContain(`Reply-To: ${input.email}`)
    expect(staff).toContain('Subject: New safari inquiry from Grace Njeri')
    for (const line of [
      'Name: Grace Njeri',
      `Email: ${input.email}`,
      `Phone: ${input.phone}`,
      'Safari experience: Luxury Lodge',
      `Date of arrival: ${formatDate(String(input.arrival_date))}`,
      `Date of departure: ${formatDate(String(input.depart_date))}`,
      'Message: Honeymoon, two people.',
    ]) {
      expect(staff).toContain(line)
    }
    expect(staff).toContain(`/admin/country_book/${created.body.id}`)
    // Beside the text, the same words as HTML, for mail programs that show it.
    expect(staff).toMatch(/^Content-Type: text\/html; charset=utf-8/m)
    expect(staff).toContain('<strong>Name:</strong> Grace Njeri')
    expect(ack).toContain(`To: ${input.email}`)
    expect(ack).toContain('Dear Grace,')
    expect(ack).toContain('We have received your safari inquiry')
  })
})

describe('a mail delivery that fails', () => {
  let database: TestDatabase
  let server: RunningServer
  let handle: DatabaseHandle
  let blockedOutbox: string

  beforeAll(async () => {
    database = await createSqliteDatabase()
    // The outbox "directory" is a file, so every delivery fails until it is removed.
    blockedOutbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-blocked-')), 'outbox')
    fs.writeFileSync(blockedOutbox, 'not a directory')
    server = await startServer(database.url, { MAIL_OUTBOX_DIR: blockedOutbox, MAIL_RETRY_BASE_MS: '200' })
    handle = createDatabase(database.url)
  })

  afterAll(async () => {
    await handle?.db.destroy()
    await server?.stop()
    await database?.drop()
  })

  test('never costs the inquiry: it is stored, the traveller sees success, and delivery is retried until it works', async () => {
    const created = await call<{ id: number }>(server.url, '/api/bookings/accomodation', {
      json: accommodationInput(),
    })
    expect(created.status).toBe(201)
    const form = await fetch(`${server.url}/contact`, {
      method: 'POST',
      body: new URLSearchParams({
        form: 'contact-message',
        ...contactMessageInput({ name: 'Failing Mail' }),
      }),
      redirect: 'manual',
    })
    expect(form.status).toBe(302)
    expect(form.headers.get('location')).toMatch(/^\/contact\?sent=/)

    const failing = await waitFor(
      () => mailRows(handle),
      (rows) => rows.length === 4 && rows.every((row) => row.attempts >= 2),
    )
    expect(failing).toHaveLength(4)
    for (const row of failing) {
      expect(row.status).toBe('pending')
      expect(row.attempts).toBeGreaterThanOrEqual(2)
      // The recorded reason names the real problem: the outbox path is a file, not a folder.
      expect(row.last_error).toMatch(/EEXIST|ENOTDIR|not a directory|already exists/i)
    }
    expect(
      await handle.db
        .selectFrom('accommodation_bookings')
        .select('id')
        .where('id', '=', created.body.id)
        .executeTakeFirst(),
    ).toBeDefined()
    expect(
      await handle.db
        .selectFrom('messages')
        .select('name')
        .where('name', '=', 'Failing Mail')
        .executeTakeFirst(),
    ).toBeDefined()

    fs.rmSync(blockedOutbox)
    const delivered = await waitFor(
      () => mailRows(handle),
      (rows) => rows.every((row) => row.status === 'sent'),
      20_000,
    )
    expect(delivered.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent'])
    expect(outboxFiles(blockedOutbox)).toHaveLength(4)
  })
})

describe('two instances on one PostgreSQL database', () => {
  let database: TestDatabase
  let servers: RunningServer[] = []
  let handle: DatabaseHandle
  const sharedOutbox = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-shared-outbox-'))

  beforeAll(async () => {
    database = await createPostgresDatabase()
    servers = await Promise.all(
      [0, 1].map(() => startServer(database.url, { MAIL_OUTBOX_DIR: sharedOutbox })),
    )
    handle = createDatabase(database.url)
  })

  afterAll(async () => {
    await handle?.db.destroy()
    await Promise.all(servers.map((server) => server.stop()))
    await database?.drop()
    fs.rmSync(sharedOutbox, { recursive: true, force: true })
  })

  test('send each mail exactly once', async () => {
    const count = 12
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        call(servers[index % 2]!.url, '/api/bookings/message', { json: contactMessageInput() }),
      ),
    )
    const rows = await waitFor(
      () => mailRows(handle),
      (list) => list.length === count * 2 && list.every((row) => row.status === 'sent'),
    )
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(count * 2)
    expect(rows.map((row) => [row.id, row.attempts, row.last_error])).toEqual(
      rows.map((row) => [row.id, 1, null]),
    )
    // Each file is named after its mail: a second delivery could not hide under another name.
    const files = outboxFiles(sharedOutbox)
    expect(files).toHaveLength(count * 2)
    expect(new Set(files.map((name) => name.slice(0, 'mail-000000'.length))).size).toBe(count * 2)
  })
})
