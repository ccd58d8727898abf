import { Form, Link, useLocation } from 'react-router'
import { listPageLink } from '~/lib/back-office'
import { LEAD_STATUSES } from '~/lib/lead-status'
import { LeadCard } from '~/components/admin/lead-card'
import { LeadsBulk, BULK_FORM } from '~/components/admin/leads-bulk'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import { Pager } from '~/components/admin/pager'
import { moveFocus, Shortcuts } from '~/components/admin/shortcuts'
import type { Route } from './+types/leads'
import { changeLeadsFromForm, loadInbox } from './leads.server'

// The lead inbox: every lead, longest waiting for a reply first, filtered by status, owner and
// waiting, searched by name, e-mail, phone or reference, paged at the database. Each lead is a card,
// so nothing scrolls sideways on a phone; the filters fold behind one control that says how many are
// set, so the first lead is on a phone's first screen. Ticked leads are assigned or moved at once.

export const loader = ({ request, context }: Route.LoaderArgs) => loadInbox(request, context)

export const action = keepWhatWasTyped(({ request, context }: Route.ActionArgs) =>
  changeLeadsFromForm(request, context),
)

export const meta: Route.MetaFunction = () => [{ title: 'Leads | Back-office' }]

/** Each lead's link in the list, in order: j and k move between them, Enter opens one. */
const LEAD_LINKS = 'ol[aria-label="Leads"] > li a[href^="/admin/leads/"]'

const selectClass = 'mt-1 block w-full rounded-lg border border-forest-700/40 bg-white px-3 py-2'

export default function Leads({ loaderData: data, actionData }: Route.ComponentProps) {
  const { filter } = data
  const { search } = useLocation()
  // A refused change keeps what was ticked and chosen.
  const typed = (actionData?.result?.initialValue ?? {}) as Record<string, string | string[] | undefined>
  const ticked = new Set([typed.lead ?? []].flat())
  const filtersSet = [
    filter.status,
    filter.owner,
    filter.waiting,
    filter.sort !== 'waiting',
    filter.month,
    filter.country,
    filter.packageNo,
  ].filter(Boolean).length
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
      <Shortcuts
        keys={[
          { key: 'j', does: 'Next lead', run: () => moveFocus(LEAD_LINKS, 1) },
          { key: 'k', does: 'Previous lead', run: () => moveFocus(LEAD_LINKS, -1) },
          { key: '/', does: 'Search', run: () => document.getElementById('q')?.focus() },
        ]}
      />
      <Form method="get" role="search" className="mt-4">
        <div>
          <div className="min-w-0 sm:max-w-md">
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
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-savanna-700">
            Filter{filtersSet ? ` (${filtersSet} set)` : ''}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
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
              <select
                id="visiting"
                name="visiting"
                defaultValue={filter.country ?? ''}
                className={selectClass}
              >
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
          </div>
        </details>
        <button
          type="submit"
          className="mt-3 rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
        >
          Show
        </button>
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

      {data.rows.length ? (
        <LeadsBulk
          action={`/admin/leads${search}`}
          team={data.team}
          typed={typed}
          result={actionData?.result}
          done={actionData?.done ?? null}
        />
      ) : null}

      <ol className="mt-4 space-y-3" aria-label="Leads">
        {data.rows.map((lead) => (
          <LeadCard
            // A change made: the cards start again, their boxes cleared.
            key={`${lead.id}-${actionData?.done ?? ''}`}
            lead={lead}
            now={data.now}
            targetHours={data.replyTargetHours}
            me={data.me.id}
            bulkForm={BULK_FORM}
            ticked={ticked.has(String(lead.id))}
          />
        ))}
      </ol>

      <Pager page={data.page} pageCount={data.pageCount} hasNext={data.hasNext} link={pageLink} />
    </>
  )
}
