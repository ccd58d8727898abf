import { getConfig } from '~/config.server'
import { addDays } from '~/lib/booking-terms'
import { bookingStanding } from '~/lib/booking-standing'
import { operatorTime } from '~/lib/lead-clock'
import type { ProposalView } from '~/lib/proposal'
import { dateIn, viewLanguage } from '~/lib/proposal-words'
import { bookingLetter } from '~/lib/traveller-letter'
import {
  DETAILS_REMINDER_DAYS,
  erasedUpTo,
  missingDetails,
  passportTooSoon,
  type FlightDetails,
  type TravellerDetails,
} from '~/lib/trip-details'
import { logger } from '~/logger.server'
import { recordAudit } from '~/models/audit.server'
import { acceptedView, listPayments } from '~/models/bookings.server'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { getCancellation } from '~/models/cancellations.server'
import { addProposalLink, newLinkSecret } from '~/models/proposal-links.server'
import { findProposalByToken } from '~/models/proposal-traveller.server'
import { claimTripNotice, listTripsToRemind } from '~/models/trip-notices.server'
import {
  eraseEndedTripDetails,
  listPassportsToReseal,
  readTripDetails,
  resealPassport,
  saveTripDetails,
  sealedPassportOf,
} from '~/models/trip-details.server'
import { m } from '~/paraglide/messages'
import type { TripDetailsInput } from '~/schemas/trip-details'
import { nudgeMailWorker } from './mail-sender.server'
import { currentKeyPrefix, openPassport, sealPassport, sealedWithOldKey } from './passport-seal.server'
import type { Actor } from './team.server'

// The traveller's details after the deposit (docs/product.md, "The traveller's details"): their page
// at /proposal/<token>/details, what staff see of them (a passport number in full only on demand, on the
// audit trail), the reminder of what is missing 30 days before the trip, and the retention job's part:
// the details erased a set number of days after the trip, and passports sealed with a retired key
// sealed again with the current one.

/** A passport number as the page shows it once given: its last two characters. */
const masked = (number: string | null) =>
  number ? `•••• ${number.slice(-2)}` : number === null ? '••••' : ''

/** Where a booking stands for its details: open once the deposit is in, never for a cancelled one. */
async function detailsBooking(proposalId: number) {
  const [accepted, cancellation, entries] = await Promise.all([
    acceptedView(proposalId),
    getCancellation(proposalId),
    listPayments(proposalId),
  ])
  if (!accepted) return null
  const view = JSON.parse(accepted.view) as ProposalView
  const standing = bookingStanding(
    view,
    entries.map((entry) => ({
      id: Number(entry.id),
      kind: entry.kind,
      amount: Number(entry.amount_minor),
      method: entry.method,
      paidOn: entry.paid_on,
    })),
    view.startDate,
    cancellation ? { on: cancellation.notice_on, refund: Number(cancellation.refund_minor) } : undefined,
  )
  return { view, cancelled: Boolean(cancellation), depositIn: standing.deposit.due === 0 }
}

/** The travellers' details as shown: each one's fields, the passport masked, and the flags. */
async function shownDetails(proposalId: number, view: ProposalView) {
  const stored = await readTripDetails(proposalId)
  const count = view.adults + view.children
  const travellers = Array.from({ length: count }, (_, index) => {
    const row = stored.travellers.find((traveller) => traveller.position === index + 1)
    const passport = row?.passportSealed ? openPassport(row.passportSealed) : ''
    return {
      id: row?.id ?? null,
      position: index + 1,
      fullName: row?.fullName ?? '',
      nationality: row?.nationality ?? '',
      birthDate: row?.birthDate ?? '',
      passportGiven: Boolean(row?.passportSealed),
      passportShown: masked(passport),
      passportExpiry: row?.passportExpiry ?? '',
      dietary: row?.dietary ?? '',
      medical: row?.medical ?? '',
      emergencyContact: row?.emergencyContact ?? '',
      passportTooSoon: passportTooSoon(row?.passportExpiry ?? '', view.endDate),
    }
  })
  const missing = missingDetails(
    travellers.map((traveller) => ({ ...traveller, passportNumber: traveller.passportGiven ? 'given' : '' })),
    count,
    stored.flights,
  )
  return { travellers, flights: stored.flights, missing, updatedAt: stored.updatedAt }
}

export type ShownDetails = Awaited<ReturnType<typeof shownDetails>>

/** The traveller's details page by their link; undefined when it is no link of ours. */
export async function openDetailsPage(secret: string) {
  const found = await findProposalByToken(secret)
  if (!found?.acceptance) return undefined
  const booking = await detailsBooking(found.proposalId)
  if (!booking) return undefined
  const { view } = booking
  return {
    proposalId: found.proposalId,
    leadId: found.leadId,
    view,
    language: viewLanguage(view),
    state: booking.cancelled
      ? ('cancelled' as const)
      : booking.depositIn
        ? ('open' as const)
        : ('deposit' as const),
    details: booking.depositIn && !booking.cancelled ? await shownDetails(found.proposalId, view) : null,
  }
}

