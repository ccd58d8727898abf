import { getConfig } from '~/config.server'
import { isReferenceOf, leadIdOfReference } from '~/lib/lead-reference'
import { operatorTime } from '~/lib/lead-clock'
import { formatMoney, type CardCurrency, type Money } from '~/lib/money'
import { recordAudit } from '~/models/audit.server'
import { acceptedProposalOfLead, acceptedView } from '~/models/bookings.server'
import { getPaymentToLookAt, settlePaymentToLookAt } from '~/models/payments-to-look-at.server'
import { recordPayment } from './payments.server'

// An admin settles a payment to look at (docs/product.md, "Payments"): attaches it to the booking whose
// reference they give, which records it there once (by the processor's id, with its receipt), or marks
// it handled with what was done. Both go on the audit trail.

type Admin = { id: number; email: string; name: string }

/** What Tembo read from the processor when it kept it (record-processor-payment.server.ts). */
interface Kept {
  money: Money<CardCurrency> | null
  method: 'card' | 'mobile_money'
  reference: string
  paidAt: string
}

const keptOf = (detail: string): Kept | undefined => {
  try {
    const tembo = (JSON.parse(detail) as { tembo?: Kept }).tembo
    return tembo && typeof tembo.paidAt === 'string' ? tembo : undefined
  } catch {
    return undefined
  }
}

export type SettleOutcome = { done: string } | { refused: string; field?: 'reference' | 'reason' }

export async function attachPaymentToLookAt(
  admin: Admin,
  id: string,
  leadReference: string,
  address: string,
): Promise<SettleOutcome> {
  const item = await getPaymentToLookAt(id)
  if (!item || item.status !== 'open')
    return { refused: 'That payment was settled already: see the list below.' }
  const kept = keptOf(item.detail)
  if (!kept?.money)
    return {
      refused:
        'Its amount is not one Tembo can record: record what truly came in on the booking’s page, then mark this handled.',
    }
  const reference = leadReference.trim().toUpperCase()
  const leadId = leadIdOfReference(reference)
  const booking = leadId === undefined ? undefined : await acceptedProposalOfLead(leadId)
  if (!booking || !isReferenceOf(reference, { id: leadId!, created_at: booking.leadCreatedAt }))
    return { refused: 'No accepted booking has that reference.', field: 'reference' }
  const accepted = await acceptedView(booking.proposalId)
  const view = accepted && (JSON.parse(accepted.view) as { currency: string })
  if (!view || view.currency !== kept.money.currency)
    return {
      refused: `That booking is in ${view?.currency ?? 'another currency'}; this payment is in ${kept.money.currency}. Record what it came to on the booking’s page, then mark this handled.`,
      field: 'reference',
    }
  const outcome = await recordPayment(
    booking.proposalId,
    admin,
    {
      amount: kept.money.minor,
      currency: kept.money.currency,
      method: kept.method,
      reference: kept.reference,
      note: `Attached from Payments to look at (${item.processor}: ${id})`,
      paidOn: operatorTime(new Date(kept.paidAt), getConfig().operatorTimezone).day,
      externalId: id,
    },
    address,
  )
  if ('refused' in outcome && outcome.refused !== 'already-recorded') {
    const why = {
      'booking-cancelled':
        'That booking is cancelled: an admin records it there with Adjust the ledger, then marks this handled.',
      'wrong-currency': 'That booking is in another currency.',
    } as Partial<Record<string, string>>
    return { refused: why[outcome.refused] ?? 'That booking cannot take this payment.', field: 'reference' }
  }
  const paymentId = 'recorded' in outcome ? outcome.recorded : null
  const written = `${formatMoney(kept.money)} recorded on ${reference}`
  await settlePaymentToLookAt(
    id,
    { status: 'attached', by: admin.id, resolution: written, paymentId },
    (trx) =>
      recordAudit(
        {
          actor: admin,
          action: 'payment-attached',
          subject: reference,
          detail: {
            processor: item.processor,
            id,
            amount: kept.money!.minor,
            currency: kept.money!.currency,
          },
          address,
        },
        trx,
      ),
  )
  return {
    done:
      'recorded' in outcome
        ? `${written}: its receipt is on its way.`
        : `It was recorded on ${reference} already.`,
  }
}

export async function markPaymentHandled(
  admin: Admin,
  id: string,
  reason: string,
  address: string,
): Promise<SettleOutcome> {
  const item = await getPaymentToLookAt(id)
  if (!item) return { refused: 'That payment was settled already: see the list below.' }
  const settled = await settlePaymentToLookAt(
    id,
    { status: 'handled', by: admin.id, resolution: reason, paymentId: null },
    (trx) =>
      recordAudit(
        {
          actor: admin,
          action: 'payment-handled',
          subject: id,
          detail: { processor: item.processor, reason },
          address,
        },
        trx,
      ),
  )
  return settled
    ? { done: 'Marked handled.' }
    : { refused: 'That payment was settled already: see the list below.' }
}
