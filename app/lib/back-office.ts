import type { InquiryKind, InquiryKindDefinition, RecordField } from '~/inquiries'

// What the back-office pages share: how one kind of inquiry is shown (from its definition in
// app/inquiries/, handed to the page by its loader), paging, and how dates and values read.

/** How the back-office shows one kind: its headings, paths, list columns and detail groups. */
export type InquiryScreen = InquiryKindDefinition['admin'] & {
  kind: InquiryKind
  tracksReading: boolean
}

export const LIST_PAGE_SIZE = 20

/** The address of one page of a list, keeping its search. */
export function listPageLink(listPath: string, search: string | undefined, page: number): string {
  const params = new URLSearchParams()
  if (search) params.set('q', search)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${listPath}?${query}` : listPath
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
// The operator works in East Africa Time; server and browser render the same text.
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Nairobi',
})

/** A calendar date (YYYY-MM-DD) as "Fri 12 Mar 2027". */
export function formatDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}

/** A moment (ISO timestamp) in East Africa Time, as "22 Nov 2026, 14:05 EAT". */
export function formatMoment(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : `${timeFormat.format(date)} EAT`
}

/** A value as plain text: dates as "Fri 12 Mar 2027", amounts in US dollars; anything else as it is. */
export function valueText(field: RecordField, value: unknown): string {
  const text = String(value)
  if (field.format === 'date') return formatDate(text)
  if (field.format === 'money')
    return `US$ ${Number(value).toLocaleString('en-GB', { maximumFractionDigits: 2 })}`
  return text
}
