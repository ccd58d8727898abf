import { Form, useNavigation } from 'react-router'
import { FieldList, type FieldSpec, type FieldValue } from './field-list'
import type { FieldErrorMap } from './fields'

// One of a page's several forms (its `intent` says which to the action), its fields drawn from their
// descriptions in two columns on a white card, and its button: the add forms of the back-office's
// editors (team, reviews, seasons, suppliers, rates) all look and answer alike. A form with a file field
// is sent as multipart.

export function FieldsForm({
  intent,
  submit,
  fields,
  values,
  errors,
  idPrefix,
  label,
}: {
  intent: string
  /** The button's words */
  submit: string
  fields: readonly FieldSpec[]
  values: Record<string, FieldValue>
  errors: FieldErrorMap
  idPrefix: string
  /** The form's name, where the page has several of a kind */
  label?: string
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form
      method="post"
      encType={fields.some((field) => field.kind === 'file') ? 'multipart/form-data' : undefined}
      aria-label={label}
      className="mt-4 grid max-w-3xl gap-4 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value={intent} />
      <FieldList fields={fields} values={values} idPrefix={idPrefix} errors={errors} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
        >
          {submit}
        </button>
      </div>
    </Form>
  )
}
