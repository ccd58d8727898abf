import { formatDate } from './back-office'

// The placeholders of a reply template (docs/product.md, "Leads"), filled from the lead and the staff
// member writing. A placeholder the lead has nothing for becomes nothing; an unknown one stays as typed.

export const PLACEHOLDERS = [
  { name: 'first_name', says: 'the traveller’s first name' },
  { name: 'reference', says: 'the lead’s reference, e.g. TS-2611-0042' },
  { name: 'package', says: '" for" and the packages asked about' },
  { name: 'dates', says: '" from" and the travel dates' },
  { name: 'staff_name', says: 'your name' },
] as const

export interface TemplateValues {
  name: string
  reference: string
  packages: string[]
  travelStart: string | null
  travelEnd: string | null
  staffName: string
}

export function fillTemplate(text: string, values: TemplateValues): string {
  const dates = values.travelStart
    ? ` from ${formatDate(values.travelStart)}${values.travelEnd ? ` to ${formatDate(values.travelEnd)}` : ''}`
    : ''
  const filled: Record<string, string> = {
    first_name: values.name.trim().split(/\s+/)[0] ?? '',
    reference: values.reference,
    package: values.packages.length ? ` for ${values.packages.join(' and ')}` : '',
    dates,
    staff_name: values.staffName,
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(filled, name) ? filled[name]! : whole,
  )
}
