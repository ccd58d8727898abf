import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Lines typed by hand carry their own cost (docs/product.md, "Proposals", "Confirmed margin"), kept in
// the draft's JSON. What a version's price holds with no known cost is frozen with its pricing and kept
// on the acceptance, beside its cost, so the confirmed margin never counts it as margin. Null on rows
// from before: their price held nothing apart from the cards' lines that was known.
//
// Pricing from the cards now replaces only the lines it marks as its own (`fromCards`). A draft priced
// before had every line written anew by its last pricing, so its lines are marked as the cards': priced
// again, they are replaced as they would have been, never kept beside the new ones and counted twice.

const BATCH = 500

async function markCardLines(db: AnyDb) {
  let after = 0
  for (;;) {
    const rows: { id: number | string; draft: string }[] = await db
      .selectFrom('proposals')
      .innerJoin('proposal_pricing', 'proposal_pricing.proposal_id', 'proposals.id')
      .select(['proposals.id', 'proposals.draft'])
      .where('proposal_pricing.quote', 'is not', null)
      .where('proposals.id', '>', after)
      .orderBy('proposals.id')
      .limit(BATCH)
      .execute()
    for (const row of rows) {
      const draft = JSON.parse(row.draft) as { lines?: Record<string, unknown>[] }
      if (!Array.isArray(draft.lines)) continue
      const lines = draft.lines.map((line) => ({ ...line, fromCards: true }))
      await db
        .updateTable('proposals')
        .set({ draft: JSON.stringify({ ...draft, lines }) })
        .where('id', '=', row.id)
        .execute()
    }
    if (rows.length < BATCH) return
    after = Number(rows[rows.length - 1]!.id)
  }
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('version_pricing').addColumn('uncosted_minor', 'integer').execute()
  await db.schema.alterTable('proposal_acceptances').addColumn('uncosted_minor', 'integer').execute()
  await markCardLines(db)
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('proposal_acceptances').dropColumn('uncosted_minor').execute()
  await db.schema.alterTable('version_pricing').dropColumn('uncosted_minor').execute()
}
