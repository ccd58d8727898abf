import { BOUNCED } from '~/lib/mail-status'
import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import type { LeadEventType } from '~/lib/lead-events'
import type { InboundKind } from '~/lib/inbound-mail'
import type { SenderCheck } from '~/lib/sender-check'
import { db, isUniqueViolation } from './db.server'
import { matchLead, type Match, type MatchLimits } from './mail-matching.server'
import { queueMail, type QueuedMail } from './mail-outbox.server'

// A message read from the operator's mailbox, as Tembo stores it (docs/product.md, "Two-way mail"):
// each message once, by its Message-ID, on the lead it answers. Who reads the mailbox and where it
// stopped: mail-reader-claim.server.ts; the stored messages as pages show them: mail-received.server.ts.

export interface InboundMail {
  messageId: string
  kind: InboundKind
  fromAddress: string
  fromName: string | null
  subject: string
  text: string
  html: string | null
  inReplyTo: string | null
  /** In-Reply-To and References together, oldest first */
  thread: string[]
  sentAt: string | null
  /** A bounce: the Message-ID of the mail it says could not be delivered */
  bouncedMessageId: string | null
  /** A bounce: the receiving server's reason */
  bounceReason: string | null
  /** Whether the operator's receiving server verified the sender (app/lib/sender-check.ts) */
  senderCheck: SenderCheck
  /** What that server said, or why nothing was trusted */
  senderCheckNote: string
  attachments: {
    filename: string
    contentType: string
    size: number
    storedAs: string | null
    refused: string | null
    /** The file, when kept */
    bytes: Buffer | null
  }[]
}

export type StoredInbound =
  | { stored: false }
  | { stored: true; id: number; leadId: number | null; matchedBy: string | null; sorting: string | null }

/** Tells the owner that their traveller wrote; none when the lead has no owner. */
export type OwnerNotice = (
  lead: { id: number; name: string; created_at: string },
  owner: { name: string; email: string },
  mail: Pick<InboundMail, 'subject'>,
) => QueuedMail

/**
 * The lead waits for staff again, from now unless it already was; its owner is told, unless the owner
 * is who put the message there (`quietFor`).
 */
export async function travellerWrote(
  trx: Transaction<Database>,
  leadId: number,
  mail: Pick<InboundMail, 'subject'>,
  notice: OwnerNotice,
  at: string,
  options: { quietFor?: number } = {},
) {
  const lead = await trx
    .selectFrom('leads')
    .leftJoin('staff', 'staff.id', 'leads.owner_id')
    .select([
      'leads.id',
      'leads.name',
      'leads.created_at',
      'leads.waiting_since',
      'leads.owner_id',
      'staff.name as owner_name',
      'staff.email as owner_email',
    ])
    .where('leads.id', '=', leadId)
    .executeTakeFirstOrThrow()
  await trx
    .updateTable('leads')
    .set({ waiting_since: lead.waiting_since ?? at, last_activity_at: at })
    .where('id', '=', leadId)
    .execute()
  if (lead.owner_email && lead.owner_id !== options.quietFor)
    await queueMail(trx, [
      notice(
        { id: Number(lead.id), name: lead.name, created_at: lead.created_at },
        { name: lead.owner_name ?? '', email: lead.owner_email },
        mail,
      ),
    ])
}

/**
 * Stores a message read from the mailbox, once: a second delivery of the same Message-ID stores
 * nothing. A person's message on a lead puts the lead back to waiting for staff (the reply clock starts
 * again from now) and tells its owner; a bounce marks the mail it reports as failed. A message that
 * waits in Mail to sort touches no lead (app/models/mail-matching.server.ts).
 */
export async function storeInbound(
  mail: InboundMail,
  notice: OwnerNotice,
  limits: MatchLimits,
  now = new Date(),
): Promise<StoredInbound> {
  const at = now.toISOString()
  try {
    return await db()
      .transaction()
      .execute(async (trx) => {
        const taken = await trx
          .selectFrom('mail_inbox')
          .select('id')
          .where('message_id', '=', mail.messageId)
          .executeTakeFirst()
        if (taken) return { stored: false as const }
        let bounced: { id: number; lead_id: number | null } | undefined
        if (mail.kind === 'bounce' && mail.bouncedMessageId) {
          const found = await trx
            .selectFrom('mail_outbox')
            .select(['id', 'lead_id'])
            .where('message_id', '=', mail.bouncedMessageId)
            .executeTakeFirst()
          bounced = found && {
            id: Number(found.id),
            lead_id: found.lead_id === null ? null : Number(found.lead_id),
          }
        }
        const match: Match = bounced?.lead_id
          ? { leadId: bounced.lead_id, matchedBy: 'thread', sorting: null }
          : await matchLead(trx, mail, now, limits)
        const row = await trx
          .insertInto('mail_inbox')
          .values({
            message_id: mail.messageId,
            lead_id: match.leadId,
            kind: mail.kind,
            matched_by: match.matchedBy,
            from_address: mail.fromAddress,
            from_name: mail.fromName,
            subject: mail.subject,
            body_text: mail.text,
            body_html: mail.html,
            in_reply_to: mail.inReplyTo,
            thread_references: mail.thread.length ? mail.thread.join(' ') : null,
            bounced_mail_id: bounced?.id ?? null,
            sent_at: mail.sentAt,
            received_at: at,
            sorting: match.sorting,
            sort_reason: match.sorting ? match.reason : null,
            claimed_lead_id: match.sorting ? match.claimedLeadId : null,
            sender_check: mail.senderCheck,
            sender_check_note: mail.senderCheckNote,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const id = Number(row.id)
        if (mail.attachments.length)
          await trx
            .insertInto('mail_attachments')
            .values(
              mail.attachments.map((file) => ({
                inbox_id: id,
                filename: file.filename,
                content_type: file.contentType,
                size: file.size,
                stored_as: file.storedAs,
                bytes: file.bytes,
                refused: file.refused,
              })),
            )
            .execute()
        if (bounced)
          await trx
            .updateTable('mail_outbox')
            .set({
              status: 'failed',
              last_error:
                `${BOUNCED} ${mail.bounceReason ?? 'the receiving server could not deliver it'}`.slice(
                  0,
                  500,
                ),
            })
            .where('id', '=', bounced.id)
            .execute()
        if (match.leadId !== null) {
          await trx
            .insertInto('lead_events')
            .values({
              lead_id: match.leadId,
              type: 'mail-in' satisfies LeadEventType,
              data: JSON.stringify({
                inbox: id,
                kind: mail.kind,
                from: mail.fromAddress,
                subject: mail.subject,
              }),
              created_at: at,
            })
            .execute()
          if (mail.kind === 'reply') await travellerWrote(trx, match.leadId, mail, notice, at)
        }
        return {
          stored: true as const,
          id,
          leadId: match.leadId,
          matchedBy: match.matchedBy,
          sorting: match.sorting,
        }
      })
  } catch (error) {
    // Two readers at once (a claim that ran out mid-message): the other stored it.
    if (isUniqueViolation(error)) return { stored: false }
    throw error
  }
}
