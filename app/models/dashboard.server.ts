import { db } from '~/models/db.server'
import { INQUIRY_KINDS, type InquiryKind } from '~/inquiries'
import { inquiryTableOf, inquiryTables } from './inquiries.server'

// What the back-office dashboard shows: how much came in, what is new to each staff member, what is
// unread, and the newest inquiries of every kind in one list.

/** When a staff member last opened each list; a list never opened is absent. */
export async function getSeenTimes(staffId: number): Promise<Partial<Record<InquiryKind, string>>> {
  const rows = await db()
    .selectFrom('staff_seen')
    .select(['kind', 'seen_at'])
    .where('staff_id', '=', staffId)
    .execute()
  return Object.fromEntries(rows.map((row) => [row.kind, row.seen_at]))
}

/** Records that a staff member has just looked at a list. */
export async function markSeen(staffId: number, kind: InquiryKind): Promise<void> {
  const seenAt = new Date().toISOString()
  await db()
    .insertInto('staff_seen')
    .values({ staff_id: staffId, kind, seen_at: seenAt })
    .onConflict((conflict) => conflict.columns(['staff_id', 'kind']).doUpdateSet({ seen_at: seenAt }))
    .execute()
}

export interface KindCounts {
  kind: InquiryKind
  total: number
  /** Arrived since the staff member last opened this list (all of them if never). */
  fresh: number
}

async function countOf(kind: InquiryKind, since?: string): Promise<number> {
  let query = inquiryTables()
    .selectFrom(inquiryTableOf(kind))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
  if (since) query = query.where('created_at', '>', since)
  return Number((await query.executeTakeFirstOrThrow()).count)
}

export async function countByKind(staffId: number): Promise<KindCounts[]> {
  const seen = await getSeenTimes(staffId)
  return Promise.all(
    INQUIRY_KINDS.map(async (kind) => {
      const since = seen[kind]
      const [total, fresh] = await Promise.all([countOf(kind), since ? countOf(kind, since) : null])
      return { kind, total, fresh: fresh ?? total }
    }),
  )
}

export interface RecentInquiry {
  kind: InquiryKind
  id: number
  name: string
  email: string
  created_at: string
}

/** The newest inquiries of all kinds together, newest first: the newest `limit` of each, merged. */
export async function listRecentInquiries(limit: number): Promise<RecentInquiry[]> {
  const perKind = await Promise.all(
    INQUIRY_KINDS.map(async (kind) => {
      const rows = await inquiryTables()
        .selectFrom(inquiryTableOf(kind))
        .select(['id', 'name', 'email', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
      return rows.map((row) => ({ kind, ...row, id: Number(row.id) }))
    }),
  )
  return perKind
    .flat()
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, limit)
}
