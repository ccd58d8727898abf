import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
import pg from 'pg'
import { PostgresClient, type PostgresClientConfig } from './postgres-client'
import type { Database } from './schema'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  kind: DatabaseKind
  /**
   * SQLite only: the file's data version, which moves when another connection (another process) commits
   * a change; this connection's own commits leave it as it is.
   */
  dataVersion?: () => number
}

/** Path of the SQLite file named by a `file:` URL (relative paths are relative to the working directory). */
export function sqlitePath(url: string): string {
  return path.resolve(url.slice('file:'.length).replace(/^\/\/(?=\/)/, ''))
}

/** How long each wait on the database may last, in ms (.env.example, "Waiting on the database"). */
export interface DatabaseLimits {
  connectMs: number
  queryMs: number
  idleInTransactionMs: number
  sqliteBusyMs: number
}

const DEFAULT_LIMITS: DatabaseLimits = {
  connectMs: 5_000,
  queryMs: 15_000,
  idleInTransactionMs: 30_000,
  sqliteBusyMs: 5_000,
}

/** A SQLite connection to the file of a `file:` URL, with Tembo's settings. */
export function openSqlite(url: string, limits: DatabaseLimits = DEFAULT_LIMITS): SQLite.Database {
  const sqlite = openSqliteFile(sqlitePath(url))
  // WAL (set on opening) lets readers work while a writer commits; synchronous=NORMAL in WAL mode
  // survives a process crash (only an OS crash could lose the last commits); busy_timeout waits on locks.
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  // What is erased is overwritten in the file, so no later copy of it (the online backup copies every
  // page) holds a deleted passport or message (docs/product.md, "The traveller's details").
  sqlite.pragma('secure_delete = ON')
  sqlite.pragma(`busy_timeout = ${Math.trunc(limits.sqliteBusyMs)}`)
  return sqlite
}

/**
 * A PostgreSQL pool with Tembo's settings. A network that freezes instead of closing must not hold a
 * request for as long as it lasts: opening a connection and every query are bounded here, the server
 * ends a statement or an abandoned transaction on its side, and keep-alive finds a dead peer on an idle
 * connection.
 */
export function postgresPool(
  url: string,
  limits: DatabaseLimits = DEFAULT_LIMITS,
  onError: (error: Error) => void = (error) => console.warn('PostgreSQL connection lost:', error.message),
): pg.Pool {
  const config: pg.PoolConfig & PostgresClientConfig = {
    Client: PostgresClient,
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: limits.connectMs,
    readTimeoutMs: limits.queryMs,
    statement_timeout: limits.queryMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  }
  const pool = new pg.Pool(config)
  // A connection can end at any moment (a restart, a failover, pg_terminate_backend). pg reports it as
  // an 'error' event on the client, and an event nobody listens to ends the process. The pool listens
  // only while a client is idle, so every client gets a listener of its own for its whole life: while
  // checked out, the query under way (or the next one) fails instead and the pool drops the client on
  // release, as it no longer counts as queryable.
  pool.on('error', onError)
  pool.on('connect', (client) => client.on('error', onError))
  return pool
}

/** One Kysely client over SQLite (`file:...`) or PostgreSQL (`postgres://...`), chosen by the URL. */
export function createDatabase(
  url: string,
  options: { onConnectionError?: (error: Error) => void; limits?: DatabaseLimits } = {},
): DatabaseHandle {
  const limits = options.limits ?? DEFAULT_LIMITS
  if (url.startsWith('file:')) {
    const sqlite = openSqlite(url, limits)
    // Asked on every cached page view: prepared once, as `pragma()` would prepare it on each call.
    const dataVersion = sqlite.prepare('PRAGMA data_version').pluck()
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
      kind: 'sqlite',
      dataVersion: () => dataVersion.get() as number,
    }
  }
  const pool = postgresPool(url, limits, options.onConnectionError)
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' }
}

/**
 * Opens (or creates) the SQLite file, saying which path failed and the likely cause instead of SQLite's
 * bare "unable to open database file".
 */
function openSqliteFile(file: string): SQLite.Database {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const sqlite = new SQLite(file)
    // Opening is lazy: a first read finds a file that cannot be read or a folder that cannot be written.
    sqlite.pragma('journal_mode = WAL')
    return sqlite
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    const reason = /EACCES|EPERM|READONLY|CANTOPEN/.test(code)
      ? 'the folder or file is not writable by this user, or the disk is mounted read-only'
      : /ENOSPC|FULL/.test(code)
        ? 'the disk is full'
        : /ENOTDIR|EEXIST/.test(code)
          ? 'a part of the path is a file, not a folder'
          : (error as Error).message
    throw new Error(
      `Cannot open the SQLite database at ${file}: ${reason}. Check the path in DATABASE_URL and that the ` +
        `server may create and write files in ${path.dirname(file)} (it writes ${path.basename(file)}-wal ` +
        `and ${path.basename(file)}-shm beside the file).`,
      { cause: error },
    )
  }
}

/**
 * Every transaction Kysely begins takes the write lock at once. A transaction begun deferred reads first;
 * when another process (a second instance on the same file) commits meanwhile, its first write can no
 * longer wait for the lock and fails at once (SQLITE_BUSY), which reached a traveller accepting a
 * proposal on two instances at the same moment as a 503. Begun immediate, it waits for the lock up to
 * busy_timeout, then reads what the other committed. This process runs its transactions one at a time
 * on its one connection anyway, and every transaction of Tembo's writes (docs/decisions/036-sqlite-begin-immediate.md).
 */
const BEGIN = 'begin immediate'

/** How many prepared statements a SQLite client keeps; the app issues far fewer distinct queries. */
const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query afresh, which on SQLite costs about as much as running it. The same SQL
 * text gets the same prepared statement back instead. better-sqlite3 runs each statement to the end
 * synchronously, so one is never in use twice at once, and it prepares a statement again by itself
 * after a migration changes the schema. The oldest statements are dropped past the limit.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql === 'begin' ? BEGIN : sql)
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}
