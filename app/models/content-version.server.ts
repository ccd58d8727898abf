import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { sharedFreshRead } from '~/lib/fresh-read'
import { db, getDatabase } from './db.server'

// What the public pages show (articles, packages, country pages, currency rates) carries one version,
// moved in the transaction of every change. An instance keeps its cached pages and its copy of the
// catalogue while the version it read still holds, and knows when it no longer does without asking the
// database on every page view (docs/decisions/022-trips-as-data.md):
// - on PostgreSQL, a connection of its own LISTENs (the content watch, app/jobs/content-watch.server.ts):
//   each change NOTIFYs the new version at its commit;
// - on SQLite, the file's data version moves when another process commits; this process's own changes
//   go through `changeContent`, which forgets the version after its commit.
// Without either (the listener down, or not started, as in the tests) every call reads the version.

const CHANNEL = 'tembo_content'

let known: number | undefined
/** Moves with every sign of a change: a read begun before one may not be kept. */
let generation = 0
/** SQLite: the file's data version when `known` was read. */
let fileVersionAtRead: number | undefined
/** The content watch job listens (app/jobs/content-watch.server.ts): a version read may be kept. */
let listening = false

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

/** The content watch has begun, or ceased, to hear every change: held versions are forgotten either way. */
export function setContentWatched(watched: boolean): void {
  listening = watched
  forgetContentVersion()
}

/** A change announced by the content watch: a newer version is taken as it is; without one held, it is read again. */
export function contentVersionAnnounced(version: number): void {
  const held = known
  forgetContentVersion()
  if (Number.isSafeInteger(version) && held !== undefined) known = Math.max(held, version)
}

/** The channel a change is announced on (PostgreSQL NOTIFY). */
export const CONTENT_CHANNEL = CHANNEL
