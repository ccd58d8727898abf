import { Link } from 'react-router'
import { formatDate } from '~/lib/back-office'
import { listGuideTrips } from '~/models/departure-crew.server'
import { addDays } from '~/lib/booking-terms'
import { operatorToday } from '~/services/proposals.server'
import { staffOf } from '~/services/staff-context.server'
import { buildTripFolder } from '~/services/trip-folder.server'
import type { Route } from './+types/my-trips'

// A driver-guide's own departures (/admin/my-trips, docs/product.md, "Departures"): the trips they are
// assigned, from a week ago on, each with its dates, party and meeting point, and its briefing. Never a
// price, and never another guide's trip.

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = staffOf(context)
  const trips = await listGuideTrips(staff.id, addDays(operatorToday(), -7))
  const folders = await Promise.all(
    trips.map((trip) => buildTripFolder(trip.proposal_id, { medical: false })),
  )
  return {
    trips: folders.flatMap((folder) =>
      folder
        ? [
            {
              id: folder.proposalId,
              title: folder.title,
              reference: folder.reference,
              start: folder.startDate,
              end: folder.endDate,
              party: folder.party,
              traveller: folder.travellerName,
              meeting: [folder.crew.meetingPoint, folder.crew.meetingTime].filter(Boolean).join(' at '),
              vehicle: folder.crew.vehicle,
            },
          ]
        : [],
    ),
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'My trips | Back-office' }]

export default function MyTrips({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-serif text-3xl">My trips</h1>
      {data.trips.length === 0 ? (
        <p className="mt-4">No trip is assigned to you from last week on.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {data.trips.map((trip) => (
            <li key={trip.id} className="rounded-xl bg-white p-4 shadow-sm">
              <p className="font-semibold">
                {formatDate(trip.start)} to {formatDate(trip.end)}:{' '}
                <Link to={`/admin/my-trips/${trip.id}`} className="text-savanna-700 underline">
                  {trip.title}
                </Link>
              </p>
              <p>
                {trip.traveller} {trip.reference} · {trip.party}
                {trip.vehicle ? ` · ${trip.vehicle}` : ''}
              </p>
              <p>{trip.meeting ? `Meeting: ${trip.meeting}` : 'Meeting point not set yet'}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
