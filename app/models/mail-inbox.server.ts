import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import type { InboundKind } from '~/lib/inbound-mail'
import { leadIdInText } from '~/lib/lead-reference'
import { db, isUniqueViolation } from './db.server'
import { emailKey, findOpenLead } from './leads.server'
import { queueMail, type QueuedMail } from './mail-outbox.server'
import { findStaffByEmail, normaliseEmail } from './staff.server'

// The operator's mailbox as Tembo stores it (docs/product.md, "Two-way mail"): each message once, by
// its Message-ID, on the lead it answers; and where the one reader stopped in the mailbox.

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
  { stored: false } | { stored: true; id: number; leadId: number | null; matchedBy: string | null }

/** Tells the owner that their traveller wrote; none when the lead has no owner. */
export type OwnerNotice = (
  lead: { id: number; name: string; created_at: string },
  owner: { name: string; email: string },
  mail: InboundMail,
) => QueuedMail

/**
 * Mail that is not a traveller's: a copy of something Tembo sent (its Message-ID is in the outbox), or
 * a message from the operator's own address or a member of staff. The operator's inbox receives the
 * staff notices, alerts and digests Tembo sends, whose subjects carry a lead's reference; taken for the
 * traveller's words, each would start the lead's clock again and send its owner a notice, which could
 * land in the same inbox in turn.
 */
export async function isOwnMail(
  mail: Pick<InboundMail, 'messageId' | 'fromAddress'>,
  operatorAddress: string,
) {
  if (mail.fromAddress === normaliseEmail(operatorAddress)) return true
  const sent = await db()
    .selectFrom('mail_outbox')
    .select('id')
    .where('message_id', '=', mail.messageId)
    .executeTakeFirst()
  if (sent) return true
  const member = await findStaffByEmail(mail.fromAddress)
  return member !== undefined
}

