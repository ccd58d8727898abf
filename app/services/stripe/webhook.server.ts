import Stripe from 'stripe'
import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { CommitUnknownError } from '~/models/db.server'
import type { WebhookOutcome } from './checkout-session-report.server'
import { onCheckoutSessionAsyncPaymentSucceeded } from './on-checkout-session-async-payment-succeeded.server'
import { onCheckoutSessionClosed } from './on-checkout-session-closed.server'
import { onCheckoutSessionCompleted } from './on-checkout-session-completed.server'
import { onRefund } from './on-refund.server'

// Stripe's webhook (docs/product.md, "Payments"): the signature is checked on the body exactly as it
// arrived, with the official library, before anything is read from it; each event type Tembo acts on
// has a file of its own (on-<event>.server.ts). Stripe expects a 2xx for every event it should not send
// again, a 400 for one that is not its own.

const HANDLERS: Partial<Record<string, (event: Stripe.Event) => Promise<WebhookOutcome>>> = {
  'checkout.session.completed': onCheckoutSessionCompleted,
  'checkout.session.async_payment_succeeded': onCheckoutSessionAsyncPaymentSucceeded,
  'checkout.session.async_payment_failed': onCheckoutSessionClosed,
  'checkout.session.expired': onCheckoutSessionClosed,
  'refund.created': onRefund,
  'refund.updated': onRefund,
  'charge.refunded': onRefund,
}

// The library needs a key to be made; verifying a signature never calls Stripe.
const stripe = new Stripe('sk_webhooks_only')

export async function answerStripeWebhook(request: Request): Promise<Response> {
  const secret = getConfig().stripeWebhookSecret
  if (!secret) return Response.json({ error: 'Card payments are not set up.' }, { status: 404 })
  const payload = await request.text()
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(payload, request.headers.get('stripe-signature') ?? '', secret)
  } catch (error) {
    logger.warn({ err: error }, 'stripe webhook refused: its signature does not verify')
    return Response.json({ error: 'The signature does not verify.' }, { status: 400 })
  }
  const handle = HANDLERS[event.type]
  try {
    const outcome = handle ? await handle(event) : 'ignored'
    return Response.json({ received: true, outcome })
  } catch (error) {
    if (!(error instanceof CommitUnknownError)) throw error
    // Not a 2xx, so Stripe sends it again, and its event id records it once (decision 048).
    logger.warn({ err: error, event: event.id }, 'stripe event: its commit was not answered')
    return Response.json(
      { error: 'We could not confirm that this event was recorded: send it again; it is recorded once.' },
      { status: 503, headers: { 'Retry-After': '30' } },
    )
  }
}
