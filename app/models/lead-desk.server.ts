import { sql, type ExpressionBuilder } from 'kysely'
import type { Database } from '@db/schema'
import type { LeadEventType } from '~/lib/lead-events'
import { leadIdOfReference } from '~/lib/lead-reference'
import { isClosed, type LeadStatus, type LostReason } from '~/lib/lead-status'
import type { Locale } from '~/lib/locales'
import { db } from './db.server'

// The lead desk's reads and changes (docs/product.md, "Leads"): the inbox, one lead with its timeline,
// and what staff do to a lead. Every change is one transaction that updates the lead and adds the event
// that says who did what and when; events are never changed or removed.

export interface LeadFilter {
  status?: LeadStatus
  /** 'mine' (the staff member asking), 'unassigned', or anyone when absent. */
  owner?: 'mine' | 'unassigned'
  /** Only leads waiting for a reply from staff. */
  waiting?: boolean
  /** A reference, or part of a name, e-mail or phone number. */
  search?: string
  /** Travelling in this month (YYYY-MM): the trip starts, ends or runs through it. */
  month?: string
  /** Asked about this country, or this package (by number). */
  country?: string
  packageNo?: number
  /** The traveller's language. */
  language?: Locale
  sort?: 'waiting' | 'newest' | 'travel'
}

type LeadQuery = ExpressionBuilder<Database, 'leads'>

function matching(filter: LeadFilter, staffId: number) {
  return (eb: LeadQuery) => {
    const terms = []
    if (filter.status) terms.push(eb('leads.status', '=', filter.status))
    if (filter.owner === 'mine') terms.push(eb('leads.owner_id', '=', staffId))
    if (filter.owner === 'unassigned') terms.push(eb('leads.owner_id', 'is', null))
    if (filter.waiting) terms.push(eb('leads.waiting_since', 'is not', null))
    if (filter.month) {
      terms.push(eb('leads.travel_start', '<=', `${filter.month}-31`))
      terms.push(eb(eb.fn.coalesce('leads.travel_end', 'leads.travel_start'), '>=', `${filter.month}-01`))
    }
    if (filter.country) terms.push(eb('leads.countries', 'like', `%|${filter.country}|%`))
    if (filter.packageNo) terms.push(eb('leads.packages', 'like', `%|${filter.packageNo}|%`))
    if (filter.language) terms.push(eb('leads.language', '=', filter.language))
    if (filter.search) {
      const id = leadIdOfReference(filter.search)
      const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
      // The matching ids come from the search index (migration 0012): the expression is the index's.
      const contains = eb(
        'leads.id',
        'in',
        eb
          .selectFrom('leads as searched')
          .select('searched.id')
          .where(
            sql<boolean>`lower(name || ' ' || email || ' ' || coalesce(phone, '')) like ${pattern} escape '\\'`,
          ),
      )
      terms.push(id === undefined ? contains : eb.or([contains, eb('leads.id', '=', id)]))
    }
    return eb.and(terms)
  }
}

/**
 * A page of the inbox: longest waiting first (then newest), newest first, or soonest travel first (then
 * newest). "Set first, then the rest" is two queries, each walking an index in order, rather than one
 * sort of every matching lead by an expression (decision 017).
 */
export async function listLeads(
  filter: LeadFilter,
  staffId: number,
  page: { limit: number; offset: number },
) {
  const leads = () =>
    db()
      .selectFrom('leads')
      .leftJoin('staff', 'staff.id', 'leads.owner_id')
      .select([
        'leads.id',
        'leads.name',
        'leads.email',
        'leads.status',
        'leads.countries',
        'leads.packages',
        'leads.travel_start',
        'leads.waiting_since',
        'leads.next_action_at',
        'leads.created_at',
        'leads.owner_id',
        'leads.language',
        'staff.name as owner_name',
      ])
      .where(matching(filter, staffId))
  const newest = <Q extends ReturnType<typeof leads>>(query: Q) =>
    query.orderBy('leads.created_at', 'desc').orderBy('leads.id', 'desc')
  if (filter.sort === 'newest') return newest(leads()).limit(page.limit).offset(page.offset).execute()
  const column = filter.sort === 'travel' ? 'leads.travel_start' : 'leads.waiting_since'
  // A search matches few leads, but every query that applies it reads the whole search index: one
  // query that sorts those few beats three that each read it.
  if (filter.search)
    return newest(
      leads()
        .orderBy(sql`case when ${sql.ref(column)} is null then 1 else 0 end`)
        .orderBy(column, 'asc'),
    )
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  const set = await countLeads(filter, staffId, { set: column })
  const first =
    page.offset < set
      ? await newest(leads().where(column, 'is not', null).orderBy(column, 'asc'))
          .limit(page.limit)
          .offset(page.offset)
          .execute()
      : []
  if (first.length === page.limit) return first
  const rest = await newest(leads().where(column, 'is', null))
    .limit(page.limit - first.length)
    .offset(Math.max(0, page.offset - set))
    .execute()
  return [...first, ...rest]
}

/**
 * The next `limit` matching leads after `beforeId`, highest id (newest) first: one batch of an export,
 * found by the same filter as the inbox, and read by the primary key so every batch is an index walk.
 */
export function listLeadsForExport(
  filter: LeadFilter,
  staffId: number,
  beforeId: number | null,
  limit: number,
) {
  let query = db()
    .selectFrom('leads')
    .leftJoin('staff', 'staff.id', 'leads.owner_id')
    .select([
      'leads.id',
      'leads.created_at',
      'leads.status',
      'leads.name',
      'leads.email',
      'leads.phone',
      'leads.country',
      'leads.travel_start',
      'leads.travel_end',
      'leads.party_size',
      'leads.countries',
      'leads.packages',
      'leads.source',
      'staff.name as owner_name',
      'leads.waiting_since',
      'leads.first_response_at',
      'leads.next_action_at',
      'leads.next_action_text',
      'leads.lost_reason',
      'leads.lost_note',
      'leads.closed_at',
      'leads.last_activity_at',
    ])
    .where(matching(filter, staffId))
  if (beforeId !== null) query = query.where('leads.id', '<', beforeId)
  return query.orderBy('leads.id', 'desc').limit(limit).execute()
}

