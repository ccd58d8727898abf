import { LanguageOptions } from '~/components/admin/language-options'
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { describedBy, FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { isClosed, LEAD_STATUSES, LOST_REASONS } from '~/lib/lead-status'

// What staff do with a lead, one form each: move its status (Lost asks why), reopen it, give it an
// owner, set the next action, add a note. A refused change shows its messages beside its fields.

interface Lead {
  status: string
  owner_id: number | null
  language: string
  next_action_at: string | null
  next_action_text: string | null
}

const done: Record<string, string> = {
  status: 'Status changed.',
  reopen: 'Lead reopened.',
  owner: 'Owner changed.',
  note: 'Note added.',
  'next-action': 'Next action saved.',
  language: 'Language changed.',
}

const button =
  'rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'

export function LeadActions({
  lead,
  staff,
  result,
  done: doneIntent,
  version,
}: {
  lead: Lead
  /** Changes as the timeline counts them. */
  version: number
  staff: { id: number; name: string }[]
  result?: SubmissionResult<string[]> | null
  done: string | null
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const errors = (name: string) => result?.error?.[name] ?? undefined
  const field = (id: string, name: string) => ({ id, name, ...describedBy(id, { errors: errors(name) }) })
  return (
    <section aria-labelledby="actions-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="actions-heading" className="font-serif text-xl">
        Work on this lead
      </h2>
      <p role="status" className="mt-1 text-sm font-semibold text-forest-700">
        {doneIntent ? (done[doneIntent] ?? '') : ''}
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
        <div className="space-y-3">
          <Form method="post" className="space-y-3" key={lead.status}>
            <input type="hidden" name="intent" value="status" />
            <FormField id="lead-status" label="Move to" errors={errors('status')}>
              <select {...field('lead-status', 'status')} defaultValue={lead.status} className={inputClass}>
                {LEAD_STATUSES.map((status) => (
                  <option key={status.value} value={status.value}>
                    {status.label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="lead-reason" label="If lost, why" errors={errors('reason')}>
              <select {...field('lead-reason', 'reason')} defaultValue="" className={inputClass}>
                <option value="">Choose...</option>
                {LOST_REASONS.map((reason) => (
                  <option key={reason.value} value={reason.value}>
                    {reason.label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="lead-lost-note" label="In a few words (for Other)" errors={errors('note')}>
              <input
                {...field('lead-lost-note', 'note')}
                type="text"
                maxLength={500}
                className={inputClass}
              />
            </FormField>
            <button type="submit" disabled={busy} className={button}>
              Move
            </button>
          </Form>
          {isClosed(lead.status) ? (
            <Form method="post">
              <button type="submit" name="intent" value="reopen" disabled={busy} className={button}>
                Reopen
              </button>
            </Form>
          ) : null}
        </div>

        <div className="space-y-6">
          <Form method="post" className="space-y-3" key={lead.owner_id ?? 'nobody'}>
            <input type="hidden" name="intent" value="owner" />
            <FormField id="lead-owner" label="Owner" errors={errors('owner')}>
              <select
                {...field('lead-owner', 'owner')}
                defaultValue={lead.owner_id ?? ''}
                className={inputClass}
              >
                <option value="">Nobody</option>
                {staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            </FormField>
            <button type="submit" disabled={busy} className={button}>
              Set owner
            </button>
          </Form>

          <Form method="post" className="space-y-3" key={lead.language}>
            <input type="hidden" name="intent" value="language" />
            <FormField id="lead-language" label="Traveller's language" errors={errors('language')}>
              <select
                {...field('lead-language', 'language')}
                defaultValue={lead.language}
                className={inputClass}
              >
                <LanguageOptions />
              </select>
            </FormField>
            <button type="submit" disabled={busy} className={button}>
              Set language
            </button>
          </Form>

          <Form
            method="post"
            className="space-y-3"
            key={`${lead.next_action_at ?? ''} ${lead.next_action_text ?? ''}`}
          >
            <input type="hidden" name="intent" value="next-action" />
            <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
              <FormField id="lead-next-at" label="Next action on" errors={errors('at')}>
                <input
                  {...field('lead-next-at', 'at')}
                  type="date"
                  defaultValue={lead.next_action_at ?? ''}
                  className={inputClass}
                />
              </FormField>
              <FormField id="lead-next-text" label="Next action" errors={errors('text')}>
                <input
                  {...field('lead-next-text', 'text')}
                  type="text"
                  maxLength={300}
                  defaultValue={lead.next_action_text ?? ''}
                  className={inputClass}
                />
              </FormField>
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" disabled={busy} className={button}>
                Save next action
              </button>
              {lead.next_action_at ? (
                <button
                  type="submit"
                  name="clear"
                  value="1"
                  disabled={busy}
                  formNoValidate
                  className={button}
                >
                  Clear it
                </button>
              ) : null}
            </div>
          </Form>
        </div>
      </div>

      {/* A new key after each change, so a note just added leaves the box empty. */}
      <Form method="post" className="mt-6 space-y-3" key={version}>
        <input type="hidden" name="intent" value="note" />
        <FormField id="lead-note" label="Add a note" errors={errors('body')}>
          <textarea {...field('lead-note', 'body')} rows={3} maxLength={5000} className={inputClass} />
        </FormField>
        <button type="submit" disabled={busy} className={button}>
          Add note
        </button>
      </Form>
    </section>
  )
}
