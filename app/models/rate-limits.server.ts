import { db } from '~/models/db.server'

/**
 * Counts one more event for `key` in the current fixed window and answers the new count. One upsert,
 * atomic in both databases, so instances sharing a database share the count.
 */
export async function countEvent(key: string, windowMs: number): Promise<number> {
  const now = Date.now()
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs).toISOString()
  const lastAt = new Date(now).toISOString()
  const row = await db()
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
