import { toProcessorMinor } from '~/lib/processor-amounts'
import type { Locale } from '~/lib/locales'
import type { CardCurrency, Money } from '~/lib/money'
import { stripeClient } from './client.server'

// A Checkout Session for one payment a traveller starts on their page (docs/product.md, "Payments"):
// one line for exactly what is due, our references in client_reference_id and metadata, the traveller's
// address filled in, the page in their language, back to their page either way, and a page that expires. The idempotency key is
// the request's own reference (random, so never shared with another database's request of the same
// number on one Stripe account), and a retry after a lost answer makes no second session.

export interface CheckoutWanted {
  requestReference: string
  leadReference: string
  proposalId: number
  version: number
  purpose: 'deposit' | 'balance'
  amount: Money<CardCurrency>
  /** What the traveller reads on Stripe's page */
  description: string
  /** The language Stripe's page speaks: the booking's */
  locale: Locale
  email: string
  successUrl: string
  cancelUrl: string
  expiresAt: Date
}

export async function createCheckoutSession(wanted: CheckoutWanted) {
  const stripe = stripeClient()
  const unitAmount = toProcessorMinor(wanted.amount)
  if (!stripe || unitAmount === undefined) return undefined
  const metadata = {
    request: wanted.requestReference,
    proposal: String(wanted.proposalId),
    version: String(wanted.version),
    pays: wanted.purpose,
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: wanted.amount.currency.toLowerCase(),
            unit_amount: unitAmount,
            product_data: { name: wanted.description },
          },
        },
      ],
      client_reference_id: wanted.leadReference,
      customer_email: wanted.email,
      locale: wanted.locale,
      metadata,
      payment_intent_data: { metadata },
      success_url: wanted.successUrl,
      cancel_url: wanted.cancelUrl,
      expires_at: Math.floor(wanted.expiresAt.getTime() / 1000),
    },
    { idempotencyKey: `tembo-payment-${wanted.requestReference}` },
  )
  if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a page`)
  return { id: session.id, url: session.url }
}
