import type Stripe from 'stripe'
import { recordProcessorPayment } from '../record-processor-payment.server'
import { reportOfSession, type WebhookOutcome } from './checkout-session-report.server'

// Stripe's checkout.session.async_payment_succeeded: a payment that settles later (a bank debit) has
// settled. Recorded as checkout.session.completed records a card's, once by the session's id.

export async function onCheckoutSessionAsyncPaymentSucceeded(event: Stripe.Event): Promise<WebhookOutcome> {
  const session = event.data.object as Stripe.Checkout.Session
  return recordProcessorPayment(await reportOfSession(event, session))
}
