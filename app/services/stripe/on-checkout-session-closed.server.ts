import type Stripe from 'stripe'
import { closeRequest, requestByExternalId } from '~/models/payment-requests.server'
import type { WebhookOutcome } from './checkout-session-report.server'

// Stripe's checkout.session.async_payment_failed and checkout.session.expired: the page Tembo opened
// took no money. Its request is closed, so the traveller's page stops saying it is being confirmed
// and their next press opens a new page.

export async function onCheckoutSessionClosed(event: Stripe.Event): Promise<WebhookOutcome> {
  const session = event.data.object as Stripe.Checkout.Session
  const request = await requestByExternalId('stripe', session.id)
  if (!request) return 'ignored'
  await closeRequest(request.id, event.type === 'checkout.session.expired' ? 'expired' : 'failed')
  return 'closed'
}
