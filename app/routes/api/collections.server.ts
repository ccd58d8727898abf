import type { z } from 'zod'
import { inquiryKinds, type InquiryKind } from '~/inquiries'

// The inquiry paths of the /api/bookings contract (docs/product.md, "Inquiries"), from each kind's
// names (app/inquiries/<kind>.ts, api). The operator's existing clients post to one name and read from
// another for some kinds, so each path says what it allows. Reading is for staff only; posting is public.

interface Collection {
  kind: InquiryKind
  /** POST here stores a new inquiry validated by this schema. */
  schema?: z.ZodType
  /** GET here lists inquiries (staff). */
  list?: boolean
  /** GET here/:id reads one inquiry (staff). */
  item?: boolean
}

const collections = new Map<string, Collection>()
for (const { key, schema, api } of inquiryKinds) {
  const add = (name: string, allows: Omit<Collection, 'kind'>) =>
    collections.set(name, { ...collections.get(name), kind: key, ...allows })
  add(api.create, { schema })
  add(api.list, { list: true })
  add(api.item, { item: true })
}

export function findCollection(name: string | undefined): Collection | undefined {
  return name === undefined ? undefined : collections.get(name)
}
