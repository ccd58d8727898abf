import { getConfig } from '~/config.server'
import { fromProcessorDecimal } from '~/lib/processor-amounts'
import { logger } from '~/logger.server'
import { CommitUnknownError } from '~/models/db.server'
import { closeRequest, requestByExternalId, type PaymentRequest } from '~/models/payment-requests.server'
import { holdForAdmins, recordProcessorPayment, type ReportOutcome } from '../record-processor-payment.server'
import { transactionStatus, type TransactionStatus } from './client.server'

// Pesapal's notification (IPN) at /api/pesapal/notification (docs/decisions/051-pesapal-for-mobile-money.md).
// It carries no signature, so it is only a hint: Tembo asks Pesapal for the transaction's status by its
// tracking id and believes that answer alone, then records a completed payment once by that id, for the
// amount and currency its request asked, or keeps it for the admins. Pesapal sends the notification
// again until it gets its own words back with status 200.

const ID = /^[A-Za-z0-9._:-]{1,100}$/

export async function answerPesapalNotification(request: Request): Promise<Response> {
  if (!getConfig().pesapal)
    return Response.json({ error: 'Mobile money payments are not set up.' }, { status: 404 })
  const said = await readNotification(request)
  if (!said) return Response.json({ error: 'Not a Pesapal notification.' }, { status: 400 })
  const answer = (status: 200 | 500) =>
    Response.json(
      {
        orderNotificationType: said.type,
        orderTrackingId: said.trackingId,
        orderMerchantReference: said.reference,
        status,
      },
      { status },
    )
  // Each notification costs a call to Pesapal. One for an order of ours always gets it; one naming an
  // order we never opened (Pesapal sends ours only to orders we submitted) is asked about too, since
  // money may be behind it, but only so many a minute, so that nobody can make us call Pesapal at will.
  const found = await requestByExternalId('pesapal', said.trackingId)
  if (!found && !strangerAllowed(Date.now()))
    return Response.json({ error: 'Too many notifications for orders we do not know.' }, { status: 429 })
  let status: TransactionStatus
  try {
    status = await transactionStatus(said.trackingId)
  } catch (error) {
    logger.warn(
      { err: error, trackingId: said.trackingId },
      'pesapal notification: its status could not be asked',
    )
    return answer(500)
  }
  try {
    const outcome = await placeStatus(said.trackingId, status, found)
    logger.info({ trackingId: said.trackingId, outcome }, 'pesapal notification')
    return answer(200)
  } catch (error) {
    if (!(error instanceof CommitUnknownError)) throw error
    // Not a 200, so Pesapal sends it again, and its tracking id records it once (decision 048).
    logger.warn(
      { err: error, trackingId: said.trackingId },
      'pesapal notification: its commit was not answered',
    )
    return answer(500)
  }
}

/** Notifications for orders Tembo did not open, asked about per instance per minute at most. */
const STRANGERS_PER_MINUTE = 20
let strangers = { minute: 0, count: 0 }
function strangerAllowed(now: number): boolean {
  const minute = Math.floor(now / 60_000)
  if (strangers.minute !== minute) strangers = { minute, count: 0 }
  return ++strangers.count <= STRANGERS_PER_MINUTE
}

async function readNotification(request: Request) {
  let fields: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams)
  if (request.method === 'POST') {
    try {
      fields = { ...fields, ...((await request.json()) as Record<string, unknown>) }
    } catch {
      return undefined
    }
  }
  const trackingId = fields.OrderTrackingId
  const reference = fields.OrderMerchantReference ?? ''
  const type = fields.OrderNotificationType ?? 'IPNCHANGE'
  if (typeof trackingId !== 'string' || !ID.test(trackingId)) return undefined
  if (typeof reference !== 'string' || (reference !== '' && !ID.test(reference))) return undefined
  if (typeof type !== 'string' || type.length > 40) return undefined
  return { trackingId, reference, type }
}

/** What Pesapal's own answer means for the ledger, for the request of ours it names (if any). */
async function placeStatus(
  trackingId: string,
  status: TransactionStatus,
  found: PaymentRequest | undefined,
): Promise<ReportOutcome | 'closed' | 'pending'> {
  // An order of ours always names our reference; one that names another is not the one we asked.
  const request = found && status.merchant_reference === found.reference ? found : undefined
  const card = /visa|master|card|amex/i.test(status.payment_method ?? '')
  const report = {
    processor: 'pesapal' as const,
    paymentKey: trackingId,
    request,
    money: fromProcessorDecimal(status.amount, status.currency),
    said: {
      amount: String(status.amount),
      currency: String(status.currency ?? ''),
      reference: status.merchant_reference ?? '',
    },
    method: card ? ('card' as const) : ('mobile_money' as const),
    reference: [status.payment_method, status.confirmation_code].filter(Boolean).join(' ') || trackingId,
    paidAt: parsedDate(status.created_date),
    detail: { status },
  }
  switch (status.status_code) {
    case 1:
      return recordProcessorPayment(report)
    case 2:
      if (found) await closeRequest(found.id, 'failed')
      return 'closed'
    case 3:
      // Reversed after it completed: the ledger is staff's to correct, so the admins are told.
      return holdForAdmins({ ...report, paymentKey: `${trackingId}:reversed` }, 'reversed')
    default:
      return 'pending'
  }
}

const parsedDate = (text: string | null | undefined) => {
  const at = text ? Date.parse(text) : Number.NaN
  return Number.isFinite(at) ? new Date(at) : new Date()
}
