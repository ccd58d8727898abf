import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { SelectField, TextField } from '~/components/ui/fields'
import { CARD_REFUND, PAYMENT_METHODS } from '~/lib/ledger'

// Cancel the booking, folded under its ledger (docs/product.md, "Payments"): the day we were told, who
// cancelled, why, and how a refund goes back: one of the ways money is paid, or back to the cards it
// was paid with through Stripe when some was.

const button =
  'rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'

export function CancelBookingForm({
  once,
  today,
  cardRefundable,
  typed,
  errors,
  busy,
}: {
  /** The page's one-use token field */
  once: ReactNode
  today: string
  cardRefundable: boolean
  typed: Record<string, string>
  errors: Record<string, string[] | null> | undefined
  busy: boolean
}) {
  return (
    <details className="mt-6" open={typed.intent === 'cancel' || undefined}>
      <summary className="cursor-pointer font-semibold text-red-800 underline">Cancel the booking</summary>
      <p className="mt-2 max-w-2xl text-sm">
        Cancelled by the traveller more than the terms’ notice before the start, everything paid is refunded;
        later, only what was paid beyond the total. Cancelled by us, everything paid is refunded. The refund
        is recorded here and the traveller is told; one back to the card is recorded once Stripe has returned
        the money.
      </p>
      <Form method="post" className="mt-3 grid max-w-2xl gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="cancel" />
        {once}
        <TextField
          id="cancel-notice"
          name="noticeOn"
          type="date"
          label="Told on"
          defaultValue={typed.noticeOn ?? today}
          errors={errors?.noticeOn}
        />
        <SelectField
          id="cancel-asked-by"
          name="askedBy"
          label="Who cancelled"
          options={[
            { value: 'traveller', label: 'The traveller' },
            { value: 'operator', label: 'We did' },
          ]}
          empty="Choose..."
          defaultValue={typed.askedBy ?? ''}
          errors={errors?.askedBy}
        />
        <TextField
          id="cancel-note"
          name="note"
          label="Why"
          defaultValue={typed.note ?? ''}
          errors={errors?.note}
          maxLength={500}
          className="sm:col-span-2"
        />
        <SelectField
          id="cancel-method"
          name="method"
          label="How a refund goes back"
          options={[
            ...PAYMENT_METHODS,
            ...(cardRefundable ? [{ value: CARD_REFUND, label: 'Back to the card, through Stripe' }] : []),
          ]}
          defaultValue={typed.method ?? 'bank_transfer'}
          errors={errors?.method}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={button}>
            Cancel the booking
          </button>
        </div>
      </Form>
    </details>
  )
}
