import { addDays } from './booking-terms'
import { operatorTime, startOfDay } from './lead-clock'
import { storedList } from './lead-interests'
import { BOOKED_STATUSES, WON_STATUSES } from './lead-status'
import { formatMoney, isCurrency, PROPOSAL_CURRENCIES } from './money'

// Revenue by source on the dashboard (docs/product.md, "Revenue by source"): the bookings, the money
// received and the value confirmed over the last 30, 90 or 365 days, by where the lead came from, the
// countries it asked about and the package booked, with the share of the window's leads now confirmed.
// The rules are here, pure; app/models/revenue-figures.server.ts reads and groups the rows.
// Money stays in minor units of its own currency: amounts in two currencies are never added together.

export const REVENUE_WINDOWS = [30, 90, 365] as const
export type RevenueDays = (typeof REVENUE_WINDOWS)[number]
export const DEFAULT_REVENUE_DAYS: RevenueDays = 90

/** `?revenue=` as one of the windows; anything else is the default. */
export const parseRevenueDays = (value: string | null | undefined): RevenueDays =>
  REVENUE_WINDOWS.find((days) => String(days) === value) ?? DEFAULT_REVENUE_DAYS

const CONFIRMED_STATUSES: readonly string[] = WON_STATUSES
const BOOKED: readonly string[] = BOOKED_STATUSES

export interface RevenueWindow {
  days: number
  /** The first and last calendar day counted, in the operator's time zone (payments are dated by day) */
  firstDay: string
  lastDay: string
  /** The instants counted (acceptances, new leads): from the first day's start to now */
  since: string
  until: string
}

/** The last `days` calendar days in `timeZone`, today included. */
export function revenueWindow(now: Date, days: number, timeZone: string): RevenueWindow {
  const lastDay = operatorTime(now, timeZone).day
  const firstDay = addDays(lastDay, 1 - days)
  return {
    days,
    firstDay,
    lastDay,
    since: startOfDay(firstDay, timeZone).toISOString(),
    until: now.toISOString(),
  }
}

/** Minor units by currency: { USD: 1240000, EUR: 300000 } */
export type Amounts = Record<string, number>

/** Adds to `amounts` in place: a year's bookings are thousands of rows. */
export function addTo(amounts: Amounts, currency: string, minor: number) {
  amounts[currency] = (amounts[currency] ?? 0) + minor
}

function mergeAmounts(a: Amounts, b: Amounts): Amounts {
  const sum = { ...a }
  for (const [currency, minor] of Object.entries(b)) addTo(sum, currency, minor)
  return sum
}

/** "US$12,400 · €3,000", dollars, euros, then pounds; a currency that comes to nothing is left out. */
export function amountsText(amounts: Amounts): string {
  const order = (code: string) => {
    const index = (PROPOSAL_CURRENCIES as readonly string[]).indexOf(code)
    return index < 0 ? PROPOSAL_CURRENCIES.length : index
  }
  const parts = Object.entries(amounts)
    .filter(([, minor]) => minor !== 0)
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([currency, minor]) =>
      isCurrency(currency) ? formatMoney({ minor, currency }) : `${currency} ${(minor / 100).toFixed(2)}`,
    )
  return parts.length ? parts.join(' · ') : 'none'
}

/** "3 of 12, 25%", "1,204 of 8,180, 15%"; "none yet" when there is nothing to count. */
export function shareText(count: number, of: number): string {
  if (of === 0) return 'none yet'
  const rate = count / of
  const percent = new Intl.NumberFormat('en-GB', {
    style: 'percent',
    maximumFractionDigits: rate > 0 && rate < 0.1 ? 1 : 0,
  }).format(rate)
  return `${count.toLocaleString('en-GB')} of ${of.toLocaleString('en-GB')}, ${percent}`
}

/** Rows grouped by what the page groups by (app/models/revenue-figures.server.ts). */
export interface BookingRow {
  source: string | null
  countries: string | null
  /** The package number the accepted version was made from, as text; null for a tailor-made trip */
  package: string | null
  status: string
  currency: string
  count: number
  value: number
}
export type PaymentRow = Omit<BookingRow, 'status' | 'count' | 'value'> & { amount: number }
export type LeadRow = Pick<BookingRow, 'source' | 'countries' | 'status' | 'count'>

export interface RevenueGroup {
  label: string
  bookings: number
  confirmedValue: Amounts
  deposits: Amounts
  /** Of the window's leads in this group, how many are now confirmed (null for packages: see `foldRevenue`) */
  leads: { opened: number; confirmed: number } | null
  /** How many groups an "Other" row stands for */
  merged?: number
}

export const DIRECT = 'direct'
export const NO_COUNTRY = 'No country named'
export const TAILOR_MADE = 'Tailor-made'

