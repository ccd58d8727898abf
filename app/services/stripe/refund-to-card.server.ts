import { toProcessorMinor } from '~/lib/processor-amounts'
import { isCardCurrency } from '~/lib/money'
import { logger } from '~/logger.server'
import { listCardRefunds, markCardRefundAsked, noteCardRefundError } from '~/models/card-refunds.server'
import { stripeClient } from './client.server'

// A cancellation's refund back to the cards it was paid with (docs/product.md, "Payments"): one Stripe
// refund per card payment, asked with the row's own idempotency key, so asking again (after a failure,
// or twice at once) never refunds twice. Nothing is recorded here: the ledger's refund entry comes
// from Stripe's event when the money has moved (on-refund.server.ts).

/** Asks Stripe for every refund of the booking not yet taken; answers how many are still not asked. */
export async function askCardRefunds(proposalId: number): Promise<number> {
  const stripe = stripeClient()
  let waiting = 0
  for (const refund of await listCardRefunds(proposalId)) {
    if (refund.status !== 'asking' && refund.status !== 'failed') continue
    const amount = isCardCurrency(refund.currency)
      ? toProcessorMinor({ minor: refund.amount_minor, currency: refund.currency })
      : undefined
    if (!stripe || amount === undefined) {
      await noteCardRefundError(
        refund.id,
        stripe ? 'the amount cannot go to Stripe' : 'card payments are not set up',
      )
      waiting++
      continue
    }
    try {
      const made = await stripe.refunds.create(
        {
          payment_intent: refund.payment_intent,
          amount,
          reason: 'requested_by_customer',
          metadata: { tembo_refund: refund.key, proposal: String(proposalId) },
        },
        { idempotencyKey: refund.key },
      )
      await markCardRefundAsked(refund.id, made.id)
    } catch (error) {
      logger.warn({ err: error, refund: refund.id }, 'a refund to the card could not be asked of Stripe')
      await noteCardRefundError(refund.id, error instanceof Error ? error.message : String(error))
      waiting++
    }
  }
  return waiting
}
