import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { contactMessageInput } from '../../testing/inquiries'
import { startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink'
import { call } from '../../testing/api'
import {
  createPostgresDatabase,
  createSqliteDatabase,
  POSTGRES_ADMIN_URL,
  type TestDatabase,
} from '../../testing/databases'
import { startServer, type RunningServer } from '../../testing/server'
import { proxyDatabase } from '../../testing/tcp-proxy'
import { canMountDisks, mountSmallDisk } from '../../testing/small-disk'
import { waitFor } from '../../testing/wait'

// Each mail reaches its receiver once, through the faults that used to send it twice: a slow mail
// server with two instances sharing the outbox, a mail server that accepted a mail while the database
// could not record it, and a file outbox after a crash or on a full disk. Deliveries are counted by a
// real SMTP server (scripts/smtp-sink.ts) by Message-ID, or as files.

const cleanup: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

async function database(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const created = kind === 'sqlite' ? await createSqliteDatabase() : await createPostgresDatabase()
  cleanup.push(() => created.drop())
  return created
}

async function server(url: string, env: Record<string, string>): Promise<RunningServer> {
  const started = await startServer(url, env)
  cleanup.push(() => started.stop())
  return started
}

async function sink(...args: Parameters<typeof startSmtpSink>): Promise<SmtpSink> {
  const started = await startSmtpSink(...args)
  cleanup.push(() => started.close())
  return started
}

function handleOf(url: string): DatabaseHandle {
  const handle = createDatabase(url)
  cleanup.push(() => handle.db.destroy())
  return handle
}

const mailRows = (handle: DatabaseHandle) =>
  handle.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()

/** The outbox once it holds `count` mails, all sent (read through outages); each is expected sent. */
async function sentMails(handle: DatabaseHandle, count: number, timeoutMs = 30_000) {
  const rows = await waitFor(
    async () => mailRows(handle).catch(() => []),
    (list) => list.length === count && list.every((row) => row.status === 'sent'),
    timeoutMs,
  )
  expect(rows.map((row) => row.status)).toEqual(Array.from({ length: count }, () => 'sent'))
  return rows
}

async function sendMessages(urls: string[], count: number): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      call(urls[index % urls.length]!, '/api/bookings/message', { json: contactMessageInput() }),
    ),
  )
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
}

/** Every Message-ID of the outbox arrived exactly once, and nothing else arrived. */
function expectEachDeliveredOnce(smtp: SmtpSink, rows: { message_id: string | null }[]) {
  const deliveries = smtp.deliveries()
  const twice = [...deliveries].filter(([, count]) => count > 1)
  expect(twice, 'delivered more than once').toEqual([])
  expect(rows.every((row) => row.message_id)).toBe(true)
  expect([...deliveries.keys()].sort()).toEqual(rows.map((row) => row.message_id).sort())
}

describe('two instances on one PostgreSQL database and a slow mail server', () => {
  test('each mail is delivered once, though sending a batch takes far longer than a claim lasts', async () => {
    // Scaled down from the 7 s per mail and 2-minute claim seen in production: 1 s per mail against a
    // 3 s claim, with 24 mails (20 claimed at a time).
    const smtp = await sink({ kind: 'accept', delayMs: 1000 })
    const db = await database('postgres')
    const env = { SMTP_URL: smtp.url, MAIL_CLAIM_MS: '3000' }
    const instances = await Promise.all([server(db.url, env), server(db.url, env)])
    await sendMessages(
      instances.map((instance) => instance.url),
      12,
    )
    const handle = handleOf(db.url)
    const rows = await sentMails(handle, 24, 60_000)
    // Let any second sender finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expectEachDeliveredOnce(smtp, rows)
    expect(smtp.received).toHaveLength(24)
  })
})

