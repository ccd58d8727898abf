import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// A booking's money and package on its acceptance (docs/product.md, "Revenue by source"): the accepted
// version's currency, total and the package it was made from, copied when the traveller accepts. The
// revenue figures read a year of bookings from these small rows by their time, instead of the version
// rows with their documents (whose package SQLite and PostgreSQL could not read alike). And the leads
// by when they came, with what the figures group them by, read from the index alone.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('proposal_acceptances').addColumn('currency', 'text').execute()
  await db.schema.alterTable('proposal_acceptances').addColumn('total_minor', 'integer').execute()
  await db.schema.alterTable('proposal_acceptances').addColumn('package_no', 'integer').execute()
  const accepted = await db
    .selectFrom('proposal_acceptances')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_acceptances.version_id')
    .select([
      'proposal_acceptances.id',
      'proposal_versions.currency',
      'proposal_versions.total_minor',
      'proposal_versions.document',
    ])
    .execute()
  for (const row of accepted) {
    const packageNo = (JSON.parse(row.document as string) as { packageNo?: unknown }).packageNo
    await db
      .updateTable('proposal_acceptances')
      .set({
        currency: row.currency,
        total_minor: row.total_minor,
        package_no: typeof packageNo === 'number' ? packageNo : null,
      })
      .where('id', '=', row.id)
      .execute()
  }
  await db.schema
    .createIndex('leads_revenue_idx')
    .on('leads')
    .columns(['created_at', 'source', 'countries', 'status'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('leads_revenue_idx').execute()
  for (const column of ['package_no', 'total_minor', 'currency'])
    await db.schema.alterTable('proposal_acceptances').dropColumn(column).execute()
}
