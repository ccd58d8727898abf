import type Stripe from 'stripe'
import { getConfig } from '~/config.server'
import { operatorTime } from '~/lib/lead-clock'
import { fromProcessorMinor } from '~/lib/processor-amounts'
import type { ProposalView } from '~/lib/proposal'
import { dateIn, moneyIn, viewLanguage } from '~/lib/proposal-words'
import { bookingLetter } from '~/lib/traveller-letter'
import { m } from '~/paraglide/messages'
import { recordAudit } from '~/models/audit.server'
import { acceptedView } from '~/models/bookings.server'
import { findCardRefund, markCardRefunded, markCardRefundFailed } from '~/models/card-refunds.server'
import { threadOfLead } from '~/models/lead-mail.server'
import { recordEntry } from '~/models/payments.server'
import { nudgeMailWorker } from '../mail-sender.server'
import { holdForAdmins } from '../record-processor-payment.server'
import type { WebhookOutcome } from './checkout-session-report.server'

// Stripe's refund.created, refund.updated and charge.refunded (docs/product.md, "Payments"): a refund
// Tembo asked for on a cancellation has moved (status succeeded), so its entry goes into the ledger
// now, once by the refund's id, with its receipt to the traveller. One that failed is told to the
// admins; a refund Tembo never asked for (made in Stripe's dashboard) waits on Payments to look at.

export async function onRefund(event: Stripe.Event): Promise<WebhookOutcome> {
  const refunds =
    event.type === 'charge.refunded'
      ? ((event.data.object as Stripe.Charge).refunds?.data ?? [])
      : [event.data.object as Stripe.Refund]
  let outcome: WebhookOutcome = 'ignored'
  for (const refund of refunds) outcome = await placeRefund(event, refund)
  return outcome
}

async function placeRefund(event: Stripe.Event, refund: Stripe.Refund): Promise<WebhookOutcome> {
  const key = typeof refund.metadata?.tembo_refund === 'string' ? refund.metadata.tembo_refund : undefined
  const ours = await findCardRefund(refund.id, key)
  const money = fromProcessorMinor(refund.amount, refund.currency)
  const report = {
    processor: 'stripe' as const,
    paymentKey: refund.id,
    request: undefined,
    // A refund is never attached as a payment: an admin records it with Adjust the ledger.
    money: undefined,
    said: {
      amount: `-${String(refund.amount)}`,
      currency: String(refund.currency ?? ''),
      reference: typeof refund.payment_intent === 'string' ? refund.payment_intent : '',
    },
    method: 'card' as const,
    reference: refund.id,
    paidAt: new Date(event.created * 1000),
    detail: { event: event.id, type: event.type, refund },
  }
  if (!ours) return refund.status === 'succeeded' ? holdForAdmins(report, 'refund-not-ours') : 'ignored'
  if (ours.status === 'refunded') return 'already'
  if (refund.status === 'failed' || refund.status === 'canceled') {
    await markCardRefundFailed(ours.id, refund.failure_reason ?? refund.status)
    return holdForAdmins(report, 'refund-failed')
  }
  if (refund.status !== 'succeeded') return 'ignored'
  if (!money || money.currency !== ours.currency || money.minor !== ours.amount_minor)
    return holdForAdmins(report, 'refund-amount')
  const accepted = await acceptedView(ours.proposal_id)
  if (!accepted) return holdForAdmins(report, 'no-booking')
  const view = JSON.parse(accepted.view) as ProposalView
  const paidOn = operatorTime(new Date(event.created * 1000), getConfig().operatorTimezone).day
  // The traveller is written to in the booking's language.
  const locale = viewLanguage(view)
  const words = { locale }
  const outcome = await recordEntry(
    {
      proposalId: ours.proposal_id,
      staffId: null,
      amount: -ours.amount_minor,
      method: 'card',
      reference: refund.id,
      note: 'Refunded to the card through Stripe',
      paidOn,
      externalId: refund.id,
      cardRefund: true,
    },
    {
      due: { total: view.total, deposit: view.deposit, currency: view.currency },
      alongside: async (trx, entry) => {
        await recordAudit(
          {
            actor: null,
            actorEmail: 'stripe',
            action: 'card-refunded',
            subject: view.reference,
            detail: {
              payment: entry.id,
              amount: -ours.amount_minor,
              currency: view.currency,
              refund: refund.id,
            },
            address: 'stripe',
          },
          trx,
        )
        return [
          {
            ...(await threadOfLead(trx, entry.leadId)),
            purpose: 'receipt',
            lead_id: entry.leadId,
            to_address: accepted.email,
            reply_to: getConfig().operator.email,
            subject: m.mail_card_refund_subject({ title: view.title, reference: view.reference }, words),
            body: bookingLetter(
              view,
              [
                m.mail_card_refund_text(
                  {
                    amount: moneyIn(ours.amount_minor, view.currency, locale),
                    date: dateIn(paidOn, locale),
                    title: view.title,
                  },
                  words,
                ),
                m.mail_card_refund_bank({}, words),
              ],
              undefined,
              locale,
            ),
            attachment: JSON.stringify({ payment: entry.id }),
          },
        ]
      },
    },
  )
  if ('recorded' in outcome) {
    await markCardRefunded(ours.id, refund.id, outcome.recorded)
    nudgeMailWorker()
    return 'recorded'
  }
  if ('refused' in outcome && outcome.refused === 'already-recorded') return 'already'
  return holdForAdmins(report, 'no-booking')
}
