import pg from 'pg'
import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { getDatabase } from '~/models/db.server'
import { CONTENT_CHANNEL, contentVersionAnnounced, setContentWatched } from '~/models/content-version.server'
import type { Job } from './job'

// PostgreSQL: a connection of its own LISTENs for changes to what the public pages show, made by any
// instance, so cached pages and the catalogue are kept exactly while they hold
// (app/models/content-version.server.ts, docs/decisions/022-trips-as-data.md). It reconnects after a
// lost connection (a restart). SQLite needs no watch: the file's data version says it.

let listener: pg.Client | undefined
let stopped = true
let retry: NodeJS.Timeout | undefined

function startContentWatch(): void {
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
    setContentWatched(false)
    clearInterval(heartbeat)
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
    if (message.channel === CONTENT_CHANNEL) contentVersionAnnounced(Number(message.payload))
  })
  try {
    await client.connect()
    await client.query(`LISTEN ${CONTENT_CHANNEL}`)
    if (listener !== client) return
    setContentWatched(true)
    listened = true
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

async function stopContentWatch(): Promise<void> {
  stopped = true
  clearTimeout(retry)
  const client = listener
  listener = undefined
  setContentWatched(false)
  await client?.end().catch(() => undefined)
}

export const contentWatch: Job = { name: 'content watch', start: startContentWatch, stop: stopContentWatch }
