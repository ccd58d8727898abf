import { expect } from 'vitest'
import type { DatabaseHandle } from '@db/client'
import { leadReference } from '../app/lib/lead-reference'
import { call } from './api'
import { contactMessageInput } from './inquiries'
import { waitFor } from './wait'

/** The lead an inquiry joined, read through its "inquiry" event: its number and reference. */
export async function leadOf(handle: DatabaseHandle, kind: string, inquiryId: number) {
  const lead = await handle.db
    .selectFrom('lead_events')
    .innerJoin('leads', 'leads.id', 'lead_events.lead_id')
    .select(['leads.id', 'leads.created_at'])
    .where('inquiry_kind', '=', kind)
    .where('inquiry_id', '=', inquiryId)
    .executeTakeFirstOrThrow()
  const id = Number(lead.id)
  return { id, reference: leadReference({ id, created_at: lead.created_at }) }
}

/**
 * A traveller who wrote through the contact form (the API): their lead, name and address, and the
 * acknowledgement Tembo sent them, once it has gone (its Message-ID is what their answer cites).
 */
export async function contactTraveller(url: string, handle: DatabaseHandle, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@traveller.example`
  const sent = await call<{ id: number }>(url, '/api/bookings/message', {
    json: contactMessageInput({ name, email }),
  })
  expect(sent.status).toBe(201)
  const lead = await leadOf(handle, 'message', sent.body.id)
  const ack = await waitFor(
    () =>
      handle.db
        .selectFrom('mail_outbox')
        .select(['id', 'message_id', 'subject', 'status'])
        .where('lead_id', '=', lead.id)
        .where('purpose', '=', 'acknowledgement')
        .executeTakeFirst(),
    (mail) => Boolean(mail?.message_id && mail.status === 'sent'),
  )
  return { ...lead, name, email, ack: ack! }
}
