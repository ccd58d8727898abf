import type { TripPackage } from './catalogue'

// What a lead asked about, as the leads table keeps it: delimited lists ('|Kenya|Uganda|', '|1|5|') so
// that a filter is one LIKE on the table.

/** '|Kenya|Uganda|' → ['Kenya', 'Uganda']; nothing stored → []. */
export const storedList = (stored: string | null): string[] =>
  stored ? stored.split('|').filter(Boolean) : []

/** ['Kenya', 'Uganda'] → '|Kenya|Uganda|'; an empty list → null. */
export const toStoredList = (values: (string | number)[]): string | null =>
  values.length ? `|${values.join('|')}|` : null

/** A package's title by its number among `packages` (the catalogue's), or "Package N" for one not there. */
export const packageTitle = (
  packages: readonly Pick<TripPackage, 'no' | 'title'>[],
  no: string | number,
): string => packages.find((item) => item.no === Number(no))?.title ?? `Package ${no}`
