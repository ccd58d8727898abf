import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { db } from './db.server'

// Operator settings staff change in the back-office (two-step requirement, trust facts, currency rates,
// booking terms): one row of site_settings per key, its value as text (JSON for most).

/** A setting's stored text, or undefined when it was never saved. */
export async function readSetting(key: string, from: Kysely<Database> = db()): Promise<string | undefined> {
  const row = await from.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value
}

/** Saves a setting inside the caller's transaction: the row is changed, or made the first time. */
export async function writeSetting(trx: Kysely<Database>, key: string, value: string): Promise<void> {
  const now = new Date().toISOString()
  const updated = await trx
    .updateTable('site_settings')
    .set({ value, updated_at: now })
    .where('key', '=', key)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0)
    await trx.insertInto('site_settings').values({ key, value, updated_at: now }).execute()
}
