import { sql, type Expression, type Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { inquiryKind, inquiryKinds, type InquiryKind } from '~/inquiries'
import { personalWords, TYPES_WITH_PERSONAL_WORDS, type LeadEventType } from '~/lib/lead-events'
import { leadReference } from '~/lib/lead-reference'
import { mailboxKey } from '~/lib/mailbox'
import { forgetTrailAddresses } from './audit.server'
import { bumpContentVersion, forgetContentVersion } from './content-version.server'
import { db } from './db.server'
import { emailKey } from './leads.server'
import { inquiriesFrom } from './traveller-data.server'

// A traveller's erasure (docs/product.md, "A traveller's rights"): the marker replaces what names or
// reaches the traveller, free text and their mail go, and what the figures count (dates, statuses,
// choices, numbers) stays. The retention rule erases closed leads the same way, lead by lead
// (retention.server.ts).

export const ERASED = '[erased]'

type Inquiries = { kind: InquiryKind; ids: number[] }[]

/**
 * Whether a column holds `text` as it is: LIKE's wildcards in it (an address such as j_smith@…) are
 * escaped, so nothing else matches by accident and is deleted with it.
 */
const contains = (column: Expression<string | null>, text: string) =>
  sql<boolean>`${column} like ${`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} escape '\\'`

/** The inquiries on some leads (each inquiry's link to its lead is its 'inquiry' event). */
async function inquiriesOfLeads(leadIds: number[]): Promise<Inquiries> {
  if (!leadIds.length) return []
  const links = await db()
    .selectFrom('lead_events')
    .select(['inquiry_kind', 'inquiry_id'])
    .where('lead_id', 'in', leadIds)
    .where('type', '=', 'inquiry' satisfies LeadEventType)
    .execute()
  return inquiryKinds.map((kind) => ({
    kind: kind.key as InquiryKind,
    ids: links.filter((link) => link.inquiry_kind === kind.key).map((link) => Number(link.inquiry_id)),
  }))
}

export interface Erased {
  /** The leads erased, by number */
  ids: number[]
  references: string[]
  leads: number
  inquiries: number
  mails: number
  received: number
  /** Their reviews written after a trip, removed (and from the site, if it showed them) */
  reviews: number
  /** The outbox mails purged (their files, in file mode, go too) */
  purged: { id: number; purpose: string }[]
  /** Stored attachment files to remove once the transaction has committed */
  files: string[]
}

/**
 * Erases, inside one transaction: the leads given, the inquiries given, and (for an address) every
 * mail to or from it. Leads and inquiries keep their dates, statuses, choices and numbers.
 */
async function erase(
  trx: Transaction<Database>,
  scope: { leadIds: number[]; inquiries: Inquiries; address?: string },
  now: Date,
): Promise<Erased> {
  const at = now.toISOString()
  const { leadIds, address } = scope
  const leads = leadIds.length
    ? await trx.selectFrom('leads').select(['id', 'created_at']).where('id', 'in', leadIds).execute()
    : []
  const references = leads.map((lead) => leadReference({ id: Number(lead.id), created_at: lead.created_at }))
  for (const lead of leads)
    await trx
      .updateTable('leads')
      .set({
        name: ERASED,
        email: ERASED,
        email_key: `erased:${lead.id}`,
        phone: null,
        country: null,
        referrer: null,
        lost_note: null,
        next_action_text: null,
        erased_at: at,
      })
      .where('id', '=', lead.id)
      .execute()
  if (leadIds.length) {
    const events = await trx
      .selectFrom('lead_events')
      .select(['id', 'type', 'data'])
      .where('lead_id', 'in', leadIds)
      .where('type', 'in', TYPES_WITH_PERSONAL_WORDS)
      .where('data', 'is not', null)
      .execute()
    for (const event of events) {
      const data = JSON.parse(event.data!) as Record<string, unknown>
      const words = personalWords(event.type)
      if (!words.some((word) => word in data)) continue
      for (const word of words) delete data[word]
      await trx
        .updateTable('lead_events')
        .set({ data: JSON.stringify({ ...data, erased: true }) })
        .where('id', '=', event.id)
        .execute()
    }
  }
  // Their proposals name them and hold what they accepted with their address: they go, versions too.
  if (leadIds.length) await trx.deleteFrom('proposals').where('lead_id', 'in', leadIds).execute()
  // Their reviews go, with their review links: the pages the site keeps follow (the content version).
  const reviews = leadIds.length
    ? Number(
        (await trx.deleteFrom('reviews').where('lead_id', 'in', leadIds).executeTakeFirst()).numDeletedRows,
      )
    : 0
  if (leadIds.length) await trx.deleteFrom('review_invitations').where('lead_id', 'in', leadIds).execute()
  if (reviews) await bumpContentVersion(trx)
  await forgetTrailAddresses(trx, references)
  // The addresses staff confirmed on these leads, and this address wherever it was confirmed.
  if (leadIds.length) await trx.deleteFrom('lead_addresses').where('lead_id', 'in', leadIds).execute()
  if (address) await trx.deleteFrom('lead_addresses').where('mailbox_key', '=', mailboxKey(address)).execute()
  let inquiries = 0
  for (const { kind, ids } of scope.inquiries) {
    if (!ids.length) continue
    const { personal, table } = inquiryKind(kind)
    const values = {
      ...Object.fromEntries(personal.marked.map((column) => [column, ERASED])),
      ...Object.fromEntries(personal.removed.map((column) => [column, ''])),
      referrer: null,
    }
    const updated = await trx
      .updateTable(table)
      .set(values as never)
      .where('id', 'in', ids)
      .executeTakeFirst()
    inquiries += Number(updated.numUpdatedRows)
  }
  // Mail about them: to them, about their leads or inquiries, and the digests that named their leads.
  const about = scope.inquiries.filter((group) => group.ids.length)
  const purged = await trx
    .deleteFrom('mail_outbox')
    .returning(['id', 'purpose'])
    .where((eb) =>
      eb.or([
        ...(leadIds.length ? [eb('lead_id', 'in', leadIds)] : []),
        ...(address ? [eb(eb.fn('lower', ['to_address']), '=', address)] : []),
        ...about.map((group) =>
          eb.and([eb('inquiry_kind', '=', group.kind), eb('inquiry_id', 'in', group.ids)]),
        ),
        ...references.map((reference) =>
          eb.and([eb('purpose', '=', 'digest'), contains(eb.ref('body'), reference)]),
        ),
      ]),
    )
    .execute()
  const inbox = await trx
    .selectFrom('mail_inbox')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(leadIds.length ? [eb('lead_id', 'in', leadIds)] : []),
        ...(address ? [eb('from_address', '=', address), contains(eb.ref('body_text'), address)] : []),
      ]),
    )
    .execute()
  const inboxIds = inbox.map((mail) => Number(mail.id))
  const files = inboxIds.length
    ? await trx
        .selectFrom('mail_attachments')
        .select('stored_as')
        .where('inbox_id', 'in', inboxIds)
        .where('stored_as', 'is not', null)
        .execute()
    : []
  if (inboxIds.length) {
    await trx.deleteFrom('mail_attachments').where('inbox_id', 'in', inboxIds).execute()
    await trx.deleteFrom('mail_inbox').where('id', 'in', inboxIds).execute()
  }
  return {
    ids: leads.map((lead) => Number(lead.id)),
    references,
    leads: leads.length,
    inquiries,
    mails: purged.length,
    purged: purged.map((mail) => ({ id: Number(mail.id), purpose: mail.purpose })),
    received: inboxIds.length,
    reviews,
    files: files.map((file) => file.stored_as!),
  }
}

/** After the commit: a review erased leaves no cached page behind. */
const afterErasure = (erased: Erased) => {
  if (erased.reviews) forgetContentVersion()
  return erased
}

/** Erases everything held about an address. */
export async function eraseAddress(email: string, now = new Date()): Promise<Erased> {
  const key = emailKey(email)
  const found = await inquiriesFrom(key)
  const leads = await db().selectFrom('leads').select('id').where('email_key', '=', key).execute()
  const leadIds = leads.map((lead) => Number(lead.id))
  const linked = await inquiriesOfLeads(leadIds)
  const inquiries = inquiryKinds.map((kind) => ({
    kind: kind.key as InquiryKind,
    ids: [
      ...new Set([
        ...(found.find((group) => group.kind === kind.key)?.rows.map((row) => Number(row.id)) ?? []),
        ...(linked.find((group) => group.kind === kind.key)?.ids ?? []),
      ]),
    ],
  }))
  return afterErasure(
    await db()
      .transaction()
      .execute((trx) => erase(trx, { leadIds, inquiries, address: key }, now)),
  )
}

/** Erases some leads, each with its inquiries and mail (not the traveller's other leads). */
export async function eraseLeads(leadIds: number[], now = new Date()): Promise<Erased> {
  if (!leadIds.length)
    return {
      ids: [],
      references: [],
      leads: 0,
      inquiries: 0,
      mails: 0,
      purged: [],
      received: 0,
      reviews: 0,
      files: [],
    }
  const inquiries = await inquiriesOfLeads(leadIds)
  return afterErasure(
    await db()
      .transaction()
      .execute((trx) => erase(trx, { leadIds, inquiries }, now)),
  )
}
