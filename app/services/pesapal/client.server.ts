import { z } from 'zod'
import { getConfig } from '~/config.server'

// Pesapal's API 3.0 (docs/decisions/051-pesapal-for-mobile-money.md), the calls Tembo makes: a bearer
// token from the merchant's keys, the notification (IPN) address registered once, an order submitted
// for a traveller's payment, and a transaction's status asked for by its tracking id. JSON over fetch,
// every call bounded; an answer that is not the documented shape is an error, never a guess.

const TIMEOUT_MS = 15_000

const PesapalError = z
  .object({ code: z.string().nullish(), message: z.string().nullish() })
  .passthrough()
  .nullish()

const TokenAnswer = z.object({ token: z.string().min(1), expiryDate: z.string() }).passthrough()
const IpnAnswer = z.object({ ipn_id: z.string().min(1), url: z.string() }).passthrough()
const OrderAnswer = z
  .object({
    order_tracking_id: z.string().min(1),
    merchant_reference: z.string(),
    redirect_url: z.string().url(),
  })
  .passthrough()

/** What GetTransactionStatus says; the amount and currency stay as reported until checked. */
export const TransactionStatus = z
  .object({
    payment_method: z.string().nullish(),
    amount: z.unknown(),
    created_date: z.string().nullish(),
    confirmation_code: z.string().nullish(),
    payment_status_description: z.string().nullish(),
    /** 0 invalid, 1 completed, 2 failed, 3 reversed */
    status_code: z.number().int(),
    merchant_reference: z.string().nullish(),
    currency: z.unknown(),
    error: PesapalError,
    status: z.string().nullish(),
  })
  .passthrough()
export type TransactionStatus = z.infer<typeof TransactionStatus>

let token: { value: string; until: number; key: string } | undefined
const ipnIds = new Map<string, string>()

function settings() {
  const pesapal = getConfig().pesapal
  if (!pesapal) throw new Error('Pesapal is not set up: PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET')
  return pesapal
}

async function call<T>(
  path: string,
  schema: z.ZodType<T>,
  init: { method: 'GET' | 'POST'; body?: unknown; auth?: string },
) {
  const response = await fetch(`${settings().apiUrl}${path}`, {
    method: init.method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(init.auth ? { Authorization: `Bearer ${init.auth}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`Pesapal ${path} answered ${response.status} with no JSON`)
  }
  // Pesapal may answer 200 with an error inside: only the documented shape of a success is one.
  const parsed = response.ok ? schema.safeParse(json) : undefined
  if (parsed?.success) return parsed.data
  const error = (json as { error?: { message?: string; code?: string } | null } | null)?.error
  throw new Error(
    `Pesapal ${path} answered ${response.status}: ${error?.code ?? ''} ${error?.message ?? 'not the documented shape'}`,
  )
}

async function bearer(): Promise<string> {
  const { consumerKey, consumerSecret } = settings()
  if (token && token.key === consumerKey && token.until > Date.now()) return token.value
  const answer = await call('/api/Auth/RequestToken', TokenAnswer, {
    method: 'POST',
    body: { consumer_key: consumerKey, consumer_secret: consumerSecret },
  })
  // Pesapal's tokens last five minutes; one is used until a minute before it ends.
  const ends = Date.parse(answer.expiryDate)
  token = {
    value: answer.token,
    until: Number.isFinite(ends) ? ends - 60_000 : Date.now() + 4 * 60_000,
    key: consumerKey,
  }
  return token.value
}

/** The id Pesapal gave our notification address, registered the first time an instance needs it. */
async function notificationId(url: string): Promise<string> {
  const known = ipnIds.get(url)
  if (known) return known
  const answer = await call('/api/URLSetup/RegisterIPN', IpnAnswer, {
    method: 'POST',
    body: { url, ipn_notification_type: 'GET' },
    auth: await bearer(),
  })
  ipnIds.set(url, answer.ipn_id)
  return answer.ipn_id
}

export interface PesapalOrder {
  /** Ours, unique for every order */
  reference: string
  currency: string
  /** Major units with the currency's decimals, e.g. "4170.00" */
  amount: string
  description: string
  callbackUrl: string
  cancellationUrl: string
  notificationUrl: string
  traveller: { email: string; firstName: string; lastName: string; phone: string | null }
}

export async function submitOrder(order: PesapalOrder) {
  const answer = await call('/api/Transactions/SubmitOrderRequest', OrderAnswer, {
    method: 'POST',
    body: {
      id: order.reference,
      currency: order.currency,
      amount: Number(order.amount),
      description: order.description.slice(0, 100),
      callback_url: order.callbackUrl,
      cancellation_url: order.cancellationUrl,
      notification_id: await notificationId(order.notificationUrl),
      billing_address: {
        email_address: order.traveller.email,
        phone_number: order.traveller.phone ?? '',
        first_name: order.traveller.firstName,
        last_name: order.traveller.lastName,
      },
    },
    auth: await bearer(),
  })
  return { trackingId: answer.order_tracking_id, url: answer.redirect_url }
}

export async function transactionStatus(trackingId: string): Promise<TransactionStatus> {
  return call(
    `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(trackingId)}`,
    TransactionStatus,
    {
      method: 'GET',
      auth: await bearer(),
    },
  )
}
