import http from 'node:http'
import { createDatabase, openSqlite, postgresPool } from '@db/client'
import { migrateToLatest } from '@db/migrate'
import { inquiryKind } from '../../app/inquiries'

// The inquiry path's ceiling that commits, the figure Tembo's inquiry rate is measured against: a bare Node
// http server that, for each posted country inquiry, validates it with the kind's schema and commits the rows
// Tembo writes for it, with the same drivers, pool and settings (db/client.ts) but no query builder, in
// one transaction as Tembo's: the inquiry, the lead found or opened (with PostgreSQL's advisory lock), its
// event, the acknowledgements' count, the two outbox rows and, last, the address's rate-limit count
// (docs/decisions/040-limit-in-the-inquiry.md). No routing, no React Router, no mail sent. Prints its port
// on the first line.

const [url] = process.argv.slice(2) as [string]
const migrating = createDatabase(url)
await migrateToLatest(migrating)
await migrating.db.destroy()

const kind = inquiryKind('country')
const WINDOW_MS = 10 * 60 * 1000
const LEAD_COLUMNS = [
  'email_key',
  'name',
  'email',
  'countries',
  'packages',
  'source',
  'status',
  'waiting_since',
  'created_at',
  'last_activity_at',
]
const MAIL_COLUMNS = [
  'purpose',
  'inquiry_kind',
  'inquiry_id',
  'lead_id',
  'to_address',
  'recipient_key',
  'reply_to',
  'subject',
  'body',
  'status',
  'attempts',
  'next_attempt_at',
  'created_at',
]

interface Inquiry {
  row: Record<string, string | number | null>
  key: string
  at: string
  windowStart: string
}

function prepare(input: unknown): Inquiry {
  const row: Record<string, string | number | null> = {
    ...kind.toRow(kind.schema.parse(input)),
    created_at: new Date().toISOString(),
  }
  const now = Date.now()
  return {
    row,
    key: String(row.email).toLowerCase(),
    at: String(row.created_at),
    windowStart: new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS).toISOString(),
  }
}

const leadValues = ({ row, key, at }: Inquiry) => [
  key,
  row.name,
  row.email,
  '[]',
  '[]',
  'direct',
  'new',
  at,
  at,
  at,
]
const mailValues = ({ row, key, at }: Inquiry, id: number, leadId: number) =>
  [
    [
      'staff-notice',
      'country',
      id,
      leadId,
      'safaris@example.com',
      null,
      row.email,
      'New inquiry',
      'A new inquiry.',
    ],
    [
      'acknowledgement',
      'country',
      id,
      leadId,
      row.email,
      key,
      'safaris@example.com',
      'We have it',
      'Thank you.',
    ],
  ].map((values) => [...values, 'pending', 0, at, at])

const list = (names: string[]) => names.map((name) => `"${name}"`).join(', ')

function sqliteStore() {
  const sqlite = openSqlite(url)
  let insertInquiry: ReturnType<typeof sqlite.prepare<unknown[]>> | undefined
  const limit = sqlite.prepare(
    `insert into rate_limits (key, window_start, count, last_at) values (?, ?, 1, ?)
     on conflict (key, window_start) do update set count = count + 1, last_at = excluded.last_at returning count`,
  )
  const openLead = sqlite.prepare(
    `select id from leads where email_key = ? and status not in ('completed', 'lost') order by last_activity_at desc limit 1`,
  )
  const touchLead = sqlite.prepare('update leads set name = ?, last_activity_at = ? where id = ?')
  const insertLead = sqlite.prepare(
    `insert into leads (${list(LEAD_COLUMNS)}) values (${LEAD_COLUMNS.map(() => '?').join(', ')}) returning id`,
  )
  const insertEvent = sqlite.prepare(
    `insert into lead_events (lead_id, type, inquiry_kind, inquiry_id, created_at) values (?, 'inquiry', 'country', ?, ?)`,
  )
  const countAcks = sqlite.prepare(
    'select id from mail_outbox where recipient_key = ? and created_at >= ? limit 3',
  )
  const insertMail = sqlite.prepare(
    `insert into mail_outbox (${list(MAIL_COLUMNS)}) values (${MAIL_COLUMNS.map(() => '?').join(', ')})`,
  )
  const commit = sqlite.transaction((inquiry: Inquiry) => {
    const columns = Object.keys(inquiry.row)
    insertInquiry ??= sqlite.prepare<unknown[]>(
      `insert into country_bookings (${list(columns)}) values (${columns.map(() => '?').join(', ')}) returning id`,
    )
    const id = Number((insertInquiry.get(...Object.values(inquiry.row)) as { id: number }).id)
    const open = openLead.get(inquiry.key) as { id: number } | undefined
    let leadId: number
    if (open) {
      touchLead.run(inquiry.row.name, inquiry.at, open.id)
      leadId = open.id
    } else leadId = Number((insertLead.get(...leadValues(inquiry)) as { id: number }).id)
    insertEvent.run(leadId, id, inquiry.at)
    countAcks.all(inquiry.key, inquiry.at)
    for (const values of mailValues(inquiry, id, leadId)) insertMail.run(...values)
    limit.get(`submission:127.0.0.1`, inquiry.windowStart, inquiry.at)
    return id
  })
  return async (input: unknown) => commit(prepare(input))
}