describe('a mail server that accepts a mail while the database cannot record it', () => {
  test('is not sent the mail again: the send is recorded once the database is back', async () => {
    const smtp = await sink({ kind: 'accept' })
    const db = await database('postgres')
    const name = new URL(db.url).pathname.slice(1)
    const app = await server(db.url, { SMTP_URL: smtp.url, MAIL_CLAIM_MS: '3000', MAIL_RETRY_BASE_MS: '200' })
    const admin = new pg.Client({
      connectionString: POSTGRES_ADMIN_URL,
    })
    await admin.connect()
    cleanup.push(() => admin.end())
    let cut = false
    smtp.beforeAnswer = async () => {
      if (cut) return
      cut = true
      // Just before the mail server says "accepted", the database goes away for 4 s: longer than a claim.
      await admin.query(`alter database ${name} allow_connections false`)
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name])
      setTimeout(() => void admin.query(`alter database ${name} allow_connections true`), 4000)
    }
    await sendMessages([app.url], 1)
    const handle = handleOf(db.url)
    const rows = await sentMails(handle, 2, 30_000)
    expect(rows.map((row) => row.attempts)).toEqual([1, 1])
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expectEachDeliveredOnce(smtp, rows)
    expect(app.output()).toContain('mail sent, but not yet recorded as sent')
  })
})

describe('two instances, and a mail at the mail server when its sender loses the database or dies', () => {
  test('the other instance does not send it again: its sender records it once the database is back', async () => {
    const smtp = await sink({ kind: 'accept' })
    const db = await database('postgres')
    // Each instance reaches PostgreSQL through a proxy of its own, so the database can come back to the
    // two at different moments, as after a failover.
    const routes = await Promise.all([0, 1].map(() => proxyDatabase(db.url)))
    const proxies = routes.map((route) => route.proxy)
    cleanup.push(() => Promise.all(proxies.map((proxy) => proxy.close())).then(() => undefined))
    const env = {
      SMTP_URL: smtp.url,
      MAIL_CLAIM_MS: '3000',
      MAIL_RETRY_BASE_MS: '200',
      INSTANCE_HEARTBEAT_MS: '2000',
      DB_CONNECT_TIMEOUT_MS: '1000',
    }
    const instances = await Promise.all(routes.map((route) => server(route.url, env)))
    const handle = handleOf(db.url)
    let cut = false
    smtp.beforeAnswer = async (mail) => {
      if (cut) return
      cut = true
      const row = await handle.db
        .selectFrom('mail_outbox')
        .select('claimed_by')
        .where('message_id', '=', mail.messageId)
        .executeTakeFirstOrThrow()
      const sender = instances.findIndex((instance) => row.claimed_by?.includes(`-${instance.pid}-`))
      expect(sender).not.toBe(-1)
      // Just before the mail server says "accepted", the database goes away for both instances: for
      // 6 s, twice a claim, for the other one, and 2.5 s longer for the one sending.
      for (const proxy of proxies) proxy.cut()
      setTimeout(() => proxies[1 - sender]!.restore(), 6000)
      setTimeout(() => proxies[sender]!.restore(), 8500)
    }
    await sendMessages([instances[0]!.url], 1)
    const rows = await sentMails(handle, 2, 40_000)
    // Long enough for the other instance to have taken the mail over, were it going to.
    await new Promise((resolve) => setTimeout(resolve, 6000))
    expectEachDeliveredOnce(smtp, rows)
    expect(instances.map((instance) => instance.output()).join('')).toContain(
      'mail sent, but not yet recorded as sent',
    )
  })

  test('a sender that crashed with a mail at the mail server is taken over once its heartbeat lapses', async () => {
    const smtp = await sink({ kind: 'accept' })
    const db = await database('postgres')
    const env = { SMTP_URL: smtp.url, MAIL_CLAIM_MS: '3000', INSTANCE_HEARTBEAT_MS: '1000' }
    const instances = await Promise.all([server(db.url, env), server(db.url, env)])
    const handle = handleOf(db.url)
    let crashedAt = 0
    smtp.beforeAnswer = async (mail) => {
      if (crashedAt) return
      const row = await handle.db
        .selectFrom('mail_outbox')
        .select('claimed_by')
        .where('message_id', '=', mail.messageId)
        .executeTakeFirstOrThrow()
      const sender = instances.find((instance) => row.claimed_by?.includes(`-${instance.pid}-`))
      // The sender dies as the mail server is about to accept: nobody can know it was delivered.
      crashedAt = Date.now()
      await sender!.crash()
    }
    await sendMessages([instances[0]!.url], 1)
    await sentMails(handle, 2)
    // Sent again by the instance left, with the same Message-ID, after three missed beats.
    const repeated = [...smtp.deliveries()].filter(([, count]) => count === 2).map(([id]) => id)
    expect(repeated.length).toBeGreaterThanOrEqual(1)
    const again = smtp.received.filter((mail) => repeated.includes(mail.messageId)).at(-1)!
    expect(again.at - crashedAt).toBeGreaterThanOrEqual(3000)
  })
})