/** The lead of the newest mail, ours or the traveller's, among the Message-IDs a message answers. */
async function leadOfThread(trx: Transaction<Database>, ids: string[]) {
  if (!ids.length) return undefined
  for (const table of ['mail_outbox', 'mail_inbox'] as const) {
    const found = await trx
      .selectFrom(table)
      .select('lead_id')
      .where('message_id', 'in', ids)
      .where('lead_id', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    if (found?.lead_id) return Number(found.lead_id)
  }
  return undefined
}

/**
 * The lead a message belongs to: by the Message-IDs it answers (ours or the traveller's earlier ones),
 * else by a reference in its subject, else by the sender's open lead. A person's message from nobody we
 * know opens a lead whose source is "e-mail"; automatic answers and bounces never do.
 */
async function matchLead(trx: Transaction<Database>, mail: InboundMail, now: Date) {
  const threaded = await leadOfThread(trx, mail.thread)
  if (threaded) return { leadId: threaded, matchedBy: 'thread' }
  const referenced = leadIdInText(mail.subject)
  if (referenced) {
    const lead = await trx.selectFrom('leads').select('id').where('id', '=', referenced).executeTakeFirst()
    if (lead) return { leadId: Number(lead.id), matchedBy: 'reference' }
  }
  const open = await findOpenLead(trx, emailKey(mail.fromAddress), now)
  if (open) return { leadId: Number(open.id), matchedBy: 'sender' }
  if (mail.kind !== 'reply') return { leadId: null, matchedBy: null }
  const at = now.toISOString()
  const created = await trx
    .insertInto('leads')
    .values({
      email_key: emailKey(mail.fromAddress),
      name: mail.fromName || mail.fromAddress,
      email: mail.fromAddress,
      source: 'e-mail',
      status: 'new',
      waiting_since: at,
      created_at: at,
      last_activity_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { leadId: Number(created.id), matchedBy: 'new-lead' }
}

/** The lead waits for staff again, from now unless it already was; its owner is told. */
async function travellerWrote(
  trx: Transaction<Database>,
  leadId: number,
  mail: InboundMail,
  notice: OwnerNotice,
  at: string,
) {
  const lead = await trx
    .selectFrom('leads')
    .leftJoin('staff', 'staff.id', 'leads.owner_id')
    .select([
      'leads.id',
      'leads.name',
      'leads.created_at',
      'leads.waiting_since',
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
  if (lead.owner_email)
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
 * again from now) and tells its owner; a bounce marks the mail it reports as failed.
 */
export async function storeInbound(
  mail: InboundMail,
  notice: OwnerNotice,
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
        const match = bounced?.lead_id
          ? { leadId: bounced.lead_id, matchedBy: 'thread' }
          : await matchLead(trx, mail, now)
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
                `Bounced: ${mail.bounceReason ?? 'the receiving server could not deliver it'}`.slice(0, 500),
            })
            .where('id', '=', bounced.id)
            .execute()
        if (match.leadId !== null) {
          await trx
            .insertInto('lead_events')
            .values({
              lead_id: match.leadId,
              type: 'mail-in',
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
        return { stored: true as const, id, leadId: match.leadId, matchedBy: match.matchedBy }
      })
  } catch (error) {
    // Two readers at once (a claim that ran out mid-message): the other stored it.
    if (isUniqueViolation(error)) return { stored: false }
    throw error
  }
}

/**
 * Claims the reading of `mailbox` for `instance` until `ms` from now, if nobody else holds it: one
 * instance reads at a time, and another takes over once a claim runs out. Answers where reading stopped.
 */
export async function claimMailbox(mailbox: string, instance: string, ms: number, now = new Date()) {
  await db()
    .insertInto('mail_reader')
    .values({ mailbox, last_uid: 0 })
    .onConflict((oc) => oc.column('mailbox').doNothing())
    .execute()
  const claimed = await db()
    .updateTable('mail_reader')
    .set({ claimed_by: instance, claimed_until: new Date(now.getTime() + ms).toISOString() })
    .where('mailbox', '=', mailbox)
    .where((eb) =>
      eb.or([
        eb('claimed_by', 'is', null),
        eb('claimed_by', '=', instance),
        eb('claimed_until', '<', now.toISOString()),
      ]),
    )
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return undefined
  const row = await db()
    .selectFrom('mail_reader')
    .select(['uid_validity', 'last_uid'])
    .where('mailbox', '=', mailbox)
    .executeTakeFirstOrThrow()
  return { uidValidity: row.uid_validity, lastUid: Number(row.last_uid) }
}

/** Records that `instance` has read up to `lastUid`; false when its claim was lost meanwhile. */
export async function recordPosition(
  mailbox: string,
  instance: string,
  uidValidity: string,
  lastUid: number,
) {
  const updated = await db()
    .updateTable('mail_reader')
    .set({ uid_validity: uidValidity, last_uid: lastUid })
    .where('mailbox', '=', mailbox)
    .where('claimed_by', '=', instance)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

/** Gives the claim up (on shutdown), so another instance reads at once. */
export async function releaseMailbox(mailbox: string, instance: string) {
  await db()
    .updateTable('mail_reader')
    .set({ claimed_by: null, claimed_until: null })
    .where('mailbox', '=', mailbox)
    .where('claimed_by', '=', instance)
    .execute()
}

/** The messages on a lead's timeline, with their attachments. */
export async function listLeadInbox(leadId: number) {
  const mails = await db()
    .selectFrom('mail_inbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
  const files = mails.length
    ? await db()
        .selectFrom('mail_attachments')
        // What the page lists, not the files themselves.
        .select(['id', 'inbox_id', 'filename', 'content_type', 'size', 'stored_as', 'refused'])
        .where(
          'inbox_id',
          'in',
          mails.map((mail) => mail.id),
        )
        .execute()
    : []
  return mails.map((mail) => ({ ...mail, attachments: files.filter((file) => file.inbox_id === mail.id) }))
}

export function findAttachment(id: number) {
  return db().selectFrom('mail_attachments').selectAll().where('id', '=', id).executeTakeFirst()
}
