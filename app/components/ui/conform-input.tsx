import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { FieldErrors } from './field-errors'

const inputClass =
  'mt-1 block w-full rounded-lg border border-forest-700/40 bg-white px-3 py-2 focus:border-savanna-700 focus:ring-2 focus:ring-savanna-600/40 focus:outline-none aria-[invalid=true]:border-red-700'

/** A labelled text or password input of a Conform form, with its messages under it. */
export function ConformInput({
  field,
  label,
  type,
  autoComplete,
}: {
  field: FieldMetadata<string>
  label: string
  type: 'email' | 'password' | 'text'
  autoComplete: string
}) {
  return (
    <div>
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      <input
        {...getInputProps(field, { type })}
        key={field.key}
        autoComplete={autoComplete}
        className={inputClass}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}
