import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Staff answer a lead from Tembo (docs/product.md, "Leads"): every mail belongs to its lead, a reply
// names the mail it answers and the thread it is part of (In-Reply-To, References) and the staff member
// who wrote it, and replies start from templates that staff keep. The mail already queued is given its
// inquiry's lead.
export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('lead_id', 'integer', (col) => col.references('leads.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('mail_outbox').addColumn('in_reply_to', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('thread_references', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('from_name', 'text').execute()
  await db.schema.createIndex('mail_outbox_lead_idx').on('mail_outbox').columns(['lead_id', 'id']).execute()
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      lead_id: eb
        .selectFrom('lead_events')
        .select('lead_events.lead_id')
        .whereRef('lead_events.inquiry_kind', '=', 'mail_outbox.inquiry_kind')
        .whereRef('lead_events.inquiry_id', '=', 'mail_outbox.inquiry_id'),
    }))
    .execute()

  await db.schema
    .createTable('reply_templates')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  const now = new Date().toISOString()
  await db
    .insertInto('reply_templates')
    .values([
      {
        name: 'First reply',
        subject: 'Your safari plans {reference}',
        body: [
          'Dear {first_name},',
          '',
          'Thank you for thinking of us for your trip{dates}. I have read your request and would love to help you shape it.',
          '',
          'Before I put a first itinerary and price together, could you tell me a little more: who is travelling (and the ages of any children), the kind of places you like to stay, and roughly what you would like to spend per person?',
          '',
          'I will come back to you within a day of hearing from you.',
        ].join('\n'),
        updated_at: now,
      },
      {
        name: 'Proposal sent',
        subject: 'Your itinerary {reference}',
        body: [
          'Dear {first_name},',
          '',
          'Please find your proposed itinerary{package} below. Everything in it can be changed: dates, lodges, the pace of the days.',
          '',
          'If it looks right, a deposit holds the lodges and permits; I will send the details as soon as you say so.',
        ].join('\n'),
        updated_at: now,
      },
    ])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reply_templates').ifExists().execute()
  await db.schema.dropIndex('mail_outbox_lead_idx').ifExists().execute()
  for (const column of ['from_name', 'thread_references', 'in_reply_to', 'lead_id'])
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute()
}
