import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Mail joins a lead's conversation only from an address known on that lead (docs/decisions/026-
// matching-inbound-mail.md): the addresses staff have confirmed beside the traveller's own, and the
// mail that waits for staff in Mail to sort because it claims a lead its sender is not known on, or
// would open one more lead than a sender or an hour may.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable('lead_addresses')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    // The mailbox the address reaches (app/lib/mailbox.ts), and the address as it was written
    .addColumn('mailbox_key', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('added_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('lead_addresses_lead_mailbox_key', ['lead_id', 'mailbox_key'])
    .execute()

  await db.schema
    .alterTable('mail_inbox')
    // 'waiting' while in Mail to sort; then 'attached', 'new-lead' or 'spam'; null for mail never held
    .addColumn('sorting', 'text')
    .execute()
  await db.schema.alterTable('mail_inbox').addColumn('sort_reason', 'text').execute()
  // The lead the mail names or threads onto, when its sender is not known there
  // (Plain numbers: leads and staff are never deleted, and SQLite drops no column a key refers from.)
  await db.schema.alterTable('mail_inbox').addColumn('claimed_lead_id', 'integer').execute()
  await db.schema.alterTable('mail_inbox').addColumn('sorted_by', 'integer').execute()
  await db.schema.alterTable('mail_inbox').addColumn('sorted_at', 'text').execute()
  // What the receiving server's Authentication-Results header says failed: "SPF fail, DMARC fail"
  await db.schema.alterTable('mail_inbox').addColumn('auth_failures', 'text').execute()
  await db.schema.createIndex('mail_inbox_sorting_idx').on('mail_inbox').columns(['sorting', 'id']).execute()
  // Leads opened by mail in the last hour, in all and per sender
  await db.schema
    .createIndex('leads_source_created_idx')
    .on('leads')
    .columns(['source', 'created_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('leads_source_created_idx').execute()
  await db.schema.dropIndex('mail_inbox_sorting_idx').execute()
  for (const column of [
    'auth_failures',
    'sorted_at',
    'sorted_by',
    'claimed_lead_id',
    'sort_reason',
    'sorting',
  ])
    await db.schema.alterTable('mail_inbox').dropColumn(column).execute()
  await db.schema.dropTable('lead_addresses').execute()
}
