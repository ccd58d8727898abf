import { Form, Link, useRouteLoaderData } from 'react-router'
import { inputClass } from '~/components/ui/input-class'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import { formatDate } from '~/lib/back-office'
import { monthName } from '~/lib/catalogue'
import { formatMoney, isCurrency } from '~/lib/money'
import type { Route } from './+types/departures'
import { ADMIN_LAYOUT_ID, type loader as layoutLoader } from './_layout'
import { handleCrewForm, loadDepartures } from './departures.server'

// The departures (/admin/departures): a calendar month's booked trips by start date (this month unless
// ?month= says), each with its party, what is still to pay, its owner and whether it is short of the
// permits it took; the month before and after a link away, and the month as CSV for the ground team
// (admins).

export const loader = ({ request }: Route.LoaderArgs) => loadDepartures(request)

export const action = keepWhatWasTyped(({ request, context }: Route.ActionArgs) =>
  handleCrewForm(request, context),
)

export const meta: Route.MetaFunction = () => [{ title: 'Departures | Back-office' }]

const monthTitle = (month: string) => `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`

export default function Departures({ loaderData: data, actionData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof layoutLoader>(ADMIN_LAYOUT_ID)
  const isAdmin = frame?.staff.role === 'admin'
  return (
    <>
      <h1 className="font-serif text-3xl">Departures: {monthTitle(data.month)}</h1>
      <nav aria-label="Months" className="mt-3 flex flex-wrap gap-4">
        <Link to={`?month=${data.previous}`} className="text-savanna-700 underline">
          ← {monthTitle(data.previous)}
        </Link>
        <Link to={`?month=${data.next}`} className="text-savanna-700 underline">
          {monthTitle(data.next)} →
        </Link>
        {isAdmin ? (
          <a href={`/admin/departures.csv?month=${data.month}`} className="text-savanna-700 underline">
            This month as CSV
          </a>
        ) : null}
      </nav>
      {data.departures.length === 0 ? (
        <p className="mt-6">No booked trip starts in {monthTitle(data.month)}.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {data.departures.map((item) => (
            <li key={item.proposalId} className="rounded-xl bg-white p-4 shadow-sm">
              <p className="font-semibold">
                {formatDate(item.startDate)} to {formatDate(item.endDate)}:{' '}
                <Link to={`/admin/proposals/${item.proposalId}`} className="text-savanna-700 underline">
                  {item.trip}
                </Link>
              </p>
              <p>
                <Link to={`/admin/leads/${item.leadId}`} className="underline">
                  {item.name} {item.reference}
                </Link>
                , {item.adults} {item.adults === 1 ? 'adult' : 'adults'}
                {item.children
                  ? ` and ${item.children} ${item.children === 1 ? 'child' : 'children'}`
                  : ''} · {item.status} ·{' '}
                {item.outstanding && isCurrency(item.currency)
                  ? `${formatMoney({ minor: item.outstanding, currency: item.currency })} due by ${formatDate(item.balanceDueOn)}`
                  : 'Paid in full'}{' '}
                · {item.owner ? `Owner: ${item.owner}` : 'No owner'}
              </p>
              <CrewForm
                proposal={item.proposalId}
                crew={item.crew}
                guides={data.guides}
                answer={
                  actionData && 'proposal' in actionData && actionData.proposal === item.proposalId
                    ? actionData
                    : null
                }
              />
              {item.reservations ? (
                <p>
                  <Link to={`/admin/proposals/${item.proposalId}#reservations`} className="underline">
                    {`Reservations: ${item.reservations}`}
                  </Link>
                </p>
              ) : null}
              {item.unnamed.map((line) => (
                <p key={line} className="font-semibold text-red-800">
                  {`Without a permit: ${line}`}
                </p>
              ))}
              {item.permits.short ? (
                <p className="font-semibold text-red-800">
                  {`Short of permits: took ${item.permits.taken}, ${item.permits.short} not held and free. `}
                  <Link to="/admin/permits" className="underline">
                    Buy them and record them under Permits held
                  </Link>
                </p>
              ) : item.permits.taken ? (
                <p>{`Permits: took ${item.permits.taken}, all held.`}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}

type Crew = Route.ComponentProps['loaderData']['departures'][number]['crew']

/** A departure's driver-guide, vehicle and meeting point, with a warning for each one on two trips at once. */
function CrewForm({
  proposal,
  crew,
  guides,
  answer,
}: {
  proposal: number
  crew: Crew
  guides: { id: number; name: string }[]
  answer: { error: string | null; done: string | null } | null
}) {
  const id = (name: string) => `crew-${proposal}-${name}`
  return (
    <Form method="post" className="mt-3 rounded-lg border border-forest-700/15 p-3" aria-label="Crew">
      <input type="hidden" name="proposal" value={proposal} />
      <div className="grid gap-3 sm:grid-cols-4">
        <div>
          <label htmlFor={id('guide')} className="text-sm font-semibold">
            Driver-guide
          </label>
          <select id={id('guide')} name="guide" defaultValue={crew.guide ?? ''} className={inputClass}>
            <option value="">Not assigned yet</option>
            {guides.map((guide) => (
              <option key={guide.id} value={guide.id}>
                {guide.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id('vehicle')} className="text-sm font-semibold">
            Vehicle
          </label>
          <input
            id={id('vehicle')}
            name="vehicle"
            maxLength={80}
            defaultValue={crew.vehicle}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={id('meetingPoint')} className="text-sm font-semibold">
            Meeting point
          </label>
          <input
            id={id('meetingPoint')}
            name="meetingPoint"
            maxLength={200}
            defaultValue={crew.meetingPoint}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={id('meetingTime')} className="text-sm font-semibold">
            Meeting time
          </label>
          <input
            id={id('meetingTime')}
            name="meetingTime"
            type="time"
            defaultValue={crew.meetingTime}
            className={inputClass}
          />
        </div>
      </div>
      {crew.clashes.map((clash) => (
        <p key={clash} role="alert" className="mt-2 font-semibold text-red-800">
          {clash}
        </p>
      ))}
      {answer?.error ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {answer.error}
        </p>
      ) : null}
      {answer?.done ? (
        <p role="status" className="mt-2 font-semibold text-forest-700">
          {answer.done}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-700"
        >
          Save the crew
        </button>
        <a href={`/admin/proposals/${proposal}/briefing.pdf`} className="text-savanna-700 underline">
          The driver-guide’s briefing (PDF)
        </a>
      </div>
    </Form>
  )
}
