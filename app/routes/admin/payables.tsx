import { Form, Link, useRouteLoaderData } from 'react-router'
import { FieldErrors } from '~/components/ui/field-errors'
import { inputClass } from '~/components/ui/input-class'
import { formatDate } from '~/lib/back-office'
import { PAYMENT_METHODS } from '~/lib/ledger'
import { formatStoredMoney, moneyInput } from '~/lib/money'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/payables'
import { ADMIN_LAYOUT_ID, type loader as layoutLoader } from './_layout'
import { handlePayment, loadPayables } from './payables.server'

// What is owed to suppliers (/admin/payables, docs/product.md, "Paying the suppliers"): each confirmed
// reservation not paid in full, due by its supplier's terms, overdue, this week and this month, with the
// totals by supplier and currency, and a form to record what was paid (never deleted). Admins download
// it as CSV.

export const loader = () => loadPayables()

export const action = keepWhatWasTyped(({ request, context }: Route.ActionArgs) =>
  handlePayment(request, context),
)

export const meta: Route.MetaFunction = () => [{ title: 'Payables | Back-office' }]

const WINDOWS = [
  ['overdue', 'Overdue'],
  ['week', 'Due this week'],
  ['month', 'Due this month'],
] as const

type Loaded = Route.ComponentProps['loaderData']

function Totals({ totals }: { totals: Loaded['totals']['week'] }) {
  if (!totals.length) return <p className="mt-2">Nothing.</p>
  return (
    <ul className="mt-2 space-y-1">
      {totals.map((total) => (
        <li key={`${total.supplier}-${total.currency}`}>
          {total.supplier}: <strong>{formatStoredMoney(total.left, total.currency)}</strong>
        </li>
      ))}
    </ul>
  )
}

export default function Payables({ loaderData: data, actionData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof layoutLoader>(ADMIN_LAYOUT_ID)?.staff.role === 'admin'
  return (
    <>
      <h1 className="font-serif text-3xl">Payables</h1>
      <p className="mt-2 max-w-2xl">
        What confirmed reservations still owe their suppliers, due by each supplier’s terms (on its rate
        card).
        {admin ? (
          <>
            {' '}
            <a href="/admin/payables.csv" className="text-savanna-700 underline">
              All of it as CSV
            </a>
          </>
        ) : null}
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {WINDOWS.map(([window, title]) => (
          <section
            key={window}
            aria-labelledby={`${window}-heading`}
            className="rounded-xl bg-white p-4 shadow-sm"
          >
            <h2
              id={`${window}-heading`}
              className={`font-serif text-xl ${window === 'overdue' && data.totals.overdue.length ? 'text-red-800' : ''}`}
            >
              {title}
            </h2>
            <Totals totals={data.totals[window]} />
          </section>
        ))}
      </div>
      <h2 className="mt-8 font-serif text-2xl">By due date</h2>
      {data.rows.length === 0 ? (
        <p className="mt-2">Nothing is owed to a supplier.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {data.rows.map((row) => {
            const answer = actionData && actionData.reservation === row.reservationId ? actionData : null
            const errors = (answer?.errors ?? {}) as Record<string, string[] | undefined>
            const id = (name: string) => `pay-${row.reservationId}-${name}`
            return (
              <li
                key={row.reservationId}
                className="rounded-xl bg-white p-4 shadow-sm"
                aria-label={row.service}
              >
                <p className={`font-semibold ${row.window === 'overdue' ? 'text-red-800' : ''}`}>
                  {`Due ${formatDate(row.due!)}${row.window === 'overdue' ? ' (overdue)' : ''}: ${formatStoredMoney(row.left, row.currency)} to ${row.supplier}`}
                </p>
                <p>
                  {row.service} ·{' '}
                  <Link to={`/admin/proposals/${row.proposalId}#reservations`} className="underline">
                    {row.traveller} {row.reference}
                  </Link>
                  {row.supplierRef ? ` · their reference ${row.supplierRef}` : ''} · cost{' '}
                  {formatStoredMoney(row.cost, row.currency)}
                  {row.paid ? `, paid ${formatStoredMoney(row.paid, row.currency)}` : ''}
                </p>
                <Form
                  method="post"
                  className="mt-2 grid gap-2 sm:grid-cols-5"
                  aria-label={`Record a payment to ${row.supplier}`}
                >
                  <input type="hidden" name="reservation" value={row.reservationId} />
                  <input type="hidden" name="key" value={row.key} />
                  <div>
                    <label htmlFor={id('amount')} className="text-sm font-semibold">
                      Paid ({row.currency})
                    </label>
                    <input
                      id={id('amount')}
                      name="amount"
                      defaultValue={moneyInput(row.left)}
                      className={inputClass}
                      aria-invalid={errors.amount ? true : undefined}
                      aria-describedby={errors.amount ? `${id('amount')}-error` : undefined}
                    />
                    <FieldErrors id={`${id('amount')}-error`} errors={errors.amount} />
                  </div>
                  <div>
                    <label htmlFor={id('paidOn')} className="text-sm font-semibold">
                      On
                    </label>
                    <input
                      id={id('paidOn')}
                      name="paidOn"
                      type="date"
                      defaultValue={data.today}
                      className={inputClass}
                      aria-invalid={errors.paidOn ? true : undefined}
                      aria-describedby={errors.paidOn ? `${id('paidOn')}-error` : undefined}
                    />
                    <FieldErrors id={`${id('paidOn')}-error`} errors={errors.paidOn} />
                  </div>
                  <div>
                    <label htmlFor={id('method')} className="text-sm font-semibold">
                      How
                    </label>
                    <select
                      id={id('method')}
                      name="method"
                      defaultValue="bank_transfer"
                      className={inputClass}
                    >
                      {PAYMENT_METHODS.map((method) => (
                        <option key={method.value} value={method.value}>
                          {method.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div>
                    <label htmlFor={id('reference')} className="text-sm font-semibold">
                      Reference (optional)
                    </label>
                    <input id={id('reference')} name="reference" maxLength={80} className={inputClass} />
                  </div>
                  <div className="self-end">
                    <button
                      type="submit"
                      className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-700"
                    >
                      Record the payment
                    </button>
                  </div>
                </Form>
                {answer?.done ? (
                  <p role="status" className="mt-2 font-semibold text-forest-700">
                    {answer.done}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
    </>
  )
}
