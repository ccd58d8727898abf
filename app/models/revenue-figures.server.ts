import { monthOf } from '~/lib/lead-clock'
import type { MarginRow } from '~/lib/margins'
import { type BookingRow, type LeadRow, type PaymentRow, type RevenueWindow } from '~/lib/revenue'
import { BOOKING_STATUSES } from '~/lib/lead-status'
import { db, getDatabase } from './db.server'

// The rows behind the dashboard's revenue by source (docs/product.md, "Revenue by source"); the rules
// that turn them into figures are app/lib/revenue.ts. Each query starts from an index on its time (the
// acceptances' accepted_at, the payments' paid_on, the leads' created_at), so the work grows with the
// window, not with the years of history: the window's acceptances one row each (a year's bookings at
// most), the payments grouped by booking and the leads by source, countries and status at the database.
// Each booking's currency, total and package are kept on its acceptance (0034), a small row, and so is
// its cost by the rate cards (0036) and what of its price has no known cost (0046), for the confirmed
// margin (app/lib/margins.ts).

const toNumber = (value: number | string | bigint | null) => Number(value ?? 0)

/** The proposals accepted in the window, with their lead as it is now (any status: see `revenueRows`). */
function acceptedIn(window: RevenueWindow) {
  const accepted = db()
    .selectFrom('proposal_acceptances')
    .innerJoin('proposals', 'proposals.id', 'proposal_acceptances.proposal_id')
    .where('proposal_acceptances.accepted_at', '>=', window.since)
    .where('proposal_acceptances.accepted_at', '<=', window.until)
    .select([
      'proposal_acceptances.proposal_id',
      'proposal_acceptances.currency',
      'proposal_acceptances.total_minor',
      'proposal_acceptances.package_no',
      'proposal_acceptances.cost_minor',
      'proposal_acceptances.uncosted_minor',
      'proposal_acceptances.accepted_at',
    ])
  if (getDatabase().kind === 'sqlite')
    return accepted
      .innerJoin('leads', 'leads.id', 'proposals.lead_id')
      .select(['leads.source', 'leads.countries', 'leads.status'])
      .execute()
  // PostgreSQL joins a year's acceptances to their leads by reading the whole leads table into a hash;
  // each lead found by its key, as SQLite does it, takes half the time (decision 038).
  return accepted
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('leads')
          .select(['leads.source', 'leads.countries', 'leads.status'])
          .whereRef('leads.id', '=', 'proposals.lead_id')
          .limit(1)
          .as('lead'),
      (join) => join.onTrue(),
    )
    .select(['lead.source', 'lead.countries', 'lead.status'])
    .execute()
}

/** The money each booking received in the window: its ledger's entries dated in it, added up. */
function paidIn(window: RevenueWindow) {
  return db()
    .selectFrom('payments')
    .where('paid_on', '>=', window.firstDay)
    .where('paid_on', '<=', window.lastDay)
    .select((eb) => ['proposal_id', 'currency', eb.fn.sum<number | string>('amount_minor').as('amount')])
    .groupBy(['proposal_id', 'currency'])
    .execute()
}

/** The accepted version and lead of bookings paid in the window but accepted before it. */
async function bookingsOf(proposalIds: number[]) {
  const rows = []
  for (let start = 0; start < proposalIds.length; start += 500)
    rows.push(
      ...(await db()
        .selectFrom('proposals')
        .innerJoin('leads', 'leads.id', 'proposals.lead_id')
        .leftJoin('proposal_acceptances', 'proposal_acceptances.proposal_id', 'proposals.id')
        .where('proposals.id', 'in', proposalIds.slice(start, start + 500))
        .select([
          'proposals.id as proposal_id',
          'proposal_acceptances.package_no',
          'leads.source',
          'leads.countries',
        ])
        .execute()),
    )
  return rows
}

/** The leads opened in the window, by where they came from, what they asked about and where they stand. */
async function leadRows(window: RevenueWindow): Promise<LeadRow[]> {
  const rows = await db()
    .selectFrom('leads')
    .where('created_at', '>=', window.since)
    .where('created_at', '<=', window.until)
    .select((eb) => ['source', 'countries', 'status', eb.fn.countAll<number | string>().as('count')])
    .groupBy(['source', 'countries', 'status'])
    .execute()
  return rows.map((row) => ({ ...row, count: toNumber(row.count) }))
}

