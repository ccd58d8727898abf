import Stripe from 'stripe'
import { getConfig } from '~/config.server'

// The one Stripe client of an instance, made from the settings (STRIPE_SECRET_KEY, STRIPE_API_URL):
// Stripe's API unless the address says otherwise (the tests' stand-in in testing/). Undefined while
// card payments are off. Requests are bounded: a traveller waits on them.

let made: { key: string; url: string; client: Stripe } | undefined

export function stripeClient(): Stripe | undefined {
  const settings = getConfig().stripe
  if (!settings) return undefined
  if (made?.key === settings.secretKey && made.url === settings.apiUrl) return made.client
  const url = new URL(settings.apiUrl)
  const client = new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    timeout: 15_000,
    maxNetworkRetries: 2,
    telemetry: false,
  })
  made = { key: settings.secretKey, url: settings.apiUrl, client }
  return client
}
