import crypto from 'node:crypto'
import type http from 'node:http'
import Stripe from 'stripe'
import { startStandInServer } from './stand-in-server'
import { readStripeForm } from './stripe-form'

// A LOCAL STAND-IN FOR STRIPE, for tests only: Stripe's servers cannot be reached from these machines.
// It answers the few requests Tembo's real client code (the `stripe` package) makes, with the shapes
// Stripe's API reference documents for test mode: create and read a Checkout Session
// (POST/GET /v1/checkout/sessions), and create a refund (POST /v1/refunds), each keyed by its
// Idempotency-Key as Stripe does. It also draws a Checkout page of its own where a test "pays" or
// leaves; paying sends checkout.session.completed to the webhook, signed with the webhook secret by
// the `stripe` package itself, when the test says so (`deliver`), so a test can look at the page in
// between. It is the only fake in the suite, and keeps to the calls Tembo makes.

export interface StandInSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  amount_subtotal: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  customer_details: { email: string | null } | null
  /** The language Checkout's page is shown in, as asked ('auto' when not) */
  locale: string | null
  metadata: Record<string, string>
  payment_intent: string | null
  success_url: string
  cancel_url: string
  expires_at: number
  created: number
  url: string | null
  livemode: false
  line_items_seen: { name: string; unit_amount: number; quantity: number }[]
}

export interface StripeStandIn {
  url: string
  secretKey: string
  webhookSecret: string
  /** Where signed events go; set once Tembo's server has its address */
  webhookUrl: string
  sessions: Map<string, StandInSession>
  refunds: {
    id: string
    object: 'refund'
    payment_intent: string
    amount: number
    currency: string
    status: string
    metadata: Record<string, string>
    created: number
  }[]
  /** Every request Tembo made, as received */
  requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null }[]
  /** Events made and not yet sent */
  pending: string[]
  /** Sends the pending events, each signed; answers Tembo's replies */
  deliver(): Promise<{ status: number; body: string }[]>
  /** Makes an event about a session (as Stripe would) and holds it until `deliver` */
  queueEvent(type: string, session: StandInSession, extra?: Partial<StandInSession>): string
  /** Makes an event about any object (a refund) and holds it until `deliver` */
  queueObjectEvent(type: string, object: Record<string, unknown>): string
  /** Pays a session as its page's button does (without a browser) */
  pay(sessionId: string): StandInSession
  close(): Promise<void>
}

const SECRET_KEY = 'sk_test_tembo_stand_in_0123456789'
const WEBHOOK_SECRET = 'whsec_tembo_stand_in_0123456789abcdef'

const randomId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('hex')}`

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const signer = new Stripe(SECRET_KEY)
  const sessions = new Map<string, StandInSession>()
  const byKey = new Map<string, string>()
  const refunds: StripeStandIn['refunds'] = []
  const requests: StripeStandIn['requests'] = []
  const pending: string[] = []
  let base = ''

  const error = (
    response: http.ServerResponse,
    status: number,
    message: string,
    type = 'invalid_request_error',
  ) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { type, message } }))
  }
  const json = (response: http.ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': randomId('req') })
    response.end(JSON.stringify(body))
  }
  const publicSession = ({ line_items_seen: _seen, ...session }: StandInSession) => session

  const stand: StripeStandIn = {
    url: '',
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: '',
    sessions,
    refunds,
    requests,
    pending,
    queueEvent(type, session, extra = {}) {
      return stand.queueObjectEvent(type, publicSession({ ...session, ...extra }))
    },
    queueObjectEvent(type, object) {
      const payload = JSON.stringify({
        id: randomId('evt'),
        object: 'event',
        api_version: '2025-01-27.acacia',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      })
      pending.push(payload)
      return payload
    },
    pay(sessionId) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      if (session.status === 'open') {
        session.status = 'complete'
        session.payment_status = 'paid'
        session.payment_intent = randomId('pi')
        stand.queueEvent('checkout.session.completed', session)
      }
      return session
    },
    async deliver() {
      const answers: { status: number; body: string }[] = []
      while (pending.length) {
        const payload = pending.shift()!
        const response = await fetch(stand.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          },
          body: payload,
        })
        answers.push({ status: response.status, body: await response.text() })
      }
      return answers
    },
    close: () => server.close(),
  }

  const server = await startStandInServer((request, response, text) => {
    const url = new URL(request.url ?? '/', base)
    const body = request.headers['content-type']?.includes('x-www-form-urlencoded')
      ? readStripeForm(text)
      : Object.fromEntries(new URLSearchParams(text))
    // The Checkout page a traveller is sent to, and its two buttons.
    const page = /^\/pay\/(cs_test_[a-f0-9]+)(?:\/(pay|leave))?$/.exec(url.pathname)
    if (page) {
      const session = sessions.get(page[1]!)
      if (!session) return error(response, 404, 'No such checkout session')
      if (request.method === 'GET' && !page[2]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        const amount = (session.amount_total / 100).toFixed(2)
        const lang = session.locale && session.locale !== 'auto' ? session.locale : 'en'
        return response.end(`<!doctype html><html lang="${lang}"><head><meta name="viewport" content="width=device-width"><title>Test Checkout</title></head>
