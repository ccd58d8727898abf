import { experienceLabel } from '~/content/experiences'
import { packageByNo } from '~/content/packages'
import type {
  AccommodationInquiry,
  AirportTransfer,
  ContactMessage,
  CountryInquiry,
  PackageBooking,
} from '~/schemas/inquiries'
import { getConfig } from '~/config.server'
import { countRows, db } from '~/services/db.server'
import { composeInquiryMail } from '~/services/inquiry-mail.server'
import type { InquirySource } from '~/services/visit.server'
import { queueMail } from './mail-outbox.server'
import type { Database } from '@db/schema'

// The five kinds of inquiry a traveller can send, each stored in its own table and shown through the
// API with the names the operator's existing clients know (PRODUCT.md, "API contract").

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
    utm: typeof utm === 'string' ? (JSON.parse(utm) as unknown) : null,
  }
}

export interface Page {
  limit: number
  offset: number
}

/**
 * Stores an inquiry (already validated) and, in the same transaction, the mail about it: the staff
 * notice and the traveller's acknowledgement wait in the outbox and are sent after the commit
 * (app/services/mail.server.ts). Answers the inquiry's id.
 */
export async function createInquiry<K extends InquiryKind>(
  kind: K,
  input: InputOf[K],
  options: { notify?: boolean; source?: InquirySource } = {},
): Promise<number> {
  const definition = kinds[kind]
  const { operator, publicUrl } = getConfig()
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
      if (options.notify !== false) {
        await queueMail(trx, composeInquiryMail(kind, id, definition.toApi(row), { operator, publicUrl }))
      }
      return id
    })
}

/** A page of inquiries, newest first, in the API's shape. */
export async function listInquiries(kind: InquiryKind, page: Page) {
  const definition = kinds[kind]
  const rows = await db()
    .selectFrom(definition.table)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return (rows as Row[]).map((row) => present(definition, row))
}

export function countInquiries(kind: InquiryKind): Promise<number> {
  return countRows(kinds[kind].table)
}

/** One inquiry in the API's shape, or undefined. */
export async function getInquiry(kind: InquiryKind, id: number) {
  const definition = kinds[kind]
  const row = await db().selectFrom(definition.table).selectAll().where('id', '=', id).executeTakeFirst()
  return row ? present(definition, row as Row) : undefined
}
