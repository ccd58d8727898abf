import {
  CheckboxGroup,
  FileField,
  SelectField,
  TextAreaField,
  TextField,
  type Choice,
  type FieldErrorMap,
} from './fields'

// An editor's fields as data: each described once (name, label, hint, kind of control) and drawn by one
// loop, so every editor draws its fields the same way (fields.tsx).

export type FieldSpec<Name extends string = string> = {
  name: Name
  label: string
  hint?: string
  className?: string
} & (
  | { kind?: 'text'; type?: 'text' | 'number' | 'date'; maxLength?: number; list?: string }
  | { kind: 'area'; rows: number }
  | { kind: 'select'; options: readonly Choice[]; empty?: string }
  | { kind: 'checkboxes'; options: readonly Choice[] }
  | { kind: 'file'; accept: string }
)

/** What a field holds: text, lines (shown one a line in a text area), or the ticked choices (a file holds none). */
export type FieldValue = string | readonly string[] | null | undefined

interface Place {
  /** Put before each field's name to make its id (`trust-` gives `trust-licence`). */
  idPrefix: string
  /** Put before each field's name, for an entry of a list (`itinerary[2].`). */
  namePrefix?: string
  errors: FieldErrorMap
}

export function SpecField({
  spec,
  value,
  idPrefix,
  namePrefix = '',
  errors,
}: Place & { spec: FieldSpec; value: FieldValue }) {
  const name = `${namePrefix}${spec.name}`
  const field = {
    id: `${idPrefix}${name}`,
    name,
    label: spec.label,
    hint: spec.hint,
    errors: errors?.[name],
    className: spec.className,
  }
  const list = typeof value === 'string' ? [value] : (value ?? [])
  const text = typeof value === 'string' ? value : list.join('\n')
  switch (spec.kind) {
    case 'area':
      return <TextAreaField {...field} rows={spec.rows} defaultValue={text} />
    case 'select':
      return <SelectField {...field} options={spec.options} empty={spec.empty} defaultValue={text} />
    case 'checkboxes':
      return <CheckboxGroup {...field} options={spec.options} checked={list} />
    case 'file':
      // A browser never lets a page fill a file input: a refused file is chosen again.
      return <FileField {...field} accept={spec.accept} />
    default:
      return (
        <TextField
          {...field}
          type={spec.type}
          maxLength={spec.maxLength}
          list={spec.list}
          defaultValue={text}
        />
      )
  }
}

/** Each field of `fields` in order, holding its value from `values`. */
export function FieldList<Name extends string>({
  fields,
  values,
  ...place
}: Place & { fields: readonly FieldSpec<Name>[]; values: { readonly [Key in Name]?: FieldValue } }) {
  return fields.map((spec) => <SpecField key={spec.name} spec={spec} value={values[spec.name]} {...place} />)
}

/** The keys of `Values` whose values a field can hold: what a FieldSpec of that form may name. */
export type FieldKey<Values> = {
  [Key in keyof Values]-?: Values[Key] extends FieldValue ? Key : never
}[keyof Values] &
  string
