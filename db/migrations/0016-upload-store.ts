import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Uploads every instance can serve, since several may run behind one load balancer: an uploaded image's
// bytes are kept in the database, the store all instances share; each instance keeps a copy on its own
// disk (UPLOAD_DIR) as a cache.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', kind === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('uploads').execute()
}
