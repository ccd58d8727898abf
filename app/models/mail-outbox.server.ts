import type { Insertable, Kysely, Transaction } from 'kysely'
import type { Database, MailOutboxTable } from '@db/schema'
import { db } from '~/services/db.server'

export type QueuedMail = Pick<
  Insertable<MailOutboxTable>,
  'purpose' | 'inquiry_kind' | 'inquiry_id' | 'to_address' | 'reply_to' | 'subject' | 'body'
>

/** Adds mail to the outbox inside the caller's transaction, due at once. */
export async function queueMail(
  trx: Transaction<Database> | Kysely<Database>,
  mails: QueuedMail[],
): Promise<void> {
  const now = new Date().toISOString()
  if (mails.length === 0) return
  await trx
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        ...mail,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute()
}

/**
 * Claims up to `limit` due mails for one worker. Each claim is a conditional update that only one worker
 * can win, so with several instances on one database every mail is taken by exactly one of them.
 */
export async function claimDueMail(workerId: string, limit: number, leaseMs = 120_000) {
  const now = new Date()
  const nowText = now.toISOString()
  const candidates = await db()
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowText)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute()
  const claimed = []
  for (const { id } of candidates) {
    const result = await db()
      .updateTable('mail_outbox')
      .set({ claimed_by: workerId, claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]))
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) continue
    claimed.push(
      await db().selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    )
  }
  return claimed
}

export async function markMailSent(id: number): Promise<void> {
  await db()
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      sent_at: new Date().toISOString(),
      claimed_until: null,
      last_error: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute()
}

/** Records a failed attempt; the mail is tried again at `retryAt`, or given up on when that is null. */
export async function markMailFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
  await db()
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: retryAt ? 'pending' : 'failed',
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 1000),
      next_attempt_at: (retryAt ?? new Date()).toISOString(),
      claimed_until: null,
    }))
    .where('id', '=', id)
    .execute()
}

/** The mail about one inquiry, for the back-office and tests. */
export async function listMailForInquiry(kind: string, inquiryId: number) {
  return db()
    .selectFrom('mail_outbox')
    .select([
      'id',
      'purpose',
      'to_address',
      'subject',
      'status',
      'attempts',
      'last_error',
      'sent_at',
      'next_attempt_at',
    ])
    .where('inquiry_kind', '=', kind)
    .where('inquiry_id', '=', inquiryId)
    .orderBy('id')
    .execute()
}
