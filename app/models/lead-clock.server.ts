import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import type { LeadEventType } from '~/lib/lead-events'
import { leadReference } from '~/lib/lead-reference'
import { CLOSED_STATUSES } from '~/lib/lead-status'
import { logger } from '~/logger.server'
import { db } from './db.server'
import { queueMail, type QueuedMail } from './mail-outbox.server'

// The reply clock's duties (docs/product.md, "Leads"): one alert for each wait that passes the reply
// target, and one morning digest a day for each member of staff. Several instances may look at once:
// whoever records the alert or the digest first sends it, in the same transaction; the others find it
// recorded and send nothing.

/** How many breached leads one look handles; the next look takes the rest. */
const ALERTS_PER_LOOK = 50

export interface Recipient {
  id: number
  name: string
  email: string
}

/** The mail that tells `to` about a lead past the target, composed by the service. */
export type AlertMail = (lead: BreachedLead, to: Recipient[]) => QueuedMail[]

export interface BreachedLead {
  id: number
  reference: string
  name: string
  waiting_since: string
  owner_id: number | null
  /** The newest inquiry on the lead; a lead opened by mail, or by staff from a mail, has none. */
  inquiry: { kind: string; id: number } | null
}

async function recipientsFor(trx: Transaction<Database>, ownerId: number | null): Promise<Recipient[]> {
  const staff = await trx.selectFrom('staff').select(['id', 'name', 'email', 'role']).execute()
  const owner = staff.filter((member) => member.id === ownerId)
  const admins = staff.filter((member) => member.role === 'admin')
  const chosen = owner.length ? owner : admins.length ? admins : staff
  return chosen.map((member) => ({ id: Number(member.id), name: member.name, email: member.email }))
}

/** Raises one lead's alert in its own transaction; false when another look raised it first. */
async function raiseAlert(
  lead: { id: number; name: string; created_at: string; waiting_since: string; owner_id: number | null },
  compose: AlertMail,
  now: Date,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .updateTable('leads')
        .set({ alerted_for: lead.waiting_since })
        .where('id', '=', lead.id)
        .where('waiting_since', '=', lead.waiting_since)
        .where((eb) => eb.or([eb('alerted_for', 'is', null), eb('alerted_for', '!=', lead.waiting_since)]))
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) return false
      const inquiry = await trx
        .selectFrom('lead_events')
        .select(['inquiry_kind', 'inquiry_id'])
        .where('lead_id', '=', lead.id)
        .where('type', '=', 'inquiry')
        .orderBy('id', 'desc')
        .executeTakeFirst()
      const to = await recipientsFor(trx, lead.owner_id)
      const breached: BreachedLead = {
        id: lead.id,
        reference: leadReference({ id: lead.id, created_at: lead.created_at }),
        name: lead.name,
        waiting_since: lead.waiting_since,
        owner_id: lead.owner_id,
        inquiry:
          inquiry?.inquiry_kind && inquiry.inquiry_id !== null
            ? { kind: inquiry.inquiry_kind, id: Number(inquiry.inquiry_id) }
            : null,
      }
      await queueMail(trx, compose(breached, to))
      await trx
        .insertInto('lead_events')
        .values({
          lead_id: lead.id,
          type: 'alert' satisfies LeadEventType,
          data: JSON.stringify({ waiting_since: lead.waiting_since, to: to.map((member) => member.name) }),
          created_at: now.toISOString(),
        })
        .execute()
      return true
    })
}

/**
 * Raises the alert of every lead whose current wait began at or before `deadline` and has not been
 * alerted: records it on the lead (only if its wait is still the same), adds an "alert" event and queues
 * the mail `compose` writes, all in one transaction per lead. A lead that cannot be alerted is logged
 * and left out (`failed`), never holding up the others; `skip` leaves out those that failed before, so
 * that they cannot fill every look. Answers how many were raised here.
 */
export async function raiseReplyAlerts(
  deadline: Date,
  compose: AlertMail,
  now = new Date(),
  skip: readonly number[] = [],
): Promise<{ raised: number; failed: number[] }> {
  let query = db()
    .selectFrom('leads')
    .select(['id', 'name', 'created_at', 'waiting_since', 'owner_id'])
    .where('waiting_since', 'is not', null)
    .where('waiting_since', '<=', deadline.toISOString())
    .where('status', 'not in', CLOSED_STATUSES)
    .where((eb) => eb.or([eb('alerted_for', 'is', null), eb('alerted_for', '!=', eb.ref('waiting_since'))]))
  if (skip.length) query = query.where('id', 'not in', [...skip])
  const due = await query.orderBy('waiting_since').limit(ALERTS_PER_LOOK).execute()
  let raised = 0
  const failed: number[] = []
  for (const lead of due) {
    const row = { ...lead, id: Number(lead.id), waiting_since: lead.waiting_since! }
    try {
      if (await raiseAlert(row, compose, now)) raised++
    } catch (error) {
      logger.error(
        { err: error, lead: row.id },
        'reply clock: a lead could not be alerted, going on with the others',
      )
      failed.push(row.id)
    }
  }
  return { raised, failed }
}

export interface DigestLead {
  id: number
  reference: string
  name: string
  waiting_since: string | null
  next_action_at: string | null
  next_action_text: string | null
}

export interface Digest {
  overdue: DigestLead[]
  waiting: DigestLead[]
  actions: DigestLead[]
}

/** What one member's digest holds: their leads past the target, their others waiting, actions due by `today`. */
export async function digestOf(staffId: number, deadline: Date, today: string): Promise<Digest> {
  const rows = await db()
    .selectFrom('leads')
    .select(['id', 'name', 'created_at', 'waiting_since', 'next_action_at', 'next_action_text'])
    .where('owner_id', '=', staffId)
    .where('status', 'not in', CLOSED_STATUSES)
    .where((eb) => eb.or([eb('waiting_since', 'is not', null), eb('next_action_at', '<=', today)]))
    .orderBy('waiting_since')
    .limit(200)
    .execute()
  const leads = rows.map((row) => ({
    ...row,
    id: Number(row.id),
    reference: leadReference({ id: Number(row.id), created_at: row.created_at }),
  }))
  const cutoff = deadline.toISOString()
  return {
    overdue: leads.filter((lead) => lead.waiting_since !== null && lead.waiting_since <= cutoff),
    waiting: leads.filter((lead) => lead.waiting_since !== null && lead.waiting_since > cutoff),
    actions: leads.filter((lead) => lead.next_action_at !== null && lead.next_action_at <= today),
  }
}

/**
 * The members of staff whose digest of `day` is not recorded yet: after the first look of the morning,
 * the clock's every-minute look finds nobody and computes no digest again.
 */
export async function listAwaitingDigest(day: string): Promise<Recipient[]> {
  const rows = await db()
    .selectFrom('staff')
    .select(['id', 'name', 'email'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lead_digests')
            .select('lead_digests.staff_id')
            .whereRef('lead_digests.staff_id', '=', 'staff.id')
            .where('lead_digests.day', '=', day),
        ),
      ),
    )
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}

/**
 * Records `staffId`'s digest of `day` and queues its mail in one transaction; false when it was already
 * recorded (another instance, or an earlier look, sent it).
 */
export async function recordDigest(staffId: number, day: string, mail: QueuedMail[], now = new Date()) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const recorded = await trx
        .insertInto('lead_digests')
        .values({ staff_id: staffId, day, sent_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['staff_id', 'day']).doNothing())
        .executeTakeFirst()
      if (Number(recorded.numInsertedOrUpdatedRows ?? 0) !== 1) return false
      await queueMail(trx, mail)
      return true
    })
}
