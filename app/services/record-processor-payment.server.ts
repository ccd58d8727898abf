import { getConfig } from '~/config.server'
import { formatMoney, type CardCurrency, type Money } from '~/lib/money'
import { ledgerState } from '~/lib/ledger'
import { operatorTime } from '~/lib/lead-clock'
import type { ProposalView } from '~/lib/proposal'
import { logger } from '~/logger.server'
import { acceptedView } from '~/models/bookings.server'
import { markRequestPaid, type PaymentRequest } from '~/models/payment-requests.server'
import { keepPaymentToLookAt, type LookAtProcessor } from '~/models/payments-to-look-at.server'
import { nudgeMailWorker } from './mail-sender.server'
import { recordPayment } from './payments.server'

// A payment a processor reports, once its word is checked (Stripe's signature, Pesapal's status asked
// by its id): recorded on the booking only when it is exactly what Tembo asked for (its request: the
// amount, the currency) and still fits what is due (a deposit paid twice does not count twice), once
// by the processor's id. Anything else goes to Payments to look at and the admins are mailed once
// (docs/product.md, "Payments").

export type ReportOutcome = 'recorded' | 'already' | 'held'

export const LOOK_AT_REASONS = {
  unknown: 'no payment request of ours has this reference',
  amount: 'its amount is not a whole, positive number of the currency’s units',
  'wrong-currency': 'it is in another currency than the one asked for',
  'wrong-amount': 'its amount is not the one asked for',
  'more-than-due': 'what it pays for was paid already: it would be a second payment',
  'booking-cancelled': 'the booking is cancelled, so its ledger is closed',
  'no-booking': 'the booking it was asked for is no longer accepted',
  reversed: 'the processor says this payment was reversed after it completed',
  'refund-not-ours': 'it is a refund Tembo did not ask for (made in the processor’s dashboard?)',
  'refund-failed': 'a refund to the card that Tembo asked for failed',
  'refund-amount': 'the refund’s amount is not the one Tembo asked for',
} as const
export type LookAtReason = keyof typeof LOOK_AT_REASONS

export interface ProcessorReport {
  processor: LookAtProcessor
  /** The processor's id of what was paid (a Checkout Session, an order): the ledger records it once */
  paymentKey: string
  /** The request it names, if Tembo knows it */
  request: PaymentRequest | undefined
  /** What it says was paid, read by the currency table; undefined when that is no amount */
  money: Money<CardCurrency> | undefined
  /** As reported, for the admins */
  said: { amount: string; currency: string; reference: string }
  method: 'card' | 'mobile_money'
  /** The processor's own reference the ledger shows (a payment intent, a confirmation code) */
  reference: string
  paidAt: Date
  /** Everything the processor said */
  detail: Record<string, unknown>
}

export async function recordProcessorPayment(report: ProcessorReport): Promise<ReportOutcome> {
  const { request, money } = report
  const hold = (why: LookAtReason) => holdForAdmins(report, why)
  if (!request) return hold('unknown')
  if (!money) return hold('amount')
  if (money.currency !== request.currency) return hold('wrong-currency')
  if (money.minor !== request.amount_minor) return hold('wrong-amount')
  const accepted = await acceptedView(request.proposal_id)
  if (!accepted) return hold('no-booking')
  const view = JSON.parse(accepted.view) as ProposalView
  const outcome = await recordPayment(
    request.proposal_id,
    null,
    {
      amount: money.minor,
      currency: money.currency,
      method: report.method,
      reference: report.reference,
      note: null,
      paidOn: operatorTime(report.paidAt, getConfig().operatorTimezone).day,
      externalId: report.paymentKey,
      processor: {
        name: report.processor,
        // The deposit paid for a second time (or the balance), by another way meanwhile: not recorded.
        fits: (paidBefore) => {
          const state = ledgerState([{ amount: paidBefore }], view)
          return money.minor <= (request.purpose === 'deposit' ? state.depositDue : state.outstanding)
        },
      },
    },
    report.processor,
  )
  if ('recorded' in outcome) {
    await markRequestPaid(request.id, outcome.recorded)
    return 'recorded'
  }
  if ('duplicate' in outcome || outcome.refused === 'already-recorded') return 'already'
  if (
    outcome.refused === 'wrong-currency' ||
    outcome.refused === 'booking-cancelled' ||
    outcome.refused === 'more-than-due' ||
    outcome.refused === 'no-booking'
  )
    return hold(outcome.refused)
  // A reversal's refusals cannot answer a payment; should one, the money still waits for the admins.
  logger.error({ outcome, paymentKey: report.paymentKey }, 'processor payment refused unexpectedly')
  return hold('no-booking')
}

/** Keeps what could not be placed on Payments to look at; the admins are mailed once. */
export async function holdForAdmins(report: ProcessorReport, why: LookAtReason): Promise<ReportOutcome> {
  const reason = LOOK_AT_REASONS[why]
  const { said, processor } = report
  logger.warn(
    { paymentKey: report.paymentKey, reference: said.reference, processor },
    `payment to look at: ${reason}`,
  )
  const { publicUrl, operator } = getConfig()
  const name = processor === 'stripe' ? 'Stripe' : 'Pesapal'
  const leadId = report.request ? ((await acceptedView(report.request.proposal_id))?.leadId ?? null) : null
  const told = await keepPaymentToLookAt(
    {
      externalId: report.paymentKey,
      processor,
      reason,
      proposalId: report.request?.proposal_id ?? null,
      detail: {
        ...report.detail,
        tembo: {
          said,
          money: report.money ?? null,
          method: report.method,
          reference: report.reference,
          paidAt: report.paidAt.toISOString(),
          request: report.request?.reference ?? null,
        },
      },
    },
    (admins) =>
      admins.map((address) => ({
        purpose: 'payment-refused',
        inquiry_kind: 'lead',
        inquiry_id: leadId ?? 0,
        lead_id: leadId,
        to_address: address,
        reply_to: null,
        subject: `A payment to look at [${said.reference || report.paymentKey}]`,
        body: [
          `${name} reported a payment that ${operator.brand} did not record: ${reason}.`,
          '',
          `${name}'s id: ${report.paymentKey}`,
          `Reference: ${said.reference || 'none'}`,
          `Amount as reported: ${said.amount} ${said.currency || '(no currency)'}${report.money ? ` (${formatMoney(report.money)})` : ''}`,
          '',
          'Check it with the processor, then attach it to its booking or mark it handled:',
          `${publicUrl}/admin/payments`,
        ].join('\n'),
      })),
  )
  if (told) nudgeMailWorker()
  return 'held'
}
