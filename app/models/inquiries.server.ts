import { experienceLabel } from '~/content/experiences'
import { packageByNo } from '~/content/packages'
import type {
  AccommodationInquiry,
  AirportTransfer,
  ContactMessage,
  CountryInquiry,
  PackageBooking,
} from '~/schemas/inquiries'
import { countRows, db } from './db.server'
import { campaignOf } from '~/lib/campaign'
import { queueMail, type QueuedMail } from './mail-outbox.server'
import type { Database } from '@db/schema'
import { sql, type ExpressionBuilder, type Transaction } from 'kysely'

// The five kinds of inquiry a traveller can send, each stored in its own table and shown through the
// API with the names the operator's existing clients know (docs/product.md, "The JSON API").

/** A stored campaign (JSON) as known keys only, whatever an older row holds. */
function storedCampaign(json: string): Record<string, string> | null {
  try {
    return campaignOf(JSON.parse(json))
  } catch {
    return null
  }
}

/** Where an inquiry came from: the page it was sent from, the visit's referrer and campaign (JSON). */
export interface InquirySource {
  source_page: string | null
  referrer: string | null
  utm: string | null
}

/** The mail about a new inquiry, composed inside its transaction (app/services/inquiry-mail.server.ts). */
export type InquiryMail = (
  trx: Transaction<Database>,
  id: number,
  row: Record<string, unknown>,
) => Promise<QueuedMail[]>

export type InquiryKind = 'package' | 'country' | 'accommodation' | 'airport' | 'message'

interface InputOf {
  package: PackageBooking
  country: CountryInquiry
  accommodation: AccommodationInquiry
  airport: AirportTransfer
  message: ContactMessage
}

type Row = Record<string, unknown> & { id: number; created_at: string }

interface KindDefinition<K extends InquiryKind> {
  table: keyof Database & `${string}${'bookings' | 'transfers' | 'messages'}`
  toRow(input: InputOf[K]): Record<string, string | number | null>
  toApi(row: Row): Record<string, unknown>
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value)

const kinds: { [K in InquiryKind]: KindDefinition<K> } = {
  package: {
    table: 'package_bookings',
    toRow: (input) => ({
      name: input.name,
      email: input.email,
      phone: input.phone,
      package_no: input.package_no,
      residing_country: orNull(input.residing_country),
      hear_about: orNull(input.hear_about),
      arrival_date: orNull(input.arrival_date),
      message: orNull(input.message),
    }),
    toApi: ({ id, package_no, ...row }) => ({
      booking_id: id,
      ...row,
      package_no,
      package_title: packageByNo(Number(package_no))?.title ?? null,
    }),
  },
  country: {
    table: 'country_bookings',
    toRow: ({ visit_country, message, ...input }) => ({
      ...input,
      visiting_country: visit_country,
      message: orNull(message),
    }),
    toApi: ({ id, safari_experience, ...row }) => ({
      book_id: id,
      ...row,
      safari_experience,
      experience: experienceLabel(Number(safari_experience)) ?? null,
    }),
  },
  accommodation: {
    table: 'accommodation_bookings',
    toRow: ({ location, ...input }) => ({ ...input, location: orNull(location) }),
    toApi: ({ id, ...row }) => ({ acc_id: id, ...row }),
  },
  airport: {
    table: 'airport_transfers',
    toRow: (input) => ({ ...input }),
    toApi: ({ id, ...row }) => ({ airport_id: id, ...row }),
  },
  message: {
    table: 'messages',
    toRow: (input) => ({ ...input }),
    toApi: ({ id, ...row }) => ({ message_id: id, ...row, read: row.read_at != null }),
  },
}

/** A stored row in the API's shape, with the visit's campaign as an object. */
function present(definition: KindDefinition<InquiryKind>, row: Row) {
  const { utm, ...rest } = row
  return {
    ...definition.toApi(rest as Row),
    utm: typeof utm === 'string' ? storedCampaign(utm) : null,
  }
}

/**
 * Stores an inquiry (already validated) and, in the same transaction, the mail `options.mail` composes
 * about it (in the API's shape): it waits in the outbox and is sent after the commit
 * (app/services/mail.server.ts). Answers the inquiry's id.
 */
export async function createInquiry<K extends InquiryKind>(
  kind: K,
  input: InputOf[K],
  options: { mail?: InquiryMail; source?: InquirySource } = {},
): Promise<number> {
  const definition = kinds[kind]
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = (await trx
        .insertInto(definition.table)
        .values({
          ...definition.toRow(input),
          ...options.source,
          created_at: new Date().toISOString(),
        } as never)
        .returningAll()
        .executeTakeFirstOrThrow()) as Row
      const id = Number(row.id)
      if (options.mail) await queueMail(trx, await options.mail(trx, id, definition.toApi(row)))
      return id
    })
}

export interface Page {
  limit: number
  offset: number
}

/**
 * Rows whose name or e-mail contains `search`, ignoring case, in either database. The one expression
 * searched is the one the search indexes hold (db/migrations/0006-search-indexes.ts). LIKE's own
 * wildcards in the search are escaped, so "50%" or "o_neill" mean what they say.
 */
function nameOrEmailContains(search: string) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  // Any inquiry table: the cast only narrows Kysely's typing of a union of tables.
  return (eb: ExpressionBuilder<Database, 'messages'>) =>
    sql<boolean>`lower(${eb.ref('name')} || ' ' || ${eb.ref('email')}) like ${pattern} escape '\\'`
}

/** A page of inquiries, newest first, in the API's shape; `search` keeps those whose name or e-mail has it. */
export async function listInquiries(kind: InquiryKind, page: Page, search?: string) {
  const definition = kinds[kind]
  let query = db()
    .selectFrom(definition.table as 'messages')
    .selectAll()
  // The matching ids first, from the search index; then only those rows, in order. Asked in one go,
  // SQLite would walk the date index instead and read every row of the table to test it.
  if (search) {
    const matching = db()
      .selectFrom(definition.table as 'messages')
      .select('id')
      .where(nameOrEmailContains(search))
    query = query.where('id', 'in', matching)
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return (rows as unknown as Row[]).map((row) => present(definition, row))
}

/** How many inquiries of a kind there are; with `search`, how many match it. */
export async function countInquiries(kind: InquiryKind, search?: string): Promise<number> {
  if (!search) return countRows(kinds[kind].table)
  const row = await db()
    .selectFrom(kinds[kind].table as 'messages')
    .where(nameOrEmailContains(search))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** One inquiry in the API's shape, or undefined. */
export async function getInquiry(kind: InquiryKind, id: number) {
  const definition = kinds[kind]
  const row = await db().selectFrom(definition.table).selectAll().where('id', '=', id).executeTakeFirst()
  return row ? present(definition, row as Row) : undefined
}

export const INQUIRY_KINDS = Object.keys(kinds) as InquiryKind[]

/** The table an inquiry kind is stored in. */
export function inquiryTable(kind: InquiryKind) {
  return kinds[kind].table
}

/** Marks a contact message read (or unread again); false when there is no such message. */
export async function setMessageRead(id: number, read: boolean): Promise<boolean> {
  const result = await db()
    .updateTable('messages')
    .set({ read_at: read ? new Date().toISOString() : null })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
