import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import type { LeadEventType } from '~/lib/lead-events'
import { leadReference } from '~/lib/lead-reference'
import { mailboxKey } from '~/lib/mailbox'
import { recordAudit } from './audit.server'
import { db } from './db.server'
import { travellerWrote, type OwnerNotice } from './mail-inbound.server'
import { withAttachments } from './mail-received.server'
import { isKnownOnLead, isUsableSender, openLeadFromMail, type SortReason } from './mail-matching.server'

// Mail to sort (docs/product.md, "Two-way mail"): messages that claim a lead their sender is not known
// on, that would have opened one lead too many, that have no usable sender, or whose sender failed the
// receiving server's checks. They touch no lead until a member of staff attaches one to the lead it
// claims (adding its sender to the lead's known addresses when it is new there), opens a new lead from
// it, or marks it as spam; each on the audit trail.

export const SORT_REASONS = {
  'unknown-sender': 'It names or answers a lead whose traveller writes from another address.',
  'too-many-leads': 'Its sender, or the last hour, has opened as many leads by mail as Tembo allows.',
  'no-sender': 'It has no address to answer.',
  'unverified-sender': 'Its sender could not be verified',
} as const satisfies Record<SortReason, string>

/** Why a mail waits, in words; a failed check says what the receiving server found. */
export function whyItWaits(mail: { sort_reason: string | null; sender_check_note: string | null }) {
  const reason = SORT_REASONS[mail.sort_reason as SortReason] ?? 'It waits for staff.'
  return mail.sort_reason === 'unverified-sender' && mail.sender_check_note
    ? `${reason}: ${mail.sender_check_note}.`
    : reason.replace(/[^.]$/, '$&.')
}

