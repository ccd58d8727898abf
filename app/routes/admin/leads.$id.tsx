import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ContactActions } from '~/components/admin/contact-actions'
import { CopyText } from '~/components/admin/copy-text'
import { LeadActions } from '~/components/admin/lead-actions'
import { LeadProposals } from '~/components/admin/lead-proposals'
import { LeadReply } from '~/components/admin/lead-reply'
import { LeadThread } from '~/components/admin/lead-thread'
import { Shortcuts } from '~/components/admin/shortcuts'
import { ClockBadge } from '~/components/admin/clock-badge'
import { LanguageBadge } from '~/components/admin/language-badge'
import { formatDate, formatMoment } from '~/lib/back-office'
import { replyClock } from '~/lib/lead-clock'
import { lostReasonLabel, statusLabel } from '~/lib/lead-status'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/leads.$id'
import { changeLeadFromForm, loadLead } from './leads.$id.server'

// One lead (/admin/leads/:id): who it is, where it stands and the ways to reach them at the top; then
// the conversation with the reply at its end (components/admin/lead-thread.tsx), and beside it (on a
// phone, one tap away) the traveller's and the trip's facts and the forms that move the lead on.

export const loader = ({ request, params, context }: Route.LoaderArgs) => loadLead(request, params, context)

export const action = keepWhatWasTyped(({ request, params, context }: Route.ActionArgs) =>
  changeLeadFromForm(request, params, context),
)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.lead.reference ?? 'Lead'} ${loaderData?.lead.name ?? ''} | Back-office` },
]

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
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
  const [search] = useSearchParams()
  const details = search.get('view') === 'details'
  const clock = replyClock(lead.waiting_since, data.now, data.replyTargetHours)
  const travel = lead.travel_start
    ? `${formatDate(lead.travel_start)}${lead.travel_end ? ` to ${formatDate(lead.travel_end)}` : ''}`
    : null
  const tab = (active: boolean) =>
    `rounded-t-lg px-4 py-2 font-semibold ${active ? 'bg-white text-forest-900 shadow-sm' : 'text-savanna-700 underline'}`
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/leads" className="font-medium text-savanna-700 underline">
          ← Leads
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl">
        {lead.name} <span className="text-xl whitespace-nowrap text-forest-700">{lead.reference}</span>
      </h1>
      <CopyText text={lead.reference} label="Copy the reference" />
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
        <LanguageBadge language={lead.language} />
        {clock ? <ClockBadge clock={clock} /> : null}
        <span>{lead.owner_name ? `Owner: ${lead.owner_name}` : 'Unassigned'}</span>
        {lead.next_action_at ? (
          <span>
            Next: {lead.next_action_text} on {formatDate(lead.next_action_at)}
          </span>
        ) : null}
      </p>
      <Shortcuts
        keys={[
          {
            key: 'r',
            does: 'Reply: to the message box',
            run: () => {
              const box = document.getElementById('reply-message')
              if (box) box.focus()
              else window.location.assign('?#reply')
            },
          },
          { key: 'u', does: 'Back to the leads', run: () => window.location.assign('/admin/leads') },
        ]}
      />
      <ContactActions call={data.call} whatsapp={data.whatsapp} composerShown={!details} />

      {/* On a phone the conversation and the lead's details are two tabs (plain links, no JavaScript);
          from a wide screen up they stand side by side. */}
      <nav aria-label="Lead" className="mt-5 flex gap-1 border-b border-forest-700/20 lg:hidden">
        <Link to="?" className={tab(!details)} aria-current={details ? undefined : 'page'}>
          Conversation
        </Link>
        <Link to="?view=details" className={tab(details)} aria-current={details ? 'page' : undefined}>
          Details and actions
        </Link>
      </nav>
      <div className="mt-4 gap-8 lg:mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className={details ? 'hidden lg:block' : undefined}>
          <LeadThread entries={data.thread} view={data.view}>
            <LeadReply
              name={lead.name}
              composer={data.composer}
              whatsapp={data.whatsapp}
              result={actionData?.result}
              sent={actionData?.done === 'reply'}
              // Only a mail sent empties the composer: a draft survives the owner or status changed beside it.
              mailsSent={data.thread.filter((entry) => entry.kind === 'mail' && entry.by !== null).length}
            />
          </LeadThread>
        </div>
        <aside
          aria-label="Details and actions"
          className={details ? 'space-y-6' : 'hidden space-y-6 lg:block'}
        >
          <Facts
            title="Traveller"
            rows={[
              ['Name', lead.name],
              [
                'Email',
                <a key="email" href="#reply" className="underline">
                  {lead.email}
                </a>,
              ],
              [
                'Phone',
                lead.phone && data.call ? (
                  <a key="phone" href={data.call} className="underline">
                    {lead.phone}
                  </a>
                ) : (
                  lead.phone
                ),
              ],
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
          <LeadProposals leadId={lead.id} proposals={data.proposals} packages={data.packages} />
          <LeadActions
            lead={lead}
            staff={data.staff}
            result={actionData?.result}
            done={actionData?.done ?? null}
            version={data.version}
          />
        </aside>
      </div>
    </>
  )
}
