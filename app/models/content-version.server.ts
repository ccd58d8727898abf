import { sql, type Kysely, type Transaction } from 'kysely'
import pg from 'pg'
import type { Database } from '@db/schema'
import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { sharedFreshRead } from '~/lib/fresh-read'
import { db, getDatabase } from './db.server'

// What the public pages show (articles, packages, country pages, currency rates) carries one version,
// moved in the transaction of every change. An instance keeps its cached pages and its copy of the
// catalogue while the version it read still holds, and knows when it no longer does without asking the
// database on every page view (docs/decisions/022-trips-as-data.md):
// - on PostgreSQL, a connection of its own LISTENs: each change NOTIFYs the new version at its commit;
// - on SQLite, the file's data version moves when another process commits; this process's own changes
//   go through `changeContent`, which forgets the version after its commit.
// Without either (the listener down, or not started, as in the tests) every call reads the version.

const CHANNEL = 'tembo_content'

let known: number | undefined
/** Moves with every sign of a change: a read begun before one may not be kept. */
let generation = 0
/** SQLite: the file's data version when `known` was read. */
let fileVersionAtRead: number | undefined
let listener: pg.Client | undefined
let listening = false
let stopped = true
let retry: NodeJS.Timeout | undefined

/** SQLite: the file's data version as last asked, and when (performance.now()). */
let fileVersionSeen: number | undefined
let fileVersionAskedAt = -Infinity
/** How long one look at the file's data version serves the page views that follow it. */
const FILE_VERSION_MS = 1

/**
 * The file's data version, asked at most once a millisecond: a prepared pragma is cheap, yet it was still
 * the largest cost of a cached page view under load. A commit by another process is seen by every page
 * view that starts a millisecond after it.
 */
function fileVersionNow(dataVersion: () => number, fresh = false): number {
  const now = performance.now()
  if (fresh || now - fileVersionAskedAt >= FILE_VERSION_MS) {
    fileVersionSeen = dataVersion()
    fileVersionAskedAt = now
  }
  return fileVersionSeen!
}

async function readVersion(): Promise<number> {
  const handle = getDatabase()
  const fileVersion = handle.dataVersion && fileVersionNow(handle.dataVersion, true)
  const began = generation
  const row = await db()
    .selectFrom('content_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst()
  const version = Number(row?.version ?? 0)
  // Kept only when something will say that it moved: the listener, or the file's data version.
  if ((listening || fileVersion !== undefined) && began === generation) {
    known = Math.max(known ?? 0, version)
    fileVersionAtRead = fileVersion
  }
  return version
}

// Every caller sees the version as it was at or after its call, at one query per batch of callers.
const readShared = sharedFreshRead(readVersion)

/** The version still held, without a read, or undefined when it must be read. */
export function heldContentVersion(): number | undefined {
  if (known === undefined) return undefined
  const handle = getDatabase()
  if (handle.dataVersion) {
    if (fileVersionNow(handle.dataVersion) !== fileVersionAtRead) known = undefined
  } else if (!listening) known = undefined
  return known
}

/** The current content version: the one held when nothing has moved it, else read (one read for all who wait). */
export function contentVersion(): Promise<number> {
  const held = heldContentVersion()
  if (held !== undefined) return Promise.resolve(held)
  return readShared()
}

/**
 * Runs `change` in a transaction that also moves the content version: every instance sees the change
 * at once. PostgreSQL's NOTIFY is sent at the commit, and with it the new version.
 */
export async function changeContent<T>(change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const result = await db()
    .transaction()
    .execute(async (trx) => {
      const value = await change(trx)
      await bumpContentVersion(trx)
      return value
    })
  forgetContentVersion()
  return result
}

/** Moves the version inside a transaction the caller commits (then call `forgetContentVersion`). */
export async function bumpContentVersion(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow()
  if (getDatabase().kind === 'postgres')
    await sql`select pg_notify(${CHANNEL}, ${String(row.version)})`.execute(trx)
  return Number(row.version)
}

export function forgetContentVersion(): void {
  generation += 1
  known = undefined
}

/** PostgreSQL: listen for changes made anywhere; reconnects after a lost connection (a restart). */
export function startContentWatch(): void {
  if (getDatabase().kind !== 'postgres' || !stopped) return
  stopped = false
  void connect(1000)
}

/** How often the listener's connection is proved alive, and how long its answer may take. */
const HEARTBEAT_MS = 30_000
const HEARTBEAT_TIMEOUT_MS = 10_000

async function connect(delay: number): Promise<void> {
  if (stopped) return
  // Named, so that an operator (and the test that cuts it) can tell it in pg_stat_activity.
  const client = new pg.Client({
    connectionString: getConfig().databaseUrl,
    application_name: 'tembo content watch',
  })
  listener = client
  let heartbeat: NodeJS.Timeout | undefined
  let listened = false
  const lost = (error?: Error) => {
    if (listener !== client) return
    listener = undefined
    listening = false
    clearInterval(heartbeat)
    forgetContentVersion()
    if (error)
      logger.warn({ reason: error.message }, 'content watch: connection lost, pages read the version')
    client.end().catch(() => undefined)
    // After a connection that worked, the next try comes soon; after failed tries, less and less often.
    const wait = listened ? 1000 : delay
    if (!stopped) retry = setTimeout(() => void connect(Math.min(wait * 2, 30_000)), wait)
  }
  client.on('error', lost)
  client.on('end', () => lost())
  client.on('notification', (message) => {
    if (message.channel !== CHANNEL) return
    const version = Number(message.payload)
    // A newer version is taken as it is; without one held, it is read again.
    const held = known
    forgetContentVersion()
    if (Number.isSafeInteger(version) && held !== undefined) known = Math.max(held, version)
  })
  try {
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    if (listener !== client) return
    listening = true
    listened = true
    forgetContentVersion()
    logger.info('content watch: listening for changes')
    // A connection cut without a word (a network gone, not a server stopped) sends no error: a query
    // that gets no answer in time ends it, and held versions with it.
    heartbeat = setInterval(() => {
      const late = setTimeout(() => lost(new Error('no answer to the heartbeat')), HEARTBEAT_TIMEOUT_MS)
      late.unref()
      client.query('select 1').then(
        () => clearTimeout(late),
        (error: Error) => {
          clearTimeout(late)
          lost(error)
        },
      )
    }, HEARTBEAT_MS)
    heartbeat.unref()
  } catch (error) {
    lost(error as Error)
  }
}

export async function stopContentWatch(): Promise<void> {
  stopped = true
  clearTimeout(retry)
  const client = listener
  listener = undefined
  listening = false
  forgetContentVersion()
  await client?.end().catch(() => undefined)
}
