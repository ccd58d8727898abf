import type { PaymentNotice } from '~/components/proposal/booking-standing'
import { getConfig } from '~/config.server'
import { bookingStanding } from '~/lib/booking-standing'
import { operatorTime } from '~/lib/lead-clock'
import type { ProposalView } from '~/lib/proposal'
import { acceptedView, listPayments } from '~/models/bookings.server'
import { requestByReference } from '~/models/payment-requests.server'
import { onlineWays } from '~/services/ways-to-pay.server'

// The booking on its traveller's page (routes/public/proposal.$token.tsx), once accepted: where it stands
// (app/lib/booking-standing.ts), the ways to pay now, and what became of a payment they came back from
// (`?payment=<our reference>` on the address the processor sends them back to): received once the
// ledger has it, never before; being confirmed until then; or not taken.

export async function bookingOnPage(
  proposalId: number,
  search: URLSearchParams,
  known: { acceptedAt: string; cancellation: { on: string; refund: number } | undefined },
) {
  const accepted = await acceptedView(proposalId)
  if (!accepted) return null
  const view = JSON.parse(accepted.view) as ProposalView
  const entries = await listPayments(proposalId)
  const standing = bookingStanding(
    view,
    entries.map((entry) => ({
      id: Number(entry.id),
      kind: entry.kind,
      amount: Number(entry.amount_minor),
      method: entry.method,
      paidOn: entry.paid_on,
    })),
    operatorTime(new Date(known.acceptedAt), getConfig().operatorTimezone).day,
    known.cancellation,
  )
  return {
    standing,
    currency: view.currency,
    ways: onlineWays(),
    bank: view.payment.bankDetails !== '',
    notice: await noticeOf(proposalId, search, entries),
  }
}

async function noticeOf(
  proposalId: number,
  search: URLSearchParams,
  entries: Awaited<ReturnType<typeof listPayments>>,
): Promise<PaymentNotice> {
  const reference = search.get('payment')
  if (!reference || reference.length > 80) return null
  const request = await requestByReference(reference)
  if (!request || request.proposal_id !== proposalId) return null
  const amount = request.amount_minor
  if (request.external_id && entries.some((entry) => entry.external_id === request.external_id))
    return { kind: 'received', amount }
  if (search.get('stopped') === '1') return { kind: 'left', amount }
  if (request.status === 'failed' || request.status === 'expired') return { kind: 'not-taken', amount }
  return { kind: 'confirming', amount }
}
