import { type Catalogue } from '~/lib/catalogue'
import { packageIn } from '~/lib/content-languages'
import { isLocale, type Locale } from '~/lib/locales'
import { getCatalogue } from './catalogue.server'
import { recordIdempotencyKey } from './idempotency.server'
import { countRows, db, getDatabase, transactionWhileWaited } from './db.server'
import { campaignOf } from '~/lib/campaign'
import {
  inquiryKind,
  inquiryKinds,
  type InquiryInput,
  type InquiryKind,
  type InquiryKindDefinition,
  type StoredRow,
} from '~/inquiries'
import { countWithin, type EventLimit } from './rate-limits.server'
import { emailKey, joinLead, leadLock, type LeadLink } from './leads.server'
import {
  acknowledgementsCount,
  outboxRows,
  queueMail,
  type AcknowledgementsAsked,
  type QueuedMail,
} from './mail-outbox.server'
import type { Database, LeadEventsTable } from '@db/schema'
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Transaction } from 'kysely'

// Inquiries of every kind, each stored in its kind's table and shown through the API with the names the
// operator's existing clients know (app/inquiries/, docs/product.md, "The JSON API").

/**
 * Every inquiry table seen through the columns the queries for all kinds use (read_at only where the
 * kind tracks reading): Kysely types one table at a time, and these queries serve whichever is asked.
 */
interface AnyInquiryTables {
  inquiries: { id: number; name: string; email: string; created_at: string; read_at: string | null }
}

/** The table of `kind`, typed as AnyInquiryTables' one table. */
export function inquiryTableOf(kind: InquiryKind) {
  return inquiryKind(kind).table as string as 'inquiries'
}

/** The database seen through AnyInquiryTables. */
export const inquiryTables = () => db() as unknown as Kysely<AnyInquiryTables>

/** A stored campaign (JSON) as known keys only, whatever an older row holds. */
function storedCampaign(json: string): Record<string, string> | null {
  try {
    return campaignOf(JSON.parse(json))
  } catch {
    return null
  }
}

/**
 * Where an inquiry came from: the page it was sent from, the visit's referrer and campaign (JSON), and
 * the language of that page (the traveller's, docs/product.md "Languages").
 */
export interface InquirySource {
  source_page: string | null
  referrer: string | null
  utm: string | null
  language: Locale
}

/** The mail about a new inquiry, composed inside its transaction (app/services/inquiry-mail.server.ts). */
export interface InquiryMail {
  /** The acknowledgements to count with the insert, for `compose` to keep to its limit. */
  acknowledgements: AcknowledgementsAsked
  compose(id: number, row: Record<string, unknown>, lead: LeadLink, acknowledged: number): QueuedMail[]
}

/** A stored row in the API's shape, with the visit's campaign as an object. */
function present(definition: InquiryKindDefinition, row: StoredRow, catalogue: Catalogue) {
  const { id, utm, ...rest } = row
  return {
    [definition.api.idKey]: id,
    ...rest,
    ...definition.derived?.(row, catalogue),
    utm: typeof utm === 'string' ? storedCampaign(utm) : null,
  }
}

/** The catalogue as a traveller writing in `language` reads it: each package in its words there. */
function catalogueIn(catalogue: Catalogue, language: unknown): Catalogue {
  if (!isLocale(language) || language === 'en') return catalogue
  return { ...catalogue, packages: catalogue.packages.map((item) => packageIn(item, language) ?? item) }
}

/** A stored row of `kind` in the API's shape. */
export const presentInquiry = (kind: InquiryKind, row: unknown, catalogue: Catalogue) =>
  present(inquiryKind(kind) as InquiryKindDefinition, row as StoredRow, catalogue)

/**
 * Stores an inquiry (already validated) and, in the same transaction, puts it on its traveller's lead
 * (app/models/leads.server.ts), queues the mail `options.mail` composes about it (in the API's shape:
 * the mail waits in the outbox and is sent after the commit, app/services/mail-sender.server.ts) and
 * counts it against `options.limit` (over it, `OverLimit` is thrown and nothing is kept). Answers the
 * inquiry's id, its lead and the limit's count.
 */
export async function createInquiry<K extends InquiryKind>(
  kind: K,
  input: InquiryInput<K>,
  options: {
    mail?: InquiryMail
    source?: InquirySource
    /** An API client's Idempotency-Key, recorded with the inquiry (app/models/idempotency.server.ts) */
    idempotency?: { key: string; bodyHash: string }
    /** The request's: nothing is committed once its client has stopped waiting. */
    signal?: AbortSignal
    /** The sender's limit, counted last, in the same commit (docs/decisions/040-limit-in-the-inquiry.md). */
    limit?: EventLimit
  } = {},
): Promise<{ id: number; lead: LeadLink; counted?: number }> {
  const definition = inquiryKind(kind) as InquiryKindDefinition
  const catalogue = await getCatalogue()
  const values = {
    ...definition.toRow(input as never),
    ...options.source,
    created_at: new Date().toISOString(),
  }
  // The insert also takes the traveller's lead lock (on PostgreSQL) and counts the acknowledgements the
  // mail needs: two round trips fewer (decision 032).
  const lock = leadLock(emailKey(String((values as Record<string, unknown>).email)))
  const { mail } = options
  return transactionWhileWaited(options.signal, async (trx) => {
    let insert = trx
      .insertInto(definition.table)
      .values(values as never)
      .returningAll()
    if (lock) insert = insert.returning(lock.as('lead_lock'))
    if (mail) insert = insert.returning(acknowledgementsCount(mail.acknowledgements).as('acknowledged'))
    const {
      lead_lock: _,
      acknowledged,
      ...row
    } = (await insert.executeTakeFirstOrThrow()) as StoredRow & { acknowledged?: number | string }
    const id = Number(row.id)
    const { lead, event } = await joinLead(trx, {
      kind,
      row,
      facts: definition.leadFacts(row),
      locked: !!lock,
    })
    if (options.idempotency) await recordIdempotencyKey(trx, { ...options.idempotency, inquiryId: id })
    // The mail names what the catalogue holds (a package's title) in the traveller's language.
    const mails = mail
      ? mail.compose(
          id,
          present(definition, row, catalogueIn(catalogue, row.language)),
          lead,
          Number(acknowledged),
        )
      : []
    await recordArrival(trx, event, mails)
    // Last: on PostgreSQL the count's row stays locked until the commit, and one address's inquiries
    // take turns on it.
    const counted = options.limit ? await countWithin(trx, options.limit) : undefined
    return { id, lead, counted }
  })
}

