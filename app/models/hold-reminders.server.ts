import type { HoldReminder } from '~/lib/reservations'
import { db } from './db.server'
import { queueMail, type QueuedMail } from './mail-outbox.server'

// A hold's reminders (docs/product.md, "Reservations"): the holds whose last day is near, and the row
// that claims each reminder with its mail, so it goes once on any number of instances.

/** Holds whose last day is between these days, not of a cancelled booking: the reminders' candidates. */
export async function listHolds(from: string, to: string) {
  const rows = await db()
    .selectFrom('reservations')
    .innerJoin('proposals', 'proposals.id', 'reservations.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select([
      'reservations.id',
      'reservations.proposal_id',
      'reservations.service',
      'reservations.hold_until',
      'leads.id as lead_id',
      'leads.name as lead_name',
      'leads.created_at as lead_created_at',
    ])
    .where('reservations.status', '=', 'held')
    .where('reservations.hold_until', '>=', from)
    .where('reservations.hold_until', '<=', to)
    .orderBy('reservations.hold_until')
    .limit(500)
    .execute()
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    proposal_id: Number(row.proposal_id),
    lead_id: Number(row.lead_id),
    hold_until: row.hold_until!,
  }))
}

/**
 * Claims a hold's reminder and queues its mail in one transaction: false when it was claimed before
 * (another instance, an earlier look), so it goes once.
 */
export async function claimHoldReminder(
  reservationId: number,
  kind: HoldReminder,
  holdUntil: string,
  mails: QueuedMail[],
  at: string,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('reservation_reminders')
        .values({ reservation_id: reservationId, kind, hold_until: holdUntil, sent_at: at })
        .onConflict((conflict) => conflict.columns(['reservation_id', 'kind', 'hold_until']).doNothing())
        .returning('reservation_id')
        .execute()
      if (!claimed.length) return false
      await queueMail(trx, mails)
      return true
    })
}
