import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Hardening against a hostile visitor (docs/product.md, "Sign-in throttle" and "Storage and mail"):
// - when the latest event of a counted key happened, so that a sign-in throttle can make the next try
//   wait a time measured from the last failure, not from the start of a window;
// - the mailbox an acknowledgement went to (lower case, no +tag), so that the acknowledgements of the
//   last day are counted by reading the outbox, with no row that concurrent inquiries would queue on.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('rate_limits').addColumn('last_at', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('recipient_key', 'text').execute()
  await db.schema
    .createIndex('mail_outbox_recipient_idx')
    .on('mail_outbox')
    .columns(['recipient_key', 'created_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mail_outbox_recipient_idx').ifExists().execute()
  await db.schema.alterTable('mail_outbox').dropColumn('recipient_key').execute()
  await db.schema.alterTable('rate_limits').dropColumn('last_at').execute()
}
