import { formatMoment } from '~/lib/back-office'
import { describeLeadEvent, isByTraveller } from '~/lib/lead-events'
import { InboundMessage, type Inbound } from './inbound-message'

// Everything that happened to a lead, newest first; each event says who and when, in the words its
// type gives it (app/lib/lead-events.ts). Events are only ever added (app/models/lead-desk.server.ts).
// The mail about the lead is listed with its delivery as it stands now: a reply under its event, the
// acknowledgements and notices on their own. What the traveller wrote back (read from the operator's
// mailbox) shows under its event, its quoted history folded.

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
                {event.staff_name ?? (isByTraveller(event.type) ? 'The traveller' : 'Tembo')}
              </p>
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
                {describeLeadEvent(event, staffName)}
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
