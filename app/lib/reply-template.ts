import { m } from '~/paraglide/messages'
import { formatDate } from './back-office'
import { INTL_LOCALES, localDate } from './local-formats'
import type { Locale } from './locales'

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

/**
 * The template's words with its placeholders filled, in the template's language: a German template says
 * " vom Fr., 12. März 2027 bis zum …" where an English one says " from Fri 12 Mar 2027 to …".
 */
export function fillTemplate(text: string, values: TemplateValues, locale: Locale = 'en'): string {
  const date = (value: string) => (locale === 'en' ? formatDate(value) : localDate(value, locale))
  const words = { locale }
  const dates = !values.travelStart
    ? ''
    : values.travelEnd
      ? m.template_dates_range({ start: date(values.travelStart), end: date(values.travelEnd) }, words)
      : m.template_dates_from({ start: date(values.travelStart) }, words)
  const packages =
    locale === 'en'
      ? values.packages.join(' and ')
      : new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(values.packages)
  const filled: Record<string, string> = {
    first_name: values.name.trim().split(/\s+/)[0] ?? '',
    reference: values.reference,
    package: values.packages.length ? m.template_packages({ packages }, words) : '',
    dates,
    staff_name: values.staffName,
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(filled, name) ? filled[name]! : whole,
  )
}
