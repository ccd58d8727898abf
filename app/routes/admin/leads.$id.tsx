import { Link } from 'react-router'
import { LeadActions } from '~/components/admin/lead-actions'
import { LeadReply } from '~/components/admin/lead-reply'
import { LeadTimeline } from '~/components/admin/lead-timeline'
import { ClockBadge } from '~/components/admin/clock-badge'
import { formatDate, formatMoment, valueText } from '~/lib/back-office'
import { replyClock } from '~/lib/lead-clock'
import { lostReasonLabel, statusLabel } from '~/lib/lead-status'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/leads.$id'
import { changeLeadFromForm, loadLead } from './leads.$id.server'

// One lead (/admin/leads/:id): the traveller, the trip at a glance, what staff can do with it, every
// inquiry in full (each linking its own page), and the timeline of everything that happened.

export const loader = ({ request, params, context }: Route.LoaderArgs) => loadLead(request, params, context)

export const action = keepWhatWasTyped(({ request, params, context }: Route.ActionArgs) =>
  changeLeadFromForm(request, params, context),
)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.lead.reference ?? 'Lead'} ${loaderData?.lead.name ?? ''} | Back-office` },
]

function Facts({ title, rows }: { title: string; rows: [string, string | null | undefined][] }) {
  const shown = rows.filter(([, value]) => value)
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm">
      <h2 className="font-serif text-xl">{title}</h2>
      {shown.length ? (
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-forest-700">{label}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3">Nothing given yet.</p>
      )}
    </section>
  )
}

export default function Lead({ loaderData: data, actionData }: Route.ComponentProps) {
  const { lead } = data
  const clock = replyClock(lead.waiting_since, data.now, data.replyTargetHours)
  const travel = lead.travel_start
    ? `${formatDate(lead.travel_start)}${lead.travel_end ? ` to ${formatDate(lead.travel_end)}` : ''}`
    : null
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/leads" className="font-medium text-savanna-700 underline">
          ← Leads
        </Link>
      </p>
      <h1 className="mt-3 font-serif text-3xl">
        {lead.name} <span className="text-xl whitespace-nowrap text-forest-700">{lead.reference}</span>
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" role="status">
        <span className="rounded-full bg-forest-800 px-2 py-0.5 font-semibold text-white">
          {statusLabel(lead.status)}
        </span>
        {lead.status === 'lost' ? (
          <span>
            Lost: {lostReasonLabel(lead.lost_reason)}
            {lead.lost_note ? ` (${lead.lost_note})` : ''}
          </span>
        ) : null}
        {clock ? <ClockBadge clock={clock} /> : null}
        <span>{lead.owner_name ? `Owner: ${lead.owner_name}` : 'Unassigned'}</span>
        {lead.next_action_at ? (
          <span>
            Next: {lead.next_action_text} on {formatDate(lead.next_action_at)}
          </span>
        ) : null}
      </p>

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <Facts
          title="Traveller"
          rows={[
            ['Name', lead.name],
            ['Email', lead.email],
            ['Phone', lead.phone],
            ['Lives in', lead.country],
          ]}
        />
        <Facts
          title="The trip at a glance"
          rows={[
            ['Travel', travel],
            ['People', lead.party_size ? String(lead.party_size) : null],
            ['Countries', lead.countries.join(', ')],
            ['Packages', lead.packages.join(', ')],
            ['First page', lead.source_page ?? 'Through the API'],
            ['Referrer', lead.referrer],
            ['First reply', lead.first_response_at ? formatMoment(lead.first_response_at) : 'Not yet'],
          ]}
        />
      </div>

      <LeadActions
        lead={lead}
        staff={data.staff}
        result={actionData?.result}
        done={actionData?.done ?? null}
        version={data.events.length}
      />

      <LeadReply
        name={lead.name}
        composer={data.composer}
        whatsapp={data.whatsapp}
        result={actionData?.result}
        version={data.events.length}
      />

      <h2 className="mt-10 font-serif text-2xl">Inquiries</h2>
      <div className="mt-4 grid gap-6 xl:grid-cols-2">
        {data.inquiries.map(({ id, screen, values }) => (
          <section key={`${screen.kind}-${id}`} className="rounded-xl bg-white p-5 shadow-sm">
            <h3 className="font-serif text-xl">{screen.singular}</h3>
            <p className="text-sm text-forest-700">
              Received {formatMoment(String(values.created_at))} ·{' '}
              <Link to={`${screen.itemPath}/${id}`} className="font-medium text-savanna-700 underline">
                Open the {screen.singular.toLowerCase()}
              </Link>
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
              {screen.groups
                .flatMap((group) => group.fields)
                .filter(
                  (field) =>
                    values[field.key] !== null && values[field.key] !== undefined && values[field.key] !== '',
                )
                .map((field) => (
                  <div key={field.key} className="contents">
                    <dt className="font-semibold text-forest-700">{field.label}</dt>
                    <dd className="min-w-0 whitespace-pre-wrap [overflow-wrap:anywhere]">
                      {valueText(field, values[field.key])}
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
      </div>

      <LeadTimeline events={data.events} mail={data.mail} inbox={data.inbox} staff={data.staff} />
    </>
  )
}
