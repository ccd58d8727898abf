import crypto from 'node:crypto'
import type http from 'node:http'
import { startStandInServer } from './stand-in-server'

// A LOCAL STAND-IN FOR PESAPAL'S API 3.0, for tests only: Pesapal's servers cannot be reached from these
// machines. It answers the calls Tembo's real client (app/services/pesapal/client.server.ts) makes, with
// the shapes Pesapal's developer documentation gives: RequestToken, RegisterIPN, SubmitOrderRequest and
// GetTransactionStatus. It draws a payment page of its own where a test pays by M-Pesa or lets the
// payment fail; then, like Pesapal, it calls the registered notification address (GET, with
// OrderTrackingId, OrderMerchantReference and OrderNotificationType) when the test says so (`notify`),
// and sends the traveller back to the order's callback address. It is the only fake, kept to Tembo's
// calls; `tamper` changes what a status query answers, as a test of a wrong amount needs.

export interface StandInOrder {
  trackingId: string
  reference: string
  currency: string
  amount: number
  description: string
  callbackUrl: string
  cancellationUrl: string | null
  notificationId: string
  billing: Record<string, unknown>
  /** 0 invalid (not paid yet), 1 completed, 2 failed, 3 reversed */
  statusCode: 0 | 1 | 2 | 3
  method: string | null
  confirmationCode: string | null
  createdAt: string
}

export interface PesapalStandIn {
  url: string
  consumerKey: string
  consumerSecret: string
  orders: Map<string, StandInOrder>
  ipns: Map<string, { url: string; type: string }>
  /** Every request Tembo made */
  requests: { method: string; path: string; body: unknown }[]
  /** Notifications not yet sent (tracking ids) */
  pending: string[]
  /** Sends the pending notifications as Pesapal does; answers Tembo's replies */
  notify(): Promise<{ status: number; body: string }[]>
  /** Pays an order as the page's button does */
  pay(trackingId: string, outcome?: 'completed' | 'failed'): StandInOrder
  /** Changes what GetTransactionStatus answers for an order (a wrong amount, another currency) */
  tamper(trackingId: string, answer: Record<string, unknown>): void
  close(): Promise<void>
}

const CONSUMER_KEY = 'qkio1BGGYAXTu2JOfm7XSXNruoZs-stand-in'
const CONSUMER_SECRET = 'osGQ364R49cXKeOYSpaOnT-stand-in='
const STATUS = { 0: 'INVALID', 1: 'COMPLETED', 2: 'FAILED', 3: 'REVERSED' } as const