type Dimension = 'bySource' | 'byCountry' | 'byPackage'

/** The groups a row counts in: a lead that asked about two countries counts in both. */
function keysOf(dimension: Dimension, row: Partial<BookingRow>): string[] {
  if (dimension === 'bySource') return [row.source ?? DIRECT]
  if (dimension === 'byCountry') {
    const countries = storedList(row.countries ?? null)
    return countries.length ? countries : [NO_COUNTRY]
  }
  return [row.package || TAILOR_MADE]
}

/** The first `limit` groups and the rest together as one "Other" row, when the rest is more than one. */
export function topGroups(groups: RevenueGroup[], limit = 8): RevenueGroup[] {
  if (groups.length <= limit + 1) return groups
  const rest = groups.slice(limit)
  const other = rest.reduce<RevenueGroup>(
    (sum, group) => ({
      ...sum,
      bookings: sum.bookings + group.bookings,
      confirmedValue: mergeAmounts(sum.confirmedValue, group.confirmedValue),
      deposits: mergeAmounts(sum.deposits, group.deposits),
      leads:
        sum.leads && group.leads
          ? {
              opened: sum.leads.opened + group.leads.opened,
              confirmed: sum.leads.confirmed + group.leads.confirmed,
            }
          : null,
    }),
    { label: 'Other', bookings: 0, confirmedValue: {}, deposits: {}, leads: { opened: 0, confirmed: 0 } },
  )
  return [...groups.slice(0, limit), { ...other, merged: rest.length }]
}

/**
 * The figures of one window from the grouped rows: the totals, and the groups by source, by country and
 * by package, most bookings first. The leads' conversion is counted by source and country only: a
 * lead has no package until a proposal is made from one. `packageLabel` names a package by its number.
 */
export function foldRevenue(
  rows: { bookings: BookingRow[]; payments: PaymentRow[]; leads: LeadRow[] },
  packageLabel: (no: string) => string = (no) => no,
) {
  const totals = {
    bookings: 0,
    bookedValue: {} as Amounts,
    confirmed: 0,
    confirmedValue: {} as Amounts,
    deposits: {} as Amounts,
    leads: 0,
    leadsConfirmed: 0,
    leadsBooked: 0,
  }
  const groups: Record<Dimension, Map<string, RevenueGroup>> = {
    bySource: new Map(),
    byCountry: new Map(),
    byPackage: new Map(),
  }
  const each = (dimension: Dimension, row: Partial<BookingRow>, change: (group: RevenueGroup) => void) => {
    for (const key of keysOf(dimension, row)) {
      const group = groups[dimension].get(key) ?? {
        label: dimension === 'byPackage' && key !== TAILOR_MADE ? packageLabel(key) : key,
        bookings: 0,
        confirmedValue: {},
        deposits: {},
        leads: dimension === 'byPackage' ? null : { opened: 0, confirmed: 0 },
      }
      change(group)
      groups[dimension].set(key, group)
    }
  }
  const dimensions: Dimension[] = ['bySource', 'byCountry', 'byPackage']
  for (const row of rows.bookings) {
    const confirmed = CONFIRMED_STATUSES.includes(row.status)
    totals.bookings += row.count
    addTo(totals.bookedValue, row.currency, row.value)
    if (confirmed) {
      totals.confirmed += row.count
      addTo(totals.confirmedValue, row.currency, row.value)
    }
    for (const dimension of dimensions)
      each(dimension, row, (group) => {
        group.bookings += row.count
        if (confirmed) addTo(group.confirmedValue, row.currency, row.value)
      })
  }
  for (const row of rows.payments) {
    addTo(totals.deposits, row.currency, row.amount)
    for (const dimension of dimensions)
      each(dimension, row, (group) => {
        addTo(group.deposits, row.currency, row.amount)
      })
  }
  for (const row of rows.leads) {
    const confirmed = CONFIRMED_STATUSES.includes(row.status) ? row.count : 0
    totals.leads += row.count
    totals.leadsConfirmed += confirmed
    if (BOOKED.includes(row.status)) totals.leadsBooked += row.count
    for (const dimension of ['bySource', 'byCountry'] as const)
      each(dimension, row, (group) => {
        group.leads!.opened += row.count
        group.leads!.confirmed += confirmed
      })
  }
  const ordered = (dimension: Dimension) =>
    topGroups(
      [...groups[dimension].values()].sort(
        (a, b) =>
          b.bookings - a.bookings ||
          (b.leads?.opened ?? 0) - (a.leads?.opened ?? 0) ||
          a.label.localeCompare(b.label),
      ),
    )
  return {
    totals,
    bySource: ordered('bySource'),
    byCountry: ordered('byCountry'),
    byPackage: ordered('byPackage'),
  }
}

export type RevenueFold = ReturnType<typeof foldRevenue>
