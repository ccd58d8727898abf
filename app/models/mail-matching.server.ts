import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import type { InboundKind } from '~/lib/inbound-mail'
import type { SenderCheck } from '~/lib/sender-check'
import { isReferenceOf, referencesInText } from '~/lib/lead-reference'
import { mailboxKey } from '~/lib/mailbox'
import { db } from './db.server'
import { emailKey, findOpenLead } from './leads.server'
import { findStaffByEmail, normaliseEmail } from './staff.server'

// Which lead a message from the operator's mailbox joins (docs/decisions/026-matching-inbound-mail.md).
// A message joins a lead only when its sender is an address known on that lead: the traveller's own,
// or one staff confirmed. A message that names a lead (its whole reference) or threads onto one (the
// Message-IDs it answers) from any other address waits for staff in Mail to sort, and so does mail
// that would open more leads than a sender or an hour may, or that has no usable sender. Mail whose
// sender failed the operator's receiving server's checks joins no lead and opens none, whatever address
// it shows (docs/decisions/045-trusted-authentication-results.md).

export type Match =
  | { leadId: number; matchedBy: 'thread' | 'reference' | 'sender' | 'new-lead'; sorting: null }
  | { leadId: null; matchedBy: null; sorting: null }
  | {
      leadId: null
      matchedBy: null
      sorting: 'waiting'
      reason: SortReason
      claimedLeadId: number | null
    }

export type SortReason = 'unknown-sender' | 'too-many-leads' | 'no-sender' | 'unverified-sender'

export interface MatchLimits {
  leadsPerHour: number
  leadsPerSenderPerHour: number
}

