import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { CSV_BOM, csvLine } from '~/lib/csv'
import { formatStoredMoney } from '~/lib/money'
import { recordSupplierPayment } from '~/models/supplier-payments.server'
import { SupplierPaymentSchema } from '~/schemas/departures'
import { isFormToken, newFormToken } from '~/services/idempotency.server'
import { listPayables } from '~/services/payables.server'
import { readSubmission } from '~/services/request-input.server'
import { staffOf } from '~/services/staff-context.server'

// The payables page's loader, action and CSV (routes/admin/payables.tsx, payables.csv.ts), beside them.

export async function loadPayables() {
  const payables = await listPayables()
  // Each row's form carries a one-use token: the same payment sent twice is recorded once.
  return { ...payables, rows: payables.rows.map((row) => ({ ...row, key: newFormToken() })) }
}

export async function handlePayment(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff } = staffOf(context)
  const formData = await readSubmission(request)
  const submission = parseWithZod(formData, { schema: SupplierPaymentSchema })
  const reservation = Number(formData.get('reservation'))
  const key = formData.get('key')
  if (!isFormToken(key)) throw data(null, { status: 400 })
  if (submission.status !== 'success')
    return data({ reservation, errors: submission.error ?? {}, done: null }, { status: 400 })
  const recorded = await recordSupplierPayment(
    { ...submission.value, reservationId: submission.value.reservation, key },
    staff.id,
  )
  if (!recorded) throw data(null, { status: 404 })
  return {
    reservation,
    errors: {},
    done: recorded === 'again' ? 'Recorded already: the same form was sent twice.' : 'Payment recorded.',
  }
}

/** What is owed to suppliers, by due date, as CSV for the accounts: one line per reservation. */
export async function payablesCsv() {
  const { rows } = await listPayables()
  const lines = [
    csvLine([
      'due',
      'supplier',
      'service',
      'booking',
      'traveller',
      'supplier reference',
      'currency',
      'cost',
      'paid',
      'left',
    ]),
    ...rows.map((row) =>
      csvLine([
        row.due ?? '',
        row.supplier,
        row.service,
        row.reference,
        row.traveller,
        row.supplierRef ?? '',
        row.currency,
        formatStoredMoney(row.cost, row.currency),
        formatStoredMoney(row.paid, row.currency),
        formatStoredMoney(row.left, row.currency),
      ]),
    ),
  ]
  return new Response(CSV_BOM + lines.join(''), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="payables.csv"',
      'Cache-Control': 'private, no-store',
    },
  })
}
