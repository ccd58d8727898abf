import { lastWeeks } from '~/lib/lead-clock'
import { storedList } from '~/lib/lead-interests'
import { CLOSED_STATUSES, WON_STATUSES } from '~/lib/lead-status'
import { db } from './db.server'

// The operator's morning figures (docs/product.md, "Leads"): what waits now, how fast staff first
// answer, how many leads come in each week, which of them become bookings and why the others were lost.
// Every query is bounded: by an index (status, waiting, created_at) or by grouping in the database.

const DAY = 86_400_000

/** The value below which `share` of the sorted `values` lie (nearest rank); null for none. */
export function percentile(values: number[], share: number): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!
}

export async function waitingFigures(now: Date, targetHours: number, today: string) {
  const deadline = new Date(now.getTime() - targetHours * 3_600_000).toISOString()
  const waiting = await db()
    .selectFrom('leads')
    .where('waiting_since', 'is not', null)
    .where('status', 'not in', CLOSED_STATUSES)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('waiting_since').as('oldest'),
      eb.fn
        .sum<number | string>(eb.case().when('waiting_since', '<=', deadline).then(1).else(0).end())
        .as('overdue'),
    ])
    .executeTakeFirstOrThrow()
  const due = await db()
    .selectFrom('leads')
    .where('next_action_at', '<=', today)
    .where('status', 'not in', CLOSED_STATUSES)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return {
    waiting: Number(waiting.count),
    oldest: (waiting.oldest as string | null) ?? null,
    overdue: Number(waiting.overdue ?? 0),
    dueToday: Number(due.count),
  }
}

/**
 * First-response times (hours, wall clock) of the leads first answered in the last `days` days: median
 * and 90th percentile, overall and by who answered (the staff member whose reply, or move to Replied,
 * set the first response).
 */
export async function firstResponseFigures(now: Date, days = 30) {
  const since = new Date(now.getTime() - days * DAY).toISOString()
  // Who answered is found lead by lead through the timeline's index (a join would read every event).
  const rows = await db()
    .selectFrom('leads')
    .select((eb) => [
      'leads.created_at',
      'leads.first_response_at',
      eb
        .selectFrom('lead_events')
        .innerJoin('staff', 'staff.id', 'lead_events.staff_id')
        .select('staff.name')
        .whereRef('lead_events.lead_id', '=', 'leads.id')
        .whereRef('lead_events.created_at', '=', 'leads.first_response_at')
        .where('lead_events.type', 'in', ['reply', 'status'])
        .limit(1)
        .as('name'),
    ])
    .where('leads.first_response_at', '>=', since)
    .execute()
  const all = rows.map((row) => ({
    hours: (Date.parse(row.first_response_at!) - Date.parse(row.created_at)) / 3_600_000,
    by: row.name ?? 'Someone no longer on the team',
  }))
  const summary = (values: number[]) => ({
    count: values.length,
    median: percentile(values, 0.5),
    p90: percentile(values, 0.9),
  })
  const byStaff = new Map<string, number[]>()
  for (const item of all) {
    const hours = byStaff.get(item.by)
    if (hours) hours.push(item.hours)
    else byStaff.set(item.by, [item.hours])
  }
  return {
    overall: summary(all.map((item) => item.hours)),
    byStaff: [...byStaff.entries()]
      .map(([name, values]) => ({ name, ...summary(values) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }
}

/**
 * Leads opened in each of the last `weeks` weeks, Monday to Monday in the operator's time zone, oldest
 * first: one pass over those weeks' leads (by the created_at index), each counted in its week.
 */
export async function leadsPerWeek(now: Date, timeZone: string, weeks = 12) {
  const spans = lastWeeks(now, timeZone, weeks)
  const row = await db()
    .selectFrom('leads')
    .where('created_at', '>=', spans[0]!.from.toISOString())
    .where('created_at', '<', spans.at(-1)!.to.toISOString())
    .select((eb) =>
      spans.map((span, index) =>
        eb.fn
          .sum<number | string>(
            eb
              .case()
              .when(
                eb.and([
                  eb('created_at', '>=', span.from.toISOString()),
                  eb('created_at', '<', span.to.toISOString()),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as(`week${index}`),
      ),
    )
    .executeTakeFirstOrThrow()
  const counts = row as Record<string, number | string | null>
  return spans.map((span, index) => ({ week: span.week, count: Number(counts[`week${index}`] ?? 0) }))
}

export interface Conversion {
  label: string
  won: number
  closed: number
  /** won over closed, or null when none has closed */
  rate: number | null
}

function conversions(groups: Map<string, { won: number; closed: number }>): Conversion[] {
  return [...groups.entries()]
    .map(([label, { won, closed }]) => ({ label, won, closed, rate: closed ? won / closed : null }))
    .sort((a, b) => b.closed - a.closed || a.label.localeCompare(b.label))
}

/**
 * Conversion of closed leads (won: Confirmed or Completed; closed: those and Lost) by source, country
 * and package, and the reasons leads were lost. Grouped in the database (by a few sources, country and
 * package lists), then labelled here.
 */
export async function conversionFigures() {
  const rows = await db()
    .selectFrom('leads')
    .where('status', 'in', [...WON_STATUSES, 'lost'])
    .select((eb) => [
      'source',
      'countries',
      'packages',
      'status',
      'lost_reason',
      eb.fn.countAll<number | string>().as('count'),
    ])
    .groupBy(['status', 'source', 'countries', 'packages', 'lost_reason'])
    .execute()
  const bySource = new Map<string, { won: number; closed: number }>()
  const byCountry = new Map<string, { won: number; closed: number }>()
  const byPackage = new Map<string, { won: number; closed: number }>()
  const lost = new Map<string, number>()
  const add = (
    map: Map<string, { won: number; closed: number }>,
    key: string,
    won: boolean,
    count: number,
  ) => {
    const entry = map.get(key) ?? { won: 0, closed: 0 }
    entry.closed += count
    if (won) entry.won += count
    map.set(key, entry)
  }
  for (const row of rows) {
    const count = Number(row.count)
    const won = row.status !== 'lost'
    add(bySource, row.source ?? 'direct', won, count)
    for (const country of storedList(row.countries)) add(byCountry, country, won, count)
    for (const no of storedList(row.packages)) add(byPackage, no, won, count)
    if (!won) lost.set(row.lost_reason ?? 'other', (lost.get(row.lost_reason ?? 'other') ?? 0) + count)
  }
  return {
    bySource: conversions(bySource),
    byCountry: conversions(byCountry),
    byPackage: conversions(byPackage),
    lostReasons: [...lost.entries()]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  }
}
