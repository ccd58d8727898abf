import { LanguageBadge } from './language-badge'
import { Link, useFetcher } from 'react-router'
import { formatDate, formatMoment } from '~/lib/back-office'
import { replyClock } from '~/lib/lead-clock'
import { LEAD_STATUSES, REASONS_WITHOUT_NOTE, statusLabel } from '~/lib/lead-status'
import { ClockBadge } from './clock-badge'

// One lead in the inbox or on the board: who, where it stands, how long it has waited, and its status
// moved in one step without leaving the list (Lost asks why, in the same step). Without JavaScript the
// move posts to the lead's page, which shows the outcome.

export interface LeadCardData {
  id: number
  reference: string
  name: string
  email: string
  status: string
  interests: string[]
  travelStart: string | null
  waitingSince: string | null
  owner: string | null
  ownerId: number | null
  createdAt: string
  /** The traveller's language: 'en', 'de' or 'fr'. */
  language: string
}

export function LeadCard({
  lead,
  now,
  targetHours,
  me,
  bulkForm,
  ticked = false,
}: {
  lead: LeadCardData
  now: string
  targetHours: number
  /** The member looking, who may take the lead */
  me?: number
  /** The inbox's form for changing several leads: the card's box ticks it into that form */
  bulkForm?: string
  /** Ticked already (a refused change keeps what was ticked) */
  ticked?: boolean
}) {
  const taking = useFetcher()
  const fetcher = useFetcher<{
    result?: { error?: Record<string, string[] | null> } | null
    done: string | null
  }>()
  const clock = replyClock(lead.waitingSince, now, targetHours)
  const refused = fetcher.data?.result?.error
  const message = refused ? Object.values(refused).flat().filter(Boolean).join(' ') : null
  const prefix = `move-${lead.id}`
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="flex items-baseline gap-3">
          {bulkForm ? (
            <input
              type="checkbox"
              form={bulkForm}
              name="lead"
              value={lead.id}
              defaultChecked={ticked}
              aria-label={`Tick ${lead.name}`}
              className="h-5 w-5 shrink-0 self-center"
            />
          ) : null}
          <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-savanna-700 underline">
            {lead.name}
            <span className="sr-only">, lead {lead.reference}</span>
          </Link>
        </span>
        <span className="text-sm">{lead.reference}</span>
      </div>
      <p className="mt-1 text-sm [overflow-wrap:anywhere]">{lead.email}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-forest-800 px-2 py-0.5 font-semibold text-white">
          {statusLabel(lead.status)}
        </span>
        <LanguageBadge language={lead.language} />
        {clock ? <ClockBadge clock={clock} /> : null}
        <span>{lead.owner ? `Owner: ${lead.owner}` : 'Unassigned'}</span>
        {lead.interests.length ? <span>{lead.interests.join(', ')}</span> : null}
        {lead.travelStart ? <span>Travels {formatDate(lead.travelStart)}</span> : null}
        <span className="text-forest-700">Opened {formatMoment(lead.createdAt)}</span>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-2">
        {me !== undefined && lead.ownerId !== me ? (
          <taking.Form method="post" action={`/admin/leads/${lead.id}`} className="text-sm">
            <input type="hidden" name="intent" value="owner" />
            <input type="hidden" name="owner" value={me} />
            <button
              type="submit"
              disabled={taking.state !== 'idle'}
              className="rounded-lg px-3 py-1 font-semibold ring-1 ring-forest-700/40 disabled:opacity-60"
            >
              Take it<span className="sr-only">: {lead.name}</span>
            </button>
          </taking.Form>
        ) : null}
        <fetcher.Form
          method="post"
          action={`/admin/leads/${lead.id}`}
          className="flex flex-wrap items-end gap-2 text-sm"
          key={lead.status}
        >
          <input type="hidden" name="intent" value="status" />
          <label htmlFor={`${prefix}-status`} className="sr-only">
            Move {lead.name} to
          </label>
          <select
            id={`${prefix}-status`}
            name="status"
            defaultValue={lead.status}
            className="rounded-lg border border-forest-700/40 bg-white px-2 py-1"
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${prefix}-reason`} className="sr-only">
            If lost, why
          </label>
          <select
            id={`${prefix}-reason`}
            name="reason"
            defaultValue=""
            className="rounded-lg border border-forest-700/40 bg-white px-2 py-1"
          >
            <option value="">If lost, why…</option>
            {REASONS_WITHOUT_NOTE.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </select>
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="rounded-lg bg-forest-800 px-3 py-1 font-semibold text-white disabled:opacity-60"
          >
            Move
          </button>
          {message ? (
            <p role="alert" className="w-full font-medium text-red-800">
              {message}
            </p>
          ) : null}
        </fetcher.Form>
      </div>
    </li>
  )
}
