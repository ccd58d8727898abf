import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { LEAD_STATUSES, REASONS_WITHOUT_NOTE } from '~/lib/lead-status'

// Several leads at once, from the inbox: tick them on their cards (each box belongs to this form by its
// `form` attribute, so the cards keep their own forms), then give them to a member or move them. A plain
// form: it works without JavaScript. Folded on a phone's first screen, like the filters.

export const BULK_FORM = 'leads-bulk'

const control = 'mt-1 block w-full rounded-lg border border-forest-700/40 bg-white px-3 py-2'
const button =
  'rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'

export function LeadsBulk({
  action,
  team,
  typed,
  result,
  done,
}: {
  action: string
  /** What a refused change had chosen */
  typed: Record<string, string | string[] | undefined>
  team: { id: number; name: string }[]
  result?: SubmissionResult<string[]> | null
  done: string | null
}) {
  const busy = useNavigation().state === 'submitting'
  const errors = result?.error ?? {}
  const refused = [
    ...(errors.lead ?? []),
    ...(errors.owner ?? []),
    ...(errors.status ?? []),
    ...(errors.reason ?? []),
  ]
  return (
    <details className="mt-3 rounded-xl bg-white p-4 shadow-sm" open={refused.length > 0 || done !== null}>
      <summary className="cursor-pointer font-semibold text-savanna-700">
        Change several leads at once
      </summary>
      <Form
        id={BULK_FORM}
        key={done ?? 'typing'}
        method="post"
        action={action}
        className="mt-3 grid gap-4 sm:grid-cols-2"
      >
        <p className="text-sm sm:col-span-2">Tick the leads below, then give them to someone or move them.</p>
        <div>
          <label htmlFor="bulk-owner" className="block text-sm font-medium">
            Give to
          </label>
          <select id="bulk-owner" name="owner" defaultValue={String(typed.owner ?? '')} className={control}>
            <option value="">Nobody</option>
            {team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
          <button type="submit" name="intent" value="assign" disabled={busy} className={`${button} mt-2`}>
            Assign the ticked leads
          </button>
        </div>
        <div>
          <label htmlFor="bulk-status" className="block text-sm font-medium">
            Move to
          </label>
          <select
            id="bulk-status"
            name="status"
            defaultValue={String(typed.status ?? 'replied')}
            className={control}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
          <label htmlFor="bulk-reason" className="mt-2 block text-sm font-medium">
            If lost, why
          </label>
          <select
            id="bulk-reason"
            name="reason"
            defaultValue={String(typed.reason ?? '')}
            className={control}
          >
            <option value="">Choose…</option>
            {REASONS_WITHOUT_NOTE.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </select>
          <button type="submit" name="intent" value="move" disabled={busy} className={`${button} mt-2`}>
            Move the ticked leads
          </button>
        </div>
      </Form>
      {refused.length ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {refused.join(' ')}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm font-semibold text-forest-700">
        {done ?? ''}
      </p>
    </details>
  )
}
