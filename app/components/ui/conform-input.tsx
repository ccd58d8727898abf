import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { FieldErrors } from './field-errors'
import { inputClass } from './input-class'

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
