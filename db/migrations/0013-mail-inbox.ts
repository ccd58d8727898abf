import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Two-way mail (docs/product.md, "Two-way mail"): the operator's mailbox is read over IMAP, and every message
// is stored once (its Message-ID is unique) with the lead it was matched to, how it was matched, and what it
// is: a traveller's reply, an automatic answer or a bounce. One instance reads at a time: the reader's claim
// and where it stopped in the mailbox (UIDVALIDITY and the last UID) are kept per mailbox.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable('mail_inbox')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    .addColumn('lead_id', 'integer', (col) => col.references('leads.id').onDelete('set null'))
    // 'reply' (a person wrote), 'auto-reply' or 'bounce'
    .addColumn('kind', 'text', (col) => col.notNull())
    // 'thread' (In-Reply-To/References), 'reference' (the subject), 'sender', 'new-lead' or null
    .addColumn('matched_by', 'text')
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('from_name', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text')
    .addColumn('in_reply_to', 'text')
    .addColumn('thread_references', 'text')
    // A bounce: the outbox mail it reports as undelivered
    .addColumn('bounced_mail_id', 'integer')
    .addColumn('sent_at', 'text')
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('mail_inbox_lead_idx').on('mail_inbox').columns(['lead_id', 'id']).execute()

  await db.schema
    .createTable('mail_attachments')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('inbox_id', 'integer', (col) => col.notNull().references('mail_inbox.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    // The stored file's name under the upload store; null when it was not kept (too large, not allowed)
    .addColumn('stored_as', 'text')
    .addColumn('refused', 'text')
    .execute()
  await db.schema
    .createIndex('mail_attachments_inbox_idx')
    .on('mail_attachments')
    .column('inbox_id')
    .execute()

  await db.schema
    .createTable('mail_reader')
    .addColumn('mailbox', 'text', (col) => col.primaryKey())
    .addColumn('uid_validity', 'text')
    .addColumn('last_uid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_reader').ifExists().execute()
  await db.schema.dropTable('mail_attachments').ifExists().execute()
  await db.schema.dropTable('mail_inbox').ifExists().execute()
}
