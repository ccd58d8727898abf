import { leadSource } from '@db/lead-source'
import { sql, type Insertable, type Transaction } from 'kysely'
import type { Database, LeadEventsTable } from '@db/schema'
import type { InquiryKind, LeadFacts, StoredRow } from '~/inquiries'
import { storedList, toStoredList } from '~/lib/lead-interests'
import type { LeadEventType } from '~/lib/lead-events'
import { leadReference } from '~/lib/lead-reference'
import { CLOSED_STATUSES } from '~/lib/lead-status'
import { BASE_LOCALE, isLocale } from '~/lib/locales'
import { db, getDatabase } from './db.server'

// Leads (docs/product.md, "Leads"): every inquiry belongs to exactly one, the traveller's trip as staff
// carry it to a booking. A new inquiry joins its traveller's open lead, or opens one, in the transaction
// that stores it; its "inquiry" event on the lead's timeline is also its link to the lead.

/** How long a lead stays open to new inquiries after its latest activity. */
export const LEAD_OPEN_DAYS = 90

export interface LeadLink {
  id: number
  reference: string
}

/** The e-mail a lead is found by: trimmed, in lower case. */
export const emailKey = (email: string) => email.trim().toLowerCase()

const merged = (current: string | null, more: (string | number)[] = []) =>
  toStoredList([...new Set([...storedList(current), ...more.map(String)])])

/** The lead's columns a fact sets, where the inquiry gives it (newest wins; interests add up). */
function factColumns(facts: LeadFacts) {
  return {
    ...(facts.phone ? { phone: facts.phone } : {}),
    ...(facts.country ? { country: facts.country } : {}),
    ...(facts.travelStart ? { travel_start: facts.travelStart, travel_end: facts.travelEnd ?? null } : {}),
    ...(facts.partySize ? { party_size: facts.partySize } : {}),
  }
}

/**
 * PostgreSQL's lock on a traveller's leads until the transaction ends (findOpenLead), as an expression:
 * a statement the transaction makes anyway can take it, which saves a round trip. Null on SQLite, which
 * writes one transaction at a time.
 */
export function leadLock(key: string) {
  return getDatabase().kind === 'postgres'
    ? sql<null>`pg_advisory_xact_lock(hashtext(${`lead:${key}`}))`
    : null
}

/**
 * The traveller's open lead (not Completed or Lost, active in the last LEAD_OPEN_DAYS), found inside a
 * transaction that may open one. Two messages from one traveller at the same moment must find the same
 * lead: on PostgreSQL the second waits for the lead lock until the first's transaction ends. The lock is
 * taken here unless an earlier statement of the transaction took it (`locked`): never in this statement,
 * whose snapshot would be older than the lock and miss a lead the first opened.
 */
export async function findOpenLead(
  trx: Transaction<Database>,
  key: string,
  now: Date,
  options: { locked?: boolean } = {},
) {
  const lock = options.locked ? null : leadLock(key)
  if (lock) await sql`select ${lock}`.execute(trx)
  const since = new Date(now.getTime() - LEAD_OPEN_DAYS * 86_400_000).toISOString()
  return trx
    .selectFrom('leads')
    .select(['id', 'created_at', 'countries', 'packages', 'waiting_since'])
    .where('email_key', '=', key)
    .where('status', 'not in', CLOSED_STATUSES)
    .where('last_activity_at', '>=', since)
    .orderBy('last_activity_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Puts a just-stored inquiry on its traveller's lead, inside the inquiry's transaction: the open lead of
 * the same e-mail (any case) active in the last LEAD_OPEN_DAYS, else a new one. The newest inquiry's
 * name and contact details win; the countries and packages asked about add up; a lead that was not
 * waiting for staff starts waiting now. `locked`: the transaction already holds the lead lock (leadLock).
 * Answers the lead and the inquiry's event on its timeline, for the caller to insert: with the inquiry's
 * mail, in one statement on PostgreSQL (app/models/inquiries.server.ts).
 */
export async function joinLead(
  trx: Transaction<Database>,
  inquiry: { kind: InquiryKind; row: StoredRow; facts: LeadFacts; locked?: boolean },
  now = new Date(),
): Promise<{ lead: LeadLink; event: Insertable<LeadEventsTable> }> {
  const { row, facts } = inquiry
  const at = now.toISOString()
  const key = emailKey(String(row.email))
  const open = await findOpenLead(trx, key, now, { locked: inquiry.locked })
  let lead: { id: number; created_at: string }
  if (open) {
    await trx
      .updateTable('leads')
      .set({
        name: String(row.name),
        email: String(row.email),
        ...factColumns(facts),
        countries: merged(open.countries, facts.countries),
        packages: merged(open.packages, facts.packages),
        waiting_since: open.waiting_since ?? at,
        last_activity_at: at,
        // A German or French page tells the traveller's language; an English one (or the API) leaves
        // the lead's as it was, which staff may have set.
        ...(isLocale(row.language) && row.language !== BASE_LOCALE ? { language: row.language } : {}),
      })
      .where('id', '=', open.id)
      .execute()
    lead = { id: Number(open.id), created_at: open.created_at }
  } else {
    const created = await trx
      .insertInto('leads')
      .values({
        email_key: key,
        name: String(row.name),
        email: String(row.email),
        phone: null,
        country: null,
        ...factColumns(facts),
        countries: toStoredList(facts.countries ?? []),
        packages: toStoredList(facts.packages ?? []),
        source_page: (row.source_page as string | null) ?? null,
        referrer: (row.referrer as string | null) ?? null,
        utm: (row.utm as string | null) ?? null,
        source: leadSource((row.utm as string | null) ?? null, (row.referrer as string | null) ?? null),
        language: isLocale(row.language) ? row.language : BASE_LOCALE,
        status: 'new',
        waiting_since: at,
        created_at: at,
        last_activity_at: at,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow()
    lead = { id: Number(created.id), created_at: created.created_at }
  }
  return {
    lead: { id: lead.id, reference: leadReference(lead) },
    event: {
      lead_id: lead.id,
      type: 'inquiry' satisfies LeadEventType,
      inquiry_kind: inquiry.kind,
      inquiry_id: Number(row.id),
      created_at: at,
    },
  }
}

/** The lead an inquiry belongs to, or undefined (none yet: an inquiry stored before leads existed). */
export async function leadOfInquiry(kind: InquiryKind, inquiryId: number): Promise<LeadLink | undefined> {
  const row = await db()
    .selectFrom('lead_events')
    .innerJoin('leads', 'leads.id', 'lead_events.lead_id')
    .select(['leads.id', 'leads.created_at'])
    .where('lead_events.inquiry_kind', '=', kind)
    .where('lead_events.inquiry_id', '=', inquiryId)
    .executeTakeFirst()
  return row
    ? { id: Number(row.id), reference: leadReference({ id: Number(row.id), created_at: row.created_at }) }
    : undefined
}