const outboxFiles = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith('.')) : []

describe('the file outbox (no SMTP server set)', () => {
  test('a mail written before a crash, whose record was lost, is not written a second time', async () => {
    const db = await database('sqlite')
    const app = await server(db.url, {})
    const outbox = path.join(app.dataDir, 'outbox')
    await sendMessages([app.url], 1)
    const handle = handleOf(db.url)
    await waitFor(
      () => mailRows(handle),
      (list) => list.length === 2 && list.every((row) => row.status === 'sent'),
    )
    expect(outboxFiles(outbox)).toHaveLength(2)
    // As a SIGKILL between writing the file and recording it leaves the row: an attempt begun, no outcome.
    await handle.db
      .updateTable('mail_outbox')
      .set({
        status: 'pending',
        sent_at: null,
        claimed_until: null,
        attempt_started_at: new Date().toISOString(),
        attempts: 0,
      })
      .execute()
    await call(app.url, '/api/bookings/message', { json: contactMessageInput() })
    const rows = await waitFor(
      () => mailRows(handle),
      (list) => list.length === 4 && list.every((row) => row.status === 'sent'),
    )
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent'])
    // The attempt the crash cut counts: two for each of the first mails, one for the others.
    expect(rows.map((row) => row.attempts)).toEqual([2, 2, 1, 1])
    const files = outboxFiles(outbox)
    expect(files).toHaveLength(4)
    expect(new Set(files.map((file) => file.slice(0, 'mail-000000'.length))).size).toBe(4)
    expect(app.output()).toContain('mail file already written by an earlier attempt')
  })

  test.skipIf(!canMountDisks)(
    'on a full disk, no mail is half written, and each is written once when space returns',
    async () => {
      // A 1 MB disk of its own for the outbox.
      const disk = mountSmallDisk(1)
      cleanup.push(() => disk.remove())
      const outbox = path.join(disk.path, 'outbox')
      fs.mkdirSync(outbox)
      disk.fill()
      const db = await database('sqlite')
      const app = await server(db.url, {
        MAIL_OUTBOX_DIR: outbox,
        MAIL_RETRY_BASE_MS: '200',
      })
      await sendMessages([app.url], 3)
      const handle = handleOf(db.url)
      const failing = await waitFor(
        () => mailRows(handle),
        (list) => list.length === 6 && list.every((row) => row.attempts >= 2),
      )
      for (const row of failing) {
        expect(row.status).toBe('pending')
        expect(row.last_error).toMatch(/ENOSPC|no space/i)
      }
      // Nothing half written, nor left aside.
      expect(fs.readdirSync(outbox)).toEqual([])
      disk.empty()
      const rows = await waitFor(
        () => mailRows(handle),
        (list) => list.every((row) => row.status === 'sent'),
        20_000,
      )
      expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'))
      const files = fs.readdirSync(outbox)
      expect(files).toHaveLength(6)
      for (const file of files) {
        expect(fs.readFileSync(path.join(outbox, file), 'utf8')).toContain('</html>')
      }
    },
  )
})
