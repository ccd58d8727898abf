import { useNavigation } from 'react-router'

// The package editor's list buttons (days, seasons, gallery images). Each posts the form with its
// `intent`, and the server answers it with that change made: nothing is saved until Save.

const smallButton =
  'rounded-lg border border-forest-700/40 px-3 py-1 text-sm font-semibold hover:bg-savanna-50 disabled:opacity-50'

/** A list button: its words, and for screen readers which entry it acts on ("Remove: day 3"). */
export function ListButton({
  intent,
  children,
  label,
}: {
  intent: string
  children: string
  label?: string
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      disabled={busy}
      aria-label={label ? `${children}: ${label}` : undefined}
      className={smallButton}
    >
      {children}
    </button>
  )
}

/** A message about a whole list (no entry, or seasons that overlap), above its entries. */
export function ListErrors({ errors }: { errors: string[] | null | undefined }) {
  return errors ? <p className="font-semibold text-red-800">{errors.join(' ')}</p> : null
}
