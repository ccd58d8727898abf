import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The files travellers send by mail are kept with their row (docs/product.md, "Two-way mail"), in the
// database every instance shares, instead of on the disk of the instance that read the mailbox. Files
// kept on disk before stay there and are still served.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable('mail_attachments')
    .addColumn('bytes', kind === 'postgres' ? 'bytea' : 'blob')
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_attachments').dropColumn('bytes').execute()
}
