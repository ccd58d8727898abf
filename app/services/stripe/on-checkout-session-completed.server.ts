import type Stripe from 'stripe'
import { getConfig } from '~/config.server'
import { isReferenceOf, leadIdOfReference } from '~/lib/lead-reference'
import { operatorTime } from '~/lib/lead-clock'
import { logger } from '~/logger.server'
import { acceptedProposalOfLead } from '~/models/payments.server'
import { recordPayment } from '../payments.server'

// Stripe's checkout.session.completed: a traveller paid through a Checkout page or payment link whose
// client_reference_id is their lead's reference. Recorded on that lead's accepted proposal as a card
// payment, once per event (its id is the entry's external id). Anything that cannot be placed is logged
// and acknowledged: Stripe would only send it again.

export type WebhookOutcome = 'recorded' | 'already' | 'ignored'

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
  if (session.amount_total === null || session.amount_total <= 0) return ignore('no amount')
  const outcome = await recordPayment(
    booking.proposalId,
    null,
    {
      amount: session.amount_total,
      currency: (session.currency ?? '').toUpperCase(),
      method: 'card',
      reference: typeof session.payment_intent === 'string' ? session.payment_intent : session.id,
      note: null,
      paidOn: operatorTime(new Date(event.created * 1000), getConfig().operatorTimezone).day,
      externalId: event.id,
    },
    'stripe',
  )
  if ('recorded' in outcome) return 'recorded'
  if (outcome.refused === 'already-recorded') return 'already'
  return ignore(outcome.refused)
}
