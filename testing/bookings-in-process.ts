import { addDays } from '~/lib/booking-terms'
import type { DatabaseHandle } from '@db/client'
import { packageBookingInput } from './inquiries'
import { ADMIN } from './server'
import { letTravellersPayByBank } from './ways-to-pay'

// A traveller's accepted booking made through the application's own code, for scenarios run in the
// test's process (withAppInProcess): an inquiry, a proposal of `days` days from `start` for `total`
// US cents, sent (travellers given a way to pay first) and accepted. The modules load only once the
// application has started.

export async function bookAcceptedTrip(
  handle: DatabaseHandle,
  trip: { name: string; email: string; startInDays: number; days: number; total: number; title: string },
) {
  const { createInquiry } = await import('~/models/inquiries.server')
  const { saveProposalDraft } = await import('~/models/proposals.server')
  const { recordAcceptance } = await import('~/models/proposal-traveller.server')
  const { startProposal, sendProposal, operatorToday } = await import('~/services/proposals.server')
  const { blankProposal } = await import('~/lib/new-proposal')

  const { lead } = await createInquiry(
    'package',
    packageBookingInput({ name: trip.name, email: trip.email, package_no: 1 }) as never,
  )
  const staff = await handle.db
    .selectFrom('staff')
    .select(['id', 'email', 'name'])
    .where('email', '=', ADMIN.email)
    .executeTakeFirstOrThrow()
  const today = operatorToday()
  const start = addDays(today, trip.startInDays)
  const id = (await startProposal(lead.id, staff.id, 'blank')) as number
  await saveProposalDraft(id, {
    ...blankProposal({
      startDate: start,
      expiresOn: addDays(today, 14),
      adults: 2,
      children: 0,
      depositPercent: 30,
    }),
    title: trip.title,
    days: [{ days: trip.days, title: trip.title, text: '', overnight: 'Bwindi', lodge: '', meals: 'BLD' }],
    lines: [{ description: 'Safari for two', quantity: 1, unit: trip.total }],
  })
  await letTravellersPayByBank(handle)
  const sent = await sendProposal(id, staff)
  if (!sent || !('version' in sent)) throw new Error(`the proposal was not sent: ${JSON.stringify(sent)}`)
  const version = await handle.db
    .selectFrom('proposal_versions')
    .select(['id', 'content_sha256'])
    .where('proposal_id', '=', id)
    .executeTakeFirstOrThrow()
  await recordAcceptance(
    {
      proposalId: id,
      leadId: lead.id,
      versionId: Number(version.id),
      version: 1,
      sha256: version.content_sha256,
      name: trip.name,
      address: null,
      userAgent: null,
    },
    () => [],
  )
  return { proposalId: id, leadId: lead.id, staff, today, start, end: addDays(start, trip.days - 1) }
}
