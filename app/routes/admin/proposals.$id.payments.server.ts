import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { getConfig } from '~/config.server'
import { formatDate } from '~/lib/back-office'
import { operatorTime } from '~/lib/lead-clock'
import { ledgerState } from '~/lib/ledger'
import { noticeOnProblem, paidOnProblem, type BookingDays } from '~/lib/ledger-dates'
import { formatStoredMoney } from '~/lib/money'
import type { ProposalView } from '~/lib/proposal'
import type { StaffUser } from '~/models/staff.server'
import { CommitUnknownError } from '~/models/db.server'
import { acceptedView, bookingMoments, listPayments } from '~/models/bookings.server'
import { listCardRefunds } from '~/models/card-refunds.server'
import { entryOfSubmission } from '~/models/payments.server'
import { cancellationOfSubmission, getCancellation } from '~/models/cancellations.server'
import {
  AdjustLedgerSchema,
  CancelBookingSchema,
  PaymentSchema,
  ReversePaymentSchema,
} from '~/schemas/payment'
import { isFormToken, newFormToken } from '~/services/idempotency.server'
import { cancelBooking, recordPayment } from '~/services/payments.server'
import { askCardRefunds } from '~/services/stripe/refund-to-card.server'
import { operatorToday } from '~/services/proposals.server'

// The booking's payments on a proposal's page (routes/admin/proposals.$id.tsx), beside it: what the
// ledger holds and where the money stands, and the forms that add a payment, reverse one, cancel the
// booking or (an admin, once cancelled) adjust it. Each form carries a one-use token (`once`): the same
// form sent again, after any failure, records nothing more and says what was recorded (decision 048).

/** Said when PostgreSQL's answer to the COMMIT was lost: the entry may be in the ledger, or not. */
export const UNCERTAIN =
  'We could not confirm that this was saved: check the ledger below before sending again.'

/** The ledger of an accepted proposal, or null before acceptance. */
export async function loadBookingPayments(proposalId: number) {
  const accepted = await acceptedView(proposalId)
  if (!accepted) return null
  const view = JSON.parse(accepted.view) as ProposalView
  const [entries, cancellation, cardRefunds] = await Promise.all([
    listPayments(proposalId),
    getCancellation(proposalId),
    listCardRefunds(proposalId),
  ])
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
    cardRefunds: cardRefunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount_minor,
      status: refund.status,
      lastError: refund.last_error,
      paymentIntent: refund.payment_intent,
    })),
    // Paid by card through Stripe Checkout (a payment intent, reported by Stripe, not reversed): a
    // cancellation can send its refund back there.
    cardRefundable:
      Boolean(getConfig().stripe) &&
      entries.some(
        (entry) =>
          entry.kind === 'payment' &&
          entry.method === 'card' &&
          entry.recorded_by_name === null &&
          entry.reference?.startsWith('pi_') &&
          !reversed.has(entry.id),
      ),
    today: operatorToday(),
    // A new token each time the page is drawn: a form sent again from the same page is the same form.
    once: newFormToken(),
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
  'booking-cancelled':
    'This booking is cancelled, so its ledger is closed: no payment, reversal or refund is recorded here. An admin corrects it with an adjustment and its reason.',
  'not-cancelled':
    'An adjustment corrects a cancelled booking’s ledger only: record a payment or reverse one.',
  'admins-only': 'Only an admin adjusts a cancelled booking’s ledger.',
  // Only a processor's payment asks whether it fits; a staff form never meets it.
  'more-than-due': 'That is more than is due for it.',
} as const

const SCHEMAS = {
  payment: PaymentSchema,
  reverse: ReversePaymentSchema,
  cancel: CancelBookingSchema,
  adjust: AdjustLedgerSchema,
} as const

type Intent = keyof typeof SCHEMAS

const answer = (
  status: number,
  extra: { paymentResult?: unknown; done?: string; refused?: string; uncertain?: string },
) =>
  data(
    { form: null, result: null, done: null, refused: null, uncertain: null, paymentResult: null, ...extra },
    { status },
  )

/** The form's one-use token as a key: which booking, which form (which payment it reverses), which page. */
function submissionKeyOf(proposalId: number, intent: Intent, formData: FormData | URLSearchParams) {
  const token = formData.get('once')
  if (!isFormToken(token)) return undefined
  const target = intent === 'reverse' ? `:${String(formData.get('payment'))}` : ''
  return `proposal:${proposalId}:${intent}${target}:${token}`
}

/** The booking's calendar days in the operator's time zone, or undefined before acceptance. */
async function bookingDays(proposalId: number): Promise<BookingDays | undefined> {
  const moments = await bookingMoments(proposalId)
  if (!moments) return undefined
  const day = (iso: string) => operatorTime(new Date(iso), getConfig().operatorTimezone).day
  return {
    today: operatorToday(),
    firstSentOn: day(moments.firstSentAt),
    acceptedOn: day(moments.acceptedAt),
  }
}

const moneyWords = formatStoredMoney

