import { Form, Link } from 'react-router'
import { listPageLink } from '~/lib/back-office'
import { LEAD_STATUSES } from '~/lib/lead-status'
import { LeadCard } from '~/components/admin/lead-card'
import { Pager } from '~/components/admin/pager'
import type { Route } from './+types/leads'
import { loadInbox } from './leads.server'

// The lead inbox: every lead, longest waiting for a reply first, filtered by status, owner and
// waiting, searched by name, e-mail, phone or reference, paged at the database. Each lead is a card,
// so nothing scrolls sideways on a phone.

export const loader = ({ request, context }: Route.LoaderArgs) => loadInbox(request, context)

export const meta: Route.MetaFunction = () => [{ title: 'Leads | Back-office' }]

const selectClass = 'mt-1 block w-full rounded-lg border border-forest-700/40 bg-white px-3 py-2'

export default function Leads({ loaderData: data }: Route.ComponentProps) {
  const { filter } = data
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries({
    status: filter.status,
    owner: filter.owner,
    waiting: filter.waiting ? '1' : undefined,
    sort: filter.sort === 'waiting' ? undefined : filter.sort,
    month: filter.month,
    visiting: filter.country,
    tour: filter.packageNo ? String(filter.packageNo) : undefined,
  }))
    if (value) query.set(key, value)
  /** A page of the inbox, or of its CSV file, with the same search and filters. */
  const linkTo = (path: string, page: number) => {
    const link = listPageLink(path, filter.search, page)
    const rest = query.toString()
    return rest ? `${link}${link.includes('?') ? '&' : '?'}${rest}` : link
  }
  const pageLink = (page: number) => linkTo('/admin/leads', page)
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-3xl">Leads</h1>
        <Link to="/admin/leads/board" className="font-medium text-savanna-700 underline">
          The board, a column per status
        </Link>
      </div>
      <Form method="get" role="search" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="lg:col-span-2">
          <label htmlFor="q" className="block text-sm font-medium">
            Search by name, e-mail, phone or reference
          </label>
          <input
            id="q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filter.search ?? ''}
            className={selectClass}
          />
        </div>
        <div>
          <label htmlFor="status" className="block text-sm font-medium">
            Status
          </label>
          <select id="status" name="status" defaultValue={filter.status ?? ''} className={selectClass}>
            <option value="">Any</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="owner" className="block text-sm font-medium">
            Owner
          </label>
          <select id="owner" name="owner" defaultValue={filter.owner ?? ''} className={selectClass}>
            <option value="">Anyone</option>
            <option value="mine">Mine</option>
            <option value="unassigned">Unassigned</option>
          </select>
        </div>
        <div>
          <label htmlFor="sort" className="block text-sm font-medium">
            Order
          </label>
          <select id="sort" name="sort" defaultValue={filter.sort} className={selectClass}>
            <option value="waiting">Longest waiting</option>
            <option value="newest">Newest</option>
            <option value="travel">Travel date</option>
          </select>
        </div>
        <div>
          <label htmlFor="month" className="block text-sm font-medium">
            Travelling in
          </label>
          <input
            id="month"
            name="month"
            type="month"
            defaultValue={filter.month ?? ''}
            className={selectClass}
          />
        </div>
        <div>
          <label htmlFor="visiting" className="block text-sm font-medium">
            Country
          </label>
          <select id="visiting" name="visiting" defaultValue={filter.country ?? ''} className={selectClass}>
            <option value="">Any</option>
            {data.countries.map((country) => (
              <option key={country}>{country}</option>
            ))}
          </select>
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="tour" className="block text-sm font-medium">
            Package
          </label>
          <select id="tour" name="tour" defaultValue={filter.packageNo ?? ''} className={selectClass}>
            <option value="">Any</option>
            {data.packages.map((item) => (
              <option key={item.no} value={item.no}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="waiting"
              value="1"
              defaultChecked={filter.waiting}
              className="h-5 w-5"
            />
            Waiting for reply
          </label>
          <button
            type="submit"
            className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
          >
            Show
          </button>
        </div>
      </Form>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-3">
        <p className="text-sm" role="status">
          {data.total === 0
            ? 'No leads match.'
            : `${data.total.toLocaleString('en-GB')}${data.more ? '+' : ''} ${data.total === 1 ? 'lead' : 'leads'}.`}
        </p>
        {data.canExport && data.total > 0 ? (
          // A file, not a page: the browser downloads it (reloadDocument skips the client router).
          <Link
            reloadDocument
            to={linkTo('/admin/leads.csv', 1)}
            className="text-sm font-medium text-savanna-700 underline"
          >
            Download these leads as CSV
          </Link>
        ) : null}
      </div>

      <ol className="mt-4 space-y-3" aria-label="Leads">
        {data.rows.map((lead) => (
          <LeadCard key={lead.id} lead={lead} now={data.now} targetHours={data.replyTargetHours} />
        ))}
      </ol>

      <Pager page={data.page} pageCount={data.pageCount} hasNext={data.hasNext} link={pageLink} />
    </>
  )
}
