import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// A mail's headers exactly as its last attempt sent them (From, To, Subject, Date, Message-ID, the
// thread): what a lead's conversation shows is what left, not a rendering of it afterwards
// (app/services/mail-message.server.ts). They go with the row when a traveller's data is erased.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('sent_headers', 'text').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('sent_headers').execute()
}
