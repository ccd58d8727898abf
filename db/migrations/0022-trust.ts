import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The trust block (docs/product.md, "Licence, team and reviews"): the people who plan the trips and the
// reviews staff copy in, with their source. The licence, registration and memberships are one setting
// (site_settings, key "trust").
export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) =>
        kind === 'postgres'
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      )
  await id('team_members')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('photo', 'text')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await id('reviews')
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('home', 'text')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('reviewed_on', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('reviews_reviewed_on_idx').on('reviews').column('reviewed_on').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reviews').execute()
  await db.schema.dropTable('team_members').execute()
}
