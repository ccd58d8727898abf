import { sql } from 'kysely'
import { createDatabase } from '@db/client'
import { leadSource } from '@db/lead-source'
import { LOST_REASONS } from '../../app/lib/lead-status'

const DAY_MS = 86_400_000
const SOURCES = [
  { utm: JSON.stringify({ utm_source: 'google', utm_medium: 'cpc' }), referrer: null },
  { utm: null, referrer: 'https://www.safaribookings.com/operators' },
  { utm: null, referrer: 'https://www.tripadvisor.com/Attractions' },
  { utm: JSON.stringify({ utm_source: 'newsletter' }), referrer: null },
  { utm: null, referrer: null },
]
const COUNTRIES = ['Uganda', 'Kenya', 'Rwanda', 'Tanzania']
const LOST = LOST_REASONS.map((reason) => reason.value)

/**
 * The lead desk's data at size: `count` leads opened over the last three years, each with the contact
 * message it came from and three events (the inquiry, a status change, a note), most of the old ones
 * closed, the newest still waiting; and one lead with a conversation of 200 entries, the lead page
 * measured. Answers that lead's id.
 */
export async function seedLeads(url: string, count: number, now: number): Promise<number> {
  const handle = createDatabase(url)
  const staff = await handle.db.selectFrom('staff').select('id').executeTakeFirstOrThrow()
  const span = 3 * 365 * DAY_MS
  for (let offset = 0; offset < count; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => offset + i)
    const at = (n: number) => now - span + Math.floor((n / count) * span)
    const created = (n: number) => new Date(at(n)).toISOString()
    const messages = await handle.db
      .insertInto('messages')
      .values(
        batch.map((n) => ({
          name: `Traveller ${n}`,
          email: `traveller${n}@example.com`,
          message: 'We would like two weeks in Uganda and Rwanda next summer, with gorillas.',
          // Staff have read all but the last two weeks' messages.
          read_at: now - at(n) < 14 * DAY_MS ? null : created(n),
          created_at: created(n),
        })),
      )
      .returning('id')
      .execute()
    // Leads of the last two weeks are still open; a fifth of them wait for a first reply. Older ones are
    // closed: a third won, the rest lost.
    const statusOf = (n: number) => {
      const recent = now - at(n) < 14 * DAY_MS
      if (recent) return (['new', 'replied', 'proposal_sent', 'replied', 'deposit_paid'] as const)[n % 5]!
      return n % 3 === 0 ? (n % 2 ? 'completed' : 'confirmed') : 'lost'
    }
    const leads = await handle.db
      .insertInto('leads')
      .values(
        batch.map((n) => {
          const status = statusOf(n)
          const source = SOURCES[n % SOURCES.length]!
          const closed = ['completed', 'confirmed', 'lost'].includes(status)
          const replied = status !== 'new'
          const travel = new Date(at(n) + (60 + (n % 120)) * DAY_MS).toISOString().slice(0, 10)
          return {
            email_key: `traveller${n}@example.com`,
            name: `Traveller ${n}`,
            email: `traveller${n}@example.com`,
            phone: `+44 7700 ${String(n).padStart(6, '0')}`,
            country: 'United Kingdom',
            travel_start: travel,
            travel_end: travel,
            party_size: 1 + (n % 6),
            countries: `|${COUNTRIES[n % 4]!}|`,
            packages: `|${1 + (n % 7)}|`,
            source_page: '/contact',
            referrer: source.referrer,
            utm: source.utm,
            source: leadSource(source.utm, source.referrer),
            status,
            lost_reason: status === 'lost' ? LOST[n % LOST.length]! : null,
            lost_note: null,
            owner_id: n % 3 === 0 ? null : Number(staff.id),
            next_action_at: closed ? null : travel,
            next_action_text: closed ? null : 'Call about the itinerary',
            waiting_since: status === 'new' || (status === 'replied' && n % 4 === 0) ? created(n) : null,
            first_response_at: replied ? new Date(at(n) + (1 + (n % 40)) * 3_600_000).toISOString() : null,
            created_at: created(n),
            last_activity_at: created(n),
            closed_at: closed ? new Date(at(n) + 30 * DAY_MS).toISOString() : null,
            alerted_for: null,
          }
        }),
      )
      .returning('id')
      .execute()
    await handle.db
      .insertInto('lead_events')
      .values(
        batch.flatMap((n, i) => {
          const lead_id = Number(leads[i]!.id)
          const later = (hours: number) => new Date(at(n) + hours * 3_600_000).toISOString()
          return [
            {
              lead_id,
              type: 'inquiry',
              staff_id: null,
              inquiry_kind: 'message',
              inquiry_id: Number(messages[i]!.id),
              data: null,
              created_at: created(n),
            },
            {
              lead_id,
              type: 'status',
              staff_id: Number(staff.id),
              inquiry_kind: null,
              inquiry_id: null,
              data: JSON.stringify({ from: 'new', to: 'replied' }),
              created_at: later(1 + (n % 40)),
            },
            {
              lead_id,
              type: 'note',
              staff_id: Number(staff.id),
              inquiry_kind: null,
              inquiry_id: null,
              data: JSON.stringify({ text: 'Prefers lodges over tented camps; flying in to Entebbe.' }),
              created_at: later(48),
            },
          ]
        }),
      )
      .execute()
  }
  // The measured lead: a conversation of 200 entries over a month of planning. Its 3 events, 60 replies
  // sent (each a mail with its words and headers, and its event), and 137 notes and next actions.
  const lead = await handle.db
    .selectFrom('leads')
    .select(['id', 'email'])
    .where('status', '=', 'proposal_sent')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const leadId = Number(lead.id)
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString()
  const replies = await handle.db
    .insertInto('mail_outbox')
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        purpose: 'reply',
        inquiry_kind: 'lead',
        inquiry_id: leadId,
        lead_id: leadId,
        to_address: lead.email,
        reply_to: 'safaris@example.com',
        subject: `About day ${i} of your safari`,
        body: `Dear traveller,\n\n${'On day ' + i + ' we drive from Kisoro to Bwindi, where the gorillas are. '.repeat(8)}\n\nAmani Njoroge\nTembo Safaris`,
        from_name: 'Amani Njoroge',
        message_id: `<bench.${leadId}.${i}@example.com>`,
        sent_headers: `From: "Amani Njoroge, Tembo Safaris" <safaris@example.com>\r\nTo: ${lead.email}\r\nSubject: About day ${i} of your safari`,
        status: 'sent' as const,
        attempts: 1,
        sent_at: hoursAgo(200 - i * 3),
        next_attempt_at: hoursAgo(200 - i * 3),
        created_at: hoursAgo(200 - i * 3),
      })),
    )
    .returning('id')
    .execute()
  const event = (i: number, type: string, data: object) => ({
    lead_id: leadId,
    type,
    staff_id: Number(staff.id),
    inquiry_kind: null,
    inquiry_id: null,
    data: JSON.stringify(data),
    created_at: hoursAgo(200 - i),
  })
  await handle.db
    .insertInto('lead_events')
    .values([
      ...replies.map((mail, i) =>
        event(i * 3, 'reply', {
          mail_id: Number(mail.id),
          subject: `About day ${i} of your safari`,
          first: false,
        }),
      ),
      ...Array.from({ length: 137 }, (_, i) =>
        event(
          i,
          i % 3 === 0 ? 'next-action' : 'note',
          i % 3 === 0
            ? { at: '2027-02-01', text: `Confirm gorilla permits, call ${i}` }
            : { text: `Spoke to the traveller about day ${i}: wants a second night at Bwindi.` },
        ),
      ),
    ])
    .execute()
  // PostgreSQL's autovacuum visits a table within a minute of a bulk load: it gathers the planner's
  // statistics and marks the pages that index-only scans may trust. The bench measures straight away,
  // so it asks for both now.
  if (handle.kind === 'postgres') await sql`vacuum analyze`.execute(handle.db)
  await handle.db.destroy()
  return leadId
}
