import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useMemo, useState } from 'react'
import { loadPasswordEstimator } from '~/lib/password-estimator'
import {
  judgePassword,
  NEW_PASSWORD_MAX,
  NEW_PASSWORD_MIN,
  passwordProblem,
  type PasswordEstimator,
  type PasswordOwner,
} from '~/lib/password-rule'
import type { PasswordJudge } from '~/schemas/auth'
import { ConformInput } from './conform-input'
import { FormField } from './form-field'
import { inputClass } from './input-class'

// The field where a member chooses a password, with a strength meter under it. The dictionaries that
// judge it arrive after the page, only on the pages that use this field (docs/product.md, "Signing in
// and out"); until then the lengths are checked, and the server judges the rest either way.

/** zxcvbn with its dictionaries, once they have loaded in this browser; null until then. */
export function usePasswordEstimator(): PasswordEstimator | null {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null)
  useEffect(() => {
    let live = true
    loadPasswordEstimator()
      .then((loaded) => {
        if (live) setEstimator(loaded)
      })
      // Without the dictionaries the form still works: the server applies the whole rule.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return estimator
}

/** The judge a form's schema uses in this browser: the same rule as the server's. */
export function usePasswordJudge(owner: PasswordOwner): {
  judge: PasswordJudge
  estimator: PasswordEstimator | null
} {
  const estimator = usePasswordEstimator()
  const { name, email } = owner
  const judge = useMemo<PasswordJudge>(
    () => (password) => passwordProblem(password, estimator, { name, email }),
    [estimator, name, email],
  )
  return { judge, estimator }
}

const BARS = ['bg-red-700', 'bg-red-700', 'bg-savanna-600', 'bg-forest-700', 'bg-forest-800']

export function NewPasswordField({
  field,
  label,
  estimator,
  owner,
}: {
  field: FieldMetadata<string>
  label: string
  estimator: PasswordEstimator | null
  owner: PasswordOwner
}) {
  const [typed, setTyped] = useState('')
  const hintId = `${field.id}-hint`
  const verdict = typed && estimator ? judgePassword(typed, estimator, owner) : null
  const reading = !verdict
    ? null
    : verdict.problem
      ? {
          score: Math.min(verdict.score, 2),
          label: typed.length < NEW_PASSWORD_MIN ? 'Too short' : 'Too easy to guess',
        }
      : { score: verdict.score, label: verdict.score >= 4 ? 'Strong' : 'Good' }
  const hint = (
    <>
      {NEW_PASSWORD_MIN} to {NEW_PASSWORD_MAX} characters, not easy to guess and not built from your name or
      e-mail address. A few unrelated words make a good one.
      <span className="mt-2 flex items-center gap-2" aria-live="polite">
        <span className="flex w-32 gap-1" aria-hidden="true">
          {[1, 2, 3, 4].map((step) => (
            <span
              key={step}
              className={`h-1.5 flex-1 rounded-full ${reading && reading.score >= step ? BARS[reading.score] : 'bg-forest-700/15'}`}
            />
          ))}
        </span>
        <span className="font-medium">{reading ? `Strength: ${reading.label}` : ''}</span>
      </span>
    </>
  )
  return (
    <FormField id={field.id} label={label} errors={field.errors} hint={hint}>
      <input
        {...getInputProps(field, { type: 'password', ariaDescribedBy: hintId })}
        key={field.key}
        autoComplete="new-password"
        maxLength={NEW_PASSWORD_MAX}
        onInput={(event) => setTyped(event.currentTarget.value)}
        className={inputClass}
      />
    </FormField>
  )
}

/**
 * The new password with its meter, and the same again: what every form that sets a password asks. The
 * meter starts afresh when the form is reset (its field's key changes).
 */
export function NewPasswordPair({
  fields,
  estimator,
  owner,
}: {
  fields: { new_password: FieldMetadata<string>; confirm_password: FieldMetadata<string> }
  estimator: PasswordEstimator | null
  owner: PasswordOwner
}) {
  return (
    <>
      <NewPasswordField
        key={fields.new_password.key}
        field={fields.new_password}
        label="New password"
        estimator={estimator}
        owner={owner}
      />
      <ConformInput
        field={fields.confirm_password}
        label="New password again"
        type="password"
        autoComplete="new-password"
      />
    </>
  )
}
