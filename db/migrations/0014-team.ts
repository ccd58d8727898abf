import { sql, type Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The team (docs/product.md, "The team"): roles that mean something ('admin' and 'agent'; the old
// 'staff' becomes 'agent'), members who can be disabled and re-enabled, one-time links to set a password
// (an invitation or a reset, kept only as a hash of the link's secret), and the audit trail of who did
// what, when and from which address.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.updateTable('staff').set({ role: 'agent' }).where('role', '!=', 'admin').execute()
  // When set, the member cannot sign in and has no session; their leads stay theirs.
  await db.schema.alterTable('staff').addColumn('disabled_at', 'text').execute()
  // When the member first set their password; null while an invitation waits.
  await db.schema.alterTable('staff').addColumn('joined_at', 'text').execute()
  await db
    .updateTable('staff')
    .set({ joined_at: sql`created_at` })
    .execute()

  await db.schema
    .createTable('staff_links')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    // sha256 of the secret in the link, hex; the secret itself is only in the mail
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    // 'invite' or 'reset'
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('staff_links_staff_idx').on('staff_links').column('staff_id').execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (col) => col.notNull())
    // Who did it: a member of staff, or null (a failed sign-in, the retention job)
    .addColumn('actor_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    // Their e-mail address at the time (or the address typed at a failed sign-in)
    .addColumn('actor_email', 'text')
    // 'sign-in', 'sign-in-failed', 'staff-invited', 'staff-disabled', 'export', 'erasure', …
    .addColumn('action', 'text', (col) => col.notNull())
    // What it was done to, in words: "Amani Njoroge <amani@…>", "leads (status: Lost)"
    .addColumn('subject', 'text')
    // JSON object of the details worth keeping; never an erased traveller's data
    .addColumn('detail', 'text')
    .addColumn('address', 'text')
    .execute()
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute()
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute()
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
  await db.schema.dropTable('staff_links').execute()
  await db.schema.alterTable('staff').dropColumn('joined_at').execute()
  await db.schema.alterTable('staff').dropColumn('disabled_at').execute()
  await db.updateTable('staff').set({ role: 'staff' }).where('role', '=', 'agent').execute()
}
