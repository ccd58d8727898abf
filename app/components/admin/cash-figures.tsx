import { AdminTable } from '~/components/admin/admin-table'
import { monthName } from '~/lib/catalogue'
import { formatStoredMoney } from '~/lib/money'

// Cash in against cash out on the dashboard (docs/product.md, "Paying the suppliers"): by month over the
// last twelve, what travellers paid (the ledger: payments less reversals and refunds) and what was paid
// to suppliers, each currency apart, never added across currencies.

export function CashFigures({
  cash,
}: {
  cash: { month: string; currency: string; in: number; out: number }[]
}) {
  return (
    // Not a named region itself: the table's scrolling box is the one landmark its heading names.
    <section className="mt-10">
      <h2 id="cash-heading" className="font-serif text-2xl">
        Cash in and out by month
      </h2>
      {cash.length === 0 ? (
        <p className="mt-2">No money in or out in the last twelve months.</p>
      ) : (
        <AdminTable
          labelledBy="cash-heading"
          headings={['Month', 'In from travellers', 'Out to suppliers', 'Net']}
        >
          {cash.map((row) => (
            <tr key={`${row.month}-${row.currency}`} className="border-t border-forest-700/10">
              <td className="p-2">{`${monthName(Number(row.month.slice(5, 7)))} ${row.month.slice(0, 4)}`}</td>
              <td className="p-2">{formatStoredMoney(row.in, row.currency)}</td>
              <td className="p-2">{formatStoredMoney(row.out, row.currency)}</td>
              <td className="p-2">{formatStoredMoney(row.in - row.out, row.currency)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  )
}
