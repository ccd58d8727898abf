import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// A proposal priced from the rate cards (docs/product.md, "Rate cards"): what staff chose for each day,
// the exchange rates pinned when it was first priced, and the quote with its costs and margins. Kept
// apart from the proposal's document, which the traveller's page, PDF and mails are drawn from: no
// cost or margin can reach them. It goes with its proposal.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('proposal_pricing')
    .addColumn('proposal_id', 'integer', (col) =>
      col.primaryKey().references('proposals.id').onDelete('cascade'),
    )
    // JSON: residency, children's ages, markups, each day's lodge, park, vehicle and other choices
    .addColumn('setup', 'text', (col) => col.notNull())
    // JSON: how much of each currency one US dollar buys, in millionths, pinned at the first pricing
    .addColumn('rates', 'text', (col) => col.notNull())
    // JSON: the priced quote (cost, price, margin per line, day and trip), or null before a pricing
    .addColumn('quote', 'text')
    .addColumn('priced_at', 'text')
    .addColumn('priced_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('proposal_pricing').execute()
}
