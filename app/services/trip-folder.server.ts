import { getConfig } from '~/config.server'
import { addDays } from '~/lib/booking-terms'
import type { ProposalView } from '~/lib/proposal'
import { viewLanguage } from '~/lib/proposal-words'
import { datesText, partyText } from '~/lib/reservations'
import { ageOn, travellersWithoutPermit } from '~/lib/trip-details'
import { acceptedView } from '~/models/bookings.server'
import { crewOf } from '~/models/departure-crew.server'
import { listReservations } from '~/models/reservations.server'
import { listPermitsToName } from '~/models/permit-holders.server'
import { readTripDetails } from '~/models/trip-details.server'
import type { FolderDay, FolderReservation, TripFolder } from '~/lib/trip-folder'

export type { FolderDay, FolderReservation, TripFolder }

// A booked trip's folder (docs/product.md, "Vouchers and the briefing", "Final documents"): one view,
// built once on the server, from which the driver-guide's briefing, each voucher, the traveller's trip
// page and its PDF are drawn, so they never disagree. It holds no price, cost or margin: a guide and a
// traveller read it. Whether a traveller's medical notes are in it is the caller's choice (`private`).

/** The party in words, with the children's ages once all are known from their dates of birth. */
function partyOf(view: ProposalView, childAges: (number | null)[]) {
  if (childAges.every((age) => age !== null)) return partyText(view.adults, childAges as number[])
  const grown = `${view.adults} ${view.adults === 1 ? 'adult' : 'adults'}`
  return `${grown} and ${view.children} ${view.children === 1 ? 'child' : 'children'}`
}

/** The trip's folder; undefined when it is no accepted booking. `medical`: the travellers' medical notes too. */
export async function buildTripFolder(
  proposalId: number,
  { medical }: { medical: boolean },
): Promise<TripFolder | undefined> {
  const accepted = await acceptedView(proposalId)
  if (!accepted) return undefined
  const view = JSON.parse(accepted.view) as ProposalView
  const [reservations, details, permits, crew] = await Promise.all([
    listReservations(proposalId),
    readTripDetails(proposalId),
    listPermitsToName([proposalId]),
    crewOf(proposalId),
  ])
  const live = reservations
    .filter((row) => row.status !== 'cancelled')
    .map((row): FolderReservation => ({
      id: row.id,
      kind: row.kind,
      service: row.service,
      supplier: row.supplier,
      phone: row.supplier_phone,
      address: row.supplier_address,
      dates: datesText(row),
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      units: row.units,
      rooms: row.rooms,
      party: partyText(row.adults, row.childAges),
      status: row.status,
      reference: row.status === 'confirmed' ? row.supplier_ref : null,
    }))
  let number = 1
  const days = view.days.flatMap((entry) =>
    Array.from({ length: entry.days }, (_, offset): FolderDay => {
      const date = addDays(view.startDate, number - 1)
      const night = live.find((row) => row.kind === 'lodge' && row.startsOn <= date && date < row.endsOn)
      const day: FolderDay = {
        number: number++,
        date,
        title: entry.title,
        text: offset === 0 ? entry.text : '',
        overnight: entry.overnight,
        lodge:
          night || entry.lodge
            ? {
                name: night?.supplier ?? entry.lodge,
                phone: night?.phone ?? '',
                address: night?.address ?? '',
                reference: night?.reference ?? null,
              }
            : null,
        meals: entry.meals,
      }
      return day
    }),
  )
  const count = view.adults + view.children
  const travellers = Array.from({ length: count }, (_, index) => {
    const row = details.travellers.find((traveller) => traveller.position === index + 1)
    return {
      id: row?.id ?? null,
      position: index + 1,
      fullName: row?.fullName ?? '',
      birthDate: row?.birthDate ?? '',
      name: row?.fullName || `Traveller ${index + 1}`,
      age: row ? ageOn(row.birthDate, view.startDate) : null,
      nationality: row?.nationality ?? '',
      dietary: row?.dietary ?? '',
      medical: medical ? (row?.medical ?? '') : '',
    }
  })
  const { operator } = getConfig()
  return {
    proposalId,
    reference: view.reference,
    title: view.title,
    brand: view.brand,
    language: viewLanguage(view),
    travellerName: view.travellerName,
    startDate: view.startDate,
    endDate: view.endDate,
    adults: view.adults,
    children: view.children,
    party: partyOf(
      view,
      travellers.slice(view.adults).map((traveller) => traveller.age),
    ),
    emergencyPhone: operator.phone,
    email: operator.email,
    days,
    reservations: live,
    travellers: travellers.map(({ id: _id, fullName: _name, birthDate: _birth, ...rest }) => rest),
    flights: details.flights,
    permits: travellersWithoutPermit(travellers, permits.get(proposalId) ?? []).map((permit) => ({
      permit: permit.permit,
      date: permit.date,
      names: travellers
        .filter((traveller) => traveller.id !== null && permit.holders.includes(traveller.id))
        .map((traveller) => traveller.name),
      without: permit.without,
    })),
    crew: {
      guide: crew?.guide_name ? { name: crew.guide_name, phone: crew.guide_phone ?? '' } : null,
      vehicle: crew?.vehicle ?? '',
      meetingPoint: crew?.meeting_point ?? '',
      meetingTime: crew?.meeting_time ?? '',
    },
  }
}
