import { describeLeadEvent, isByTraveller } from './lead-events'
import { isTravellerMail } from './mail-status'

// A lead as one conversation (docs/product.md, "The conversation"): everything said between the traveller
// and the operator, in the order it happened. The inquiries with their words and facts, every mail staff
// and Tembo sent the traveller as it left, the traveller's mails, staff's notes (internal), and the
// rest of the timeline (status, owner, next action, alerts) as thin lines. Built on the server from what
// the lead's loader reads, so the page only draws it.

/** How a member reads threads: oldest or newest first, the one-line entries shown or hidden. */
export interface ThreadView {
  newestFirst: boolean
  quiet: boolean
}

/** A mail Tembo queued, as the thread shows it: its words as sent and its delivery. */
export interface ThreadMail {
  id: number
  purpose: string
  /** The purpose in words: "Reply to the traveller" */
  label: string
  to: string
  subject: string
  body: string
  /** Who wrote it, for a reply: the member of staff whose name it was sent under */
  fromName: string | null
  /** The headers exactly as they left, once sent */
  headers: string | null
  state: string
  failed: boolean
  lastError: string | null
  created_at: string
}

/** An inquiry as the thread shows it: the traveller's message, then the facts they gave. */
export interface ThreadInquiry {
  id: number
  kind: string
  singular: string
  itemPath: string
  message: string | null
  facts: [label: string, value: string][]
  created_at: string
}

export interface ThreadEvent {
  id: number
  type: string
  inquiry_kind: string | null
  inquiry_id: number | null
  data: Record<string, unknown>
  created_at: string
  staff_name: string | null
  singular: string | null
}

/** The id of a mail from the traveller's side, as read from the mailbox (app/services/inbound-view.server.ts). */
export interface ThreadInbound {
  id: number
}

export type ThreadEntry<Inbound extends ThreadInbound = ThreadInbound> = { key: string; at: string } & (
  | { kind: 'inquiry'; inquiry: ThreadInquiry }
  /** A mail to the traveller: a reply by `by`, or Tembo's acknowledgement (`by` null) */
  | { kind: 'mail'; mail: ThreadMail; by: string | null }
  | { kind: 'traveller-mail'; inbound: Inbound; text: string }
  /** What the traveller wrote on a page of ours (a question from their proposal's page) */
  | { kind: 'traveller-words'; title: string; text: string }
  | { kind: 'note'; by: string; text: string }
  /** Anything else that happened, in one line: who did it and what */
  | { kind: 'event'; by: string; text: string; mail: ThreadMail | null }
)

/** Everything said on a lead, oldest first (`newestFirst` turns it round). */
export function buildLeadThread<Inbound extends ThreadInbound>(input: {
  events: ThreadEvent[]
  mail: ThreadMail[]
  inbox: Inbound[]
  inquiries: ThreadInquiry[]
  staffName: (id: unknown) => string
  newestFirst?: boolean
}): ThreadEntry<Inbound>[] {
  const mails = new Map(input.mail.map((mail) => [mail.id, mail]))
  const received = new Map(input.inbox.map((mail) => [mail.id, mail]))
  const inquiries = new Map(input.inquiries.map((inquiry) => [`${inquiry.kind}-${inquiry.id}`, inquiry]))
  const told = new Set<number>()
  const entries: (ThreadEntry<Inbound> & { order: number })[] = []
  for (const event of input.events) {
    const base = { key: `event-${event.id}`, at: event.created_at, order: 1 }
    const by = event.staff_name ?? (isByTraveller(event.type) ? 'The traveller' : 'Tembo')
    const inquiry =
      event.type === 'inquiry' ? inquiries.get(`${event.inquiry_kind}-${event.inquiry_id}`) : undefined
    if (inquiry) {
      entries.push({ ...base, order: 0, kind: 'inquiry', inquiry })
      continue
    }
    const mail = typeof event.data.mail_id === 'number' ? mails.get(event.data.mail_id) : undefined
    // A reply, or a proposal sent: the mail that carried it.
    if ((event.type === 'reply' || event.type === 'proposal-sent') && mail) {
      told.add(mail.id)
      entries.push({ ...base, kind: 'mail', mail, by: event.staff_name ?? mail.fromName })
      continue
    }
    const inbound = received.get(Number(event.data.inbox))
    if (event.type === 'mail-in' && inbound) {
      entries.push({
        ...base,
        kind: 'traveller-mail',
        inbound,
        text: describeLeadEvent(event, input.staffName),
      })
      continue
    }
    if (event.type === 'proposal-question' && typeof event.data.text === 'string') {
      entries.push({
        ...base,
        kind: 'traveller-words',
        title: 'Question from the proposal’s page',
        text: event.data.text,
      })
      continue
    }
    if (event.type === 'note') {
      entries.push({ ...base, kind: 'note', by, text: String(event.data.text ?? '') })
      continue
    }
    entries.push({
      ...base,
      kind: 'event',
      by,
      text: describeLeadEvent(event, input.staffName),
      mail: null,
    })
  }
  for (const mail of input.mail) {
    if (told.has(mail.id)) continue
    const base = { key: `mail-${mail.id}`, at: mail.created_at, order: 2 }
    // Mail to the traveller is shown whole; staff's notices and alerts are one line each.
    if (isTravellerMail(mail.purpose)) entries.push({ ...base, kind: 'mail', mail, by: mail.fromName })
    else
      entries.push({
        ...base,
        kind: 'event',
        by: 'Tembo',
        text: `${mail.label} to ${mail.to}: ${mail.subject}`,
        mail,
      })
  }
  entries.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order || a.key.localeCompare(b.key))
  if (input.newestFirst) entries.reverse()
  return entries.map(({ order: _, ...entry }) => entry as ThreadEntry<Inbound>)
}
