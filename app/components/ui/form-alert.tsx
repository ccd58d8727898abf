import type { ReactNode } from 'react'

/** What stopped a form, above it or in its footer, announced as soon as it appears. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
    >
      {children}
    </div>
  )
}

/** A Conform form's own errors (not a field's), one paragraph each, or nothing. */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return errors?.length ? (
    <FormAlert id={id}>
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </FormAlert>
  ) : null
}
