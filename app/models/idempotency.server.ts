import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { db } from './db.server'

// Idempotency-Key on the inquiry API (docs/product.md, "The JSON API"): a key is kept for a day with a
// hash of what it carried and the inquiry it made, recorded in the transaction that stores the inquiry,
// so a retry finds it whichever instance it reaches.

export const IDEMPOTENCY_HOURS = 24

const since = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000).toISOString()

/** The inquiry a key made within the last day, with the hash of what it carried. */
export function findIdempotencyKey(key: string, now = new Date()) {
  return db()
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'inquiry_id'])
    .where('key', '=', key)
    .where('created_at', '>=', since(now))
    .executeTakeFirst()
}

/**
 * Records a key inside the inquiry's transaction. A second request with the same key at the same
 * moment fails here (the key is unique) and its transaction stores nothing.
 */
export async function recordIdempotencyKey(
  trx: Transaction<Database>,
  entry: { key: string; bodyHash: string; inquiryId: number },
  now = new Date(),
) {
  // A key older than a day may be used again; the same key's old row, and others past the day, go.
  await trx.deleteFrom('idempotency_keys').where('created_at', '<', since(now)).execute()
  await trx
    .insertInto('idempotency_keys')
    .values({
      key: entry.key,
      body_hash: entry.bodyHash,
      inquiry_id: entry.inquiryId,
      created_at: now.toISOString(),
    })
    .execute()
}
