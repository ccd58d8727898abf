import { formatDate, formatMoment } from '~/lib/back-office'
import { lostReasonLabel, statusLabel } from '~/lib/lead-status'
import { mailPurposes } from '~/lib/mail-status'
import { InboundMessage, type Inbound } from './inbound-message'

// Everything that happened to a lead, newest first; each event says who and when. Events are only
// ever added (app/models/lead-desk.server.ts). The mail about the lead is listed with its delivery as it
// stands now: a reply under its event, the acknowledgements and notices on their own. What the traveller
// wrote back (read from the operator's mailbox) shows under its event, its quoted history folded.

interface Mail {
  id: number
  purpose: string
  to: string
  subject: string
  state: string
  lastError: string | null
  created_at: string
}

interface Event {
  id: number
  type: string
  data: Record<string, unknown>
  created_at: string
  staff_name: string | null
  singular: string | null
}

function describe(event: Event, staffName: (id: unknown) => string): string {
  const { data } = event
  switch (event.type) {
    case 'inquiry':
      return `${event.singular ?? 'Inquiry'} received`
    case 'status':
      return data.reopened
        ? `Reopened as ${statusLabel(String(data.to))}`
        : `Moved from ${statusLabel(String(data.from))} to ${statusLabel(String(data.to))}${
            data.to === 'lost'
              ? `: ${lostReasonLabel(data.reason as string | null)}${data.note ? ` (${String(data.note)})` : ''}`
              : ''
          }`
    case 'owner':
      return data.to === null ? 'Owner removed' : `Owner set to ${staffName(data.to)}`
    case 'note':
      return `Note: ${String(data.text)}`
    case 'reply':
      return `Replied by e-mail: ${String(data.subject)}`
    case 'alert':
      return `Past the reply target: ${Array.isArray(data.to) ? data.to.join(', ') : 'staff'} alerted`
    case 'mail-in':
      return data.kind === 'bounce'
        ? `Bounce: ${String(data.subject)}`
        : data.kind === 'auto-reply'
          ? `Automatic answer: ${String(data.subject)}`
          : `E-mail from the traveller: ${String(data.subject)}`
    case 'mail-resent': {
      const what = mailPurposes[String(data.purpose)] ?? 'Mail'
      if (data.erased) return `${what} sent again`
      return data.from === data.to
        ? `${what} sent again to ${String(data.to)}`
        : `${what} sent again to ${String(data.to)} instead of ${String(data.from)}`
    }
    case 'address-added':
      return data.erased
        ? 'A new address was added for the traveller'
        : `New address for the traveller: ${String(data.email)}. Their mail from it now joins this lead.`
    case 'next-action':
      return data.at
        ? `Next action: ${String(data.text)} on ${formatDate(String(data.at))}`
        : 'Next action cleared'
    default:
      return event.type
  }
}

function Delivery({ mail }: { mail: Mail }) {
  return (
    <p className="mt-1 text-sm">
      {mail.purpose} to {mail.to}: {mail.state}
      {mail.lastError ? <span className="block text-red-800">Last error: {mail.lastError}</span> : null}
    </p>
  )
}

export function LeadTimeline({
  events,
  mail,
  inbox,
  staff,
}: {
  events: Event[]
  mail: Mail[]
  inbox: Inbound[]
  staff: { id: number; name: string }[]
}) {
  const received = new Map(inbox.map((item) => [item.id, item]))
  const staffName = (id: unknown) =>
    staff.find((member) => member.id === Number(id))?.name ?? 'a former member of staff'
  const replies = new Map(mail.map((item) => [item.id, item]))
  const entries = [
    ...events.map((event) => ({ at: event.created_at, order: 1, event, mail: undefined })),
    ...mail
      .filter((item) => !events.some((event) => event.type === 'reply' && event.data.mail_id === item.id))
      .map((item) => ({ at: item.created_at, order: 0, event: undefined, mail: item })),
  ].sort((a, b) => b.at.localeCompare(a.at) || b.order - a.order)
  return (
    <section aria-labelledby="timeline-heading" className="mt-10">
      <h2 id="timeline-heading" className="font-serif text-2xl">
        Timeline
      </h2>
      <ol className="mt-4 space-y-3">
        {entries.map(({ event, mail: item }) =>
          event ? (
            <li key={`event-${event.id}`} className="rounded-xl bg-white p-4 shadow-sm">
              <p className="text-sm text-forest-700">
                {formatMoment(event.created_at)} ·{' '}
                {event.staff_name ??
                  (event.type === 'inquiry' || event.type === 'mail-in' ? 'The traveller' : 'Tembo')}
              </p>
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
                {describe(event, staffName)}
              </p>
              {event.type === 'reply' && replies.has(Number(event.data.mail_id)) ? (
                <Delivery mail={replies.get(Number(event.data.mail_id))!} />
              ) : null}
              {event.type === 'mail-in' && received.has(Number(event.data.inbox)) ? (
                <InboundMessage mail={received.get(Number(event.data.inbox))!} />
              ) : null}
            </li>
          ) : item ? (
            <li key={`mail-${item.id}`} className="rounded-xl bg-white p-4 shadow-sm">
              <p className="text-sm text-forest-700">{formatMoment(item.created_at)} · Tembo</p>
              <p className="mt-1 [overflow-wrap:anywhere]">Mail: {item.subject}</p>
              <Delivery mail={item} />
            </li>
          ) : null,
        )}
      </ol>
    </section>
  )
}
