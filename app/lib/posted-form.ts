// A form as it was posted, read back to show again: an editor answers a refused save, or a list button
// (add, move, remove), with every word typed. Shared by the editors' drafts (package-draft.ts,
// proposal-form.ts); nothing here trusts a value, it only keeps its text.

/** A posted value as text: anything else (a repeated name, nothing) is empty. */
export const postedText = (value: unknown) => (typeof value === 'string' ? value : '')

/** A posted value that may repeat (ticked boxes), as a list. */
export const postedList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]

const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/**
 * The entries of a posted list (`days[2].title`, `days[2].meals`), at most `max`: each with its text
 * fields and its repeated ones as lists.
 */
export function postedEntries<Text extends string, Lists extends string = never>(
  value: unknown,
  max: number,
  texts: readonly Text[],
  lists?: readonly Lists[],
): (Record<Text, string> & Record<Lists, string[]>)[] {
  return postedList(value)
    .slice(0, max)
    .map(record)
    .map(
      (entry) =>
        Object.fromEntries([
          ...texts.map((key) => [key, postedText(entry[key])]),
          ...(lists ?? []).map((key) => [key, postedList(entry[key]).map(postedText)]),
        ]) as Record<Text, string> & Record<Lists, string[]>,
    )
}

/** The list with the entry at `index` swapped with its neighbour (`by` -1 up, 1 down); at an end, as it was. */
export function moved<T>(items: T[], index: number, by: -1 | 1): T[] {
  const other = index + by
  if (index < 0 || index >= items.length || other < 0 || other >= items.length) return items
  const copy = [...items]
  ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  return copy
}