/**
 * How many leads match, of those with `set` given when one is named; counting stops past `upTo` (the
 * answer is then upTo + 1), so a page's count is bounded work however many leads there are.
 */
export async function countLeads(
  filter: LeadFilter,
  staffId: number,
  options: { set?: 'leads.waiting_since' | 'leads.travel_start'; upTo?: number } = {},
): Promise<number> {
  let query = db().selectFrom('leads').where(matching(filter, staffId))
  if (options.set) query = query.where(options.set, 'is not', null)
  const row = options.upTo
    ? await db()
        .selectFrom(
          query
            .select('leads.id')
            .limit(options.upTo + 1)
            .as('matching'),
        )
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    : await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()
  return Number(row.count)
}

/** One lead with its owner's name, or undefined. */
export function getLead(id: number) {
  return db()
    .selectFrom('leads')
    .leftJoin('staff', 'staff.id', 'leads.owner_id')
    .selectAll('leads')
    .select('staff.name as owner_name')
    .where('leads.id', '=', id)
    .executeTakeFirst()
}

/** A lead's timeline, newest first, each event with the name of the staff member who made it. */
export function listLeadEvents(leadId: number) {
  return db()
    .selectFrom('lead_events')
    .leftJoin('staff', 'staff.id', 'lead_events.staff_id')
    .select([
      'lead_events.id',
      'lead_events.type',
      'lead_events.inquiry_kind',
      'lead_events.inquiry_id',
      'lead_events.data',
      'lead_events.created_at',
      'staff.name as staff_name',
    ])
    .where('lead_events.lead_id', '=', leadId)
    .orderBy('lead_events.id', 'desc')
    .limit(500)
    .execute()
}

/** Who may own a lead: every staff account, by name. */
/** The team by name, with whether each may be given leads (a disabled member may not). */
export async function listStaffNames() {
  const rows = await db().selectFrom('staff').select(['id', 'name', 'disabled_at']).orderBy('name').execute()
  return rows.map((row) => ({ id: row.id, name: row.name, active: row.disabled_at === null }))
}

export type LeadChange =
  | { type: 'status'; to: LeadStatus; reason?: LostReason; note?: string }
  | { type: 'reopen' }
  | { type: 'owner'; to: number | null }
  | { type: 'note'; text: string }
  | { type: 'next-action'; at: string | null; text: string | null }
  /** The language Tembo writes to the traveller in. */
  | { type: 'language'; to: Locale }

/**
 * Makes one change to a lead as `staffId`, with its event, in one transaction. Answers false when there
 * is no such lead, or the change changes nothing (the same status or owner again).
 */
export async function changeLead(leadId: number, staffId: number, change: LeadChange, now = new Date()) {
  const at = now.toISOString()
  return db()
    .transaction()
    .execute(async (trx) => {
      const lead = await trx
        .selectFrom('leads')
        .select(['status', 'owner_id', 'first_response_at', 'waiting_since', 'language'])
        .where('id', '=', leadId)
        .executeTakeFirst()
      if (!lead) return false
      let update: Record<string, string | number | null> = {}
      const type: LeadEventType = change.type === 'reopen' ? 'status' : change.type
      let data: Record<string, unknown> = {}
      if (change.type === 'status') {
        if (change.to === lead.status) return false
        const closing = isClosed(change.to)
        update = {
          status: change.to,
          closed_at: closing ? at : null,
          lost_reason: change.to === 'lost' ? (change.reason ?? 'other') : null,
          lost_note: change.to === 'lost' ? (change.note ?? null) : null,
        }
        // Staff answered (by phone, say): the lead stops waiting, and its first reply is now if none was.
        if (change.to !== 'new') update.waiting_since = null
        if (change.to === 'replied' && !lead.first_response_at) update.first_response_at = at
        data = { from: lead.status, to: change.to, reason: update.lost_reason, note: update.lost_note }
      } else if (change.type === 'reopen') {
        if (!isClosed(lead.status)) return false
        const to = lead.first_response_at ? 'replied' : 'new'
        update = { status: to, closed_at: null, lost_reason: null, lost_note: null }
        data = { from: lead.status, to, reopened: true }
      } else if (change.type === 'owner') {
        if (change.to === lead.owner_id) return false
        update = { owner_id: change.to }
        data = { from: lead.owner_id, to: change.to }
      } else if (change.type === 'language') {
        if (change.to === lead.language) return false
        update = { language: change.to }
        data = { from: lead.language, to: change.to }
      } else if (change.type === 'note') {
        data = { text: change.text }
      } else {
        update = { next_action_at: change.at, next_action_text: change.text }
        data = { at: change.at, text: change.text }
      }
      update.last_activity_at = at
      // Only if nobody changed the status or owner since it was read (two staff at once): else nothing.
      const updated = await trx
        .updateTable('leads')
        .set(update)
        .where('id', '=', leadId)
        .where('status', '=', lead.status)
        .where((eb) =>
          lead.owner_id === null ? eb('owner_id', 'is', null) : eb('owner_id', '=', lead.owner_id),
        )
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) return false
      await trx
        .insertInto('lead_events')
        .values({ lead_id: leadId, type, staff_id: staffId, data: JSON.stringify(data), created_at: at })
        .execute()
      return true
    })
}
