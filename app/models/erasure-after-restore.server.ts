import { inquiryKinds } from '~/inquiries'
import { db } from './db.server'
import { ERASED } from './erasure.server'
import { inquiryTables, inquiryTableOf } from './inquiries.server'
import { emailKey } from './leads.server'

// After a restore from an older backup, what is held again that was erased since: the erasure log
// (docs/decisions/021-erasure-and-restore.md) names addresses by their hash and leads by number, so
// these find which of them the database holds once more.

/** Leads among these not erased yet (after a restore from an older backup, say). */
export async function leadsNotErased(leadIds: number[]): Promise<number[]> {
  if (!leadIds.length) return []
  const rows = await db()
    .selectFrom('leads')
    .select('id')
    .where('id', 'in', leadIds)
    .where('erased_at', 'is', null)
    .execute()
  return rows.map((row) => Number(row.id))
}

/** Every address the database holds, as its key: the leads' and the inquiries'. */
export async function heldAddresses(): Promise<Set<string>> {
  const keys = new Set<string>()
  const leads = await db().selectFrom('leads').select('email_key').where('erased_at', 'is', null).execute()
  for (const lead of leads) keys.add(lead.email_key)
  for (const kind of inquiryKinds) {
    const rows = await inquiryTables()
      .selectFrom(inquiryTableOf(kind.key))
      .select('email')
      .where('email', '!=', ERASED)
      .execute()
    for (const row of rows) keys.add(emailKey(row.email))
  }
  return keys
}