/**
 * The rows of one window, for `foldRevenue` (app/lib/revenue.ts): the bookings (accepted in the window,
 * their lead not Cancelled or Lost since: checked here, so that the query reads the acceptances by their
 * time alone), the money received on any booking whatever its status now, and the window's leads.
 */
export async function revenueRows(
  window: RevenueWindow,
  timeZone: string,
): Promise<{
  bookings: BookingRow[]
  payments: PaymentRow[]
  leads: LeadRow[]
  margins: MarginRow[]
}> {
  const [accepted, paid, leads] = await Promise.all([acceptedIn(window), paidIn(window), leadRows(window)])
  const booking = new Map<
    number,
    { source: string | null; countries: string | null; package_no: number | null }
  >(accepted.map((row) => [Number(row.proposal_id), row]))
  const earlier = [...new Set(paid.map((row) => Number(row.proposal_id)))].filter((id) => !booking.has(id))
  for (const row of await bookingsOf(earlier)) booking.set(Number(row.proposal_id), row)
  const packageOf = (packageNo: number | null) => (packageNo === null ? null : String(packageNo))
  // Grouped here by what the page groups by.
  const bookings = new Map<string, BookingRow>()
  for (const row of accepted) {
    if (!row.currency || !(BOOKING_STATUSES as readonly string[]).includes(row.status)) continue
    const { source, countries, status, currency } = row
    const packageNo = packageOf(row.package_no)
    const total = toNumber(row.total_minor)
    const key = `${source}\u0000${countries}\u0000${status}\u0000${currency}\u0000${packageNo}`
    const known = bookings.get(key)
    if (known) {
      known.count += 1
      known.value += total
    } else
      bookings.set(key, { source, countries, status, currency, package: packageNo, count: 1, value: total })
  }
  const payments = new Map<string, PaymentRow>()
  for (const row of paid) {
    const of = booking.get(Number(row.proposal_id))
    const source = of?.source ?? null
    const countries = of?.countries ?? null
    const packageNo = packageOf(of?.package_no ?? null)
    const key = `${source}\u0000${countries}\u0000${packageNo}\u0000${row.currency}`
    const known = payments.get(key)
    if (known) known.amount += toNumber(row.amount)
    else
      payments.set(key, {
        source,
        countries,
        package: packageNo,
        currency: row.currency,
        amount: toNumber(row.amount),
      })
  }
  return {
    bookings: [...bookings.values()],
    payments: [...payments.values()],
    leads,
    margins: marginRows(accepted, monthOf(new Date(window.since), new Date(window.until), timeZone)),
  }
}

/** The window's bookings by month accepted, source, package, status and currency, with their costs. */
function marginRows(
  accepted: Awaited<ReturnType<typeof acceptedIn>>,
  monthAt: (instant: number) => string,
): MarginRow[] {
  const grouped = new Map<string, MarginRow>()
  for (const row of accepted) {
    if (!row.currency || !(BOOKING_STATUSES as readonly string[]).includes(row.status)) continue
    const month = monthAt(new Date(row.accepted_at).getTime())
    const packageNo = row.package_no === null ? null : String(row.package_no)
    const key = `${month}\u0000${row.source}\u0000${packageNo}\u0000${row.status}\u0000${row.currency}`
    const group = grouped.get(key) ?? {
      month,
      source: row.source,
      package: packageNo,
      status: row.status,
      currency: row.currency,
      count: 0,
      costed: 0,
      sell: 0,
      cost: 0,
      uncosted: 0,
    }
    group.count += 1
    if (row.cost_minor !== null) {
      group.costed += 1
      group.sell += toNumber(row.total_minor)
      group.cost += toNumber(row.cost_minor)
      group.uncosted! += toNumber(row.uncosted_minor)
    }
    grouped.set(key, group)
  }
  return [...grouped.values()]
}
