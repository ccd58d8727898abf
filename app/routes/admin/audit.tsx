import { Form } from 'react-router'
import { AdminTable } from '~/components/admin/admin-table'
import { Pager } from '~/components/admin/pager'
import { inputClass } from '~/components/ui/input-class'
import { AUDIT_ACTIONS, auditActionLabel, isAuditAction } from '~/lib/audit-actions'
import { formatMoment } from '~/lib/back-office'
import { listAudit } from '~/models/audit.server'
import { listStaffNames } from '~/models/lead-desk.server'
import { readPageNumber } from '~/services/request-input.server'
import { requireAdmin } from '~/services/staff-context.server'
import type { Route } from './+types/audit'

// The audit trail (admins only): sign-ins and refused sign-ins, changes to the team, exports, erasures
// and deletions, with who, when and from which address; newest first, filtered by action, member and
// days, paged at the database.

const PAGE_SIZE = 50
const DAY = /^\d{4}-\d{2}-\d{2}$/

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context)
  const params = new URL(request.url).searchParams
  const action = params.get('action')
  const actor = Number(params.get('member'))
  const day = (name: string) => {
    const value = params.get(name)
    return value && DAY.test(value) ? value : undefined
  }
  const filter = {
    action: isAuditAction(action) ? action : undefined,
    actorId: Number.isSafeInteger(actor) && actor > 0 ? actor : undefined,
    from: day('from'),
    to: day('to'),
  }
  const page = readPageNumber(request)
  const [{ rows, hasNext }, members] = await Promise.all([
    listAudit(filter, page, PAGE_SIZE),
    listStaffNames(),
  ])
  return {
    filter,
    page,
    hasNext,
    members: members.map((member) => ({ id: member.id, name: member.name })),
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: row.at,
      // Accounts made at start or on the command line have no member behind them.
      who: row.actor_email ?? 'Tembo itself',
      action: auditActionLabel(row.action),
      subject: row.subject ?? '',
      detail: row.detail ? detailText(JSON.parse(row.detail) as Record<string, unknown>) : '',
      address: row.address ?? '',
    })),
  }
}

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ')

export const meta: Route.MetaFunction = () => [{ title: 'Audit trail | Back-office' }]

export default function Audit({
  loaderData: { filter, page, hasNext, members, rows },
}: Route.ComponentProps) {
  const query = new URLSearchParams()
  if (filter.action) query.set('action', filter.action)
  if (filter.actorId) query.set('member', String(filter.actorId))
  if (filter.from) query.set('from', filter.from)
  if (filter.to) query.set('to', filter.to)
  const link = (n: number) => {
    const params = new URLSearchParams(query)
    if (n > 1) params.set('page', String(n))
    const text = params.toString()
    return text ? `/admin/audit?${text}` : '/admin/audit'
  }
  return (
    <>
      <h1 className="font-serif text-3xl">Audit trail</h1>
      <p className="mt-2 max-w-2xl">
        Who signed in, who changed the team, and who exported, erased or deleted anything: with when and from
        which address. Nothing here can be changed.
      </p>
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <label className="block text-sm font-medium">
          What
          <select name="action" defaultValue={filter.action ?? ''} className={inputClass}>
            <option value="">Anything</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          Who
          <select name="member" defaultValue={filter.actorId ?? ''} className={inputClass}>
            <option value="">Anyone</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          From
          <input type="date" name="from" defaultValue={filter.from ?? ''} className={inputClass} />
        </label>
        <label className="block text-sm font-medium">
          To
          <input type="date" name="to" defaultValue={filter.to ?? ''} className={inputClass} />
        </label>
        <button
          type="submit"
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
        >
          Show
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6">Nothing recorded{query.size ? ' matches these filters' : ' yet'}.</p>
      ) : (
        <AdminTable
          label="Entries of the audit trail"
          headings={['When', 'Who', 'What', 'About', 'Details', 'From']}
        >
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-forest-700/10 align-top last:border-0">
              <td className="px-4 py-3 whitespace-nowrap">{formatMoment(row.at)}</td>
              <td className="px-4 py-3 break-all">{row.who}</td>
              <td className="px-4 py-3">{row.action}</td>
              <td className="px-4 py-3">{row.subject}</td>
              <td className="px-4 py-3">{row.detail}</td>
              <td className="px-4 py-3 whitespace-nowrap">{row.address}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={page} pageCount={null} hasNext={hasNext} link={link} />
    </>
  )
}
