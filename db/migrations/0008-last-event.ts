import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Hardening (issue 12): when the latest event of a counted key happened, so that a sign-in throttle can
// make the next try wait a time measured from the last failure, not from the start of a window.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('rate_limits').addColumn('last_at', 'text').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('rate_limits').dropColumn('last_at').execute()
}
