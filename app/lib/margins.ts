import { WON_STATUSES } from './lead-status'
import { marginOf } from './pricing/markup'
import { addTo, DIRECT, TAILOR_MADE, type Amounts } from './revenue'

// The confirmed margin on the dashboard (docs/product.md, "Confirmed margin"): of the bookings accepted
// in the window and now Confirmed or Completed, what they were sold for less what they cost by the rate
// cards as priced when the version was sent and the costs typed beside its lines, by the month
// accepted, by package and by source. A booking with no known cost is counted apart, never as a margin
// of its whole price; the part of a price with no known cost (a line typed without one) is said apart
// and left out of the margin.
// Money stays in its own currency; the rows come from app/models/revenue-figures.server.ts.

/** Bookings of one month, source, package, status and currency. */
export interface MarginRow {
  /** YYYY-MM, in the operator's time zone */
  month: string
  source: string | null
  package: string | null
  status: string
  currency: string
  count: number
  /** Of them, how many have a known cost */
  costed: number
  /** The costed bookings' totals and costs, in minor units */
  sell: number
  cost: number
  /** Of their totals, what has no known cost; absent: none */
  uncosted?: number
}

export interface MarginGroup {
  label: string
  /** Confirmed bookings, and of them those priced from the cards */
  confirmed: number
  costed: number
  /** What the costed bookings were sold for, less what has no known cost */
  sell: Amounts
  margin: Amounts
  /** Of what they were sold for, what has no known cost: left out of the margin */
  uncosted: Amounts
}

const CONFIRMED: readonly string[] = WON_STATUSES

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "March 2027" */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`))

/** A margin's share of what the same bookings were sold for, per currency: "US$4,300 (21.5%)". */
export function marginShares(group: Pick<MarginGroup, 'sell' | 'margin'>): Record<string, number | null> {
  return Object.fromEntries(
    Object.entries(group.margin).map(([currency, minor]) => {
      const sell = group.sell[currency] ?? 0
      return [currency, marginOf(sell - minor, sell).bp]
    }),
  )
}

/** The window's confirmed margin in all, and by month (oldest first), package and source (largest first). */
export function foldMargins(rows: readonly MarginRow[], packageLabel: (no: string) => string = (no) => no) {
  const empty = (label: string): MarginGroup => ({
    label,
    confirmed: 0,
    costed: 0,
    sell: {},
    margin: {},
    uncosted: {},
  })
  const totals = empty('All')
  const groups = { byMonth: new Map<string, MarginGroup>(), byPackage: new Map(), bySource: new Map() }
  const count = (group: MarginGroup, row: MarginRow) => {
    group.confirmed += row.count
    group.costed += row.costed
    if (!row.costed) return
    const uncosted = row.uncosted ?? 0
    addTo(group.sell, row.currency, row.sell - uncosted)
    addTo(group.margin, row.currency, row.sell - uncosted - row.cost)
    if (uncosted) addTo(group.uncosted, row.currency, uncosted)
  }
  for (const row of rows) {
    if (!CONFIRMED.includes(row.status)) continue
    count(totals, row)
    // A group's label is made once, when its first row comes: a year holds thousands of rows.
    const packageNo = row.package
    const keys: Record<keyof typeof groups, [key: string, label: () => string]> = {
      byMonth: [row.month, () => monthLabel(row.month)],
      byPackage: packageNo ? [packageNo, () => packageLabel(packageNo)] : [TAILOR_MADE, () => TAILOR_MADE],
      bySource: [row.source ?? DIRECT, () => row.source ?? DIRECT],
    }
    for (const dimension of ['byMonth', 'byPackage', 'bySource'] as const) {
      const [key, label] = keys[dimension]
      const group: MarginGroup = groups[dimension].get(key) ?? empty(label())
      count(group, row)
      groups[dimension].set(key, group)
    }
  }
  const largestFirst = (map: Map<string, MarginGroup>) =>
    [...map.values()].sort((a, b) => b.confirmed - a.confirmed || a.label.localeCompare(b.label))
  return {
    totals,
    byMonth: [...groups.byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, group]) => group),
    byPackage: largestFirst(groups.byPackage),
    bySource: largestFirst(groups.bySource),
  }
}

export type MarginFold = ReturnType<typeof foldMargins>
