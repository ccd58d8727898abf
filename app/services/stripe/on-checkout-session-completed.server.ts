import type Stripe from 'stripe'
import { logger } from '~/logger.server'
import { recordProcessorPayment } from '../record-processor-payment.server'
import { reportOfSession, type WebhookOutcome } from './checkout-session-report.server'

// Stripe's checkout.session.completed: a traveller finished a Checkout page Tembo opened for them. Paid
// by card, it is recorded (or kept for the admins) by recordProcessorPayment; paid by a method that
// settles later, nothing is recorded until checkout.session.async_payment_succeeded says it has.

export async function onCheckoutSessionCompleted(event: Stripe.Event): Promise<WebhookOutcome> {
  const session = event.data.object as Stripe.Checkout.Session
  if (session.payment_status !== 'paid') {
    logger.info(
      { event: event.id, session: session.id },
      'stripe checkout completed, payment not settled yet',
    )
    return 'ignored'
  }
  return recordProcessorPayment(await reportOfSession(event, session))
}
