import type { LeadEventType } from '~/lib/lead-events'
import { inquiryKind, inquiryKinds, type InquiryKind } from '~/inquiries'
import { leadReference } from '~/lib/lead-reference'
import { TRAVELLER_MAIL_PURPOSES } from '~/lib/mail-status'
import { db } from './db.server'
import { getCatalogue } from './catalogue.server'
import { inquiryTables, inquiryTableOf, presentInquiry } from './inquiries.server'
import { emailKey } from './leads.server'

// A traveller's rights (docs/product.md, "A traveller's rights"): everything held about an e-mail
// address, to hand over to the traveller. Its erasure is in erasure.server.ts.

/** Inquiries of every kind sent from `email` (any case). */
export async function inquiriesFrom(email: string) {
  const key = emailKey(email)
  return Promise.all(
    inquiryKinds.map(async (kind) => {
      const rows = await inquiryTables()
        .selectFrom(inquiryTableOf(kind.key))
        .selectAll()
        .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['email'])]), '=', key))
        .orderBy('id')
        .execute()
      return { kind: kind.key as InquiryKind, rows }
    }),
  )
}

/** Everything held about an address: its inquiries, leads, their timelines, mail sent and received. */
export async function findTravellerData(email: string) {
  const key = emailKey(email)
  const inquiries = await inquiriesFrom(key)
  const leads = await db()
    .selectFrom('leads')
    .selectAll()
    .where('email_key', '=', key)
    .orderBy('id')
    .execute()
  const leadIds = leads.map((lead) => Number(lead.id))
  const [events, sent, received, versions, payments, reviews] = await Promise.all([
    leadIds.length
      ? db().selectFrom('lead_events').selectAll().where('lead_id', 'in', leadIds).orderBy('id').execute()
      : [],
    db()
      .selectFrom('mail_outbox')
      .select([
        'id',
        'purpose',
        'to_address',
        'subject',
        'body',
        'status',
        'sent_at',
        'created_at',
        'lead_id',
      ])
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['to_address']), '=', key),
          ...(leadIds.length ? [eb('lead_id', 'in', leadIds)] : []),
        ]),
      )
      .where('purpose', 'in', TRAVELLER_MAIL_PURPOSES)
      .orderBy('id')
      .execute(),
    db()
      .selectFrom('mail_inbox')
      .selectAll()
      .where((eb) =>
        eb.or([eb('from_address', '=', key), ...(leadIds.length ? [eb('lead_id', 'in', leadIds)] : [])]),
      )
      .orderBy('id')
      .execute(),
    // What each proposal sent them said, and what they accepted, with the address they accepted from.
    leadIds.length
      ? db()
          .selectFrom('proposal_versions')
          .innerJoin('proposals', 'proposals.id', 'proposal_versions.proposal_id')
          .leftJoin('proposal_acceptances', 'proposal_acceptances.version_id', 'proposal_versions.id')
          .select([
            'proposals.lead_id',
            'proposal_versions.proposal_id',
            'proposal_versions.version',
            'proposal_versions.sent_at',
            'proposal_versions.view',
            'proposal_acceptances.name as accepted_by',
            'proposal_acceptances.accepted_at',
            'proposal_acceptances.address as accepted_from',
          ])
          .where('proposals.lead_id', 'in', leadIds)
          .orderBy('proposal_versions.id')
          .execute()
      : [],
    leadIds.length
      ? db()
          .selectFrom('payments')
          .innerJoin('proposals', 'proposals.id', 'payments.proposal_id')
          .select([
            'payments.proposal_id',
            'payments.kind',
            'payments.amount_minor',
            'payments.currency',
            'payments.method',
            'payments.reference',
            'payments.paid_on',
          ])
          .where('proposals.lead_id', 'in', leadIds)
          .orderBy('payments.id')
          .execute()
      : [],
    // The reviews they wrote after a trip, with what an admin decided.
    leadIds.length
      ? db()
          .selectFrom('reviews')
          .select(['lead_id', 'author', 'rating', 'text', 'reviewed_on', 'trip_end', 'status'])
          .where('lead_id', 'in', leadIds)
          .orderBy('id')
          .execute()
      : [],
  ])
  const files = received.length
    ? await db()
        .selectFrom('mail_attachments')
        .select(['id', 'inbox_id', 'filename', 'content_type', 'size', 'refused'])
        .where(
          'inbox_id',
          'in',
          received.map((mail) => mail.id),
        )
        .execute()
    : []
  const catalogue = await getCatalogue()
  return {
    address: key,
    inquiries: inquiries
      .filter((group) => group.rows.length)
      .map((group) => ({
        kind: group.kind,
        title: inquiryKind(group.kind).admin.title,
        rows: group.rows.map((row) => presentInquiry(group.kind, row, catalogue)),
      })),
    leads: leads.map((lead) => ({
      reference: leadReference({ id: Number(lead.id), created_at: lead.created_at }),
      ...lead,
    })),
    events: events.map((event) => ({
      ...event,
      // Only a reply, a proposal or a review request told the traveller something (its words are in
      // mailSent); a note, a status or an owner is staff's own record.
      told_to_traveller: (
        ['reply', 'proposal-sent', 'review-requested'] satisfies LeadEventType[] as string[]
      ).includes(event.type),
      data: event.data ? (JSON.parse(event.data) as unknown) : null,
    })),
    mailSent: sent,
    payments,
    reviews,
    proposals: versions.map(({ view, ...version }) => ({ ...version, shown: JSON.parse(view) as unknown })),
    mailReceived: received.map((mail) => ({
      ...mail,
      attachments: files.filter((file) => file.inbox_id === mail.id),
    })),
  }
}

export type TravellerData = Awaited<ReturnType<typeof findTravellerData>>
