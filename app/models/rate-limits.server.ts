import { db } from '~/services/db.server'

/**
 * Counts one more event for `key` in the current fixed window and answers the new count. One upsert,
 * atomic in both databases, so instances sharing a database share the count.
 */
export async function countEvent(key: string, windowMs: number): Promise<number> {
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString()
  const row = await db()
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function deleteOldWindows(olderThan: Date): Promise<void> {
  await db().deleteFrom('rate_limits').where('window_start', '<', olderThan.toISOString()).execute()
}