const ADDRESS = /^[^\s@<>"(),;:]{1,64}@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/

/** An address a lead can be opened for and written back to. */
export const isUsableSender = (address: string) =>
  address.length <= 254 && ADDRESS.test(address) && !address.endsWith('.invalid')

const unmatched = { leadId: null, matchedBy: null, sorting: null } as const
const waiting = (reason: SortReason, claimedLeadId: number | null) =>
  ({ leadId: null, matchedBy: null, sorting: 'waiting', reason, claimedLeadId }) as const

/** The lead of the newest message, ours or stored, among the Message-IDs a message answers. */
async function leadOfThread(trx: Transaction<Database>, ids: string[]) {
  if (!ids.length) return undefined
  const sent = await trx
    .selectFrom('mail_outbox')
    .select('lead_id')
    .where('message_id', 'in', ids)
    .where('lead_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (sent?.lead_id) return Number(sent.lead_id)
  // A stored message: the lead it is on, or the one it claimed while it waits to be sorted.
  const stored = await trx
    .selectFrom('mail_inbox')
    .select((eb) => eb.fn.coalesce('lead_id', 'claimed_lead_id').as('lead_id'))
    .where('message_id', 'in', ids)
    .where((eb) => eb.or([eb('lead_id', 'is not', null), eb('claimed_lead_id', 'is not', null)]))
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return stored?.lead_id ? Number(stored.lead_id) : undefined
}

/** The lead a subject names by its whole reference, month and number. */
async function leadOfReference(trx: Transaction<Database>, subject: string) {
  for (const reference of referencesInText(subject)) {
    const id = Number(reference.slice(reference.lastIndexOf('-') + 1))
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (lead && isReferenceOf(reference, { id: Number(lead.id), created_at: lead.created_at }))
      return Number(lead.id)
  }
  return undefined
}

/**
 * Whether `address` is known on the lead: the traveller's own mailbox, one staff confirmed there, or a
 * supplier its booking asked for a reservation.
 */
export async function isKnownOnLead(trx: Transaction<Database>, leadId: number, address: string) {
  const key = mailboxKey(address)
  const lead = await trx.selectFrom('leads').select('email').where('id', '=', leadId).executeTakeFirst()
  if (!lead) return false
  if (mailboxKey(lead.email) === key) return true
  const confirmed = await trx
    .selectFrom('lead_addresses')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('mailbox_key', '=', key)
    .executeTakeFirst()
  if (confirmed) return true
  // A supplier asked for one of the booking's reservations answers on the booking's conversation too.
  const suppliers = await trx
    .selectFrom('reservations')
    .innerJoin('proposals', 'proposals.id', 'reservations.proposal_id')
    .innerJoin('suppliers', 'suppliers.id', 'reservations.supplier_id')
    .select('suppliers.email')
    .where('proposals.lead_id', '=', leadId)
    .where('reservations.requested_at', 'is not', null)
    .where('suppliers.email', '!=', '')
    .limit(50)
    .execute()
  return suppliers.some((supplier) => mailboxKey(supplier.email) === key)
}

/** Whether mail may open one more lead now: fewer than the limits in the last hour, in all and for this sender. */
async function mayOpenLead(trx: Transaction<Database>, address: string, now: Date, limits: MatchLimits) {
  const since = new Date(now.getTime() - 60 * 60 * 1000).toISOString()
  const opened = (sender?: string) => {
    let query = trx
      .selectFrom('leads')
      .select('id')
      .where('source', '=', 'e-mail')
      .where('created_at', '>=', since)
    if (sender !== undefined) query = query.where('email_key', '=', sender)
    return query
      .limit(Math.max(1, sender === undefined ? limits.leadsPerHour : limits.leadsPerSenderPerHour))
      .execute()
  }
  return (
    (await opened(emailKey(address))).length < limits.leadsPerSenderPerHour &&
    (await opened()).length < limits.leadsPerHour
  )
}

/** Opens a lead for a person's message from an address no lead knows; its source is "e-mail". */
export async function openLeadFromMail(
  trx: Transaction<Database>,
  sender: { address: string; name: string | null },
  now: Date,
) {
  const at = now.toISOString()
  const created = await trx
    .insertInto('leads')
    .values({
      email_key: emailKey(sender.address),
      name: (sender.name || sender.address).replace(/\s+/g, ' ').slice(0, 200),
      email: sender.address,
      source: 'e-mail',
      status: 'new',
      waiting_since: at,
      created_at: at,
      last_activity_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(created.id)
}

/**
 * Mail that is not a traveller's: a copy of something Tembo sent (its Message-ID is in the outbox), or
 * a message from the operator's own address or a member of staff. The operator's inbox receives the
 * staff notices, alerts and digests Tembo sends, whose subjects carry a lead's reference; taken for the
 * traveller's words, each would start the lead's clock again and send its owner a notice, which could
 * land in the same inbox in turn.
 */
export async function isOwnMail(mail: { messageId: string; fromAddress: string }, operatorAddress: string) {
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

export interface MatchedMail {
  kind: InboundKind
  fromAddress: string
  fromName: string | null
  subject: string
  /** In-Reply-To and References together */
  thread: string[]
  senderCheck: SenderCheck
}

/**
 * The lead a message joins: the lead it threads onto or names, when its sender is known there; else its
 * sender's open lead; else, for a person's message, a new lead within the hour's limits. Everything else
 * that claims a lead, or would open one beyond the limits, or has no usable sender, waits to be sorted;
 * so does a message whose sender failed the checks, where it would have joined a lead or opened one.
 */
export async function matchLead(
  trx: Transaction<Database>,
  mail: MatchedMail,
  now: Date,
  limits: MatchLimits,
): Promise<Match> {
  if (!isUsableSender(mail.fromAddress)) return mail.kind === 'reply' ? waiting('no-sender', null) : unmatched
  const failed = mail.senderCheck === 'failed'
  const threaded = await leadOfThread(trx, mail.thread)
  const claimed = threaded ?? (await leadOfReference(trx, mail.subject))
  if (claimed !== undefined) {
    if (await isKnownOnLead(trx, claimed, mail.fromAddress))
      return failed
        ? waiting('unverified-sender', claimed)
        : { leadId: claimed, matchedBy: threaded !== undefined ? 'thread' : 'reference', sorting: null }
    // A delivery report that names none of our mail is kept, but neither sorted nor put on a lead.
    return mail.kind === 'bounce' ? unmatched : waiting('unknown-sender', claimed)
  }
  const open = await findOpenLead(trx, emailKey(mail.fromAddress), now)
  if (open)
    return failed
      ? waiting('unverified-sender', Number(open.id))
      : { leadId: Number(open.id), matchedBy: 'sender', sorting: null }
  if (mail.kind !== 'reply') return unmatched
  if (failed) return waiting('unverified-sender', null)
  if (!(await mayOpenLead(trx, mail.fromAddress, now, limits))) return waiting('too-many-leads', null)
  const leadId = await openLeadFromMail(trx, { address: mail.fromAddress, name: mail.fromName }, now)
  return { leadId, matchedBy: 'new-lead', sorting: null }
}
