import type { Kysely, Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { db } from './db.server'

// The audit trail (docs/product.md, "The team"): who did what, when and from which address. Written in
// the same transaction as the change it records where there is one; never changed afterwards. Entries
// name travellers only by what is left after an erasure (counts and references), never by their data.

export interface AuditEntry {
  actor: { id: number; email: string } | null
  /** For a failed sign-in: the address typed */
  actorEmail?: string
  action: string
  subject?: string
  detail?: Record<string, unknown>
  address?: string | null
}

export async function recordAudit(entry: AuditEntry, trx: Kysely<Database> = db(), at = new Date()) {
  await trx
    .insertInto('audit_log')
    .values({
      at: at.toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: (entry.actor?.email ?? entry.actorEmail ?? null)?.slice(0, 254) ?? null,
      action: entry.action,
      subject: entry.subject?.slice(0, 500) ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      address: entry.address?.slice(0, 100) ?? null,
    })
    .execute()
}

export interface AuditFilter {
  action?: string
  actorId?: number
  /** Days, as YYYY-MM-DD, inclusive, in UTC */
  from?: string
  to?: string
}

/**
 * One page of the trail, newest first, with whether another follows (read one row beyond the page, so
 * no count of the whole trail is needed).
 */
export async function listAudit(filter: AuditFilter, page: number, pageSize: number) {
  let query = db().selectFrom('audit_log').selectAll()
  if (filter.action) query = query.where('action', '=', filter.action)
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId)
  if (filter.from) query = query.where('at', '>=', `${filter.from}T00:00:00.000Z`)
  if (filter.to) query = query.where('at', '<=', `${filter.to}T23:59:59.999Z`)
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute()
  return { rows: rows.slice(0, pageSize), hasNext: rows.length > pageSize }
}

/** Entries that name a traveller's address in their detail (a resend, a sorted mail attached): which keys. */
const ADDRESS_DETAILS: Record<string, string[]> = {
  'mail-resent': ['from', 'to'],
  'mail-readdressed': ['from', 'to'],
  'mail-attached': ['address'],
  'mail-attached-known': ['address'],
}

/**
 * An erasure of the leads with these references: their entries keep what happened and when, without
 * the traveller's addresses.
 */
export async function forgetTrailAddresses(trx: Transaction<Database>, references: string[]) {
  if (!references.length) return
  const entries = await trx
    .selectFrom('audit_log')
    .select(['id', 'action', 'detail'])
    .where('action', 'in', Object.keys(ADDRESS_DETAILS))
    .where('subject', 'in', references)
    .execute()
  for (const entry of entries) {
    const detail = JSON.parse(entry.detail ?? '{}') as Record<string, unknown>
    for (const key of ADDRESS_DETAILS[entry.action] ?? []) delete detail[key]
    await trx
      .updateTable('audit_log')
      .set({ detail: JSON.stringify({ ...detail, erased: true }) })
      .where('id', '=', entry.id)
      .execute()
  }
}
