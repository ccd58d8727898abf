import { sql } from 'kysely'
import { db, isUniqueViolation } from './db.server'

// What is owed to suppliers and what was paid them (docs/product.md, "Paying the suppliers"): each
// confirmed reservation's cost with its supplier's terms and what was paid against it, a ledger of
// payments added or reversed and never changed, and the month's cash in from travellers against cash out
// to suppliers.

/** Confirmed reservations of bookings not cancelled with a known cost, their supplier's terms and what was paid. */
export async function listOwedReservations(limit = 2000) {
  const rows = await db()
    .selectFrom('reservations')
    .innerJoin('suppliers', 'suppliers.id', 'reservations.supplier_id')
    .innerJoin('proposals', 'proposals.id', 'reservations.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select((eb) => [
      'reservations.id',
      'reservations.proposal_id',
      'reservations.service',
      'reservations.starts_on',
      'reservations.ends_on',
      'reservations.answered_at',
      'reservations.updated_at',
      'reservations.cost_minor',
      'reservations.currency',
      'reservations.supplier_ref',
      'suppliers.id as supplier_id',
      'suppliers.name as supplier',
      'suppliers.pay_terms',
      'suppliers.pay_days',
      'leads.id as lead_id',
      'leads.name as lead_name',
      'leads.created_at as lead_created_at',
      eb
        .selectFrom('supplier_payments')
        .select((inner) => inner.fn.sum<number | string>('amount_minor').as('paid'))
        .whereRef('supplier_payments.reservation_id', '=', 'reservations.id')
        .as('paid'),
    ])
    .where('reservations.status', '=', 'confirmed')
    .where('reservations.cost_minor', 'is not', null)
    .orderBy('reservations.starts_on')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    proposal_id: Number(row.proposal_id),
    supplier_id: Number(row.supplier_id),
    lead_id: Number(row.lead_id),
    cost_minor: Number(row.cost_minor),
    pay_days: Number(row.pay_days),
    paid: Number(row.paid ?? 0),
  }))
}

/**
 * Records a payment to a supplier against a confirmed reservation, in its currency, once per form
 * (`key`): 'recorded'; 'again' when that form was recorded already; false when there is no such
 * confirmed reservation.
 */
export async function recordSupplierPayment(
  entry: {
    reservationId: number
    amount: number
    paidOn: string
    method: string
    reference: string
    key: string
  },
  staffId: number,
) {
  const reservation = await db()
    .selectFrom('reservations')
    .select(['currency', 'supplier_id', 'service'])
    .where('id', '=', entry.reservationId)
    .where('status', '=', 'confirmed')
    .executeTakeFirst()
  if (!reservation) return false
  try {
    await db()
      .insertInto('supplier_payments')
      .values({
        reservation_id: entry.reservationId,
        supplier_id: Number(reservation.supplier_id),
        service: reservation.service,
        amount_minor: entry.amount,
        currency: reservation.currency,
        paid_on: entry.paidOn,
        method: entry.method,
        reference: entry.reference,
        recorded_by: staffId,
        recorded_at: new Date().toISOString(),
        submission_key: entry.key,
      })
      .execute()
    return 'recorded' as const
  } catch (error) {
    if (isUniqueViolation(error)) return 'again' as const
    throw error
  }
}

/** Money in from travellers and out to suppliers, by month (YYYY-MM) and currency, from `since` on. */
export async function cashByMonth(since: string) {
  const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`
  const [cashIn, cashOut] = await Promise.all([
    db()
      .selectFrom('payments')
      .select([
        month('paid_on').as('month'),
        'currency',
        (eb) => eb.fn.sum<number | string>('amount_minor').as('amount'),
      ])
      .where('paid_on', '>=', since)
      .groupBy([month('paid_on'), 'currency'])
      .execute(),
    db()
      .selectFrom('supplier_payments')
      .select([
        month('paid_on').as('month'),
        'currency',
        (eb) => eb.fn.sum<number | string>('amount_minor').as('amount'),
      ])
      .where('paid_on', '>=', since)
      .groupBy([month('paid_on'), 'currency'])
      .execute(),
  ])
  const rows = new Map<string, { month: string; currency: string; in: number; out: number }>()
  const add = (
    row: { month: string; currency: string; amount: number | string | null },
    side: 'in' | 'out',
  ) => {
    const key = `${row.month}|${row.currency}`
    const found = rows.get(key) ?? { month: row.month, currency: row.currency, in: 0, out: 0 }
    found[side] += Number(row.amount ?? 0)
    rows.set(key, found)
  }
  for (const row of cashIn) add(row, 'in')
  for (const row of cashOut) add(row, 'out')
  return [...rows.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
  )
}
