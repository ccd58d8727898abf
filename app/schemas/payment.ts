import { z } from 'zod'
import { isLeadReference } from '~/lib/lead-reference'
import { CARD_REFUND, PAYMENT_METHODS } from '~/lib/ledger'
import { optionalText, requiredText, wholeNumberText } from './fields'
import { amountField, dateText } from './proposal'

// The booking's ledger forms on a proposal's page (docs/product.md, "Payments"): a payment received,
// and the reversal that undoes one recorded by mistake. Every rule names the field it concerns.

const methods = PAYMENT_METHODS.map((method) => method.value) as [string, ...string[]]

export const PaymentSchema = z.object({
  intent: z.literal('payment'),
  amount: amountField.refine(
    (minor) => minor > 0,
    'A payment is more than zero: a payment recorded by mistake is undone with Reverse',
  ),
  method: z.enum(methods, { error: 'Choose how it was paid' }),
  paidOn: dateText('When was it paid?'),
  reference: optionalText({ max: 100 }).transform((value) => value ?? null),
  note: optionalText({ max: 500 }).transform((value) => value ?? null),
})

export const ReversePaymentSchema = z.object({
  intent: z.literal('reverse'),
  payment: wholeNumberText('Choose the payment to reverse', 1, Number.MAX_SAFE_INTEGER),
  note: requiredText('Say why it is reversed', 500),
})

/** A booking cancelled: when it was told, by whom, why, and how a refund goes back. */
export const CancelBookingSchema = z.object({
  intent: z.literal('cancel'),
  noticeOn: dateText('When were we told?'),
  askedBy: z.enum(['traveller', 'operator'], { error: 'Say who cancelled' }),
  note: requiredText('Say why the booking is cancelled', 500),
  method: z.enum([...methods, CARD_REFUND], { error: 'Choose how a refund goes back' }),
})

/**
 * An admin's correction of a cancelled booking's ledger: money that came in or went back after the
 * cancellation, with its reason; the traveller is mailed of it only when the admin says so.
 */
export const AdjustLedgerSchema = z.object({
  intent: z.literal('adjust'),
  direction: z.enum(['in', 'out'], { error: 'Say whether the money came in or went back' }),
  amount: amountField.refine((minor) => minor > 0, 'An adjustment is more than zero: choose its direction'),
  method: z.enum(methods, { error: 'Choose how the money moved' }),
  paidOn: dateText('When did the money move?'),
  note: requiredText('Say why the ledger is adjusted', 500),
  tell: z
    .literal('on')
    .optional()
    .transform((value) => value === 'on'),
})

/** Payments to look at (/admin/payments): one attached to the booking whose reference the admin gives. */
export const AttachPaymentSchema = z.object({
  intent: z.literal('attach'),
  id: requiredText('Choose the payment', 200),
  reference: requiredText('The booking’s reference, e.g. TS-2611-0042', 40).refine(
    isLeadReference,
    'A reference as our mails write it, e.g. TS-2611-0042',
  ),
})

/** …or marked handled, with what the admin did about it. */
export const HandlePaymentSchema = z.object({
  intent: z.literal('handle'),
  id: requiredText('Choose the payment', 200),
  reason: requiredText('Say what was done about it, e.g. refunded in Stripe on 3 Dec', 1000),
})
