// A lead's reference, as the traveller sees it in mail and on /success and staff type it into a search:
// TS-2611-0042 is lead 42, opened in November 2026 (UTC). It is made from the lead's number and month,
// so it needs no counter of its own and can never repeat.

const PREFIX = 'TS'
const REFERENCE = /^TS-(\d{2})(\d{2})-(\d{4,9})$/

export function leadReference(lead: { id: number; created_at: string }): string {
  const month = lead.created_at.slice(2, 4) + lead.created_at.slice(5, 7)
  return `${PREFIX}-${month}-${String(lead.id).padStart(4, '0')}`
}

/** Whether `text` is written as a reference is (any case, spaces around it ignored). */
export function isLeadReference(text: string): boolean {
  return REFERENCE.test(text.trim().toUpperCase())
}

/** The lead number a reference is written with, or undefined when `text` is not one. */
export function leadIdOfReference(text: string): number | undefined {
  const match = REFERENCE.exec(text.trim().toUpperCase())
  const id = match ? Number(match[3]) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * The references written anywhere in `text` (a mail's subject), in capitals, first first. Each names a
 * lead only when it is that lead's whole reference, month included (see leadNamedBy): the number alone is
 * a counter anyone can guess.
 */
export function referencesInText(text: string): string[] {
  return [...text.matchAll(/\bTS-\d{4}-\d{4,9}\b/gi)].map((found) => found[0].toUpperCase()).slice(0, 5)
}

/** Whether `reference` is this lead's whole reference, not only its number. */
export const isReferenceOf = (reference: string, lead: { id: number; created_at: string }) =>
  reference.toUpperCase() === leadReference(lead)
