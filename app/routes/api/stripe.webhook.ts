import { methodNotAllowed } from '~/services/api-answers.server'
import { answerStripeWebhook } from '~/services/stripe/webhook.server'
import type { Route } from './+types/stripe.webhook'

// POST /api/stripe/webhook: Stripe's events, signed with STRIPE_WEBHOOK_SECRET (off when unset).

export function loader() {
  return methodNotAllowed(['POST'])
}

export function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  return answerStripeWebhook(request)
}
