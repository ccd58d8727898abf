import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// After the yes (docs/product.md, "Reservations"): what a booking asks of each supplier, and the
// supplier's answer.
// - a supplier's address for requests, its phone and street address for the traveller's documents, and
//   when it is paid (on confirmation, some days before arrival, or some days after the stay);
// - one reservation per supplier and stay of an accepted version, once (a proposal's key is unique),
//   with what is asked, its status and the supplier's answer; a one-use link's secret, hashed;
// - a hold's reminder to its owner, claimed by its row, so it goes once on any number of instances.

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  for (const column of ['email', 'phone', 'address'])
    await db.schema
      .alterTable('suppliers')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute()
  await db.schema
    .alterTable('suppliers')
    .addColumn('pay_terms', 'text', (col) => col.notNull().defaultTo('on_confirmation'))
    .execute()
  await db.schema
    .alterTable('suppliers')
    .addColumn('pay_days', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) =>
      col.notNull().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('supplier_id', 'integer', (col) => col.notNull().references('suppliers.id'))
    // What names it in the accepted version's choices: 'lodge:0' is the stay from its first entry
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('service', 'text', (col) => col.notNull())
    .addColumn('starts_on', 'text', (col) => col.notNull())
    .addColumn('ends_on', 'text', (col) => col.notNull())
    .addColumn('units', 'integer', (col) => col.notNull())
    .addColumn('rooms', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('adults', 'integer', (col) => col.notNull())
    .addColumn('child_ages', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('requests', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('to_request'))
    .addColumn('hold_until', 'text')
    .addColumn('supplier_ref', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('cost_minor', 'integer')
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('request_mail_id', 'integer')
    .addColumn('requested_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('answered_via', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('reservations_once_idx')
    .on('reservations')
    .columns(['proposal_id', 'key'])
    .unique()
    .execute()
  await db.schema
    .createIndex('reservations_status_idx')
    .on('reservations')
    .columns(['status', 'hold_until'])
    .execute()
  await db.schema.createIndex('reservations_supplier_idx').on('reservations').column('supplier_id').execute()
  await db.schema
    .createTable('reservation_reminders')
    .addColumn('reservation_id', 'integer', (col) =>
      col.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('hold_until', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('reservation_reminders_pk', ['reservation_id', 'kind', 'hold_until'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reservation_reminders').execute()
  await db.schema.dropTable('reservations').execute()
  for (const column of ['email', 'phone', 'address', 'pay_terms', 'pay_days'])
    await db.schema.alterTable('suppliers').dropColumn(column).execute()
}
