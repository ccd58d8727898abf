import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { FormField } from './form-field'
import { inputClass } from './input-class'

/** A labelled text or password input of a Conform form (sign-in, password), with its messages under it. */
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
    <FormField id={field.id} label={label} errors={field.errors}>
      <input
        {...getInputProps(field, { type })}
        key={field.key}
        autoComplete={autoComplete}
        className={inputClass}
      />
    </FormField>
  )
}
