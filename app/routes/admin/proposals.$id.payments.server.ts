import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { ledgerState } from '~/lib/ledger'
import type { ProposalView } from '~/lib/proposal'
import { acceptedView, listPayments } from '~/models/payments.server'
import { getCancellation } from '~/models/cancellations.server'
import { CancelBookingSchema, PaymentSchema, ReversePaymentSchema } from '~/schemas/payment'
import { cancelBooking, recordPayment } from '~/services/payments.server'
import { operatorToday } from '~/services/proposals.server'

// The booking's payments on a proposal's page (routes/admin/proposals.$id.tsx), beside it: what the
// ledger holds and where the money stands, and the forms that add a payment or reverse one.

/** The ledger of an accepted proposal, or null before acceptance. */
export async function loadBookingPayments(proposalId: number) {
  const accepted = await acceptedView(proposalId)
  if (!accepted) return null
  const view = JSON.parse(accepted.view) as ProposalView
  const [entries, cancellation] = await Promise.all([listPayments(proposalId), getCancellation(proposalId)])
  const reversed = new Set(entries.map((entry) => entry.reverses_id).filter((id) => id !== null))
  return {
    currency: view.currency,
    total: view.total,
    deposit: view.deposit,
    balanceDueOn: view.balanceDueOn,
    balanceAtOnce: view.balanceAtOnce,
    state: ledgerState(
      entries.map((entry) => ({ amount: Number(entry.amount_minor) })),
      view,
    ),
    entries: entries.map((entry) => ({
      id: Number(entry.id),
      kind: entry.kind,
      amount: Number(entry.amount_minor),
      method: entry.method,
      reference: entry.reference,
      note: entry.note,
      paidOn: entry.paid_on,
      recordedBy: entry.recorded_by_name,
      reversed: reversed.has(entry.id),
    })),
    today: operatorToday(),
    cancellation: cancellation
      ? {
          noticeOn: cancellation.notice_on,
          askedBy: cancellation.asked_by,
          note: cancellation.note,
          refund: Number(cancellation.refund_minor),
          recordedBy: cancellation.recorded_by_name,
        }
      : null,
  }
}

const REFUSED = {
  'no-booking': 'Payments are recorded once the traveller has accepted the proposal.',
  'already-reversed': 'That payment has been reversed already.',
  'not-a-payment': 'Only a payment can be reversed.',
  'already-recorded': 'That payment is recorded already.',
  'wrong-currency': 'A payment is recorded in the booking’s currency.',
  'already-cancelled': 'This booking is cancelled already.',
} as const

/** A payment received, or the reversal of one; answers the form's messages or what was done. */
export async function handlePaymentForm(
  proposalId: number,
  formData: FormData | URLSearchParams,
  staff: { id: number; email: string },
  address: string,
) {
  if (formData.get('intent') === 'cancel') return handleCancelForm(proposalId, formData, staff, address)
  const reversing = formData.get('intent') === 'reverse'
  const submission = reversing
    ? parseWithZod(formData, { schema: ReversePaymentSchema })
    : parseWithZod(formData, { schema: PaymentSchema })
  const answer = (status: number, extra: { paymentResult?: unknown; done?: string; refused?: string }) =>
    data({ form: null, result: null, done: null, refused: null, paymentResult: null, ...extra }, { status })
  if (submission.status !== 'success') return answer(400, { paymentResult: submission.reply() })
  const value = submission.value
  if (value.intent === 'payment' && value.paidOn > operatorToday())
    return answer(400, {
      paymentResult: submission.reply({
        fieldErrors: { paidOn: ['A payment cannot be dated in the future'] },
      }),
    })
  const outcome = await recordPayment(
    proposalId,
    staff,
    value.intent === 'payment'
      ? value
      : {
          amount: 0,
          method: '',
          reference: null,
          note: value.note,
          paidOn: operatorToday(),
          reverses: value.payment,
        },
    address,
  )
  if ('refused' in outcome) return answer(409, { refused: REFUSED[outcome.refused] })
  return answer(200, {
    done: reversing
      ? 'Payment reversed: the traveller is sent a note of it.'
      : 'Payment recorded: the receipt is on its way.',
    paymentResult: submission.reply({ resetForm: true }),
  })
}

async function handleCancelForm(
  proposalId: number,
  formData: FormData | URLSearchParams,
  staff: { id: number; email: string },
  address: string,
) {
  const submission = parseWithZod(formData, { schema: CancelBookingSchema })
  const answer = (status: number, extra: { paymentResult?: unknown; done?: string; refused?: string }) =>
    data({ form: null, result: null, done: null, refused: null, paymentResult: null, ...extra }, { status })
  if (submission.status !== 'success') return answer(400, { paymentResult: submission.reply() })
  if (submission.value.noticeOn > operatorToday())
    return answer(400, {
      paymentResult: submission.reply({
        fieldErrors: { noticeOn: ['A cancellation cannot be dated in the future'] },
      }),
    })
  const outcome = await cancelBooking(proposalId, staff, submission.value, address)
  if ('refused' in outcome) return answer(409, { refused: REFUSED[outcome.refused] })
  return answer(200, { done: 'Booking cancelled: the traveller is told, with the refund if there is one.' })
}
