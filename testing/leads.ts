import type { DatabaseHandle } from '@db/client'
import { leadReference } from '../app/lib/lead-reference'

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
