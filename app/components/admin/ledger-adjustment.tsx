import { Form } from 'react-router'
import { CheckboxGroup, SelectField, TextField } from '~/components/ui/fields'
import { PAYMENT_METHODS } from '~/lib/ledger'

// An admin's correction of a cancelled booking's ledger (docs/product.md, "Payments"): money that came
// in or went back after the cancellation, with its reason, on the audit trail; the traveller is mailed
// of it only when the admin ticks so. A plain form: it works without JavaScript.

const button =
  'rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'

export function LedgerAdjustment({
  currency,
  today,
  once,
  typed,
  errors,
  busy,
}: {
  currency: string
  /** The operator's calendar day: the form's default */
  today: string
  /** The form's one-use token */
  once: string
  typed: Record<string, string>
  errors: Record<string, string[] | null | undefined> | undefined
  busy: boolean
}) {
  return (
    <Form method="post" className="mt-4 grid max-w-2xl gap-3 sm:grid-cols-2">
      <h3 className="font-semibold sm:col-span-2">Adjust the ledger</h3>
      <input type="hidden" name="intent" value="adjust" />
      <input type="hidden" name="once" value={once} />
      <SelectField
        id="adjust-direction"
        name="direction"
        label="The money"
        options={[
          { value: 'in', label: 'Came in from the traveller' },
          { value: 'out', label: 'Went back to the traveller' },
        ]}
        empty="Choose..."
        defaultValue={typed.direction ?? ''}
        errors={errors?.direction}
      />
      <TextField
        id="adjust-amount"
        name="amount"
        label={`Amount (${currency})`}
        defaultValue={typed.amount ?? ''}
        errors={errors?.amount}
        maxLength={20}
      />
      <TextField
        id="adjust-paid-on"
        name="paidOn"
        type="date"
        label="Moved on"
        defaultValue={typed.paidOn ?? today}
        errors={errors?.paidOn}
      />
      <SelectField
        id="adjust-method"
        name="method"
        label="How"
        options={PAYMENT_METHODS}
        empty="Choose..."
        defaultValue={typed.method ?? ''}
        errors={errors?.method}
      />
      <TextField
        id="adjust-note"
        name="note"
        label="Why (kept on the audit trail)"
        defaultValue={typed.note ?? ''}
        errors={errors?.note}
        maxLength={500}
        className="sm:col-span-2"
      />
      <CheckboxGroup
        id="adjust-tell"
        name="tell"
        label="The traveller"
        options={[{ value: 'on', label: 'Mail the traveller a note of it' }]}
        checked={typed.tell === 'on' ? ['on'] : []}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={button}>
          Record the adjustment
        </button>
      </div>
    </Form>
  )
}
