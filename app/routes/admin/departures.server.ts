import { data } from 'react-router'
import { addDays, isIsoDate } from '~/lib/booking-terms'
import { CSV_BOM, csvLine } from '~/lib/csv'
import { leadReference } from '~/lib/lead-reference'
import { statusLabel } from '~/lib/lead-status'
import { formatMoney, isCurrency } from '~/lib/money'
import type { ProposalView } from '~/lib/proposal'
import { listDepartures } from '~/models/departures.server'
import { takenPermitChecks } from '~/models/permits.server'
import { confirmedText } from '~/lib/reservations'
import { reservationCounts } from '~/models/reservations.server'
import { travellersWithoutPermit, type PermitToName } from '~/lib/trip-details'
import { listPermitsToName, listTravellerNames } from '~/models/permit-holders.server'
import { operatorToday } from '~/services/proposals.server'
import { parseWithZod } from '@conform-to/zod/v4'
import type { RouterContextProvider } from 'react-router'
import { crewClashes } from '~/lib/departure-crew'
import { listCrews, listGuides, setCrew } from '~/models/departure-crew.server'
import { CrewSchema } from '~/schemas/departures'
import { readSubmission } from '~/services/request-input.server'
import { staffOf } from '~/services/staff-context.server'

// The departures page's loader and its CSV (routes/admin/departures.tsx, departures.csv.ts), beside
// them: the month asked (?month=2027-07, this month unless said), its booked trips by start date, the
// next month's link, and each trip's party, balance, owner and the permits it took (short or not).

/** The month asked as its first and last day, or this month's. */
export function monthOf(request: Request) {
  const asked = new URL(request.url).searchParams.get('month') ?? ''
  const first =
    /^\d{4}-\d{2}$/.test(asked) && isIsoDate(`${asked}-01`)
      ? `${asked}-01`
      : `${operatorToday().slice(0, 7)}-01`
  const next = addDays(first, 32).slice(0, 7)
  const previous = addDays(first, -1).slice(0, 7)
  return { month: first.slice(0, 7), from: first, to: addDays(`${next}-01`, -1), next, previous }
}

/** Each permit a trip took with its travellers old enough not named on it, in words; a traveller who gave no details counted by number. */
function unnamedPermits(
  count: number,
  named: { id: number; position: number; fullName: string; birthDate: string }[],
  permits: PermitToName[],
) {
  const travellers = Array.from(
    { length: count },
    (_, index) =>
      named.find((one) => one.position === index + 1) ?? {
        id: null,
        position: index + 1,
        fullName: '',
        birthDate: '',
      },
  )
  return travellersWithoutPermit(travellers, permits)
    .filter((permit) => permit.without.length)
    .map((permit) => `${permit.permit}, ${permit.date}: ${permit.without.join(', ')}`)
}

