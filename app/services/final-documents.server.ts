import crypto from 'node:crypto'
import { getConfig } from '~/config.server'
import { addDays } from '~/lib/booking-terms'
import { finalDocumentsBlockers, finalDocumentsDue } from '~/lib/final-documents'
import { operatorTime } from '~/lib/lead-clock'
import type { ProposalView } from '~/lib/proposal'
import { dateIn } from '~/lib/proposal-words'
import { bookingLetter } from '~/lib/traveller-letter'
import { getCancellation } from '~/models/cancellations.server'
import {
  claimFinalDocuments,
  finalDocumentsSent,
  findTripLink,
  outstandingOf,
} from '~/models/final-documents.server'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { listReservations } from '~/models/reservations.server'
import { listTripsToRemind } from '~/models/trip-notices.server'
import { m } from '~/paraglide/messages'
import { nudgeMailWorker } from './mail-sender.server'
import { buildTripFolder, type TripFolder } from './trip-folder.server'

// The final documents (docs/product.md, "Final documents"): FINAL_DOCUMENTS_DAYS before a trip, once
// every reservation is confirmed and the trip is paid, the traveller is mailed once (a row claims it)
// their trip page's link, the same as one PDF and a voucher per confirmed reservation, all drawn from the
// trip's folder frozen as it was sent. Staff see what was sent and when, or what stops it.

/** A trip page link's secret as the mail writes it: 192 bits, 32 characters of base64url. */
export const TRIP_TOKEN = /^[A-Za-z0-9_-]{32}$/

/** What stops a booking's final documents now, in staff's words; none when they may go. */
async function blockersOf(proposalId: number) {
  const [reservations, outstanding, cancellation] = await Promise.all([
    listReservations(proposalId),
    outstandingOf(proposalId),
    getCancellation(proposalId),
  ])
  return finalDocumentsBlockers({
    reservations: reservations.map((row) => row.status),
    outstanding,
    cancelled: Boolean(cancellation),
  })
}

/** The final documents as staff see them on the booking: sent (when, the mail's state), or what stops them. */
export async function finalDocumentsStanding(proposalId: number, startDate: string) {
  const sent = await finalDocumentsSent(proposalId)
  if (sent)
    return {
      sent: { at: sent.created_at, mailStatus: sent.mail_status, mailSentAt: sent.mail_sent_at },
      blockers: [],
      from: null,
    }
  return {
    sent: null,
    blockers: await blockersOf(proposalId),
    from: addDays(startDate, -getConfig().finalDocumentsDays),
  }
}

function documentsMail(
  trip: { proposalId: number; leadId: number; email: string },
  view: ProposalView,
  folder: TripFolder,
  link: string,
): QueuedMail {
  const { operator } = getConfig()
  const words = { locale: folder.language }
  return {
    purpose: 'final-documents',
    inquiry_kind: 'lead',
    inquiry_id: trip.leadId,
    lead_id: trip.leadId,
    to_address: trip.email,
    reply_to: operator.email,
    subject: m.trip_mail_subject({ title: folder.title, reference: folder.reference }, words),
    body: bookingLetter(
      view,
      [
        m.trip_mail_line({ title: folder.title, date: dateIn(folder.startDate, folder.language) }, words),
        '',
        m.trip_mail_page({ link }, words),
        '',
        m.trip_mail_attached({}, words),
      ],
      undefined,
      folder.language,
    ),
    attachment: JSON.stringify({ trip: trip.proposalId }),
  }
}

/** Sends the final documents of every trip that is due and ready at `now`; answers how many went. */
export async function sendFinalDocuments(now = new Date()): Promise<number> {
  const { operatorTimezone, publicUrl, finalDocumentsDays } = getConfig()
  const today = operatorTime(now, operatorTimezone).day
  let sent = 0
  for (const trip of await listTripsToRemind(today, addDays(today, finalDocumentsDays), 'final-documents')) {
    const proposalId = Number(trip.proposal_id)
    if (!finalDocumentsDue(trip.start_date, today, finalDocumentsDays)) continue
    if ((await blockersOf(proposalId)).length) continue
    const folder = await buildTripFolder(proposalId, { medical: false })
    if (!folder) continue
    const secret = crypto.randomBytes(24).toString('base64url')
    const view = JSON.parse(trip.view) as ProposalView
    const mail = documentsMail(
      { proposalId, leadId: Number(trip.lead_id), email: trip.email },
      view,
      folder,
      `${publicUrl}/trip/${secret}`,
    )
    const claimed = await claimFinalDocuments(
      { id: proposalId, leadId: Number(trip.lead_id) },
      { secret, folder: JSON.stringify(folder) },
      mail,
      now.toISOString(),
    )
    if (claimed) sent++
  }
  if (sent) nudgeMailWorker()
  return sent
}

/** The folder a trip page link shows, as it was sent; undefined when it is no link of ours. */
export async function openTripPage(secret: string): Promise<TripFolder | undefined> {
  const found = await findTripLink(secret)
  if (!found || found.erased_at) return undefined
  return JSON.parse(found.folder) as TripFolder
}
