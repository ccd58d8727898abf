import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Each running instance says it is alive every few seconds (app/services/heartbeat.server.ts). A mail
// whose send has an unknown outcome is taken over from another instance only once that instance has
// stopped saying so (docs/decisions/028-mail-takeover.md).

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('instances')
    // app/services/instance.server.ts: host, process id and a random tail
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('beat_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('instances').execute()
}
