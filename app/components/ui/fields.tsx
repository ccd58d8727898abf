import { describedBy, FormField } from './form-field'
import { FieldErrors } from './field-errors'
import { inputClass } from './input-class'

// The back-office editors' fields (packages, country pages, trust): each a labelled control laid out by
// FormField, its hint and messages under it, and the control pointing at both (aria-describedby) and
// marked invalid while a message stands. A field's id is its form's name and its own (`trust-licence`),
// so a message's id is `<id>-error` on every editor.

/** A form's messages by field path (`itinerary[2].title`), as a Conform reply carries them. */
export type FieldErrorMap = Record<string, string[] | null | undefined> | undefined

export interface Choice {
  value: string
  label: string
}

interface FieldProps {
  /** The control's id: the label points at it. */
  id: string
  name: string
  label: string
  hint?: string
  errors?: string[] | null
  className?: string
}

export function TextField({
  id,
  name,
  label,
  hint,
  errors,
  className,
  defaultValue,
  type = 'text',
  maxLength,
  list,
}: FieldProps & {
  defaultValue?: string | null
  type?: 'text' | 'number' | 'date'
  maxLength?: number
  /** The id of a datalist whose entries are suggested as one types */
  list?: string
}) {
  return (
    <FormField id={id} label={label} hint={hint} errors={errors} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue ?? ''}
        maxLength={maxLength}
        list={list}
        className={inputClass}
        {...describedBy(id, { errors, hint: Boolean(hint) })}
      />
    </FormField>
  )
}

export function TextAreaField({
  id,
  name,
  label,
  hint,
  errors,
  className,
  defaultValue,
  rows,
}: FieldProps & { defaultValue?: string | null; rows: number }) {
  return (
    <FormField id={id} label={label} hint={hint} errors={errors} className={className}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue ?? ''}
        className={inputClass}
        {...describedBy(id, { errors, hint: Boolean(hint) })}
      />
    </FormField>
  )
}

/** A file to upload: its form is sent as multipart (FieldsForm does so when a field is a file). */
export function FileField({
  id,
  name,
  label,
  hint,
  errors,
  className,
  accept,
}: FieldProps & { accept: string }) {
  return (
    <FormField id={id} label={label} hint={hint} errors={errors} className={className}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-forest-800 file:px-4 file:py-2 file:font-semibold file:text-white aria-[invalid=true]:text-red-800"
        {...describedBy(id, { errors, hint: Boolean(hint) })}
      />
    </FormField>
  )
}

/** A choice from a list; with `empty`, a first option of that text and no value, chosen until another is. */
export function SelectField({
  id,
  name,
  label,
  hint,
  errors,
  className,
  defaultValue,
  options,
  empty,
}: FieldProps & { defaultValue?: string | null; options: readonly Choice[]; empty?: string }) {
  return (
    <FormField id={id} label={label} hint={hint} errors={errors} className={className}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        className={inputClass}
        {...describedBy(id, { errors, hint: Boolean(hint) })}
      >
        {empty === undefined ? null : <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}

/** Several choices of one name, ticked or not: the label is the group's legend, the messages under it. */
export function CheckboxGroup({
  id,
  name,
  label,
  errors,
  className,
  options,
  checked,
}: Omit<FieldProps, 'hint'> & { options: readonly Choice[]; checked: readonly string[] }) {
  return (
    <fieldset className={className} aria-describedby={errors?.length ? `${id}-error` : undefined}>
      <legend className="font-medium">{label}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </fieldset>
  )
}
