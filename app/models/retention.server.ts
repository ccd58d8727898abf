import { db } from './db.server'
import { eraseLeads, type Erased } from './erasure.server'

// The retention rule (docs/product.md, "A traveller's rights"): closed leads are erased once they are
// older than RETENTION_MONTHS, a batch at a time (app/services/privacy.server.ts runs it).

/** The retention rule: up to `limit` leads closed before `cutoff` and not yet erased are erased. */
export async function eraseClosedLeads(cutoff: Date, limit: number, now = new Date()): Promise<Erased> {
  const leads = await db()
    .selectFrom('leads')
    .select('id')
    .where('closed_at', '<', cutoff.toISOString())
    .where('erased_at', 'is', null)
    .orderBy('closed_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return eraseLeads(
    leads.map((lead) => Number(lead.id)),
    now,
  )
}
