import { Link } from 'react-router'
import { AdminTable } from '~/components/admin/admin-table'
import type { FieldSpec, FieldValue } from '~/components/ui/field-list'
import { FieldsForm } from '~/components/ui/fields-form'
import type { FieldErrorMap } from '~/components/ui/fields'
import { formatDate } from '~/lib/back-office'
import { CARD_CURRENCIES, formatMoney, isCardCurrency } from '~/lib/money'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/permits'
import { handlePermits, loadPermits } from './permits.server'

// Gorilla and chimpanzee permits held (docs/product.md, "Permits held"): bought early, since they sell
// out months ahead; accepted trips take them, and the proposal editor warns when a trip needs more on a
// date than are free. Every member of staff reads this page; admins record what was bought.

export const loader = ({ context }: Route.LoaderArgs) => loadPermits(context)
export const action = keepWhatWasTyped(({ request, context }: Route.ActionArgs) =>
  handlePermits(request, context),
)

export const meta: Route.MetaFunction = () => [{ title: 'Permits held | Back-office' }]

const fields = (permits: { value: string; label: string }[]): FieldSpec[] => [
  {
    name: 'permit',
    label: 'Permit',
    kind: 'select',
    empty: 'Choose...',
    options: permits,
    className: 'sm:col-span-2',
  },
  { name: 'date', label: 'For the date', type: 'date' },
  { name: 'count', label: 'How many', type: 'number' },
  { name: 'cost', label: 'What one cost', hint: 'e.g. 800' },
  {
    name: 'currency',
    label: 'Currency',
    kind: 'select',
    options: CARD_CURRENCIES.map((code) => ({ value: code, label: code })),
  },
  {
    name: 'note',
    label: 'Note (optional)',
    hint: 'e.g. bought through the UWA office, receipt 4471',
    className: 'sm:col-span-2',
  },
]

const paidText = (paid: { currency: string; minor: number }[]) =>
  paid
    .map((item) =>
      isCardCurrency(item.currency)
        ? formatMoney({ minor: item.minor, currency: item.currency })
        : item.currency,
    )
    .join(' · ')

export default function PermitsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { days, permits, canEdit } = loaderData
  const result = actionData?.result as {
    error?: FieldErrorMap
    initialValue?: Record<string, FieldValue>
  } | null
  return (
    <>
      <h1 className="font-serif text-3xl">Permits held</h1>
      <p className="mt-2 max-w-2xl">
        Gorilla and chimpanzee permits bought ahead, by date, from a month ago on. A trip accepted takes the
        permits it needs; the proposal editor warns when a trip needs more than are free.
        {canEdit ? '' : ' Admins record what was bought; you can read it.'}
      </p>
      <p role="status" className="mt-3 font-semibold text-forest-700">
        {actionData?.done ?? ''}
      </p>
      <section className="mt-8">
        <h2 id="permit-days-heading" className="font-serif text-2xl">
          By date
        </h2>
        {days.length ? (
          <AdminTable
            labelledBy="permit-days-heading"
            headings={['Date', 'Permit', 'Held', 'Taken', 'Free', 'Paid', 'Taken by']}
          >
            {days.map((day) => {
              const taken = day.takenBy.reduce((sum, item) => sum + item.count, 0)
              const free = day.held - taken
              return (
                <tr key={`${day.supplierId}-${day.date}`} className="border-b border-forest-700/10">
                  <td className="px-4 py-3">{formatDate(day.date)}</td>
                  <td className="px-4 py-3 font-semibold">{day.permit}</td>
                  <td className="px-4 py-3">{day.held}</td>
                  <td className="px-4 py-3">{taken}</td>
                  <td className={`px-4 py-3 font-semibold ${free < 0 ? 'text-red-800' : ''}`}>
                    {free < 0 ? `${-free} short` : free}
                  </td>
                  <td className="px-4 py-3">{paidText(day.paid)}</td>
                  <td className="px-4 py-3">
                    {day.takenBy.map((item, index) => (
                      <span key={item.proposalId}>
                        {index ? ', ' : ''}
                        <Link
                          to={`/admin/proposals/${item.proposalId}`}
                          className="text-savanna-700 underline"
                        >
                          {item.name}
                        </Link>
                        {` (${item.count})`}
                      </span>
                    ))}
                  </td>
                </tr>
              )
            })}
          </AdminTable>
        ) : (
          <p className="mt-2">No permits held from a month ago on.</p>
        )}
      </section>
      {canEdit ? (
        <section className="mt-10">
          <h2 className="font-serif text-2xl">Record permits bought</h2>
          {permits.length ? (
            <FieldsForm
              key={actionData?.done ?? 'form'}
              intent="add"
              label="Record permits bought"
              submit="Record them"
              fields={fields(permits)}
              values={{ currency: 'USD', ...(result?.initialValue ?? {}) }}
              idPrefix="permits-"
              errors={result?.error}
            />
          ) : (
            <p className="mt-2">
              Add the permit to the{' '}
              <Link to="/admin/rates" className="text-savanna-700 underline">
                rate cards
              </Link>{' '}
              first (Gorilla and chimpanzee permits).
            </p>
          )}
        </section>
      ) : null}
    </>
  )
}
