import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The dashboard's proposal figures (app/models/proposal-figures.server.ts) read, for each proposal first
// sent in the window, what its versions are worth. A version's row holds its whole document and view;
// these indexes hold what the figures read, so the rows themselves are not read (decision 038).

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('proposal_versions_sent_idx').execute()
  await db.schema
    .createIndex('proposal_versions_sent_idx')
    .on('proposal_versions')
    .columns(['version', 'sent_at', 'proposal_id'])
    .execute()
  await db.schema
    .createIndex('proposal_versions_value_idx')
    .on('proposal_versions')
    .columns(['proposal_id', 'version', 'currency', 'total_minor'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('proposal_versions_value_idx').execute()
  await db.schema.dropIndex('proposal_versions_sent_idx').execute()
  await db.schema
    .createIndex('proposal_versions_sent_idx')
    .on('proposal_versions')
    .columns(['version', 'sent_at'])
    .execute()
}