/** What a form sent before recorded, as its sender is told. */
async function recordedBefore(intent: Intent, key: string): Promise<string | undefined> {
  if (intent === 'cancel') {
    const cancelled = await cancellationOfSubmission(key)
    return cancelled && `This cancellation was recorded before (told on ${formatDate(cancelled.noticeOn)}).`
  }
  const entry = await entryOfSubmission(key)
  if (!entry) return undefined
  const what = { payment: 'payment', reversal: 'reversal', adjustment: 'adjustment' }[entry.kind] ?? 'entry'
  return `This form was sent before: its ${what} of ${moneyWords(Math.abs(entry.amount), entry.currency)}, dated ${formatDate(entry.paidOn)}, is in the ledger below.`
}

/**
 * A payment received, its reversal, the booking's cancellation or an admin's adjustment; answers the
 * form's messages, or what was done, or that it was done before.
 */
export async function handlePaymentForm(
  proposalId: number,
  formData: FormData | URLSearchParams,
  staff: StaffUser,
  address: string,
  signal?: AbortSignal,
) {
  if (formData.get('intent') === 'ask-refunds') {
    const waiting = await askCardRefunds(proposalId)
    return answer(waiting ? 502 : 200, {
      ...(waiting
        ? { refused: 'Stripe did not take the refund to the card yet: try again in a few minutes.' }
        : { done: 'Stripe has the refund to the card: it is recorded here once the money has moved.' }),
    })
  }
  const intent = String(formData.get('intent')) as Intent
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent] ?? PaymentSchema })
  if (submission.status !== 'success') return answer(400, { paymentResult: submission.reply() })
  const value = submission.value
  if (value.intent === 'adjust' && staff.role !== 'admin')
    return answer(403, { refused: REFUSED['admins-only'] })
  const days = await bookingDays(proposalId)
  if (!days) return answer(409, { refused: REFUSED['no-booking'] })
  const problem =
    value.intent === 'cancel'
      ? { noticeOn: noticeOnProblem(value.noticeOn, days, staff.role === 'admin') }
      : value.intent === 'reverse'
        ? {}
        : { paidOn: paidOnProblem(value.paidOn, days) }
  const fieldErrors: Record<string, string[]> = {}
  for (const [field, words] of Object.entries(problem)) if (words) fieldErrors[field] = [words]
  if (Object.keys(fieldErrors).length)
    return answer(400, { paymentResult: submission.reply({ fieldErrors }) })
  const submissionKey = submissionKeyOf(proposalId, intent, formData)
  const sent = { submissionKey, signal }
  try {
    if (value.intent === 'cancel') {
      const outcome = await cancelBooking(proposalId, staff, value, address, sent)
      if ('refused' in outcome && outcome.refused === 'card-short')
        return answer(400, {
          paymentResult: submission.reply({
            fieldErrors: {
              method: [
                `Only ${moneyWords(outcome.byCard, outcome.currency)} of the ${moneyWords(outcome.refund, outcome.currency)} refund was paid by card through Stripe: choose another way for the refund, and refund the card part in Stripe by hand`,
              ],
            },
          }),
        })
      if ('refused' in outcome) return answer(409, { refused: REFUSED[outcome.refused] })
      if ('duplicate' in outcome)
        return answer(200, {
          done: `${(await recordedBefore('cancel', submissionKey!))!} Nothing more was recorded.`,
        })
      return answer(200, {
        done: 'Booking cancelled: the traveller is told, with the refund if there is one.',
      })
    }
    const outcome = await recordPayment(
      proposalId,
      staff,
      value.intent === 'reverse'
        ? {
            amount: 0,
            method: '',
            reference: null,
            note: value.note,
            paidOn: days.today,
            reverses: value.payment,
          }
        : value.intent === 'adjust'
          ? {
              amount: value.direction === 'in' ? value.amount : -value.amount,
              method: value.method,
              reference: null,
              note: value.note,
              paidOn: value.paidOn,
            }
          : value,
      address,
      value.intent === 'adjust' ? { ...sent, adjustment: { tellTraveller: value.tell } } : sent,
    )
    if ('refused' in outcome) return answer(409, { refused: REFUSED[outcome.refused] })
    if ('duplicate' in outcome)
      return answer(200, {
        done: `${(await recordedBefore(intent, submissionKey!))!} Nothing more was recorded.`,
        paymentResult: submission.reply({ resetForm: true }),
      })
    return answer(200, {
      done: DONE[value.intent],
      paymentResult: submission.reply({ resetForm: true }),
    })
  } catch (error) {
    if (!(error instanceof CommitUnknownError)) throw error
    // Read again what the commit did, if the database answers now: found, it is known to be saved.
    let before: string | undefined
    try {
      before = submissionKey ? await recordedBefore(intent, submissionKey) : undefined
    } catch {
      // Still away: the back-office's page for a form whose saving is not known (not-saved.server.ts).
      throw error
    }
    if (before)
      return answer(200, { done: `${before} It was saved, though the database was slow to say so.` })
    return answer(503, { uncertain: UNCERTAIN, paymentResult: submission.reply() })
  }
}

const DONE = {
  payment: 'Payment recorded: the receipt is on its way.',
  reverse: 'Payment reversed: the traveller is sent a note of it.',
  adjust: 'Ledger adjusted: recorded on the audit trail.',
} as const
