import type { Kysely, Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { db } from './db.server'
import { outboxRows, queueMail, type QueuedMail } from './mail-outbox.server'
import { hashSecret, leadEvent } from './proposals.server'
import { listReservations, RESERVATION_COLUMNS, type ReservationRow } from './reservations.server'

// A reservation asked of its supplier and answered (docs/product.md, "Reservations"): the request mail
// with its one-use link, the supplier's answer through the link or recorded by staff from a mail or a
// call, and the cancellation of a booking's reservations (one mail per supplier). Every change is on the
// lead's timeline, in the transaction of the change. A hold's reminders: hold-reminders.server.ts.

export type SupplierAnswer =
  | { answer: 'confirm'; reference: string }
  | { answer: 'hold'; until: string }
  | { answer: 'decline'; reason: string }

/** A reservation's booking: its lead, for the timeline and the owner. */
async function leadOf(trx: Kysely<Database>, proposalId: number) {
  return trx
    .selectFrom('proposals')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select(['leads.id', 'leads.name', 'leads.created_at', 'leads.owner_id'])
    .where('proposals.id', '=', proposalId)
    .executeTakeFirstOrThrow()
}

export interface RequestMail {
  (
    reservation: ReservationRow,
    secret: string,
    lead: { id: number; name: string; created_at: string },
  ): QueuedMail
}

/**
 * Requests these reservations of a booking (to request, or declined and asked again) whose supplier has
 * an address: each gets a new link and one mail. Answers the services requested; the rest are left as
 * they were.
 */
export async function requestReservations(
  proposalId: number,
  ids: readonly number[],
  staffId: number,
  mail: RequestMail,
  newSecret: () => string,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const at = new Date().toISOString()
      const lead = await leadOf(trx, proposalId)
      const asked = (await listReservations(proposalId, trx)).filter(
        (row) =>
          ids.includes(row.id) && ['to_request', 'declined'].includes(row.status) && row.supplier_email,
      )
      for (const reservation of asked) {
        const secret = newSecret()
        const [queued] = await trx
          .insertInto('mail_outbox')
          .values(outboxRows([mail(reservation, secret, { ...lead, id: Number(lead.id) })]))
          .returning('id')
          .execute()
        await trx
          .updateTable('reservations')
          .set({
            status: 'requested',
            token_hash: hashSecret(secret),
            request_mail_id: Number(queued!.id),
            requested_at: at,
            hold_until: null,
            decline_reason: null,
            updated_at: at,
          })
          .where('id', '=', reservation.id)
          .execute()
        await trx
          .insertInto('lead_events')
          .values(
            leadEvent(
              Number(lead.id),
              'reservation',
              staffId,
              { action: 'requested', service: reservation.service },
              at,
            ),
          )
          .execute()
      }
      return asked.map((reservation) => reservation.service)
    })
}

/** The reservation a supplier's link names, with its booking; undefined when it is no link of ours. */
export async function findReservationByLink(secret: string) {
  const row = await db()
    .selectFrom('reservations')
    .innerJoin('suppliers', 'suppliers.id', 'reservations.supplier_id')
    .innerJoin('proposals', 'proposals.id', 'reservations.proposal_id')
    .innerJoin('leads', 'leads.id', 'proposals.lead_id')
    .select([
      ...RESERVATION_COLUMNS,
      'leads.id as lead_id',
      'leads.name as lead_name',
      'leads.created_at as lead_created_at',
    ])
    .where('reservations.token_hash', '=', hashSecret(secret))
    .executeTakeFirst()
  return row && { ...row, id: Number(row.id), childAges: JSON.parse(row.child_ages) as number[] }
}

/** What the answer writes on the reservation. */
const answerSet = (answer: SupplierAnswer, via: 'link' | 'staff', at: string) => ({
  status:
    answer.answer === 'confirm'
      ? ('confirmed' as const)
      : answer.answer === 'hold'
        ? ('held' as const)
        : ('declined' as const),
  supplier_ref: answer.answer === 'confirm' ? answer.reference : null,
  hold_until: answer.answer === 'hold' ? answer.until : null,
  decline_reason: answer.answer === 'decline' ? answer.reason : null,
  answered_at: at,
  answered_via: via,
  updated_at: at,
})

/** Staff told of a declined reservation: the owner's next action is to find another. */
export type DeclineNotice = (
  reservation: { service: string; reason: string },
  lead: { id: number; name: string; created_at: string },
) => QueuedMail[]

