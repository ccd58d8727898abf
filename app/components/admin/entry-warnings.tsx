import type { EntryWarning } from '~/lib/draft-warnings'

// What the draft leaves out, beside the itinerary entry it concerns (docs/product.md, "Rate cards",
// "Warnings beside the entries"); staff only, and sending asks to confirm them.

export function EntryWarnings({ entry, warnings }: { entry: number; warnings: readonly EntryWarning[] }) {
  const own = warnings.filter((warning) => warning.entry === entry)
  if (!own.length) return null
  return (
    <ul
      aria-label={`Warnings for entry ${entry + 1}`}
      className="space-y-1 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900 md:col-span-4"
    >
      {own.map((warning) => (
        <li key={warning.message}>{warning.message}</li>
      ))}
    </ul>
  )
}