<body><main><h1>Test Checkout (stand-in)</h1><p>${session.line_items_seen.map((item) => item.name).join(', ')}</p>
<p>Total ${session.currency.toUpperCase()} ${amount}</p><p>Email ${session.customer_email ?? ''}</p>
<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay ${session.currency.toUpperCase()} ${amount}</button></form>
<form method="post" action="/pay/${session.id}/leave"><button type="submit">Back to the site</button></form></main></body></html>`)
      }
      if (request.method === 'POST' && page[2] === 'pay') {
        stand.pay(session.id)
        response.writeHead(303, {
          location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
        })
        return response.end()
      }
      if (request.method === 'POST' && page[2] === 'leave') {
        response.writeHead(303, { location: session.cancel_url })
        return response.end()
      }
      return error(response, 405, 'Not allowed')
    }
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`)
      return error(response, 401, 'Invalid API Key provided', 'authentication_error')
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null
    requests.push({ method: request.method ?? '', path: url.pathname, body, idempotencyKey })
    const known = idempotencyKey ? byKey.get(`${url.pathname}:${idempotencyKey}`) : undefined

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (known) return json(response, publicSession(sessions.get(known)!))
      const items = (body.line_items ?? []) as {
        quantity?: string
        price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } }
      }[]
      if (body.mode !== 'payment') return error(response, 400, 'mode: payment is what this stand-in takes')
      if (!items.length || !body.success_url || !body.cancel_url)
        return error(response, 400, 'Missing required param: line_items, success_url or cancel_url')
      const seen = items.map((item) => ({
        name: item.price_data?.product_data?.name ?? '',
        unit_amount: Number(item.price_data?.unit_amount),
        quantity: Number(item.quantity ?? 1),
      }))
      if (seen.some((item) => !Number.isSafeInteger(item.unit_amount) || item.unit_amount <= 0))
        return error(response, 400, 'Invalid integer: unit_amount')
      const locale = body.locale === undefined ? null : String(body.locale)
      // Stripe refuses a locale it does not know; its Checkout speaks these (and more).
      if (locale !== null && !/^(auto|[a-z]{2,3}(-[A-Za-z0-9]{2,3})?)$/.test(locale))
        return error(response, 400, `Invalid locale: ${locale}`)
      const currency = String(items[0]!.price_data?.currency ?? '')
      const now = Math.floor(Date.now() / 1000)
      const expires = body.expires_at ? Number(body.expires_at) : now + 86_400
      if (expires < now + 1800 || expires > now + 86_400)
        return error(response, 400, 'expires_at must be between 30 minutes and 24 hours from now')
      const id = randomId('cs')
      const total = seen.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0)
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: total,
        amount_subtotal: total,
        currency,
        client_reference_id: (body.client_reference_id as string | undefined) ?? null,
        customer_email: (body.customer_email as string | undefined) ?? null,
        customer_details: body.customer_email ? { email: body.customer_email as string } : null,
        locale,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        payment_intent: null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        expires_at: expires,
        created: now,
        url: `${base}/pay/${id}`,
        livemode: false,
        line_items_seen: seen,
      }
      sessions.set(id, session)
      if (idempotencyKey) byKey.set(`${url.pathname}:${idempotencyKey}`, id)
      return json(response, publicSession(session))
    }
    const one = /^\/v1\/checkout\/sessions\/(cs_test_[a-f0-9]+)$/.exec(url.pathname)
    if (request.method === 'GET' && one) {
      const session = sessions.get(one[1]!)
      return session
        ? json(response, publicSession(session))
        : error(response, 404, 'No such checkout.session')
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (known)
        return json(
          response,
          refunds.find((refund) => refund.id === known),
        )
      const intent = String(body.payment_intent ?? '')
      const session = [...sessions.values()].find((item) => item.payment_intent === intent)
      if (!session) return error(response, 404, `No such payment_intent: '${intent}'`)
      const amount = body.amount === undefined ? session.amount_total : Number(body.amount)
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > session.amount_total)
        return error(response, 400, 'Refund amount is greater than the unrefunded amount')
      const refund = {
        id: randomId('re'),
        object: 'refund' as const,
        amount,
        currency: session.currency,
        payment_intent: intent,
        status: 'succeeded',
        metadata: (body.metadata ?? {}) as Record<string, string>,
        created: Math.floor(Date.now() / 1000),
      }
      refunds.push(refund)
      // A card's refund succeeds at once in test mode; Stripe then sends refund.created.
      stand.queueObjectEvent('refund.created', refund)
      if (idempotencyKey) byKey.set(`${url.pathname}:${idempotencyKey}`, refund.id)
      return json(response, refund)
    }
    return error(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname})`)
  })
  base = server.url
  stand.url = base
  return stand
}

/** The settings that point Tembo at the stand-in. */
export const stripeSettings = (stand: StripeStandIn) => ({
  STRIPE_SECRET_KEY: stand.secretKey,
  STRIPE_WEBHOOK_SECRET: stand.webhookSecret,
  STRIPE_API_URL: stand.url,
})
