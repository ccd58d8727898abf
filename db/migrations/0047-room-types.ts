import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// A lodge's rate for one type of room (docs/product.md, "Rate cards", "Rooms"): single, twin, double,
// triple or a children's room, beside the others of the same room category and meal plan, so that each
// room staff set for a trip is priced at its own rate. A rate entered before is for any room, as it was.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('supplier_rates').addColumn('room_type', 'text').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('supplier_rates').dropColumn('room_type').execute()
}