export async function startPesapalStandIn(): Promise<PesapalStandIn> {
  const orders = new Map<string, StandInOrder>()
  const ipns = new Map<string, { url: string; type: string }>()
  const tokens = new Set<string>()
  const tampered = new Map<string, Record<string, unknown>>()
  const requests: PesapalStandIn['requests'] = []
  const pending: string[] = []
  let base = ''

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const failure = (response: http.ServerResponse, code: string, message: string) =>
    send(response, 200, { error: { error_type: 'api_error', code, message }, status: '500' })
  const withQuery = (address: string, params: Record<string, string>) => {
    const url = new URL(address)
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    return url.toString()
  }

  const stand: PesapalStandIn = {
    url: '',
    consumerKey: CONSUMER_KEY,
    consumerSecret: CONSUMER_SECRET,
    orders,
    ipns,
    requests,
    pending,
    pay(trackingId, outcome = 'completed') {
      const order = orders.get(trackingId)
      if (!order) throw new Error(`no order ${trackingId}`)
      if (order.statusCode === 0) {
        order.statusCode = outcome === 'completed' ? 1 : 2
        order.method = 'MpesaKE'
        order.confirmationCode =
          outcome === 'completed' ? `QK${crypto.randomBytes(4).toString('hex').toUpperCase()}` : null
        pending.push(trackingId)
      }
      return order
    },
    tamper(trackingId, answer) {
      tampered.set(trackingId, answer)
    },
    async notify() {
      const answers: { status: number; body: string }[] = []
      while (pending.length) {
        const order = orders.get(pending.shift()!)!
        const ipn = ipns.get(order.notificationId)!
        const params = {
          OrderTrackingId: order.trackingId,
          OrderMerchantReference: order.reference,
          OrderNotificationType: 'IPNCHANGE',
        }
        const response =
          ipn.type === 'GET'
            ? await fetch(withQuery(ipn.url, params))
            : await fetch(ipn.url, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(params),
              })
        answers.push({ status: response.status, body: await response.text() })
      }
      return answers
    },
    close: () => server.close(),
  }

  const server = await startStandInServer((request, response, text) => {
    const url = new URL(request.url ?? '/', base)
    let body: Record<string, unknown> = {}
    if (text && request.headers['content-type']?.includes('json')) {
      try {
        body = JSON.parse(text) as Record<string, unknown>
      } catch {
        return send(response, 400, {
          error: { code: 'invalid_json', message: 'Invalid JSON' },
          status: '400',
        })
      }
    } else if (text) body = Object.fromEntries(new URLSearchParams(text))

    // The payment page a traveller is sent to, and its buttons.
    const page = /^\/pay\/([a-f0-9-]{36})(?:\/(mpesa|fail))?$/.exec(url.pathname)
    if (page) {
      const order = orders.get(page[1]!)
      if (!order) return send(response, 404, { error: { message: 'No such order' } })
      if (request.method === 'GET' && !page[2]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return response.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Pesapal (stand-in)</title></head>
<body><main><h1>Pesapal payment (stand-in)</h1><p>${order.description}</p><p>${order.currency} ${order.amount}</p>
<form method="post" action="/pay/${order.trackingId}/mpesa"><button type="submit">Pay with M-Pesa</button></form>
<form method="post" action="/pay/${order.trackingId}/fail"><button type="submit">Let the payment fail</button></form></main></body></html>`)
      }
      if (request.method === 'POST' && page[2]) {
        stand.pay(order.trackingId, page[2] === 'mpesa' ? 'completed' : 'failed')
        response.writeHead(303, {
          location: withQuery(order.callbackUrl, {
            OrderTrackingId: order.trackingId,
            OrderMerchantReference: order.reference,
            OrderNotificationType: 'CALLBACKURL',
          }),
        })
        return response.end()
      }
    }

    requests.push({ method: request.method ?? '', path: url.pathname, body })
    const path = url.pathname.replace(/^\/+/, '/')
    if (request.method === 'POST' && path === '/api/Auth/RequestToken') {
      if (body.consumer_key !== CONSUMER_KEY || body.consumer_secret !== CONSUMER_SECRET)
        return failure(
          response,
          'invalid_consumer_key_or_secret_provided',
          'Invalid consumer_key or consumer_secret provided',
        )
      const token = crypto.randomBytes(24).toString('base64url')
      tokens.add(token)
      return send(response, 200, {
        token,
        expiryDate: new Date(Date.now() + 5 * 60_000).toISOString(),
        error: null,
        status: '200',
        message: 'Request processed successfully',
      })
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (!bearer || !tokens.has(bearer))
      return send(response, 401, {
        error: { code: 'unauthorized', message: 'Invalid token' },
        status: '401',
      })

    if (request.method === 'POST' && path === '/api/URLSetup/RegisterIPN') {
      const address = String(body.url ?? '')
      const type = String(body.ipn_notification_type ?? 'GET')
      if (!/^https?:\/\//.test(address)) return failure(response, 'invalid_url', 'A valid url is required')
      const known = [...ipns].find(([, ipn]) => ipn.url === address)
      const id = known?.[0] ?? crypto.randomUUID()
      ipns.set(id, { url: address, type })
      return send(response, 200, {
        url: address,
        created_date: new Date().toISOString(),
        ipn_id: id,
        notification_type: type === 'GET' ? 0 : 1,
        ipn_notification_type_description: type,
        ipn_status: 1,
        ipn_status_description: 'Active',
        error: null,
        status: '200',
      })
    }
    if (request.method === 'POST' && path === '/api/Transactions/SubmitOrderRequest') {
      const reference = String(body.id ?? '')
      const amount = Number(body.amount)
      if (!/^[A-Za-z0-9._:-]{1,50}$/.test(reference))
        return failure(response, 'invalid_merchant_reference', 'The merchant reference is invalid')
      if ([...orders.values()].some((order) => order.reference === reference))
        return failure(
          response,
          'duplicate_merchant_reference',
          'The merchant reference has already been used',
        )
      if (!Number.isFinite(amount) || amount <= 0)
        return failure(response, 'invalid_amount', 'The amount is invalid')
      if (!ipns.has(String(body.notification_id ?? '')))
        return failure(response, 'invalid_notification_id', 'The notification id is not registered')
      const trackingId = crypto.randomUUID()
      orders.set(trackingId, {
        trackingId,
        reference,
        currency: String(body.currency ?? ''),
        amount,
        description: String(body.description ?? ''),
        callbackUrl: String(body.callback_url ?? ''),
        cancellationUrl: typeof body.cancellation_url === 'string' ? body.cancellation_url : null,
        notificationId: String(body.notification_id),
        billing: (body.billing_address ?? {}) as Record<string, unknown>,
        statusCode: 0,
        method: null,
        confirmationCode: null,
        createdAt: new Date().toISOString(),
      })
      return send(response, 200, {
        order_tracking_id: trackingId,
        merchant_reference: reference,
        redirect_url: `${base}/pay/${trackingId}`,
        error: null,
        status: '200',
      })
    }
    if (request.method === 'GET' && path === '/api/Transactions/GetTransactionStatus') {
      const order = orders.get(url.searchParams.get('orderTrackingId') ?? '')
      if (!order) return failure(response, 'payment_details_not_found', 'Pending Payment')
      return send(response, 200, {
        payment_method: order.method ?? '',
        amount: order.amount,
        created_date: order.createdAt,
        confirmation_code: order.confirmationCode ?? '',
        payment_status_description: STATUS[order.statusCode],
        description: order.statusCode === 1 ? 'Payment completed successfully' : '',
        message: 'Request processed successfully',
        payment_account: order.statusCode ? '2547xxxxx123' : '',
        call_back_url: order.callbackUrl,
        status_code: order.statusCode,
        merchant_reference: order.reference,
        payment_status_code: '',
        currency: order.currency,
        error: { error_type: null, code: null, message: null, call_back_url: null },
        status: '200',
        ...tampered.get(order.trackingId),
      })
    }
    return send(response, 404, {
      error: { code: 'not_found', message: `No such endpoint ${path}` },
      status: '404',
    })
  })
  base = server.url
  stand.url = base
  return stand
}

/** The settings that point Tembo at the stand-in. */
export const pesapalSettings = (stand: PesapalStandIn) => ({
  PESAPAL_CONSUMER_KEY: stand.consumerKey,
  PESAPAL_CONSUMER_SECRET: stand.consumerSecret,
  PESAPAL_API_URL: stand.url,
})
