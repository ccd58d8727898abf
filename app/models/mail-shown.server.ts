import type { ExpressionBuilder } from 'kysely'
import type { Database } from '@db/schema'
import { db } from './db.server'

// The outbox as the back-office reads it (app/models/mail-outbox.server.ts is the worker's side): a mail
// as staff see it, the mail of one inquiry, and the mail problems page's list.

/** What the back-office shows of a mail: what it is, to whom, and how its delivery stands. */
export const MAIL_SHOWN = [
  'id',
  'purpose',
  'to_address',
  'subject',
  'status',
  'attempts',
  'last_error',
  'sent_at',
  'next_attempt_at',
  'created_at',
] as const

/** The mail about one inquiry, for the back-office and tests. */
export async function listMailForInquiry(kind: string, inquiryId: number) {
  return db()
    .selectFrom('mail_outbox')
    .select(MAIL_SHOWN)
    .where('inquiry_kind', '=', kind)
    .where('inquiry_id', '=', inquiryId)
    .orderBy('id')
    .execute()
}

/** Attempts after which a mail still retrying counts as a problem staff should see. */
export const LONG_RETRY_ATTEMPTS = 3

/**
 * Mail given up on, held after a restore, or still retrying after several attempts: what the mail
 * problems page lists, and the only mail staff may send again from it.
 */
export const isMailProblem = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.or([
    eb('status', 'in', ['failed', 'held']),
    eb.and([eb('status', '=', 'pending'), eb('attempts', '>=', LONG_RETRY_ATTEMPTS)]),
  ])

const problems = () => db().selectFrom('mail_outbox').where(isMailProblem)

export async function countMailProblems(): Promise<number> {
  const row = await problems()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** A page of mail problems, the most recently tried first. */
export async function listMailProblems(page: { limit: number; offset: number }) {
  return problems()
    .select([
      'id',
      'purpose',
      'inquiry_kind',
      'inquiry_id',
      'to_address',
      'subject',
      'status',
      'attempts',
      'last_error',
      'next_attempt_at',
      'created_at',
    ])
    .orderBy('next_attempt_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}
