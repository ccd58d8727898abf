import type { StandInSession, StripeStandIn } from './stripe-stand-in'

// What a traveller does on their proposal's page to pay by card, against the Stripe stand-in.

/**
 * The traveller presses Pay (by card) on their page at `link`: Tembo opens a Checkout Session at the
 * stand-in; answers that session, as the stand-in keeps it.
 */
export async function startCardPayment(
  serverUrl: string,
  link: string,
  stand: StripeStandIn,
  purpose: 'deposit' | 'balance' = 'deposit',
): Promise<StandInSession> {
  const answer = await fetch(`${serverUrl}${link}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      origin: serverUrl,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ intent: 'pay', purpose, via: 'card' }),
  })
  const session = stand.sessions.get((answer.headers.get('location') ?? '').split('/').pop() ?? '')
  if (answer.status !== 302 || !session) throw new Error(`no Checkout Session was opened: ${answer.status}`)
  return session
}