export async function countMailToSort(): Promise<number> {
  const row = await db()
    .selectFrom('mail_inbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('sorting', '=', 'waiting')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** A page of the mail waiting to be sorted, oldest first, with the lead each claims. */
export async function listMailToSort(page: { limit: number; offset: number }) {
  const mails = await db()
    .selectFrom('mail_inbox')
    .leftJoin('leads', 'leads.id', 'mail_inbox.claimed_lead_id')
    .select([
      'mail_inbox.id',
      'mail_inbox.kind',
      'mail_inbox.from_address',
      'mail_inbox.from_name',
      'mail_inbox.subject',
      'mail_inbox.body_text',
      'mail_inbox.body_html',
      'mail_inbox.sender_check',
      'mail_inbox.sender_check_note',
      'mail_inbox.sort_reason',
      'mail_inbox.received_at',
      'leads.id as lead_id',
      'leads.created_at as lead_created_at',
      'leads.name as lead_name',
      'leads.email as lead_email',
    ])
    .where('mail_inbox.sorting', '=', 'waiting')
    .orderBy('mail_inbox.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return withAttachments(mails.map((mail) => ({ ...mail, id: Number(mail.id) })))
}

export interface Sorter {
  staff: { id: number; email: string }
  address: string | null
}

/** The waiting mail `id` inside the transaction, or undefined when it was sorted meanwhile. */
function waitingMail(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('mail_inbox')
    .select(['id', 'kind', 'from_address', 'from_name', 'subject', 'claimed_lead_id'])
    .where('id', '=', id)
    .where('sorting', '=', 'waiting')
    .executeTakeFirst()
}

type Waiting = NonNullable<Awaited<ReturnType<typeof waitingMail>>>

/** Puts a sorted mail on its lead as if it had been matched: its event, and the lead waits for staff. */
async function putOnLead(
  trx: Transaction<Database>,
  mail: Waiting,
  leadId: number,
  outcome: 'attached' | 'new-lead',
  by: Sorter,
  notice: OwnerNotice,
  at: string,
) {
  await trx
    .updateTable('mail_inbox')
    .set({ lead_id: leadId, matched_by: 'staff', sorting: outcome, sorted_by: by.staff.id, sorted_at: at })
    .where('id', '=', mail.id)
    .execute()
  await trx
    .insertInto('lead_events')
    .values({
      lead_id: leadId,
      type: 'mail-in' satisfies LeadEventType,
      data: JSON.stringify({
        inbox: mail.id,
        kind: mail.kind,
        from: mail.from_address,
        subject: mail.subject,
      }),
      created_at: at,
    })
    .execute()
  if (mail.kind === 'reply') await travellerWrote(trx, leadId, mail, notice, at, { quietFor: by.staff.id })
}

const referenceOf = async (trx: Transaction<Database>, leadId: number) => {
  const lead = await trx
    .selectFrom('leads')
    .select('created_at')
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow()
  return leadReference({ id: leadId, created_at: lead.created_at })
}

/** A new address known on the lead, said on its timeline. */
async function addAddress(trx: Transaction<Database>, leadId: number, email: string, by: Sorter, at: string) {
  const added = await trx
    .insertInto('lead_addresses')
    .values({ lead_id: leadId, mailbox_key: mailboxKey(email), email, added_by: by.staff.id, created_at: at })
    .onConflict((oc) => oc.columns(['lead_id', 'mailbox_key']).doNothing())
    .executeTakeFirst()
  if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0)
    await trx
      .insertInto('lead_events')
      .values({
        lead_id: leadId,
        type: 'address-added' satisfies LeadEventType,
        staff_id: by.staff.id,
        data: JSON.stringify({ email }),
        created_at: at,
      })
      .execute()
}

/**
 * Attaches a waiting mail to the lead it claims, and adds its sender to the addresses known there when
 * it is new, so that their later mail joins the lead directly (still checked each time). False when it
 * was sorted meanwhile or claims no lead.
 */
export async function attachSortedMail(id: number, by: Sorter, notice: OwnerNotice, now = new Date()) {
  const at = now.toISOString()
  return db()
    .transaction()
    .execute(async (trx) => {
      const mail = await waitingMail(trx, id)
      if (!mail?.claimed_lead_id) return false
      const leadId = Number(mail.claimed_lead_id)
      // A mail held because its sender failed the checks comes from an address known there already.
      const known = await isKnownOnLead(trx, leadId, mail.from_address)
      if (!known) await addAddress(trx, leadId, mail.from_address, by, at)
      await putOnLead(trx, mail, leadId, 'attached', by, notice, at)
      const reference = await referenceOf(trx, leadId)
      await recordAudit(
        {
          actor: by.staff,
          action: known ? 'mail-attached-known' : 'mail-attached',
          subject: reference,
          detail: { mail: mail.id, address: mail.from_address },
          address: by.address,
        },
        trx,
        now,
      )
      return { leadId, reference }
    })
}

/** Opens a new lead for a waiting mail's sender and puts the mail on it. */
export async function openLeadFromSortedMail(id: number, by: Sorter, notice: OwnerNotice, now = new Date()) {
  const at = now.toISOString()
  return db()
    .transaction()
    .execute(async (trx) => {
      const mail = await waitingMail(trx, id)
      if (!mail || mail.kind === 'bounce' || !isUsableSender(mail.from_address)) return false
      const leadId = await openLeadFromMail(trx, { address: mail.from_address, name: mail.from_name }, now)
      await putOnLead(trx, mail, leadId, 'new-lead', by, notice, at)
      const reference = await referenceOf(trx, leadId)
      await recordAudit(
        {
          actor: by.staff,
          action: 'mail-new-lead',
          subject: reference,
          detail: { mail: mail.id },
          address: by.address,
        },
        trx,
        now,
      )
      return { leadId, reference }
    })
}

/** Marks a waiting mail as spam: it leaves the list and touches no lead. */
export async function markSortedMailSpam(id: number, by: Sorter, now = new Date()) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable('mail_inbox')
        .set({ sorting: 'spam', sorted_by: by.staff.id, sorted_at: now.toISOString() })
        .where('id', '=', id)
        .where('sorting', '=', 'waiting')
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) return false
      await recordAudit(
        { actor: by.staff, action: 'mail-spam', subject: `mail ${id}`, address: by.address },
        trx,
        now,
      )
      return true
    })
}
