import type { ReactNode } from 'react'
import { FieldErrors } from './field-errors'

// The one way a field is laid out on every form of the site and the back-office (the inquiry forms,
// sign-in, the password page, the article editor, and through fields.tsx the catalogue and trust
// editors): its label, the control, a hint, then its messages. A field's hint is `<id>-hint` and its
// messages `<id>-error`; the control points at both.

/** What ties a control to its hint and messages: aria-invalid and aria-describedby. */
export function describedBy(id: string, { errors, hint }: { errors?: string[] | null; hint?: boolean }) {
  const invalid = Boolean(errors?.length)
  const ids = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean)
  return {
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const
}

export function FormField({
  id,
  label,
  hint,
  errors,
  className,
  children,
}: {
  /** The control's id: the label points at it. */
  id: string
  label: string
  hint?: ReactNode
  errors?: string[] | null
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-forest-700">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  )
}
