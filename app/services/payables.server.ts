import { getConfig } from '~/config.server'
import { operatorTime } from '~/lib/lead-clock'
import { leadReference } from '~/lib/lead-reference'
import { dueWindow, supplierDueDate } from '~/lib/supplier-payments'
import { listOwedReservations } from '~/models/supplier-payments.server'

// The payables (docs/product.md, "Paying the suppliers"): each confirmed reservation still owed, due by
// its supplier's terms, in the window its due date falls in (overdue, this week, this month), with the
// totals by supplier and currency (two currencies are never added).

export type Payable = Awaited<ReturnType<typeof listPayables>>['rows'][number]

export async function listPayables(now = new Date()) {
  const today = operatorTime(now, getConfig().operatorTimezone).day
  const owed = await listOwedReservations()
  const rows = owed
    .map((row) => {
      const confirmedOn = row.answered_at
        ? operatorTime(new Date(row.answered_at), getConfig().operatorTimezone).day
        : null
      const due = supplierDueDate(row.pay_terms, row.pay_days, {
        confirmedOn,
        startsOn: row.starts_on,
        endsOn: row.ends_on,
      })
      return {
        reservationId: row.id,
        proposalId: row.proposal_id,
        supplier: row.supplier,
        supplierId: row.supplier_id,
        service: row.service,
        reference: leadReference({ id: row.lead_id, created_at: row.lead_created_at }),
        traveller: row.lead_name,
        supplierRef: row.supplier_ref,
        currency: row.currency,
        cost: row.cost_minor,
        paid: row.paid,
        left: Math.max(0, row.cost_minor - row.paid),
        due,
        window: due ? dueWindow(due, today) : ('later' as const),
      }
    })
    .filter((row) => row.left > 0 && row.due !== null)
    .sort((a, b) => (a.due ?? '').localeCompare(b.due ?? ''))
  /** What is left to pay in a window, by supplier and currency. */
  const totals = (window: string) => {
    const found = new Map<string, { supplier: string; currency: string; left: number }>()
    for (const row of rows.filter((one) => window === 'all' || one.window === window)) {
      const key = `${row.supplierId}|${row.currency}`
      const total = found.get(key) ?? { supplier: row.supplier, currency: row.currency, left: 0 }
      total.left += row.left
      found.set(key, total)
    }
    return [...found.values()].sort(
      (a, b) => a.supplier.localeCompare(b.supplier) || a.currency.localeCompare(b.currency),
    )
  }
  return {
    today,
    rows,
    totals: { overdue: totals('overdue'), week: totals('week'), month: totals('month') },
  }
}
