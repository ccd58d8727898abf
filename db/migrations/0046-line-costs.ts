import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Lines typed by hand carry their own cost (docs/product.md, "Proposals", "Confirmed margin"), kept in
// the draft's JSON. What a version's price holds with no known cost is frozen with its pricing and kept
// on the acceptance, beside its cost, so the confirmed margin never counts it as margin. Null on rows
// from before: their price held nothing apart from the cards' lines that was known.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('version_pricing').addColumn('uncosted_minor', 'integer').execute()
  await db.schema.alterTable('proposal_acceptances').addColumn('uncosted_minor', 'integer').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('proposal_acceptances').dropColumn('uncosted_minor').execute()
  await db.schema.alterTable('version_pricing').dropColumn('uncosted_minor').execute()
}
