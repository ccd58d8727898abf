import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import type { LeadEventType } from '~/lib/lead-events'
import { TRAVELLER_MAIL_PURPOSES } from '~/lib/mail-status'
import { db, transactionWhileWaited } from './db.server'
import { MAIL_SHOWN } from './mail-shown.server'

// The mail of a lead: the acknowledgements and notices of its inquiries, and the replies staff write to
// the traveller from Tembo (docs/product.md, "Leads"). A reply threads under the mail the traveller last
// had from us, and the first one is the lead's first response.

/** How many earlier Message-IDs a reply's References carries (the newest ones). */
const THREAD_LENGTH = 10

export interface LeadReply {
  leadId: number
  staffId: number
  staffName: string
  replyTo: string
  subject: string
  body: string
}

/**
 * Where a mail to the lead's traveller goes in the conversation: under their newest inquiry (a lead that
 * began with an e-mail has none), following the mail they last had from us and what they wrote back, in
 * order. Answers the outbox columns that say so.
 */
export async function threadOfLead(trx: Transaction<Database>, leadId: number) {
  const inquiry = (await trx
    .selectFrom('lead_events')
    .select(['inquiry_kind', 'inquiry_id'])
    .where('lead_id', '=', leadId)
    .where('type', '=', 'inquiry')
    .orderBy('id', 'desc')
    .executeTakeFirst()) ?? { inquiry_kind: 'lead', inquiry_id: leadId }
  const ours = await trx
    .selectFrom('mail_outbox')
    .select(['message_id', 'created_at as at'])
    .where('lead_id', '=', leadId)
    .where('purpose', 'in', TRAVELLER_MAIL_PURPOSES)
    .where('message_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(THREAD_LENGTH)
    .execute()
  const theirs = await trx
    .selectFrom('mail_inbox')
    .select(['message_id', 'received_at as at'])
    .where('lead_id', '=', leadId)
    .where('kind', '=', 'reply')
    .orderBy('id', 'desc')
    .limit(THREAD_LENGTH)
    .execute()
  const ids = [...ours, ...theirs]
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(-THREAD_LENGTH)
    .map((mail) => mail.message_id!)
  return {
    inquiry_kind: inquiry.inquiry_kind!,
    inquiry_id: inquiry.inquiry_id!,
    in_reply_to: ids.at(-1) ?? null,
    thread_references: ids.length ? ids.join(' ') : null,
  }
}

/**
 * Queues a reply to the lead's traveller with its timeline event, in one transaction; the first reply
 * sets the lead's first-response time and moves it from New to Replied. Answers the mail's id, or
 * undefined when there is no such lead.
 */
export async function queueLeadReply(
  reply: LeadReply,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<number | undefined> {
  const at = now.toISOString()
  return transactionWhileWaited(signal, async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['email', 'status', 'first_response_at'])
      .where('id', '=', reply.leadId)
      .executeTakeFirst()
    if (!lead) return undefined
    const thread = await threadOfLead(trx, reply.leadId)
    const mail = await trx
      .insertInto('mail_outbox')
      .values({
        purpose: 'reply',
        ...thread,
        lead_id: reply.leadId,
        to_address: lead.email,
        reply_to: reply.replyTo,
        subject: reply.subject,
        body: reply.body,
        from_name: reply.staffName,
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const first = !lead.first_response_at
    const moves = lead.status === 'new'
    await trx
      .updateTable('leads')
      .set({
        waiting_since: null,
        last_activity_at: at,
        ...(first ? { first_response_at: at } : {}),
        ...(moves ? { status: 'replied' } : {}),
      })
      .where('id', '=', reply.leadId)
      .execute()
    const event = (type: LeadEventType, data: object) => ({
      lead_id: reply.leadId,
      type,
      staff_id: reply.staffId,
      data: JSON.stringify(data),
      created_at: at,
    })
    await trx
      .insertInto('lead_events')
      .values([
        event('reply', { mail_id: Number(mail.id), subject: reply.subject, first }),
        ...(moves ? [event('status', { from: 'new', to: 'replied', by_reply: true })] : []),
      ])
      .execute()
    return Number(mail.id)
  })
}

/** Every mail of a lead, oldest first, with its words as queued and sent, and its delivery. */
export function listLeadMail(leadId: number) {
  return db()
    .selectFrom('mail_outbox')
    .select([...MAIL_SHOWN, 'body', 'from_name', 'sent_headers'])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .limit(500)
    .execute()
}
