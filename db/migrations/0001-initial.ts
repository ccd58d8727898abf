import type { CreateTableBuilder, Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// Written once with Kysely's schema builder in types both databases understand
// (docs/decisions/003-portable-data.md). Only the identity column differs by database.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

function withId<T extends string>(table: CreateTableBuilder<T, never>, kind: DatabaseKind) {
  return table.addColumn('id', 'integer', (col) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  )
}

/** name, email and phone: every inquiry starts with who sent it. */
function withContact<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
}

const bookingTables = ['package_bookings', 'country_bookings', 'accommodation_bookings', 'airport_transfers']

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await withId(db.schema.createTable('staff'), kind)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('staff'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sessions_staff_id_idx').on('sessions').column('staff_id').execute()
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute()

  await withContact(withId(db.schema.createTable('package_bookings'), kind))
    .addColumn('package_no', 'integer', (col) => col.notNull())
    .addColumn('residing_country', 'text')
    .addColumn('hear_about', 'text')
    .addColumn('arrival_date', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await withContact(withId(db.schema.createTable('country_bookings'), kind))
    .addColumn('residing_country', 'text', (col) => col.notNull())
    .addColumn('visiting_country', 'text', (col) => col.notNull())
    .addColumn('safari_experience', 'integer', (col) => col.notNull())
    .addColumn('hear_about', 'text', (col) => col.notNull())
    .addColumn('arrival_date', 'text', (col) => col.notNull())
    .addColumn('depart_date', 'text', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await withContact(withId(db.schema.createTable('accommodation_bookings'), kind))
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('checkin', 'text', (col) => col.notNull())
    .addColumn('checkout', 'text', (col) => col.notNull())
    .addColumn('adults', 'integer', (col) => col.notNull())
    .addColumn('kids', 'integer', (col) => col.notNull())
    .addColumn('price', 'double precision', (col) => col.notNull())
    .addColumn('location', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await withContact(withId(db.schema.createTable('airport_transfers'), kind))
    .addColumn('arrival_port', 'text', (col) => col.notNull())
    .addColumn('depart_port', 'text', (col) => col.notNull())
    .addColumn('flight_arrival_number', 'text', (col) => col.notNull())
    .addColumn('flight_depart_number', 'text', (col) => col.notNull())
    .addColumn('pass', 'integer', (col) => col.notNull())
    .addColumn('one_way', 'text', (col) => col.notNull())
    .addColumn('vehicle', 'text', (col) => col.notNull())
    .addColumn('special_needs', 'text', (col) => col.notNull())
    .addColumn('pick_up', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await withId(db.schema.createTable('messages'), kind)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  // Every list is newest first and searchable by name or e-mail.
  for (const table of [...bookingTables, 'messages']) {
    await db.schema.createIndex(`${table}_created_at_idx`).on(table).columns(['created_at', 'id']).execute()
    await db.schema.createIndex(`${table}_email_idx`).on(table).column('email').execute()
    await db.schema.createIndex(`${table}_name_idx`).on(table).column('name').execute()
  }
  await db.schema.createIndex('messages_read_at_idx').on('messages').column('read_at').execute()

  await withId(db.schema.createTable('articles'), kind)
    .addColumn('title', 'text', (col) => col.notNull().unique())
    .addColumn('image_url', 'text')
    .addColumn('description', 'text')
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text')
    .execute()
  await db.schema
    .createIndex('articles_published_idx')
    .on('articles')
    .columns(['published', 'published_at', 'id'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['articles', 'messages', ...bookingTables, 'sessions', 'staff']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