function postgresStore() {
  const pool = postgresPool(url)
  const placeholders = (count: number, from = 1) =>
    Array.from({ length: count }, (_, index) => `$${from + index}`).join(', ')
  return async (input: unknown) => {
    const inquiry = prepare(input)
    const client = await pool.connect()
    try {
      await client.query('begin')
      const columns = Object.keys(inquiry.row)
      const stored = await client.query<{ id: number }>(
        `insert into country_bookings (${list(columns)}) values (${placeholders(columns.length)}) returning id`,
        Object.values(inquiry.row),
      )
      const id = Number(stored.rows[0]!.id)
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [`lead:${inquiry.key}`])
      const open = await client.query<{ id: number }>(
        `select id from leads where email_key = $1 and status not in ('completed', 'lost') order by last_activity_at desc limit 1`,
        [inquiry.key],
      )
      let leadId: number
      if (open.rows[0]) {
        leadId = Number(open.rows[0].id)
        await client.query('update leads set name = $1, last_activity_at = $2 where id = $3', [
          inquiry.row.name,
          inquiry.at,
          leadId,
        ])
      } else {
        const created = await client.query<{ id: number }>(
          `insert into leads (${list(LEAD_COLUMNS)}) values (${placeholders(LEAD_COLUMNS.length)}) returning id`,
          leadValues(inquiry),
        )
        leadId = Number(created.rows[0]!.id)
      }
      await client.query(
        `insert into lead_events (lead_id, type, inquiry_kind, inquiry_id, created_at) values ($1, 'inquiry', 'country', $2, $3)`,
        [leadId, id, inquiry.at],
      )
      await client.query('select id from mail_outbox where recipient_key = $1 and created_at >= $2 limit 3', [
        inquiry.key,
        inquiry.at,
      ])
      const [first, second] = mailValues(inquiry, id, leadId)
      await client.query(
        `insert into mail_outbox (${list(MAIL_COLUMNS)}) values (${placeholders(MAIL_COLUMNS.length)}), (${placeholders(MAIL_COLUMNS.length, MAIL_COLUMNS.length + 1)})`,
        [...first!, ...second!],
      )
      await client.query(
        `insert into rate_limits (key, window_start, count, last_at) values ($1, $2, 1, $3)
         on conflict (key, window_start) do update set count = rate_limits.count + 1, last_at = excluded.last_at returning count`,
        ['submission:127.0.0.1', inquiry.windowStart, inquiry.at],
      )
      await client.query('commit')
      return id
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }
}

const store = url.startsWith('file:') ? sqliteStore() : postgresStore()

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    Promise.resolve()
      .then(() => store(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
      .then((id) =>
        res
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id, affectedRows: 1 })),
      )
      .catch((error: unknown) => res.writeHead(500).end(String(error)))
  })
})
server.keepAliveTimeout = 65_000
server.listen(0, '127.0.0.1', () => {
  console.log((server.address() as { port: number }).port)
})
// Ends by exiting, so that `node --cpu-prof` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
