import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { db, isUniqueViolation } from './db.server'

// The record of the content scripts a database has run (app/content-scripts/).

/** The names of the scripts this database has run. */
export async function ranContentScripts(): Promise<Set<string>> {
  const rows = await db().selectFrom('content_scripts').select('name').execute()
  return new Set(rows.map((row) => row.name))
}

/**
 * Runs `change` and records `name` in one transaction. Answers what `change` answered, or undefined when
 * another instance recorded the script first (its changes are then rolled back with the record).
 */
export async function runRecorded<T>(
  name: string,
  now: Date,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await db()
      .transaction()
      .execute(async (trx) => {
        // First, so that a second instance waits here for the first one's commit, then finds it.
        await trx.insertInto('content_scripts').values({ name, ran_at: now.toISOString() }).execute()
        return change(trx)
      })
  } catch (error) {
    if (isUniqueViolation(error)) return undefined
    throw error
  }
}
