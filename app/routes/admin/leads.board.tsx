import { Link } from 'react-router'
import { LeadCard } from '~/components/admin/lead-card'
import { getConfig } from '~/config.server'
import { LEAD_STATUSES } from '~/lib/lead-status'
import { getCatalogue } from '~/models/catalogue.server'
import { countLeads, listLeads, type LeadFilter } from '~/models/lead-desk.server'
import { leadCardOf } from '~/services/lead-list.server'
import { staffOf } from '~/services/staff-context.server'
import type { Route } from './+types/leads.board'

// The leads as a board: a column per status with how many are in it and the longest waiting of them.
// Columns sit side by side on a wide screen and one under another on a phone (nothing scrolls
// sideways); a card moves to another status in one step.

/** How many leads a board column shows; its count says how many there are. */
const BOARD_CARDS = 10

/** A column per status with its count and its longest-waiting (then newest) leads. */
export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = staffOf(context)
  const catalogue = await getCatalogue()
  const columns = await Promise.all(
    LEAD_STATUSES.map(async (status) => {
      const filter: LeadFilter = { status: status.value, sort: 'waiting' }
      const [total, rows] = await Promise.all([
        countLeads(filter, staff.id),
        listLeads(filter, staff.id, { limit: BOARD_CARDS, offset: 0 }),
      ])
      return {
        status: status.value,
        label: status.label,
        total,
        leads: rows.map((row) => leadCardOf(row, catalogue)),
      }
    }),
  )
  return { columns, now: new Date().toISOString(), replyTargetHours: getConfig().replyTargetHours }
}

export const meta: Route.MetaFunction = () => [{ title: 'Leads board | Back-office' }]

export default function Board({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-3xl">Leads board</h1>
        <Link to="/admin/leads" className="font-medium text-savanna-700 underline">
          The list, with filters and search
        </Link>
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4 2xl:grid-cols-7">
        {data.columns.map((column) => (
          <section key={column.status} aria-labelledby={`column-${column.status}`} className="min-w-0">
            <h2 id={`column-${column.status}`} className="font-serif text-xl">
              {column.label} <span className="text-base text-forest-700">({column.total})</span>
            </h2>
            {column.leads.length ? (
              <ol className="mt-3 space-y-3">
                {column.leads.map((lead) => (
                  <LeadCard key={lead.id} lead={lead} now={data.now} targetHours={data.replyTargetHours} />
                ))}
              </ol>
            ) : (
              <p className="mt-3 text-sm">None.</p>
            )}
            {column.total > column.leads.length ? (
              <Link
                to={`/admin/leads?status=${column.status}`}
                className="mt-2 block text-sm font-medium text-savanna-700 underline"
              >
                All {column.total} {column.label.toLowerCase()}
              </Link>
            ) : null}
          </section>
        ))}
      </div>
    </>
  )
}