async function recordAnswer(
  trx: Transaction<Database>,
  reservation: { id: number; proposal_id: number; service: string },
  answer: SupplierAnswer,
  via: 'link' | 'staff',
  staffId: number | null,
  notice: DeclineNotice,
) {
  const at = new Date().toISOString()
  const lead = await leadOf(trx, reservation.proposal_id)
  await trx
    .updateTable('reservations')
    .set(answerSet(answer, via, at))
    .where('id', '=', reservation.id)
    .execute()
  await trx
    .insertInto('lead_events')
    .values(
      leadEvent(
        Number(lead.id),
        'reservation',
        staffId,
        {
          action: answer.answer === 'confirm' ? 'confirmed' : answer.answer === 'hold' ? 'held' : 'declined',
          service: reservation.service,
          via,
          ...(answer.answer === 'confirm' ? { reference: answer.reference } : {}),
          ...(answer.answer === 'hold' ? { until: answer.until } : {}),
          ...(answer.answer === 'decline' ? { reason: answer.reason } : {}),
        },
        at,
      ),
    )
    .execute()
  if (answer.answer === 'decline') {
    // On the owner's list: the booking's next action is to find another, due now.
    const text = `Find an alternative to ${reservation.service}`.slice(0, 200)
    await trx
      .updateTable('leads')
      .set({ next_action_text: text, next_action_at: at, last_activity_at: at })
      .where('id', '=', Number(lead.id))
      .execute()
    await queueMail(
      trx,
      notice({ service: reservation.service, reason: answer.reason }, { ...lead, id: Number(lead.id) }),
    )
  }
}

/**
 * The supplier's answer through their link: 'saved'; 'closed' when the reservation takes no answer now
 * (answered for good, or cancelled); undefined when it is no link of ours. A hold may be followed by
 * its confirmation or decline through the same link; a confirmation or a decline ends it.
 */
export async function answerByLink(secret: string, answer: SupplierAnswer, notice: DeclineNotice) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const found = await trx
        .selectFrom('reservations')
        .select(['id', 'proposal_id', 'service', 'status'])
        .where('token_hash', '=', hashSecret(secret))
        .executeTakeFirst()
      if (!found) return undefined
      // Claimed by the update itself: two answers at once, on one instance or two, record one.
      const open = await trx
        .updateTable('reservations')
        .set({ updated_at: new Date().toISOString() })
        .where('id', '=', Number(found.id))
        .where('status', 'in', ['requested', 'held'])
        .executeTakeFirst()
      if (!Number(open.numUpdatedRows)) return 'closed' as const
      await recordAnswer(
        trx,
        { ...found, id: Number(found.id), proposal_id: Number(found.proposal_id) },
        answer,
        'link',
        null,
        notice,
      )
      return 'saved' as const
    })
}

/** Staff record a supplier's answer from a mail or a call; false when the reservation is cancelled. */
export async function recordAnswerByStaff(
  proposalId: number,
  id: number,
  answer: SupplierAnswer,
  staffId: number,
  notice: DeclineNotice,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const found = await trx
        .selectFrom('reservations')
        .select(['id', 'proposal_id', 'service'])
        .where('id', '=', id)
        .where('proposal_id', '=', proposalId)
        .where('status', '!=', 'cancelled')
        .executeTakeFirst()
      if (!found) return false
      await recordAnswer(
        trx,
        { ...found, id: Number(found.id), proposal_id: Number(found.proposal_id) },
        answer,
        'staff',
        staffId,
        notice,
      )
      return true
    })
}

/**
 * Cancels every reservation of a booking not cancelled yet, with one mail to each supplier that had
 * been asked (`mail` gets that supplier's reservations); answers how many were cancelled.
 */
export async function cancelReservations(
  proposalId: number,
  staffId: number,
  mail: (asked: ReservationRow[]) => QueuedMail,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const at = new Date().toISOString()
      const lead = await leadOf(trx, proposalId)
      const live = (await listReservations(proposalId, trx)).filter((row) => row.status !== 'cancelled')
      if (!live.length) return 0
      await trx
        .updateTable('reservations')
        .set({ status: 'cancelled', updated_at: at })
        .where(
          'id',
          'in',
          live.map((row) => row.id),
        )
        .execute()
      const asked = live.filter(
        (row) => row.status !== 'to_request' && row.status !== 'declined' && row.supplier_email,
      )
      const bySupplier = Map.groupBy(asked, (row) => row.supplier_id)
      await queueMail(trx, [...bySupplier.values()].map(mail))
      await trx
        .insertInto('lead_events')
        .values(
          leadEvent(
            Number(lead.id),
            'reservation',
            staffId,
            { action: 'cancelled', count: live.length, suppliers: bySupplier.size },
            at,
          ),
        )
        .execute()
      return live.length
    })
}
