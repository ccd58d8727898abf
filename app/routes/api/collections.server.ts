import type { z } from 'zod'
import type { InquiryKind } from '~/models/inquiries.server'
import {
  AccommodationSchema,
  AirportTransferSchema,
  ContactMessageSchema,
  CountryInquirySchema,
  PackageBookingSchema,
} from '~/schemas/inquiries'

// The inquiry paths of the /api/bookings contract (docs/product.md, "Inquiries"). The operator's existing clients post to
// one name and read from another (country_book / book_country, message / messages), so each path says
// what it allows. Reading is for staff only; posting is public.

interface Collection {
  kind: InquiryKind
  /** POST here stores a new inquiry validated by this schema. */
  schema?: z.ZodType
  /** GET here lists inquiries (staff). */
  list?: boolean
  /** GET here/:id reads one inquiry (staff). */
  item?: boolean
}

const collections: Record<string, Collection> = {
  country_book: { kind: 'country', schema: CountryInquirySchema },
  book_country: { kind: 'country', list: true, item: true },
  book_package: { kind: 'package', schema: PackageBookingSchema, list: true, item: true },
  accomodation: { kind: 'accommodation', schema: AccommodationSchema, list: true, item: true },
  airport: { kind: 'airport', schema: AirportTransferSchema, list: true, item: true },
  message: { kind: 'message', schema: ContactMessageSchema, item: true },
  messages: { kind: 'message', list: true },
}

export function findCollection(name: string | undefined): Collection | undefined {
  return name !== undefined && Object.hasOwn(collections, name) ? collections[name] : undefined
}
