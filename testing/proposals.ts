import type { DatabaseHandle } from '@db/client'
import { call, signInByForm } from './api'
import { leadOf } from './leads'
import { packageBookingInput } from './inquiries'

// A lead to write a proposal for, as the integration tests make it over HTTP.

export { proposalFields, typedProposal } from './proposal-fields'

/** A traveller's package booking and the staff cookie: the lead to write a proposal for. */
export async function leadForProposal(url: string, handle: DatabaseHandle, name = 'Anna Keller') {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@traveller.example`
  const created = await call<{ id: number }>(url, '/api/bookings/book_package', {
    json: packageBookingInput({ name, email, package_no: 1 }),
  })
  if (created.status !== 201) throw new Error(`the booking was refused: ${created.status}`)
  const lead = await leadOf(handle, 'package', created.body.id)
  const cookie = await signInByForm(url)
  return { ...lead, email, name, cookie }
}
