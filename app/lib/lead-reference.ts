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

/** The lead number a reference names, or undefined when `text` is not one. */
export function leadIdOfReference(text: string): number | undefined {
  const match = REFERENCE.exec(text.trim().toUpperCase())
  const id = match ? Number(match[3]) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The lead number of the first reference written anywhere in `text` (a mail's subject), if any. */
export function leadIdInText(text: string): number | undefined {
  const found = /\bTS-\d{4}-\d{4,9}\b/i.exec(text)
  return found ? leadIdOfReference(found[0]) : undefined
}
