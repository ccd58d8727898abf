import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Transaction } from 'kysely'
import type { Database, MailOutboxTable } from '@db/schema'
import { db } from '~/models/db.server'

// The outbox: mail committed with what it is about, then sent by a worker in each instance
// (app/services/mail-sender.server.ts). A mail is claimed for a lease before it is worked on, and its claim is
// renewed just before each attempt, so that no other instance can take it while a send is under way.

export type QueuedMail = Pick<
  Insertable<MailOutboxTable>,
  | 'purpose'
  | 'inquiry_kind'
  | 'inquiry_id'
  | 'to_address'
  | 'reply_to'
  | 'subject'
  | 'body'
  | 'message_id'
  | 'recipient_key'
  | 'lead_id'
  | 'in_reply_to'
  | 'thread_references'
  | 'from_name'
  | 'attachment'
>

export type OutboxMail = Awaited<ReturnType<typeof claimDueMail>>[number]

/** A mail no worker holds at `now`: never claimed, or its lease has run out. */
export const unclaimedAt = (now: string) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)])

/** The outbox rows of mail due at once. */
export function outboxRows(mails: QueuedMail[]): Insertable<MailOutboxTable>[] {
  const now = new Date().toISOString()
  return mails.map((mail) => ({
    ...mail,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  }))
}

/** Adds mail to the outbox inside the caller's transaction, due at once. */
export async function queueMail(
  trx: Transaction<Database> | Kysely<Database>,
  mails: QueuedMail[],
): Promise<void> {
  if (mails.length === 0) return
  await trx.insertInto('mail_outbox').values(outboxRows(mails)).execute()
}

/** Which acknowledgements to count (acknowledgementsCount). */
export interface AcknowledgementsAsked {
  recipientKey: string
  since: Date
  /** Counting stops here: the limit, the most that ever needs telling apart. */
  enough: number
}

/**
 * Acknowledgements queued for a mailbox (its recipient_key) since `since`, counted up to `enough`, as an
 * expression a statement can carry (an inquiry's insert does, a round trip fewer): a read of at most
 * that many index entries, and no lock taken.
 */
export function acknowledgementsCount({ recipientKey, since, enough }: AcknowledgementsAsked) {
  return sql<
    number | string
  >`(select count(*) from (select 1 from mail_outbox where recipient_key = ${recipientKey} and created_at >= ${since.toISOString()} limit ${enough}) as recent)`
}

/**
 * A mail `workerId` may take: one whose last attempt ended (or never began), one it began itself, or,
 * when `lapsedBefore` is given, one whose sender has said nothing since then (it has stopped, and can no
 * longer record a send the mail server accepted). A mail another live instance began is left to it.
 */
const mayTake =
  (workerId: string, lapsedBefore: string | null) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.or([
      eb('attempt_started_at', 'is', null),
      eb('claimed_by', '=', workerId),
      ...(lapsedBefore === null
        ? []
        : [
            eb.not(
              eb.exists(
                eb
                  .selectFrom('instances')
                  .select('instances.id')
                  .whereRef('instances.id', '=', 'mail_outbox.claimed_by')
                  .where('instances.beat_at', '>=', lapsedBefore),
              ),
            ),
          ]),
    ])

/**
 * Claims up to `limit` due mails for one worker, for `leaseMs`. One conditional update: a mail another
 * worker holds (or took a moment ago) is skipped, so with several instances each mail has one holder.
 * A mail whose send has an unknown outcome is taken from another instance only as `mayTake` says
 * (docs/decisions/028-mail-takeover.md).
 */
export async function claimDueMail(
  workerId: string,
  limit: number,
  leaseMs: number,
  lapsedBefore: string | null,
) {
  const now = new Date()
  const nowText = now.toISOString()
  const rows = await db()
    .updateTable('mail_outbox')
    .set({ claimed_by: workerId, claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowText)
        .where(unclaimedAt(nowText))
        .where(mayTake(workerId, lapsedBefore))
        .orderBy('next_attempt_at')
        .limit(limit),
    )
    // Checked again on the row itself: another worker may have claimed it since the candidates were read.
    .where('status', '=', 'pending')
    .where(unclaimedAt(nowText))
    .where(mayTake(workerId, lapsedBefore))
    .returningAll()
    .execute()
  return rows.sort((a, b) => a.id - b.id)
}

/**
 * Renews this worker's claim on one mail just before an attempt, and records that the attempt began
 * (with the Message-ID it will carry). An earlier attempt that began and has no outcome (its sender
 * crashed) is counted now, so a mail that keeps crashing its sender still runs out of attempts. False
 * when the claim was lost, e.g. to another instance after the lease ran out: then this worker must not
 * send it.
 */
export async function beginAttempt(
  id: number,
  workerId: string,
  leaseMs: number,
  messageId: string,
): Promise<boolean> {
  const now = new Date()
  const result = await db()
    .updateTable('mail_outbox')
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempt_started_at: now.toISOString(),
      attempts: eb(
        'attempts',
        '+',
        eb.case().when('attempt_started_at', 'is not', null).then(1).else(0).end(),
      ),
      message_id: eb.fn.coalesce('message_id', eb.val(messageId)),
    }))
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Records a delivery with the headers that left; a second record of the same delivery changes nothing. */
export async function markMailSent(id: number, headers: string): Promise<void> {
  await db()
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      sent_headers: headers,
      sent_at: new Date().toISOString(),
      claimed_until: null,
      attempt_started_at: null,
      last_error: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute()
}

/**
 * Records a failed attempt: the mail is tried again at `retryAt`, or given up on when that is null.
 * A mail given up on that needs an alert gets it in the same transaction, once.
 */
export async function markMailFailed(
  id: number,
  error: string,
  retryAt: Date | null,
  alert?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('mail_outbox')
        .set((eb) => ({
          status: retryAt ? 'pending' : 'failed',
          attempts: eb('attempts', '+', 1),
          last_error: error.slice(0, 1000),
          next_attempt_at: (retryAt ?? new Date()).toISOString(),
          claimed_until: null,
          attempt_started_at: null,
        }))
        .where('id', '=', id)
        .execute()
      if (retryAt || !alert) return
      const marked = await trx
        .updateTable('mail_outbox')
        .set({ alerted_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('alerted_at', 'is', null)
        .executeTakeFirst()
      if (Number(marked.numUpdatedRows) === 1) await alert(trx)
    })
}

/** Gives back the claims of a worker that is stopping, for mails it had not started on. */
export async function releaseClaims(workerId: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db()
    .updateTable('mail_outbox')
    .set({ claimed_by: null, claimed_until: null })
    .where('id', 'in', ids)
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'pending')
    .execute()
}
