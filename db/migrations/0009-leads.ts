import type { Kysely } from 'kysely'
import type { DatabaseKind } from '../client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

// The lead desk (docs/product.md, "Leads"): every inquiry belongs to exactly one lead, the traveller's trip
// as staff carry it from the first inquiry to a booking. A lead's timeline is a list of events that are only
// ever added; an inquiry's event is also its link to the lead (unique per inquiry).
//
// The inquiries already stored are grouped here, as a new inquiry is grouped from now on: by e-mail
// (ignoring case) into the traveller's lead while it is open and active in the last 90 days, oldest
// first, keeping every time. The trip's facts are read from the tables as they are today.

const OPEN_DAYS = 90

export async function up(db: AnyDb, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('country', 'text')
    .addColumn('travel_start', 'text')
    .addColumn('travel_end', 'text')
    .addColumn('party_size', 'integer')
    // Delimited lists ('|Kenya|Uganda|', '|3|'), so a filter is one LIKE on an indexed table.
    .addColumn('countries', 'text')
    .addColumn('packages', 'text')
    .addColumn('source_page', 'text')
    .addColumn('referrer', 'text')
    .addColumn('utm', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('lost_reason', 'text')
    .addColumn('lost_note', 'text')
    .addColumn('owner_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('next_action_at', 'text')
    .addColumn('next_action_text', 'text')
    // When the lead began waiting for a reply from staff; null while it is not waiting.
    .addColumn('waiting_since', 'text')
    .addColumn('first_response_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_activity_at', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'text')
    .execute()
  await db.schema
    .createIndex('leads_email_key_idx')
    .on('leads')
    .columns(['email_key', 'last_activity_at'])
    .execute()
  await db.schema.createIndex('leads_status_idx').on('leads').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('leads_waiting_idx').on('leads').columns(['waiting_since']).execute()
  await db.schema.createIndex('leads_created_idx').on('leads').columns(['created_at']).execute()
  await db.schema.createIndex('leads_owner_idx').on('leads').columns(['owner_id', 'status']).execute()

  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'integer', (col) =>
      kind === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('inquiry_kind', 'text')
    .addColumn('inquiry_id', 'integer')
    .addColumn('data', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('lead_events_lead_idx').on('lead_events').columns(['lead_id', 'id']).execute()
  await db.schema
    .createIndex('lead_events_inquiry_idx')
    .unique()
    .on('lead_events')
    .columns(['inquiry_kind', 'inquiry_id'])
    .execute()

  await groupStoredInquiries(db)
}

interface Stored {
  kind: string
  id: number
  name: string
  email: string
  phone: string | null
  country: string | null
  travel_start: string | null
  travel_end: string | null
  party_size: number | null
  countries: string[]
  packages: number[]
  source_page: string | null
  referrer: string | null
  utm: string | null
  created_at: string
}

/** The inquiries of every table as they are stored today, with the facts a lead keeps. */
async function storedInquiries(db: AnyDb): Promise<Stored[]> {
  const base = ['id', 'name', 'email', 'source_page', 'referrer', 'utm', 'created_at']
  const common = (kind: string, row: Record<string, unknown>) => ({
    kind,
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    phone: (row.phone as string | undefined) ?? null,
    country: (row.residing_country as string | undefined) ?? null,
    travel_start: null as string | null,
    travel_end: null as string | null,
    party_size: null as number | null,
    countries: [] as string[],
    packages: [] as number[],
    source_page: (row.source_page as string | null) ?? null,
    referrer: (row.referrer as string | null) ?? null,
    utm: (row.utm as string | null) ?? null,
    created_at: String(row.created_at),
  })
  const packages = await db
    .selectFrom('package_bookings')
    .select([...base, 'phone', 'residing_country', 'package_no', 'arrival_date'])
    .execute()
  const countries = await db
    .selectFrom('country_bookings')
    .select([...base, 'phone', 'residing_country', 'visiting_country', 'arrival_date', 'depart_date'])
    .execute()
  const stays = await db
    .selectFrom('accommodation_bookings')
    .select([...base, 'phone', 'checkin', 'checkout', 'adults', 'kids'])
    .execute()
  const transfers = await db
    .selectFrom('airport_transfers')
    .select([...base, 'phone', 'pass'])
    .execute()
  const messages = await db.selectFrom('messages').select(base).execute()
  return [
    ...packages.map((row) => ({
      ...common('package', row),
      travel_start: row.arrival_date ?? null,
      packages: [Number(row.package_no)],
    })),
    ...countries.map((row) => ({
      ...common('country', row),
      travel_start: row.arrival_date,
      travel_end: row.depart_date,
      countries: [String(row.visiting_country)],
    })),
    ...stays.map((row) => ({
      ...common('accommodation', row),
      travel_start: row.checkin,
      travel_end: row.checkout,
      party_size: Number(row.adults) + Number(row.kids),
    })),
    ...transfers.map((row) => ({ ...common('airport', row), party_size: Number(row.pass) })),
    ...messages.map((row) => common('message', row)),
  ].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
}

const listed = (values: (string | number)[]) => (values.length ? `|${values.join('|')}|` : null)

async function groupStoredInquiries(db: AnyDb): Promise<void> {
  const inquiries = await storedInquiries(db)
  // Each traveller's current lead while grouping: its id, its facts so far, its latest activity.
  const open = new Map<string, { id: number; last: string; countries: Set<string>; packages: Set<number> }>()
  for (const inquiry of inquiries) {
    const key = inquiry.email.trim().toLowerCase()
    const current = open.get(key)
    const fresh =
      current && Date.parse(inquiry.created_at) - Date.parse(current.last) <= OPEN_DAYS * 86_400_000
    let leadId: number
    if (current && fresh) {
      leadId = current.id
      for (const country of inquiry.countries) current.countries.add(country)
      for (const no of inquiry.packages) current.packages.add(no)
      current.last = inquiry.created_at
      await db
        .updateTable('leads')
        .set({
          name: inquiry.name,
          email: inquiry.email,
          ...(inquiry.phone ? { phone: inquiry.phone } : {}),
          ...(inquiry.country ? { country: inquiry.country } : {}),
          ...(inquiry.travel_start
            ? { travel_start: inquiry.travel_start, travel_end: inquiry.travel_end }
            : {}),
          ...(inquiry.party_size ? { party_size: inquiry.party_size } : {}),
          countries: listed([...current.countries]),
          packages: listed([...current.packages]),
          last_activity_at: inquiry.created_at,
        })
        .where('id', '=', leadId)
        .execute()
    } else {
      const row = await db
        .insertInto('leads')
        .values({
          email_key: key,
          name: inquiry.name,
          email: inquiry.email,
          phone: inquiry.phone,
          country: inquiry.country,
          travel_start: inquiry.travel_start,
          travel_end: inquiry.travel_end,
          party_size: inquiry.party_size,
          countries: listed(inquiry.countries),
          packages: listed(inquiry.packages),
          source_page: inquiry.source_page,
          referrer: inquiry.referrer,
          utm: inquiry.utm,
          status: 'new',
          waiting_since: inquiry.created_at,
          created_at: inquiry.created_at,
          last_activity_at: inquiry.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      leadId = Number(row.id)
      open.set(key, {
        id: leadId,
        last: inquiry.created_at,
        countries: new Set(inquiry.countries),
        packages: new Set(inquiry.packages),
      })
    }
    await db
      .insertInto('lead_events')
      .values({
        lead_id: leadId,
        type: 'inquiry',
        inquiry_kind: inquiry.kind,
        inquiry_id: inquiry.id,
        created_at: inquiry.created_at,
      })
      .execute()
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lead_events').ifExists().execute()
  await db.schema.dropTable('leads').ifExists().execute()
}
