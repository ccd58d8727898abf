import { Link } from 'react-router'
import { Pager } from '~/components/admin/pager'
import { formatDate } from '~/lib/back-office'
import { leadReference } from '~/lib/lead-reference'
import { reservationState } from '~/lib/reservations'
import { listAllReservations } from '~/models/reservations.server'
import { operatorToday } from '~/services/proposals.server'
import { datesText } from '~/services/reservations.server'
import type { Route } from './+types/reservations'

// Every booking's reservations (/admin/reservations, docs/product.md, "Reservations"): by date from
// today, those still open (to request, requested, held, declined) unless ?all=1 asks for every one,
// each linked to its booking, where it is requested and answered.

const PAGE = 50

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const all = url.searchParams.get('all') === '1'
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get('page')) || 1))
  const { rows, more } = await listAllReservations({
    all,
    since: operatorToday(),
    limit: PAGE,
    offset: (page - 1) * PAGE,
  })
  return {
    all,
    page,
    more,
    rows: rows.map((row) => ({
      id: row.id,
      proposalId: row.proposal_id,
      service: row.service,
      dates: datesText(row),
      state: reservationState(row, formatDate),
      status: row.status,
      traveller: `${row.lead_name} ${leadReference({ id: row.lead_id, created_at: row.lead_created_at })}`,
      supplierEmail: row.supplier_email,
    })),
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Reservations | Back-office' }]

export default function Reservations({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-serif text-3xl">Reservations</h1>
      <p className="mt-2">
        {data.all
          ? 'Every reservation from today on. '
          : 'Reservations from today on still to request, waiting for an answer, held or declined. '}
        <Link to={data.all ? '?' : '?all=1'} className="text-savanna-700 underline">
          {data.all ? 'Show only those still open' : 'Show every one, confirmed and cancelled too'}
        </Link>
      </p>
      {data.rows.length === 0 ? (
        <p className="mt-6">
          {data.all
            ? 'No reservation from today on.'
            : 'Nothing open: every reservation from today on is confirmed or cancelled.'}
        </p>
      ) : (
        <ol className="mt-6 space-y-3">
          {data.rows.map((row) => (
            <li key={row.id} className="rounded-xl bg-white p-4 shadow-sm">
              <p className="font-semibold">
                <Link
                  to={`/admin/proposals/${row.proposalId}#reservations`}
                  className="text-savanna-700 underline"
                >
                  {row.service}
                </Link>
              </p>
              <p>
                {row.dates} · {row.traveller}
              </p>
              <p className={row.status === 'declined' ? 'font-semibold text-red-800' : 'font-semibold'}>
                {row.status === 'declined' ? `${row.state}: find an alternative` : row.state}
                {row.status === 'to_request' && !row.supplierEmail
                  ? ' (no reservations e-mail: ask by phone)'
                  : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={data.page}
        pageCount={null}
        hasNext={data.more}
        link={(n) => `?${new URLSearchParams({ ...(data.all ? { all: '1' } : {}), page: String(n) })}`}
      />
    </>
  )
}
