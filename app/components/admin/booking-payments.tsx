import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { SelectField, TextField } from '~/components/ui/fields'
import { CancelBookingForm } from './cancel-booking-form'
import { CardRefunds, type CardRefundShown } from './card-refunds'
import { LedgerAdjustment } from './ledger-adjustment'
import { formatDate } from '~/lib/back-office'
import { PAYMENT_METHODS, paymentMethodLabel, type LedgerState } from '~/lib/ledger'
import { formatMoney, isCurrency } from '~/lib/money'

// An accepted proposal's payments (docs/product.md, "Payments"): where the money stands, every entry of
// the ledger (a reversal beside what it undoes), a form for a payment received and, on each payment not
// yet reversed, Reverse with the reason. Once the booking is cancelled its ledger is closed: only an
// admin's adjustment, with its reason, changes it. Plain forms: they work without JavaScript. Each
// carries the page's one-use token, so the same form sent twice records once (decision 048).

export interface BookingPaymentsData {
  currency: string
  total: number
  deposit: number
  balanceDueOn: string
  balanceAtOnce: boolean
  state: LedgerState
  entries: {
    id: number
    kind: 'payment' | 'reversal' | 'refund' | 'adjustment'
    amount: number
    method: string
    reference: string | null
    note: string | null
    paidOn: string
    recordedBy: string | null
    reversed: boolean
  }[]
  /** A cancellation's refunds to cards through Stripe, and whether a cancellation may send one there */
  cardRefunds: CardRefundShown[]
  cardRefundable: boolean
  today: string
  /** The forms' one-use token, new each time the page is drawn */
  once: string
  cancellation: {
    noticeOn: string
    askedBy: 'traveller' | 'operator'
    note: string
    refund: number
    recordedBy: string | null
  } | null
}

const ENTRY_WORDS = {
  payment: 'Received',
  reversal: 'Reversed',
  refund: 'Refunded',
  adjustment: 'Adjusted by an admin:',
} as const

const button =
  'rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'