/** Saves the traveller's details, their passports sealed; a passport left empty keeps the one given. */
export async function saveDetails(page: { proposalId: number; leadId: number }, input: TripDetailsInput) {
  await saveTripDetails(page.proposalId, page.leadId, {
    flights: {
      arrivalFlight: input.arrivalFlight,
      arrivalDate: input.arrivalDate,
      arrivalTime: input.arrivalTime,
      departureFlight: input.departureFlight,
      departureDate: input.departureDate,
      departureTime: input.departureTime,
    },
    travellers: input.travellers.map(({ passportNumber, ...traveller }) => ({
      ...traveller,
      passportSealed: passportNumber ? sealPassport(passportNumber) : null,
    })),
  })
}

/** The details of a booking as staff see them (its page); null before the deposit. */
export async function detailsForStaff(proposalId: number) {
  const booking = await detailsBooking(proposalId)
  if (!booking) return null
  return { depositIn: booking.depositIn, ...(await shownDetails(proposalId, booking.view)) }
}

/** A passport number in full, for a member of staff who asked: on the audit trail; undefined when none. */
export async function showPassport(proposalId: number, travellerId: number, by: Actor, reference: string) {
  const found = await sealedPassportOf(proposalId, travellerId)
  if (!found) return undefined
  const number = openPassport(found.sealed)
  await recordAudit({
    actor: by.staff,
    action: 'passport-shown',
    subject: `Traveller ${found.position} of ${reference}`,
    address: by.address,
  })
  return number
}

function reminderMail(
  trip: { proposal_id: number; lead_id: number; email: string },
  view: ProposalView,
  link: string,
): QueuedMail[] {
  const { operator } = getConfig()
  const locale = viewLanguage(view)
  const words = { locale }
  return [
    {
      purpose: 'details-reminder',
      inquiry_kind: 'lead',
      inquiry_id: trip.lead_id,
      lead_id: trip.lead_id,
      to_address: trip.email,
      reply_to: operator.email,
      subject: m.details_remind_subject({ title: view.title, reference: view.reference }, words),
      body: bookingLetter(
        view,
        [
          m.details_remind_line({ title: view.title, date: dateIn(view.startDate, locale) }, words),
          '',
          m.details_remind_link({ link }, words),
          '',
          m.details_remind_why({}, words),
        ],
        undefined,
        locale,
      ),
    },
  ]
}

/**
 * Reminds each traveller whose trip starts within 30 days and whose details are incomplete, once (a
 * row claims it); answers how many were reminded.
 */
export async function sendDetailsReminders(now = new Date()): Promise<number> {
  const { operatorTimezone, publicUrl } = getConfig()
  const today = operatorTime(now, operatorTimezone).day
  let sent = 0
  for (const trip of await listTripsToRemind(
    today,
    addDays(today, DETAILS_REMINDER_DAYS),
    'details-missing',
  )) {
    const view = JSON.parse(trip.view) as ProposalView
    const booking = await detailsBooking(Number(trip.proposal_id))
    if (!booking?.depositIn) continue
    const { missing } = await shownDetails(Number(trip.proposal_id), view)
    if (missing.complete) continue
    const secret = newLinkSecret()
    const claimed = await claimTripNotice(
      Number(trip.proposal_id),
      'details-missing',
      async (trx) => {
        await addProposalLink(
          trx,
          { versionId: Number(trip.version_id), secret, purpose: 'details-reminder' },
          now.toISOString(),
        )
        return reminderMail(
          { proposal_id: Number(trip.proposal_id), lead_id: Number(trip.lead_id), email: trip.email },
          view,
          `${publicUrl}/proposal/${secret}/details`,
        )
      },
      now.toISOString(),
    )
    if (claimed) sent++
  }
  if (sent) nudgeMailWorker()
  return sent
}

/** The retention job's part: details past TRIP_DETAILS_RETENTION_DAYS erased, old seals renewed. */
export async function runTripDetailsRetention(now = new Date()) {
  const { operatorTimezone, tripDetailsRetentionDays } = getConfig()
  const today = operatorTime(now, operatorTimezone).day
  const upTo = erasedUpTo(today, tripDetailsRetentionDays)
  const erased = await eraseEndedTripDetails(upTo)
  if (erased)
    await recordAudit(
      {
        actor: null,
        action: 'details-erasure',
        subject: `The travel details of ${erased} ${erased === 1 ? 'trip' : 'trips'} ended by ${upTo}`,
      },
      undefined,
      now,
    )
  let resealed = 0
  for (const row of await listPassportsToReseal(currentKeyPrefix())) {
    if (!sealedWithOldKey(row.passport_sealed)) continue
    const number = openPassport(row.passport_sealed)
    // Sealed with a key no longer configured: left as it is, and said, never guessed at.
    if (number === null) {
      logger.warn({ traveller: Number(row.id) }, 'passport number sealed with a key not configured')
      continue
    }
    await resealPassport(Number(row.id), row.passport_sealed, sealPassport(number))
    resealed++
  }
  return { erased, resealed }
}

export type { FlightDetails, TravellerDetails }
