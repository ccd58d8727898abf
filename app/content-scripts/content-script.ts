import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'

/** A one-off change of site copy, run once per database (index.server.ts). */
export interface ContentScript {
  /** Its record in `content_scripts`: a date and what it does, never changed once it has run. */
  name: string
  /** Makes the changes; answers how many rows it added or changed, for the log. */
  run(trx: Transaction<Database>, now: Date): Promise<number>
}
