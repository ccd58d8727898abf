import type Stripe from 'stripe'
import { getConfig } from '~/config.server'
import { isReferenceOf, leadIdOfReference } from '~/lib/lead-reference'
import { operatorTime } from '~/lib/lead-clock'
import { logger } from '~/logger.server'
import { acceptedProposalOfLead } from '~/models/bookings.server'
import { holdRefusedEvent } from '~/models/refused-payment-events.server'
import { recordPayment } from '../payments.server'
import { nudgeMailWorker } from '../mail-sender.server'

// Stripe's checkout.session.completed: a traveller paid through a Checkout page or payment link whose
// client_reference_id is their lead's reference. Recorded on that lead's accepted proposal as a card
// payment, once per event (its id is the entry's external id). An event that is not a payment to place
// (unpaid, no reference of ours) is logged and acknowledged: Stripe would only send it again. One that
// says money was paid but cannot be recorded as it stands (an amount that is not a whole, positive
// number of minor units, another currency, a cancelled booking) is acknowledged too, and kept for the
// admins, who are mailed once.

export type WebhookOutcome = 'recorded' | 'already' | 'ignored' | 'held'

const REASONS = {
  amount: 'its amount is not a whole, positive number of minor units',
  'wrong-currency': 'it is in another currency than the booking',
  'booking-cancelled': 'the booking is cancelled, so its ledger is closed',
} as const

/** A positive whole number of minor units that JavaScript counts exactly; anything else is refused. */
export const isAmountOfMinorUnits = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0

export async function onCheckoutSessionCompleted(event: Stripe.Event): Promise<WebhookOutcome> {
  const session = event.data.object as Stripe.Checkout.Session
  const reference = session.client_reference_id ?? ''
  const ignore = (why: string) => {
    logger.warn({ event: event.id, reference }, `stripe payment not recorded: ${why}`)
    return 'ignored' as const
  }
  if (session.payment_status !== 'paid') return ignore('not paid')
  const leadId = leadIdOfReference(reference)
  const booking = leadId === undefined ? undefined : await acceptedProposalOfLead(leadId)
  if (!booking || !isReferenceOf(reference, { id: leadId!, created_at: booking.leadCreatedAt }))
    return ignore('no accepted proposal has this reference')
  const hold = (why: keyof typeof REASONS) => holdForAdmins(event, session, booking.proposalId, why)
  if (!isAmountOfMinorUnits(session.amount_total)) return hold('amount')
  const outcome = await recordPayment(
    booking.proposalId,
    null,
    {
      amount: session.amount_total,
      currency: String(session.currency ?? '').toUpperCase(),
      method: 'card',
      reference: typeof session.payment_intent === 'string' ? session.payment_intent : session.id,
      note: null,
      paidOn: operatorTime(new Date(event.created * 1000), getConfig().operatorTimezone).day,
      externalId: event.id,
    },
    'stripe',
  )
  if ('recorded' in outcome) return 'recorded'
  if ('duplicate' in outcome || outcome.refused === 'already-recorded') return 'already'
  if (outcome.refused === 'wrong-currency' || outcome.refused === 'booking-cancelled')
    return hold(outcome.refused)
  return ignore(outcome.refused)
}

async function holdForAdmins(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  proposalId: number,
  why: keyof typeof REASONS,
): Promise<WebhookOutcome> {
  const reason = REASONS[why]
  const reference = session.client_reference_id ?? ''
  logger.warn({ event: event.id, reference }, `stripe payment refused: ${reason}`)
  const { publicUrl, operator } = getConfig()
  // What the event said, as text: a value the ledger refused is shown, never counted.
  const said = { amount: String(session.amount_total), currency: String(session.currency ?? '') }
  const told = await holdRefusedEvent(
    { externalId: event.id, reason, detail: { reference, proposalId, ...said } },
    (admins) =>
      admins.map((address) => ({
        purpose: 'payment-refused',
        inquiry_kind: 'lead',
        inquiry_id: leadIdOfReference(reference) ?? 0,
        lead_id: leadIdOfReference(reference) ?? null,
        to_address: address,
        reply_to: null,
        subject: `A card payment was not recorded [${reference}]`,
        body: [
          `Stripe reported a paid Checkout for ${reference}, and ${operator.brand} did not record it: ${reason}.`,
          '',
          `Event: ${event.id}`,
          `Amount as reported: ${said.amount} (${said.currency || 'no currency'})`,
          '',
          'Check the payment in Stripe, then record what was truly received on the booking, or refund it:',
          `${publicUrl}/admin/proposals/${proposalId}`,
        ].join('\n'),
      })),
  )
  if (told) nudgeMailWorker()
  return 'held'
}
