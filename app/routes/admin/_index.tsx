import { Link, useRouteLoaderData } from 'react-router'
import { actionsHeading, AdminTable } from '~/components/admin/admin-table'
import { LeadFigures, WaitingFigures } from '~/components/admin/lead-figures'
import { ProposalFigures } from '~/components/admin/proposal-figures'
import { ReadinessChecklist } from '~/components/admin/readiness-checklist'
import { MarginFigures } from '~/components/admin/margin-figures'
import { CashFigures } from '~/components/admin/cash-figures'
import { RevenueFigures } from '~/components/admin/revenue-figures'
import { inquiryKind } from '~/inquiries'
import { formatMoment } from '~/lib/back-office'
import { parseRevenueDays } from '~/lib/revenue'
import { countByKind, listRecentInquiries } from '~/models/dashboard.server'
import { dashboardFigures, readinessFor } from './_index.server'
import { staffOf } from '~/services/staff-context.server'
import type { Route } from './+types/_index'
import { ADMIN_LAYOUT_ID, type loader as layoutLoader } from './_layout'

// The operator's morning view: what is left to set before the first proposal (admins, until it is
// all set), what waits for a reply, then what came in: real counts of each kind, what is new since this staff member last opened each list,
// unread messages, and the newest inquiries of every kind together.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = staffOf(context)
  const revenueDays = parseRevenueDays(new URL(request.url).searchParams.get('revenue'))
  const [counts, recent, figures, readiness] = await Promise.all([
    countByKind(staff.id),
    listRecentInquiries(10),
    dashboardFigures(new Date(), revenueDays),
    readinessFor(staff),
  ])
  return {
    name: staff.name,
    readiness,
    figures,
    counts: counts.map(({ kind, total, fresh }) => {
      const { admin, tracksReading } = inquiryKind(kind)
      return {
        kind,
        title: admin.title,
        listPath: admin.listPath,
        tracksReading: tracksReading === true,
        total,
        fresh,
      }
    }),
    recent: recent.map((item) => {
      const { admin } = inquiryKind(item.kind)
      return { ...item, singular: admin.singular, path: `${admin.itemPath}/${item.id}` }
    }),
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard | Back-office' }]

export default function Dashboard({
  loaderData: { name, readiness, counts, recent, figures },
}: Route.ComponentProps) {
  // The layout counts unread messages for the sidebar on every page; the dashboard shows the same count.
  const frame = useRouteLoaderData<typeof layoutLoader>(ADMIN_LAYOUT_ID)
  const unread = frame?.unread ?? 0
  const mailProblems = frame?.mailProblems ?? 0
  return (
    <>
      <h1 className="font-serif text-3xl">Welcome, {name}</h1>
      <p className="mt-2">What waits for a reply, what travellers have sent, and how the desk is doing.</p>
      {readiness ? <ReadinessChecklist items={readiness} /> : null}
      {mailProblems > 0 ? (
        <p className="mt-4 rounded-xl border-2 border-savanna-600 bg-white p-4">
          <strong>
            {`${mailProblems} ${mailProblems === 1 ? 'mail has' : 'mails have'} not been delivered.`}
          </strong>{' '}
          Travellers or staff may not have heard about an inquiry.{' '}
          <Link to="/admin/mail" className="font-semibold text-savanna-700 underline">
            See the mail problems
          </Link>
        </p>
      ) : null}
      <WaitingFigures figures={figures} />

      <h2 id="inquiries-heading" className="mt-10 font-serif text-2xl">
        Inquiries
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5" aria-label="Inquiries by kind">
        {counts.map(({ kind, title, listPath, tracksReading, total, fresh }) => {
          return (
            <li key={kind}>
              <Link
                to={listPath}
                className="block h-full rounded-xl bg-white p-5 shadow-sm hover:shadow-md focus-visible:outline-3 focus-visible:outline-savanna-600"
              >
                <span className="block text-sm font-semibold tracking-wide text-forest-700 uppercase">
                  {title}
                </span>
                <span className="mt-1 block font-serif text-4xl">{total}</span>
                <span className={`mt-1 block text-sm ${fresh > 0 ? 'font-semibold text-savanna-700' : ''}`}>
                  {fresh} new since you last looked
                </span>
                {tracksReading ? (
                  <span className={`block text-sm ${unread > 0 ? 'font-semibold text-savanna-700' : ''}`}>
                    {unread} unread
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>

      <h2 id="newest-heading" className="mt-10 font-serif text-2xl">
        Newest inquiries
      </h2>
      {recent.length === 0 ? (
        <p className="mt-3">
          Nothing has arrived yet. Inquiries from the website appear here as they come in.
        </p>
      ) : (
        <AdminTable
          labelledBy="newest-heading"
          headings={['Kind', 'Name', 'Email', 'Received', actionsHeading]}
        >
          {recent.map((item) => {
            return (
              <tr key={`${item.kind}-${item.id}`} className="border-b border-forest-700/10 last:border-0">
                <td className="px-4 py-3">{item.singular}</td>
                <td className="px-4 py-3">{item.name}</td>
                <td className="px-4 py-3">{item.email}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatMoment(item.created_at)}</td>
                <td className="px-4 py-3">
                  <Link
                    to={item.path}
                    className="font-semibold text-savanna-700 underline"
                    aria-label={`Open the ${item.singular.toLowerCase()} from ${item.name}`}
                  >
                    Open
                  </Link>
                </td>
              </tr>
            )
          })}
        </AdminTable>
      )}

      <ProposalFigures figures={figures} />
      <RevenueFigures revenue={figures.revenue} />
      <MarginFigures margins={figures.margins} />
      <CashFigures cash={figures.cash} />
      <LeadFigures figures={figures} />
    </>
  )
}
