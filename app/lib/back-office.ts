import type { InquiryKind } from '~/models/inquiries.server'

// What the back-office shows of each kind of inquiry (docs/product.md, "Pages under /admin", as the product
// corrects it): the list's columns, the detail's fields in groups, and the paths between them.

export interface Field {
  key: string
  label: string
  /** How to show the value: as a mail or phone link, a date, a long text, a number of people. */
  format?: 'email' | 'phone' | 'date' | 'text' | 'money'
}

export interface InquiryScreen {
  kind: InquiryKind
  /** The list's heading and the sidebar's label. */
  title: string
  /** One of them, for the detail's heading. */
  singular: string
  listPath: string
  itemPath: string
  /** The id's name in the API's shape. */
  idKey: string
  columns: Field[]
  viewLabel: string
  groups: { title: string; fields: Field[] }[]
}

const name: Field = { key: 'name', label: 'Name' }
const email: Field = { key: 'email', label: 'Email', format: 'email' }
const phone: Field = { key: 'phone', label: 'Phone', format: 'phone' }
const traveller = { title: 'Traveller', fields: [name, email, phone] }

export const inquiryScreens: Record<InquiryKind, InquiryScreen> = {
  package: {
    kind: 'package',
    title: 'Package bookings',
    singular: 'Package booking',
    listPath: '/admin/package_bookings',
    itemPath: '/admin/package',
    idKey: 'booking_id',
    columns: [name, { key: 'package_title', label: 'Package' }],
    viewLabel: 'View',
    groups: [
      { ...traveller, fields: [...traveller.fields, { key: 'residing_country', label: 'Residing country' }] },
      {
        title: 'Trip',
        fields: [
          { key: 'package_title', label: 'Package' },
          { key: 'arrival_date', label: 'Date of arrival', format: 'date' },
          { key: 'hear_about', label: 'Heard about us through' },
          { key: 'message', label: 'Message', format: 'text' },
        ],
      },
    ],
  },
  country: {
    kind: 'country',
    title: 'Country bookings',
    singular: 'Country booking',
    listPath: '/admin/country_bookings',
    itemPath: '/admin/country_book',
    idKey: 'book_id',
    columns: [name, { key: 'experience', label: 'Safari Experience' }],
    viewLabel: 'View',
    groups: [
      { ...traveller, fields: [...traveller.fields, { key: 'residing_country', label: 'Residing country' }] },
      {
        title: 'Trip',
        fields: [
          { key: 'visiting_country', label: 'Visiting country' },
          { key: 'experience', label: 'Safari experience' },
          { key: 'arrival_date', label: 'Date of arrival', format: 'date' },
          { key: 'depart_date', label: 'Date of departure', format: 'date' },
          { key: 'hear_about', label: 'Heard about us through' },
          { key: 'message', label: 'Message', format: 'text' },
        ],
      },
    ],
  },
  accommodation: {
    kind: 'accommodation',
    title: 'Accommodation',
    singular: 'Accommodation request',
    listPath: '/admin/accomodation_bookings',
    itemPath: '/admin/accomodation',
    idKey: 'acc_id',
    columns: [name, { key: 'phone', label: 'Phone', format: 'phone' }],
    viewLabel: 'View',
    groups: [
      traveller,
      {
        title: 'Stay',
        fields: [
          { key: 'mode', label: 'Type of accommodation' },
          { key: 'checkin', label: 'Check in', format: 'date' },
          { key: 'checkout', label: 'Check out', format: 'date' },
          { key: 'adults', label: 'Adults' },
          { key: 'kids', label: 'Children' },
          { key: 'price', label: 'Maximum budget per night', format: 'money' },
          { key: 'location', label: 'Location preference', format: 'text' },
        ],
      },
    ],
  },
  airport: {
    kind: 'airport',
    title: 'Airport transfers',
    singular: 'Airport transfer',
    listPath: '/admin/airport',
    itemPath: '/admin/airport',
    idKey: 'airport_id',
    columns: [name, email, phone],
    viewLabel: 'View Transfer',
    groups: [
      { title: 'Personal information', fields: [name, email, phone, { key: 'pass', label: 'Passengers' }] },
      {
        title: 'Flight details',
        fields: [
          { key: 'arrival_port', label: 'Arrival airport' },
          { key: 'flight_arrival_number', label: 'Arrival flight number' },
          { key: 'depart_port', label: 'Departure airport' },
          { key: 'flight_depart_number', label: 'Departure flight number' },
          { key: 'one_way', label: 'Journey' },
        ],
      },
      {
        title: 'Pick-up details',
        fields: [
          { key: 'pick_up', label: 'Pick-up point' },
          { key: 'vehicle', label: 'Vehicle' },
          { key: 'special_needs', label: 'Special needs', format: 'text' },
        ],
      },
    ],
  },
  message: {
    kind: 'message',
    title: 'Messages',
    singular: 'Message',
    listPath: '/admin/messages_bookings',
    itemPath: '/admin/message',
    idKey: 'message_id',
    columns: [name, email, { key: 'message', label: 'Message' }],
    viewLabel: 'Read',
    groups: [{ title: 'From', fields: [name, email] }],
  },
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
