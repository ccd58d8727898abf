import { sql, type Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// Guards on a booking's ledger (docs/product.md, "Payments"; decision 048):
// - a staff money form's one-use token: the same form sent again records nothing more, so each entry
//   and each cancellation keeps the token it came with, unique;
// - an amount is a whole number of minor units within JavaScript's safe integers, whatever sends it.
//   PostgreSQL's `integer` refuses fractions and text already; SQLite stores whatever it is given, so
//   triggers refuse the rest there;
// - a processor's event that could not be recorded (an impossible amount, say) is kept once, so the
//   admins are told of it once however often it is sent again.

const SAFE = '9007199254740991'

const guardedColumns = [
  ['payments', 'amount_minor'],
  ['booking_cancellations', 'refund_minor'],
] as const

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  for (const table of ['payments', 'booking_cancellations']) {
    await db.schema.alterTable(table).addColumn('submission_key', 'text').execute()
    await db.schema
      .createIndex(`${table}_submission_key_idx`)
      .on(table)
      .column('submission_key')
      .unique()
      .execute()
  }
  for (const [table, column] of guardedColumns) {
    if (kind === 'postgres') {
      // NOT VALID: rows already there are not read again (a start is never stopped by an old row).
      await sql
        .raw(
          `alter table ${table} add constraint ${table}_${column}_safe check (${column} between -${SAFE} and ${SAFE}) not valid`,
        )
        .execute(db)
      continue
    }
    for (const event of ['insert', 'update']) {
      await sql
        .raw(
          `create trigger ${table}_${column}_${event} before ${event} on ${table}
           when typeof(new.${column}) <> 'integer' or new.${column} not between -${SAFE} and ${SAFE}
           begin select raise(abort, '${column} must be a whole number of minor units'); end`,
        )
        .execute(db)
    }
  }
  await db.schema
    .createTable('refused_payment_events')
    .addColumn('external_id', 'text', (col) => col.primaryKey())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.schema.dropTable('refused_payment_events').execute()
  for (const [table, column] of guardedColumns) {
    if (kind === 'postgres') {
      await sql.raw(`alter table ${table} drop constraint ${table}_${column}_safe`).execute(db)
      continue
    }
    for (const event of ['insert', 'update'])
      await sql.raw(`drop trigger ${table}_${column}_${event}`).execute(db)
  }
  for (const table of ['payments', 'booking_cancellations']) {
    await db.schema.dropIndex(`${table}_submission_key_idx`).execute()
    await db.schema.alterTable(table).dropColumn('submission_key').execute()
  }
}
