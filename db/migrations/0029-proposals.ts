import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Proposals (docs/product.md, "Proposals"): a lead's priced trip. Staff edit a draft; each send freezes
// it as a numbered version with what the traveller is shown and its SHA-256, and a link whose secret is
// stored only as a hash. A proposal is accepted once: the acceptance's proposal is unique. A proposal
// goes with its lead's erasure (foreign keys cascade). A mail may carry a document made when it is
// sent (mail_outbox.attachment: the proposal version whose PDF it attaches).

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('proposals')
    .addColumn('id', 'integer', id)
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    // The document staff edit, as JSON (app/lib/proposal.ts, ProposalDocument)
    .addColumn('draft', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // The traveller's visits to any of its links: the first one tells staff, once
    .addColumn('first_opened_at', 'text')
    .addColumn('last_opened_at', 'text')
    .addColumn('open_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('proposals_lead_idx').on('proposals').columns(['lead_id', 'id']).execute()
  // The dashboard's figures count by these times.
  await db.schema.createIndex('proposals_opened_idx').on('proposals').columns(['first_opened_at']).execute()

  await db.schema
    .createTable('proposal_versions')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    // The draft as sent, and what the traveller is shown (ProposalView) with its SHA-256, frozen
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('view', 'text', (col) => col.notNull())
    .addColumn('content_sha256', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('total_minor', 'integer', (col) => col.notNull())
    .addColumn('expires_on', 'text', (col) => col.notNull())
    // The trip's first and last day as sent: the departures list reads them
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    // SHA-256 of the link's secret: the table alone opens nothing
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('sent_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addColumn('mail_id', 'integer')
    .addUniqueConstraint('proposal_versions_number', ['proposal_id', 'version'])
    .execute()
  await db.schema
    .createIndex('proposal_versions_start_idx')
    .on('proposal_versions')
    .columns(['start_date'])
    .execute()
  await db.schema
    .createIndex('proposal_versions_sent_idx')
    .on('proposal_versions')
    .columns(['version', 'sent_at'])
    .execute()

  await db.schema
    .createTable('proposal_acceptances')
    .addColumn('id', 'integer', id)
    // One acceptance per proposal: a second press, or a second instance, records nothing more
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().unique().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('version_id', 'integer', (col) =>
      col.notNull().references('proposal_versions.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('content_sha256', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text', (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema
    .createIndex('proposal_acceptances_time_idx')
    .on('proposal_acceptances')
    .columns(['accepted_at'])
    .execute()

  await db.schema.alterTable('mail_outbox').addColumn('attachment', 'text').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachment').execute()
  await db.schema.dropTable('proposal_acceptances').execute()
  await db.schema.dropTable('proposal_versions').execute()
  await db.schema.dropTable('proposals').execute()
}
