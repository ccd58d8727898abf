import { Link, useRouteLoaderData } from 'react-router'
import { formatDate } from '~/lib/back-office'
import { monthName } from '~/lib/catalogue'
import { formatMoney, isCurrency } from '~/lib/money'
import type { Route } from './+types/departures'
import { ADMIN_LAYOUT_ID, type loader as layoutLoader } from './_layout'
import { loadDepartures } from './departures.server'

// The departures (/admin/departures): a calendar month's booked trips by start date (this month unless
// ?month= says), each with its party, what is still to pay, its owner and whether it is short of the
// permits it took; the month before and after a link away, and the month as CSV for the ground team
// (admins).

export const loader = ({ request }: Route.LoaderArgs) => loadDepartures(request)

export const meta: Route.MetaFunction = () => [{ title: 'Departures | Back-office' }]

const monthTitle = (month: string) => `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`

export default function Departures({ loaderData: data }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof layoutLoader>(ADMIN_LAYOUT_ID)
  const isAdmin = frame?.staff.role === 'admin'
  return (
    <>
      <h1 className="font-serif text-3xl">Departures: {monthTitle(data.month)}</h1>
      <nav aria-label="Months" className="mt-3 flex flex-wrap gap-4">
        <Link to={`?month=${data.previous}`} className="text-savanna-700 underline">
          ← {monthTitle(data.previous)}
        </Link>
        <Link to={`?month=${data.next}`} className="text-savanna-700 underline">
          {monthTitle(data.next)} →
        </Link>
        {isAdmin ? (
          <a href={`/admin/departures.csv?month=${data.month}`} className="text-savanna-700 underline">
            This month as CSV
          </a>
        ) : null}
      </nav>
      {data.departures.length === 0 ? (
        <p className="mt-6">No booked trip starts in {monthTitle(data.month)}.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {data.departures.map((item) => (
            <li key={item.proposalId} className="rounded-xl bg-white p-4 shadow-sm">
              <p className="font-semibold">
                {formatDate(item.startDate)} to {formatDate(item.endDate)}:{' '}
                <Link to={`/admin/proposals/${item.proposalId}`} className="text-savanna-700 underline">
                  {item.trip}
                </Link>
              </p>
              <p>
                <Link to={`/admin/leads/${item.leadId}`} className="underline">
                  {item.name} {item.reference}
                </Link>
                , {item.adults} {item.adults === 1 ? 'adult' : 'adults'}
                {item.children
                  ? ` and ${item.children} ${item.children === 1 ? 'child' : 'children'}`
                  : ''} · {item.status} ·{' '}
                {item.outstanding && isCurrency(item.currency)
                  ? `${formatMoney({ minor: item.outstanding, currency: item.currency })} due by ${formatDate(item.balanceDueOn)}`
                  : 'Paid in full'}{' '}
                · {item.owner ? `Owner: ${item.owner}` : 'No owner'}
              </p>
              {item.reservations ? (
                <p>
                  <Link to={`/admin/proposals/${item.proposalId}#reservations`} className="underline">
                    {`Reservations: ${item.reservations}`}
                  </Link>
                </p>
              ) : null}
              {item.unnamed.map((line) => (
                <p key={line} className="font-semibold text-red-800">
                  {`Without a permit: ${line}`}
                </p>
              ))}
              {item.permits.short ? (
                <p className="font-semibold text-red-800">
                  {`Short of permits: took ${item.permits.taken}, ${item.permits.short} not held and free. `}
                  <Link to="/admin/permits" className="underline">
                    Buy them and record them under Permits held
                  </Link>
                </p>
              ) : item.permits.taken ? (
                <p>{`Permits: took ${item.permits.taken}, all held.`}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