export function BookingPayments({
  payments,
  result,
  uncertain,
  admin,
}: {
  payments: BookingPaymentsData
  result: SubmissionResult<string[]> | null | undefined
  /** Said when the database did not confirm what a form sent: the ledger below is what it holds now */
  uncertain?: string | null
  admin: boolean
}) {
  const busy = useNavigation().state === 'submitting'
  const money = (minor: number) =>
    isCurrency(payments.currency) ? formatMoney({ minor, currency: payments.currency }) : String(minor)
  const { state } = payments
  const closed = payments.cancellation !== null
  const errors = result?.error ?? undefined
  const typed = (result?.initialValue as Record<string, string> | undefined) ?? {}
  // A form given back (refused, or its saving not confirmed) keeps the token it was sent with: sent
  // again, it is the same form. After a success the page's new token makes the next one new.
  const token = typed.once ?? payments.once
  const once = <input type="hidden" name="once" value={token} />
  const paymentErrors = typed.intent === 'payment' ? errors : undefined
  const facts: [string, string][] = [
    ['Total', money(payments.total)],
    ['Paid', money(state.paid)],
    [
      'Deposit',
      state.depositDue ? `${money(state.depositDue)} still due now` : `${money(payments.deposit)}, paid`,
    ],
    [
      'Balance',
      state.outstanding
        ? `${money(state.outstanding)} to pay, ${payments.balanceAtOnce ? 'due now' : `due by ${formatDate(payments.balanceDueOn)}`}`
        : 'Paid in full',
    ],
    ...(state.overpaid ? ([['Paid beyond the total', money(state.overpaid)]] as [string, string][]) : []),
  ]
  return (
    <section aria-labelledby="payments-heading" className="mt-8 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="payments-heading" className="font-serif text-2xl">
        Payments
      </h2>
      {uncertain ? (
        <p role="alert" className="mt-3 rounded-lg border-2 border-savanna-600 p-3 font-semibold">
          {uncertain}
        </p>
      ) : null}
      {payments.cancellation ? (
        <p role="status" className="mt-3 rounded-lg border-2 border-red-700 p-3">
          <strong>Cancelled</strong>, as{' '}
          {payments.cancellation.askedBy === 'operator' ? 'we' : 'the traveller'} told on{' '}
          {formatDate(payments.cancellation.noticeOn)}: {payments.cancellation.note}.{' '}
          {payments.cancellation.refund
            ? `Refunded ${money(payments.cancellation.refund)}.`
            : 'Nothing refunded under the terms.'}{' '}
          Recorded by {payments.cancellation.recordedBy ?? 'a former member of staff'}.
        </p>
      ) : null}
      <CardRefunds refunds={payments.cardRefunds} currency={payments.currency} busy={busy} />
      <dl className="mt-3 grid max-w-xl gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {payments.entries.length ? (
        <ul className="mt-4 space-y-2">
          {payments.entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-forest-700/20 p-3">
              <p>
                <strong>
                  {ENTRY_WORDS[entry.kind]} {money(Math.abs(entry.amount))}
                </strong>{' '}
                by {paymentMethodLabel(entry.method).toLowerCase()} on {formatDate(entry.paidOn)}
                {entry.kind === 'refund' && payments.cancellation
                  ? ` (notice given on ${formatDate(payments.cancellation.noticeOn)})`
                  : ''}
                {entry.reference ? `, reference ${entry.reference}` : ''}; recorded by{' '}
                {entry.recordedBy ?? 'a former member of staff'}
                {entry.reversed ? ' (reversed)' : ''}
              </p>
              {entry.note ? <p className="text-sm">{entry.note}</p> : null}
              {entry.kind === 'payment' && !entry.reversed && !closed ? (
                <details className="mt-2" open={typed.payment === String(entry.id) || undefined}>
                  <summary className="cursor-pointer text-sm font-semibold text-savanna-700 underline">
                    Reverse this payment
                  </summary>
                  <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="reverse" />
                    {once}
                    <input type="hidden" name="payment" value={entry.id} />
                    <TextField
                      id={`reverse-${entry.id}`}
                      name="note"
                      label={`Why reverse the payment of ${money(entry.amount)}?`}
                      errors={typed.payment === String(entry.id) ? errors?.note : undefined}
                      maxLength={500}
                    />
                    <button type="submit" disabled={busy} className={button}>
                      Reverse
                    </button>
                  </Form>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3">No payment recorded yet.</p>
      )}
      {closed ? (
        <>
          <p className="mt-5 max-w-2xl">
            The booking is cancelled, so its ledger is closed: no payment, reversal or refund is recorded
            here.{' '}
            {admin
              ? 'A correction is an adjustment, with its reason:'
              : 'An admin corrects it with an adjustment and its reason.'}
          </p>
          {admin ? (
            <LedgerAdjustment
              key={payments.entries.length}
              currency={payments.currency}
              today={payments.today}
              once={token}
              typed={typed}
              errors={typed.intent === 'adjust' ? errors : undefined}
              busy={busy}
            />
          ) : null}
        </>
      ) : (
        <Form
          method="post"
          className="mt-5 grid max-w-2xl gap-3 sm:grid-cols-2"
          key={payments.entries.length}
        >
          <h3 className="font-semibold sm:col-span-2">Record a payment received</h3>
          <input type="hidden" name="intent" value="payment" />
          {once}
          <TextField
            id="payment-amount"
            name="amount"
            label={`Amount (${payments.currency})`}
            hint={state.depositDue ? `The deposit still due is ${money(state.depositDue)}.` : undefined}
            defaultValue={typed.amount ?? ''}
            errors={paymentErrors?.amount}
            maxLength={20}
          />
          <TextField
            id="payment-paid-on"
            name="paidOn"
            type="date"
            label="Paid on"
            defaultValue={typed.paidOn ?? payments.today}
            errors={paymentErrors?.paidOn}
          />
          <SelectField
            id="payment-method"
            name="method"
            label="How it was paid"
            options={PAYMENT_METHODS}
            empty="Choose..."
            defaultValue={typed.method ?? ''}
            errors={paymentErrors?.method}
          />
          <TextField
            id="payment-reference"
            name="reference"
            label="Its reference (bank, card or PayPal)"
            defaultValue={typed.reference ?? ''}
            errors={paymentErrors?.reference}
            maxLength={100}
          />
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className={button}>
              Record the payment
            </button>
          </div>
        </Form>
      )}
      {payments.cancellation ? null : (
        <CancelBookingForm
          once={once}
          today={payments.today}
          cardRefundable={payments.cardRefundable}
          typed={typed}
          errors={typed.intent === 'cancel' ? errors : undefined}
          busy={busy}
        />
      )}
    </section>
  )
}
