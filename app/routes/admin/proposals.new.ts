import { data, redirect } from 'react-router'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import { startProposal } from '~/services/proposals.server'
import { readId, readSubmission } from '~/services/request-input.server'
import { staffOf } from '~/services/staff-context.server'
import type { Route } from './+types/proposals.new'

// "New proposal" on a lead's page posts here: a proposal from the package chosen, or a blank trip, and
// on to its editor. Nothing is sent until staff send it.

export const action = keepWhatWasTyped(async ({ request, context }: Route.ActionArgs) => {
  const { staff } = staffOf(context)
  const form = await readSubmission(request)
  const leadId = readId(String(form.get('lead') ?? ''))
  const from = String(form.get('from') ?? '')
  const started = await startProposal(
    leadId,
    staff.id,
    from === 'blank' ? 'blank' : { packageNo: readId(from) },
  )
  if (started === 'no-lead' || started === 'no-package') throw data(null, { status: 404 })
  return redirect(`/admin/proposals/${started}`)
})

export const loader = () => redirect('/admin/leads')
