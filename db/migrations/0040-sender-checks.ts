import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Each message read from the mailbox keeps whether its sender was verified by the operator's own
// receiving server (docs/decisions/045-trusted-authentication-results.md): 'verified', 'not-verified',
// 'failed' or 'not-checked', and what that server said. Messages read before were checked by no trusted
// server: they are 'not-checked', and keep what their topmost header said failed (auth_failures, 0024)
// in the note. auth_failures stays, unwritten, so an instance still running the code before this one
// can store mail while the new one starts.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('mail_inbox')
    .addColumn('sender_check', 'text', (col) => col.notNull().defaultTo('not-checked'))
    .execute()
  await db.schema.alterTable('mail_inbox').addColumn('sender_check_note', 'text').execute()
  await sql`update mail_inbox set sender_check_note = ${'read before Tembo checked senders'} where auth_failures is null`.execute(
    db,
  )
  await sql`update mail_inbox set sender_check_note = ${'read before Tembo checked senders; its topmost Authentication-Results, whoever wrote it, said '} || auth_failures where auth_failures is not null`.execute(
    db,
  )
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_inbox').dropColumn('sender_check_note').execute()
  await db.schema.alterTable('mail_inbox').dropColumn('sender_check').execute()
}
