import { Link } from 'react-router'
import { formatDate } from '~/lib/back-office'
import { buildTripFolder } from '~/services/trip-folder.server'
import type { Route } from './+types/my-trips.$id'
import { ownTrip } from './my-trips.$id.server'

// A driver-guide's own departure (/admin/my-trips/:id, docs/product.md, "Departures"): what the briefing
// says, on the page: the party with ages, flights, dietary and medical notes, each day's lodge with its
// confirmation, the permits with names, and who to call. Never a price.

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = await ownTrip(context, params.id)
  const folder = await buildTripFolder(id, { medical: true })
  if (!folder) throw new Response(null, { status: 404 })
  return { folder }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.folder.title ?? 'Trip'} | My trips | Back-office` },
]

export default function MyTrip({ loaderData: { folder } }: Route.ComponentProps) {
  const { flights } = folder
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/my-trips" className="font-medium text-savanna-700 underline">
          ← My trips
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl">{folder.title}</h1>
      <p className="mt-2">
        {formatDate(folder.startDate)} to {formatDate(folder.endDate)} · {folder.travellerName}{' '}
        {folder.reference} · {folder.party}
      </p>
      <p className="mt-2">
        <a
          href={`/admin/my-trips/${folder.proposalId}/briefing.pdf`}
          className="font-semibold text-savanna-700 underline"
        >
          The briefing as a PDF
        </a>
      </p>
      <section aria-labelledby="meeting-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="meeting-heading" className="font-serif text-2xl">
          Meeting and flights
        </h2>
        <p className="mt-2">
          {[folder.crew.meetingPoint, folder.crew.meetingTime].filter(Boolean).join(' at ') ||
            'Meeting point not set yet'}
          {folder.crew.vehicle ? ` · ${folder.crew.vehicle}` : ''}
        </p>
        <p>
          Arrival:{' '}
          {[
            flights.arrivalFlight,
            flights.arrivalDate && formatDate(flights.arrivalDate),
            flights.arrivalTime,
          ]
            .filter(Boolean)
            .join(', ') || 'not given yet'}
        </p>
        <p>
          Departure:{' '}
          {[
            flights.departureFlight,
            flights.departureDate && formatDate(flights.departureDate),
            flights.departureTime,
          ]
            .filter(Boolean)
            .join(', ') || 'not given yet'}
        </p>
        <p>Office, day and night: {folder.emergencyPhone}</p>
      </section>
      <section aria-labelledby="party-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="party-heading" className="font-serif text-2xl">
          The party
        </h2>
        <ol className="mt-2 space-y-2">
          {folder.travellers.map((traveller) => (
            <li key={traveller.position}>
              <p className="font-semibold">
                {traveller.name}
                {traveller.age !== null ? `, ${traveller.age}` : ''}
                {traveller.nationality ? ` · ${traveller.nationality}` : ''}
              </p>
              {traveller.dietary ? <p>Dietary: {traveller.dietary}</p> : null}
              {traveller.medical ? <p>Medical: {traveller.medical}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="days-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="days-heading" className="font-serif text-2xl">
          Day by day
        </h2>
        <ol className="mt-2 space-y-2">
          {folder.days.map((day) => (
            <li key={day.number}>
              <p className="font-semibold">
                Day {day.number} · {formatDate(day.date)}: {day.title}
              </p>
              {day.lodge ? (
                <p>
                  {day.lodge.name} ·{' '}
                  {day.lodge.reference ? `confirmed ${day.lodge.reference}` : 'not confirmed'}
                  {day.lodge.phone ? ` · ${day.lodge.phone}` : ''}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      {folder.permits.length ? (
        <section aria-labelledby="permits-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="permits-heading" className="font-serif text-2xl">
            Permits
          </h2>
          <ul className="mt-2 space-y-1">
            {folder.permits.map((permit) => (
              <li key={`${permit.permit}-${permit.date}`}>
                {permit.permit}, {formatDate(permit.date)}: {permit.names.join(', ') || 'no names yet'}
                {permit.without.length ? (
                  <strong className="text-red-800"> · without a permit: {permit.without.join(', ')}</strong>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
