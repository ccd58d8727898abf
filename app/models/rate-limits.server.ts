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

/** The events counted for `key` in windows that started at or after `since`. */
export async function sumEvents(key: string, since: Date): Promise<number> {
  const row = await db()
    .selectFrom('rate_limits')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('key', '=', key)
    .where('window_start', '>=', since.toISOString())
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

export async function clearEvents(key: string): Promise<void> {
  await db().deleteFrom('rate_limits').where('key', '=', key).execute()
}
