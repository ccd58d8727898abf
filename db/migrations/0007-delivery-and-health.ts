import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Faults a deployment meets (a database that goes away, a crash in the middle of sending a mail):
// - health_probe: one row that /healthz rewrites, so that health means "an inquiry can be written now";
// - each mail's Message-ID, fixed before its first attempt, so that a resend after an unknown outcome
//   is the same message to the receiver; when its latest attempt began (an attempt with no outcome
//   recorded is one whose result is unknown); and when staff were alerted about a mail given up on.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .addColumn('checked_by', 'text', (col) => col.notNull())
    .execute()
  await db.schema.alterTable('mail_outbox').addColumn('message_id', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('attempt_started_at', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('alerted_at', 'text').execute()
  await db.schema
    .createIndex('mail_outbox_message_id_idx')
    .on('mail_outbox')
    .column('message_id')
    .unique()
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mail_outbox_message_id_idx').ifExists().execute()
  for (const column of ['alerted_at', 'attempt_started_at', 'message_id']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute()
  }
  await db.schema.dropTable('health_probe').ifExists().execute()
}
