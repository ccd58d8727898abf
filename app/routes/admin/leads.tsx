import { Link, useLocation } from 'react-router'
import { listPageLink } from '~/lib/back-office'
import { LeadCard } from '~/components/admin/lead-card'
import { LeadFilters } from '~/components/admin/lead-filters'
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

export default function Leads({ loaderData: data, actionData }: Route.ComponentProps) {
  const { filter } = data
  const { search } = useLocation()
  // A refused change keeps what was ticked and chosen.
  const typed = (actionData?.result?.initialValue ?? {}) as Record<string, string | string[] | undefined>
  const ticked = new Set([typed.lead ?? []].flat())
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries({
    status: filter.status,
    owner: filter.owner,
    waiting: filter.waiting ? '1' : undefined,
    sort: filter.sort === 'waiting' ? undefined : filter.sort,
    month: filter.month,
    visiting: filter.country,
    tour: filter.packageNo ? String(filter.packageNo) : undefined,
    language: filter.language,
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
      <LeadFilters filter={filter} countries={data.countries} packages={data.packages} />

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
