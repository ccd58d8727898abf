import crypto from 'node:crypto'
import { getConfig } from '~/config.server'
import { ledgerState } from '~/lib/ledger'
import { toProcessorDecimal } from '~/lib/processor-amounts'
import type { ProposalView } from '~/lib/proposal'
import { viewLanguage } from '~/lib/proposal-words'
import { logger } from '~/logger.server'
import { acceptedView, listPayments } from '~/models/bookings.server'
import { getCancellation } from '~/models/cancellations.server'
import {
  closeRequest,
  createRequest,
  openRequest,
  reusableRequest,
  type PaymentPurpose,
  type Processor,
} from '~/models/payment-requests.server'
import { findProposalByToken } from '~/models/proposal-traveller.server'
import { submitOrder } from './pesapal/client.server'
import { m } from '~/paraglide/messages'
import { createCheckoutSession } from './stripe/create-checkout-session.server'

// A traveller presses Pay on their page (docs/product.md, "Payments"): Tembo works out what is due now
// for what they chose (the deposit still unpaid, or the rest of the total), asks the processor to take
// exactly that in the booking's currency, and sends them to its page. Pressing again while that page is
// still open goes to the same page, so one press cannot become two payments.

export type PayVia = 'card' | 'mobile-money'

/** How long a processor's page of ours stays good (Stripe's least is 30 minutes). */
const PAGE_MINUTES = 60
/** A page with less left than this is not offered again: a new one is made. */
const REUSE_MARGIN_MS = 10 * 60_000

export const processorOf = (via: PayVia): Processor | undefined => {
  const config = getConfig()
  if (via === 'card') return config.stripe ? 'stripe' : undefined
  return config.pesapal ? 'pesapal' : undefined
}

// Refusals are in English, which the traveller's page says in the proposal's language
// (lib/proposal-form-words.ts).
const EN = { locale: 'en' } as const

export type StartOutcome = { redirect: string } | { refused: string } | undefined

export async function startTravellerPayment(
  secret: string,
  wanted: { purpose: PaymentPurpose; via: PayVia },
  now = new Date(),
): Promise<StartOutcome> {
  const found = await findProposalByToken(secret)
  if (!found) return undefined
  const accepted = found.acceptance ? await acceptedView(found.proposalId) : undefined
  if (!accepted) return { refused: m.pay_not_booked({}, EN) }
  if (await getCancellation(found.proposalId)) return { refused: m.pay_cancelled({}, EN) }
  const view = JSON.parse(accepted.view) as ProposalView
  const entries = await listPayments(found.proposalId)
  const state = ledgerState(
    entries.map((entry) => ({ amount: Number(entry.amount_minor) })),
    view,
  )
  const due = wanted.purpose === 'deposit' ? state.depositDue : state.outstanding
  if (due <= 0)
    return {
      refused: wanted.purpose === 'deposit' ? m.pay_deposit_paid({}, EN) : m.pay_paid_in_full({}, EN),
    }
  const processor = processorOf(wanted.via)
  if (!processor) return { refused: m.pay_way_unavailable({}, EN) }
  const amount = { minor: due, currency: view.currency }
  if (toProcessorDecimal(amount) === undefined) return { refused: m.pay_not_online({}, EN) }

  const same = await reusableRequest(
    {
      proposal_id: found.proposalId,
      purpose: wanted.purpose,
      processor,
      amount_minor: due,
      currency: view.currency,
    },
    new Date(now.getTime() + REUSE_MARGIN_MS),
  )
  if (same?.pay_url) return { redirect: same.pay_url }

  const reference = `${view.reference}-${crypto.randomBytes(5).toString('hex').toUpperCase()}`
  const expiresAt = new Date(now.getTime() + PAGE_MINUTES * 60_000)
  const requestId = await createRequest({
    proposal_id: found.proposalId,
    version_id: accepted.versionId,
    purpose: wanted.purpose,
    processor,
    amount_minor: due,
    currency: view.currency,
    reference,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  })
  const { publicUrl } = getConfig()
  const page = `${publicUrl}/proposal/${secret}`
  // What the traveller reads on the processor's page, which opens in their language where it can.
  const locale = viewLanguage(view)
  const description = (wanted.purpose === 'deposit' ? m.pay_processor_deposit : m.pay_processor_balance)(
    { title: view.title, reference: view.reference },
    { locale },
  )
  try {
    const opened =
      processor === 'stripe'
        ? await createCheckoutSession({
            requestReference: reference,
            leadReference: view.reference,
            proposalId: found.proposalId,
            version: accepted.version,
            purpose: wanted.purpose,
            amount,
            description,
            locale,
            email: accepted.email,
            successUrl: `${page}?payment=${reference}`,
            cancelUrl: `${page}?payment=${reference}&stopped=1`,
            expiresAt,
          }).then((session) => session && { externalId: session.id, url: session.url })
        : await submitOrder({
            reference,
            currency: view.currency,
            amount: toProcessorDecimal(amount)!,
            description,
            callbackUrl: `${page}?payment=${reference}`,
            cancellationUrl: `${page}?payment=${reference}&stopped=1`,
            notificationUrl: `${publicUrl}/api/pesapal/notification`,
            traveller: { email: accepted.email, phone: accepted.phone, ...namesOf(view.travellerName) },
          }).then((order) => ({ externalId: order.trackingId, url: order.url }))
    if (!opened) throw new Error('the processor is not set up')
    await openRequest(requestId, opened.externalId, opened.url)
    return { redirect: opened.url }
  } catch (error) {
    logger.error({ err: error, reference, processor }, 'a traveller’s payment page could not be opened')
    await closeRequest(requestId, 'failed')
    return {
      refused: m.pay_page_failed({}, EN),
    }
  }
}

/** A name as a gateway's form wants it: the first word, and the rest (or the first again). */
function namesOf(name: string) {
  const words = name.trim().split(/\s+/)
  const firstName = words[0] || 'Traveller'
  return { firstName, lastName: words.slice(1).join(' ') || firstName }
}
