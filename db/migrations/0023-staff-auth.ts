import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Staff sign-in made harder to take over (docs/decisions/025-staff-second-step.md): a member whose
// password no longer meets the rule is marked at sign-in and asked for a new one; a second step (TOTP)
// with its one-use recovery codes. Whether admins require it is a setting (site_settings, key
// "two-step"), absent on a fresh site: nobody is required.
export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) =>
        kind === 'postgres'
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      )
  // When a sign-in found the password below the rule; cleared when a new one is set.
  await db.schema.alterTable('staff').addColumn('weak_password_at', 'text').execute()

  // One a member: the TOTP secret, encrypted; confirmed once a code from the app has been typed.
  await id('staff_two_step')
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().unique().references('staff.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    // The time step of the last code accepted: a code is taken once, never again nor an older one.
    .addColumn('last_step', 'integer')
    .execute()

  // Ten one-use codes for a lost phone, kept as keyed hashes.
  await id('staff_recovery_codes')
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('staff_recovery_codes_lookup_idx')
    .on('staff_recovery_codes')
    .columns(['staff_id', 'code_hash'])
    .unique()
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_recovery_codes').execute()
  await db.schema.dropTable('staff_two_step').execute()
  await db.schema.alterTable('staff').dropColumn('weak_password_at').execute()
  await db.deleteFrom('site_settings').where('key', '=', 'two-step').execute()
}