export async function loadDepartures(request: Request) {
  const span = monthOf(request)
  const rows = await listDepartures(span.from, span.to)
  const ids = rows.map((row) => Number(row.proposal_id))
  const [permits, reservations, toName, names, guides, crews] = await Promise.all([
    takenPermitChecks(ids),
    reservationCounts(ids),
    listPermitsToName(ids),
    listTravellerNames(ids),
    listGuides(),
    // Trips that start in this month may end in the next, and meet others there.
    listCrews(addDays(span.from, -60), addDays(span.to, 60)),
  ])
  const clashes = crewClashes(
    crews.map((crew) => ({
      proposalId: crew.proposal_id,
      start: crew.start_date,
      end: crew.end_date,
      guideId: crew.guide_id,
      guideName: crew.guide_name,
      vehicle: crew.vehicle,
      label: `${leadReference({ id: crew.lead_id, created_at: crew.lead_created_at })} ${crew.lead_name}`,
    })),
  )
  const crewOf = (id: number) => crews.find((crew) => crew.proposal_id === id)
  return {
    ...span,
    guides: guides.map((guide) => ({ id: Number(guide.id), name: guide.name })),
    departures: rows.map((row) => {
      const view = JSON.parse(row.view) as ProposalView
      const paid = Number(row.paid ?? 0)
      const total = Number(row.total_minor)
      const checks = permits.get(Number(row.proposal_id)) ?? []
      return {
        proposalId: Number(row.proposal_id),
        leadId: Number(row.lead_id),
        reference: leadReference({ id: Number(row.lead_id), created_at: row.lead_created_at }),
        name: row.name,
        phone: row.phone,
        status: statusLabel(row.status),
        owner: row.owner_name,
        trip: view.title,
        startDate: row.start_date,
        endDate: row.end_date,
        adults: view.adults,
        children: view.children,
        currency: view.currency,
        outstanding: Math.max(0, total - paid),
        balanceDueOn: view.balanceDueOn,
        /** Its driver-guide, vehicle and meeting point, and what clashes with another trip */
        crew: {
          guide: crewOf(Number(row.proposal_id))?.guide_id ?? null,
          vehicle: crewOf(Number(row.proposal_id))?.vehicle ?? '',
          meetingPoint: crewOf(Number(row.proposal_id))?.meeting_point ?? '',
          meetingTime: crewOf(Number(row.proposal_id))?.meeting_time ?? '',
          clashes: clashes.get(Number(row.proposal_id)) ?? [],
        },
        /** Where its suppliers stand: "3 of 5 confirmed"; null when none is drawn up */
        reservations: reservations.has(Number(row.proposal_id))
          ? confirmedText(reservations.get(Number(row.proposal_id))!)
          : null,
        /** Each permit the trip took with the travellers old enough for it not named on it */
        unnamed: unnamedPermits(
          view.adults + view.children,
          names.get(Number(row.proposal_id)) ?? [],
          toName.get(Number(row.proposal_id)) ?? [],
        ),
        /** The permits the trip took, and how many of them were not held and free */
        permits: {
          taken: checks.reduce((sum, check) => sum + check.count, 0),
          short: checks.reduce((sum, check) => sum + check.short, 0),
        },
      }
    }),
  }
}

export type Departure = Awaited<ReturnType<typeof loadDepartures>>['departures'][number]

/** The month's departures as CSV, for the ground team. */
export async function departuresCsv(request: Request): Promise<Response> {
  const { month, departures } = await loadDepartures(request)
  if (departures.length > 499) throw data('Too many departures in one month for one file.', { status: 413 })
  const header = [
    'Start',
    'End',
    'Reference',
    'Traveller',
    'Phone',
    'Adults',
    'Children',
    'Trip',
    'Status',
    'Balance',
    'Owner',
  ]
  const lines = departures.map((item) =>
    csvLine([
      item.startDate,
      item.endDate,
      item.reference,
      item.name,
      item.phone,
      item.adults,
      item.children,
      item.trip,
      item.status,
      item.outstanding && isCurrency(item.currency)
        ? `${formatMoney({ minor: item.outstanding, currency: item.currency })} due ${item.balanceDueOn}`
        : 'paid',
      item.owner ?? '',
    ]),
  )
  return new Response(CSV_BOM + csvLine(header) + lines.join(''), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="departures-${month}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/** A departure's crew, as any member of staff sets it; a refusal says why beside the trip. */
export async function handleCrewForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff } = staffOf(context)
  const formData = await readSubmission(request)
  const submission = parseWithZod(formData, { schema: CrewSchema })
  const proposal = Number(formData.get('proposal'))
  if (submission.status !== 'success')
    return data(
      { proposal, error: Object.values(submission.error ?? {}).flat()[0] ?? 'Not saved', done: null },
      { status: 400 },
    )
  const { proposal: id, guide, ...crew } = submission.value
  if (!(await setCrew(id, { guideId: guide, ...crew }, staff.id)))
    return data(
      { proposal: id, error: 'Choose a driver-guide of the list, or none yet', done: null },
      { status: 400 },
    )
  return { proposal: id, error: null, done: 'Crew saved.' }
}
