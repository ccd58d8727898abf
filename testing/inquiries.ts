import { inquiryKind, type InquiryKind } from '../app/inquiries'

export { daysFromNow } from '../app/inquiries/shared'

// Valid inquiries as a traveller would send them (the API's field names), from each kind's own example
// (app/inquiries/<kind>.ts, sample), for the tests and the bench. Each call differs a little, so lists
// of them look like real traffic.

let sequence = 0

/** Values to put in place of the example's: anything, to try what the server does with it. */
type Overrides = Record<string, unknown>

/** A valid inquiry of `kind`, with `overrides` on top. */
export function inquiryInput(kind: InquiryKind, overrides: Overrides = {}): Record<string, string | number> {
  return { ...inquiryKind(kind).sample(++sequence), ...overrides } as Record<string, string | number>
}

export const countryInquiryInput = (overrides?: Overrides) => inquiryInput('country', overrides)
export const packageBookingInput = (overrides?: Overrides) => inquiryInput('package', overrides)
export const accommodationInput = (overrides?: Overrides) => inquiryInput('accommodation', overrides)
export const airportTransferInput = (overrides?: Overrides) => inquiryInput('airport', overrides)
export const contactMessageInput = (overrides?: Overrides) => inquiryInput('message', overrides)

/**
 * The contract each kind keeps with the world, written out here rather than read from the code under
 * test, so that a renamed path or id fails a test (tests/unit/inquiry-contract.test.ts checks
 * the definitions against it): the API's collections and id, the public form's page, the
 * back-office's list and detail paths, and the fields the API answers under another name.
 */
export const inquiryContract = [
  {
    kind: 'package',
    create: 'book_package',
    list: 'book_package',
    item: 'book_package',
    idKey: 'booking_id',
    form: '/book_package',
    adminList: '/admin/package_bookings',
    adminItem: '/admin/package',
    renamed: {},
  },
  {
    kind: 'country',
    create: 'country_book',
    list: 'book_country',
    item: 'book_country',
    idKey: 'book_id',
    form: '/book',
    adminList: '/admin/country_bookings',
    adminItem: '/admin/country_book',
    renamed: { visit_country: 'visiting_country' },
  },
  {
    kind: 'accommodation',
    create: 'accomodation',
    list: 'accomodation',
    item: 'accomodation',
    idKey: 'acc_id',
    form: '/accomodation',
    adminList: '/admin/accomodation_bookings',
    adminItem: '/admin/accomodation',
    renamed: {},
  },
  {
    kind: 'airport',
    create: 'airport',
    list: 'airport',
    item: 'airport',
    idKey: 'airport_id',
    form: '/airport-transfer',
    adminList: '/admin/airport',
    adminItem: '/admin/airport',
    renamed: {},
  },
  {
    kind: 'message',
    create: 'message',
    list: 'messages',
    item: 'message',
    idKey: 'message_id',
    form: '/contact',
    adminList: '/admin/messages_bookings',
    adminItem: '/admin/message',
    renamed: {},
  },
] as const satisfies readonly {
  kind: InquiryKind
  renamed: Record<string, string>
  [name: string]: unknown
}[]
