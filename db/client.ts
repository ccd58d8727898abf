import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  kind: DatabaseKind
}

/** Path of the SQLite file named by a `file:` URL (relative paths are relative to the working directory). */
export function sqlitePath(url: string): string {
  return path.resolve(url.slice('file:'.length).replace(/^\/\/(?=\/)/, ''))
}

/** One Kysely client over SQLite (`file:...`) or PostgreSQL (`postgres://...`), chosen by the URL. */
export function createDatabase(url: string): DatabaseHandle {
  if (url.startsWith('file:')) {
    const file = sqlitePath(url)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const sqlite = new SQLite(file)
    // WAL lets readers work while a writer commits; synchronous=NORMAL in WAL mode survives a
    // process crash (only an OS crash could lose the last commits); busy_timeout waits on locks.
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = NORMAL')
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma('busy_timeout = 5000')
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
      kind: 'sqlite',
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' }
}

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
        statement = sqlite.prepare(sql)
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}
