import type { Transaction } from 'kysely'
import { createDatabase, type DatabaseHandle } from '@db/client'
import type { Database } from '@db/schema'
import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { createGroupCommit } from './group-commit.server'

// One client per process; kept on globalThis so that the dev server's module reloads reuse it.
const store = globalThis as typeof globalThis & { __temboDb?: DatabaseHandle }

export function getDatabase(): DatabaseHandle {
  store.__temboDb ??= createDatabase(getConfig().databaseUrl, {
    limits: getConfig().databaseLimits,
    onConnectionError: (error) => logger.warn({ reason: error.message }, 'database connection lost'),
  })
  return store.__temboDb
}

export function db() {
  return getDatabase().db
}

const commitTogether = createGroupCommit(db)

/**
 * A request's writes in one transaction, committed only while its client still waits (`signal` is the
 * request's). A client that gave up (a frozen network, a slow answer) will send again, so what it sent
 * first is rolled back rather than stored beside the second. The COMMIT itself is the one moment left:
 * a client that leaves while it is under way cannot know its outcome (the API's Idempotency-Key and the
 * staff forms' one-use tokens cover it), and neither can Tembo when PostgreSQL's answer to it is lost:
 * that failure is a `CommitUnknownError` (decision 048).
 */
export async function transactionWhileWaited<T>(
  signal: AbortSignal | undefined,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  waiting++
  try {
    // SQLite writes one page set per commit: writes that arrive together share one (decision 031).
    // Its COMMIT is a local call that either wrote the pages or did not: its failure is known.
    if (getDatabase().kind === 'sqlite') return await commitTogether(signal, work)
    let committing = false
    try {
      return await db()
        .transaction()
        .execute(async (trx) => {
          signal?.throwIfAborted()
          const result = await work(trx)
          signal?.throwIfAborted()
          // Kysely sends the COMMIT as soon as this returns.
          committing = true
          return result
        })
    } catch (error) {
      if (committing && isDatabaseUnavailable(error)) throw new CommitUnknownError(error)
      throw error
    }
  } finally {
    waiting--
  }
}

/**
 * The COMMIT was sent but its answer never came (a network that froze, a connection cut): the writes
 * may be stored or not, and only reading them again tells. Never answered as "nothing was saved".
 * Counts as the database being away (its cause is), so every caller that answers 503 still does.
 */
export class CommitUnknownError extends Error {
  constructor(cause: unknown) {
    super('The database did not answer the commit: its outcome is unknown', { cause })
    this.name = 'CommitUnknownError'
  }
}

/** Writes of `transactionWhileWaited` under way in this process. */
let waiting = 0

/**
 * Whether clients are waiting on writes of this process right now (a burst of inquiries, say): work
 * that nobody waits for gives way to them (the mail delivery job, decision 037).
 */
export function clientsWaitOnWrites(): boolean {
  return waiting > 0
}

export async function closeDatabase(): Promise<void> {
  const handle = store.__temboDb
  store.__temboDb = undefined
  await handle?.db.destroy()
}

/** How many rows a table holds. PostgreSQL answers count(*) as a string (bigint), SQLite as a number. */
export async function countRows(table: keyof Database): Promise<number> {
  const row = await db()
    // Any table: the cast only narrows Kysely's typing of a union of table names.
    .selectFrom(table as 'staff')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * True when an error is a unique-constraint violation, in either database. A primary key is one too:
 * PostgreSQL reports both as 23505, SQLite names them apart.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code = (error as { code?: unknown }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

// Errors that say the database cannot be used just now, as opposed to a wrong query or a broken rule:
// PostgreSQL shutting down or refusing connections (classes 08 and 57P, too many connections, a
// database closed to connections), a connection that ended, and SQLite unable to write (full disk, I/O
// error, read-only or locked file), and a wait past its limit (a statement the server cancelled, a
// query the client stopped waiting for: .env.example, "Waiting on the database").
const UNAVAILABLE_CODES = new Set([
  ...['57P01', '57P02', '57P03', '53300', '55000', '57014', '25P03'],
  ...['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'],
  ...['SQLITE_FULL', 'SQLITE_CANTOPEN', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_READONLY', 'SQLITE_IOERR'],
])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|Query read timeout/

/** True when an error means the database is away, not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true
    // Extended SQLite codes such as SQLITE_IOERR_WRITE or SQLITE_READONLY_DBMOVED.
    if (/^SQLITE_(IOERR|READONLY)_/.test(code)) return true
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
  const cause = (error as { cause?: unknown }).cause
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause)
}