/**
 * The inquiry's event on its lead and its mail: on PostgreSQL in one statement, a round trip fewer
 * (decision 032); SQLite cannot write in a WITH clause, and has no round trips to save.
 */
async function recordArrival(
  trx: Transaction<Database>,
  event: Insertable<LeadEventsTable>,
  mails: QueuedMail[],
) {
  if (getDatabase().kind === 'postgres' && mails.length > 0) {
    await trx
      .with('arrival', (db) => db.insertInto('lead_events').values(event).returning('id'))
      .insertInto('mail_outbox')
      .values(outboxRows(mails))
      .execute()
    return
  }
  await trx.insertInto('lead_events').values(event).execute()
  await queueMail(trx, mails)
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
  return (eb: ExpressionBuilder<AnyInquiryTables, 'inquiries'>) =>
    sql<boolean>`lower(${eb.ref('name')} || ' ' || ${eb.ref('email')}) like ${pattern} escape '\\'`
}

/** A page of inquiries, newest first, in the API's shape; `search` keeps those whose name or e-mail has it. */
export async function listInquiries(kind: InquiryKind, page: Page, search?: string) {
  const definition = inquiryKind(kind)
  let query = inquiryTables().selectFrom(inquiryTableOf(kind)).selectAll()
  // The matching ids first, from the search index; then only those rows, in order. Asked in one go,
  // SQLite would walk the date index instead and read every row of the table to test it.
  if (search) {
    const matching = inquiryTables()
      .selectFrom(inquiryTableOf(kind))
      .select('id')
      .where(nameOrEmailContains(search))
    query = query.where('id', 'in', matching)
  }
  const [rows, catalogue] = await Promise.all([
    query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    getCatalogue(),
  ])
  return (rows as unknown as StoredRow[]).map((row) => present(definition, row, catalogue))
}

/**
 * The next `limit` inquiries of a kind after `beforeId`, highest id (newest) first, in the API's shape:
 * one batch of an export, read by the primary key; `search` as the list's.
 */
export async function listInquiriesForExport(
  kind: InquiryKind,
  search: string | undefined,
  beforeId: number | null,
  limit: number,
) {
  const definition = inquiryKind(kind)
  let query = inquiryTables().selectFrom(inquiryTableOf(kind)).selectAll()
  if (search)
    query = query.where(
      'id',
      'in',
      inquiryTables().selectFrom(inquiryTableOf(kind)).select('id').where(nameOrEmailContains(search)),
    )
  if (beforeId !== null) query = query.where('id', '<', beforeId)
  const [rows, catalogue] = await Promise.all([
    query.orderBy('id', 'desc').limit(limit).execute(),
    getCatalogue(),
  ])
  return (rows as unknown as StoredRow[]).map((row) => ({
    id: Number(row.id),
    ...present(definition, row, catalogue),
  }))
}

/** How many inquiries of a kind there are; with `search`, how many match it. */
export async function countInquiries(kind: InquiryKind, search?: string): Promise<number> {
  const table = inquiryKind(kind).table
  if (!search) return countRows(table)
  const row = await inquiryTables()
    .selectFrom(inquiryTableOf(kind))
    .where(nameOrEmailContains(search))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** One inquiry in the API's shape, or undefined. */
export async function getInquiry(kind: InquiryKind, id: number) {
  const definition = inquiryKind(kind)
  const [row, catalogue] = await Promise.all([
    db().selectFrom(definition.table).selectAll().where('id', '=', id).executeTakeFirst(),
    getCatalogue(),
  ])
  return row ? present(definition, row as StoredRow, catalogue) : undefined
}

/**
 * Marks an inquiry read (or unread again); false when there is no such inquiry or its kind is not
 * marked read.
 */
export async function setInquiryRead(kind: InquiryKind, id: number, read: boolean): Promise<boolean> {
  const definition = inquiryKind(kind)
  if (!definition.tracksReading) return false
  const result = await inquiryTables()
    .updateTable(inquiryTableOf(kind))
    .set({ read_at: read ? new Date().toISOString() : null })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** How many inquiries of the kinds staff mark read are still unread. */
export async function countUnread(): Promise<number> {
  const counts = await Promise.all(
    inquiryKinds
      .filter((kind) => kind.tracksReading)
      .map(async (kind) => {
        const row = await inquiryTables()
          .selectFrom(inquiryTableOf(kind.key))
          .where('read_at', 'is', null)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
        return Number(row.count)
      }),
  )
  return counts.reduce((sum, count) => sum + count, 0)
}
