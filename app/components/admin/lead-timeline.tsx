import { formatDate, formatMoment } from '~/lib/back-office'
import { lostReasonLabel, statusLabel } from '~/lib/lead-status'

// Everything that happened to a lead, newest first; each event says who and when. Events are only
// ever added (app/models/lead-desk.server.ts).

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
    case 'next-action':
      return data.at
        ? `Next action: ${String(data.text)} on ${formatDate(String(data.at))}`
        : 'Next action cleared'
    default:
      return event.type
  }
}

export function LeadTimeline({ events, staff }: { events: Event[]; staff: { id: number; name: string }[] }) {
  const staffName = (id: unknown) =>
    staff.find((member) => member.id === Number(id))?.name ?? 'a former member of staff'
  return (
    <section aria-labelledby="timeline-heading" className="mt-10">
      <h2 id="timeline-heading" className="font-serif text-2xl">
        Timeline
      </h2>
      <ol className="mt-4 space-y-3">
        {events.map((event) => (
          <li key={event.id} className="rounded-xl bg-white p-4 shadow-sm">
            <p className="text-sm text-forest-700">
              {formatMoment(event.created_at)} ·{' '}
              {event.staff_name ?? (event.type === 'inquiry' ? 'The traveller' : 'Tembo')}
            </p>
            <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{describe(event, staffName)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
