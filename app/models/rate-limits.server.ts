import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { db, isDatabaseUnavailable } from '~/models/db.server'

/**
 * Counts one more event for `key` in the current fixed window and answers the new count. One upsert,
 * atomic in both databases, so instances sharing a database share the count. `executor` is a
 * transaction when the count belongs to a write (`countWithin`).
 */
export async function countEvent(
  key: string,
  windowMs: number,
  executor: Kysely<Database> = db(),
): Promise<number> {
  const now = Date.now()
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs).toISOString()
  const lastAt = new Date(now).toISOString()
  const row = await executor
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1, last_at: lastAt })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1), last_at: lastAt })),
    )
    .returning('count')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function deleteOldWindows(olderThan: Date): Promise<void> {
  await db().deleteFrom('rate_limits').where('window_start', '<', olderThan.toISOString()).execute()
}

/** The events counted for `key` in windows that started at or after `since`, and when the latest was. */
export async function sumEvents(key: string, since: Date): Promise<{ count: number; lastAt: Date | null }> {
  const row = await db()
    .selectFrom('rate_limits')
    .select((eb) => [
      eb.fn.sum<number | string | null>('count').as('total'),
      eb.fn.max('last_at').as('last_at'),
    ])
    .where('key', '=', key)
    .where('window_start', '>=', since.toISOString())
    .executeTakeFirst()
  return { count: Number(row?.total ?? 0), lastAt: row?.last_at ? new Date(row.last_at) : null }
}

export async function clearEvents(key: string): Promise<void> {
  await db().deleteFrom('rate_limits').where('key', '=', key).execute()
}

/** How many events a key may count in a window, counted in the transaction of what it allows. */
export interface EventLimit {
  key: string
  windowMs: number
  most: number
}

/** Thrown in a write's transaction when its key is over its limit: the write is rolled back. */
export class OverLimit extends Error {
  constructor() {
    super('over the limit for this window')
  }
}

/** Thrown when the count itself could not be kept: the write is rolled back, its caller decides. */
export class CountUnavailable extends Error {}

/**
 * Counts one more event for the limit's key inside `trx`, the transaction of the write it allows (an
 * inquiry: docs/decisions/040-limit-in-the-inquiry.md), and answers the count; over the limit it throws
 * `OverLimit`, so the write and its count are undone together.
 */
export async function countWithin(trx: Kysely<Database>, limit: EventLimit): Promise<number> {
  let count: number
  try {
    count = await countEvent(limit.key, limit.windowMs, trx)
  } catch (error) {
    // A database that is away stores nothing either: said as such, not as a broken limiter.
    if (isDatabaseUnavailable(error)) throw error
    throw new CountUnavailable('the rate limit could not be counted', { cause: error })
  }
  if (count > limit.most) throw new OverLimit()
  return count
}
