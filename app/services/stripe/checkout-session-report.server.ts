import type Stripe from 'stripe'
import { fromProcessorMinor } from '~/lib/processor-amounts'
import { requestByExternalId, requestByReference } from '~/models/payment-requests.server'
import type { ProcessorReport } from '../record-processor-payment.server'

// What a Checkout Session's event says, as the ledger reads a processor's report: the request Tembo
// made it for (by the session's id, else the reference in its metadata), the amount by the currency
// table, and everything Stripe said for the admins should it not be placed.

export type WebhookOutcome = 'recorded' | 'already' | 'ignored' | 'held' | 'closed'

export async function reportOfSession(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<ProcessorReport> {
  const ours = typeof session.metadata?.request === 'string' ? session.metadata.request : undefined
  const request =
    (await requestByExternalId('stripe', session.id)) ?? (ours ? await requestByReference(ours) : undefined)
  return {
    processor: 'stripe',
    paymentKey: session.id,
    request: request?.processor === 'stripe' ? request : undefined,
    money: fromProcessorMinor(session.amount_total, session.currency),
    said: {
      amount: String(session.amount_total),
      currency: String(session.currency ?? ''),
      reference: session.client_reference_id ?? ours ?? '',
    },
    method: 'card',
    reference: typeof session.payment_intent === 'string' ? session.payment_intent : session.id,
    paidAt: new Date(event.created * 1000),
    detail: {
      event: event.id,
      type: event.type,
      session: {
        id: session.id,
        amount_total: session.amount_total,
        currency: session.currency,
        payment_status: session.payment_status,
        client_reference_id: session.client_reference_id,
        metadata: session.metadata,
        payment_intent: session.payment_intent,
        customer_email: session.customer_details?.email ?? session.customer_email ?? null,
      },
    },
  }
}
