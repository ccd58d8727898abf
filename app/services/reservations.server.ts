import crypto from 'node:crypto'
import { getConfig } from '~/config.server'
import { formatDate } from '~/lib/back-office'
import { addDays } from '~/lib/booking-terms'
import { operatorTime } from '~/lib/lead-clock'
import { leadReference } from '~/lib/lead-reference'
import { datesText, HOLD_REMINDER_DAYS, holdReminderDue, partyText } from '~/lib/reservations'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { proposalNoticeRecipients } from '~/models/proposals.server'
import {
  answerByLink,
  cancelReservations,
  recordAnswerByStaff,
  requestReservations,
  type DeclineNotice,
  type SupplierAnswer,
} from '~/models/reservation-answers.server'
import { claimHoldReminder, listHolds } from '~/models/hold-reminders.server'
import type { ReservationRow } from '~/models/reservations.server'

export { datesText }
import { nudgeMailWorker } from './mail-sender.server'

// Reservations asked of suppliers and answered (docs/product.md, "Reservations"): the mails to a
// supplier (in English, from the operator's address, with the booking's reference so that a reply
// joins its conversation), staff's notices of a decline and of a hold's last day, and the hold
// reminders the job sends at `now` (a test sets it).

/** A supplier's link's secret as the mail writes it: 192 bits, 32 characters of base64url. */
export const RESERVATION_TOKEN = /^[A-Za-z0-9_-]{32}$/
const newSecret = () => crypto.randomBytes(24).toString('base64url')

type Lead = { id: number; name: string; created_at: string }

const signature = (staffName: string) => {
  const { operator } = getConfig()
  return ['Kind regards,', staffName, `${operator.brand} · ${operator.phone} · ${operator.email}`]
}

function requestMail(staffName: string) {
  const { operator, publicUrl } = getConfig()
  return (reservation: ReservationRow, secret: string, lead: Lead): QueuedMail => {
    const reference = leadReference(lead)
    return {
      purpose: 'reservation-request',
      inquiry_kind: 'lead',
      inquiry_id: lead.id,
      lead_id: lead.id,
      to_address: reservation.supplier_email,
      reply_to: operator.email,
      from_name: staffName,
      subject: `Reservation request: ${reservation.service}, ${formatDate(reservation.starts_on)} [${reference}]`,
      body: [
        `Dear ${reservation.supplier},`,
        '',
        `${operator.brand} would like to reserve the following for our guests, ${lead.name}'s party (our reference ${reference}):`,
        '',
        `Service: ${reservation.service}`,
        `${reservation.kind === 'lodge' ? 'Dates' : 'Date'}: ${datesText(reservation)}`,
        ...(reservation.rooms ? [`Rooms: ${reservation.rooms}`] : []),
        `Guests: ${partyText(reservation.adults, reservation.childAges)}`,
        ...(reservation.kind === 'permit' ? [`Permits: ${reservation.units}`] : []),
        ...(reservation.requests ? [`Special requests: ${reservation.requests}`] : []),
        '',
        'Please answer on this page, without an account: confirm with your reference, hold it until a date, or decline with a reason.',
        `${publicUrl}/reservation/${secret}`,
        '',
        `Or reply to this mail, keeping ${reference} in the subject.`,
        '',
        ...signature(staffName),
      ].join('\n'),
    }
  }
}

/** Requests these reservations of a booking; answers the services requested. */
export async function requestBookingReservations(
  proposalId: number,
  ids: readonly number[],
  staff: { id: number; name: string },
) {
  const requested = await requestReservations(proposalId, ids, staff.id, requestMail(staff.name), newSecret)
  if (requested.length) nudgeMailWorker()
  return requested
}

/** Staff are told of a decline: the booking's owner, or whoever sent its proposal. */
async function declineNotice(proposalId: number): Promise<DeclineNotice> {
  const { publicUrl } = getConfig()
  const recipients = await proposalNoticeRecipients(proposalId)
  return (reservation, lead) =>
    recipients.map((member) => ({
      purpose: 'reservation-alert',
      inquiry_kind: 'lead',
      inquiry_id: lead.id,
      lead_id: lead.id,
      to_address: member.email,
      subject: `Declined: ${reservation.service} for ${lead.name} [${leadReference(lead)}]`,
      body: [
        `The supplier declined ${reservation.service}${reservation.reason ? `: ${reservation.reason}` : '.'}`,
        '',
        'Find an alternative, then ask its supplier from the booking:',
        `${publicUrl}/admin/proposals/${proposalId}#reservations`,
      ].join('\n'),
    }))
}

/** The supplier's answer through their link (reservation-answers.server.ts, answerByLink). */
export async function answerReservationLink(secret: string, proposalId: number, answer: SupplierAnswer) {
  const outcome = await answerByLink(secret, answer, await declineNotice(proposalId))
  if (outcome === 'saved' && answer.answer === 'decline') nudgeMailWorker()
  return outcome
}

/** A supplier's answer as staff record it from a mail or a call. */
export async function recordSupplierAnswer(
  proposalId: number,
  id: number,
  answer: SupplierAnswer,
  staffId: number,
) {
  const done = await recordAnswerByStaff(proposalId, id, answer, staffId, await declineNotice(proposalId))
  if (done && answer.answer === 'decline') nudgeMailWorker()
  return done
}

function cancelMail(staffName: string, lead: Lead) {
  const { operator } = getConfig()
  const reference = leadReference(lead)
  return (asked: ReservationRow[]): QueuedMail => {
    const first = asked[0]!
    return {
      purpose: 'reservation-cancel',
      inquiry_kind: 'lead',
      inquiry_id: lead.id,
      lead_id: lead.id,
      to_address: first.supplier_email,
      reply_to: operator.email,
      from_name: staffName,
      in_reply_to: first.request_message_id,
      thread_references: first.request_message_id,
      subject: `Cancellation: ${asked.length === 1 ? first.service : `${asked.length} reservations`} [${reference}]`,
      body: [
        `Dear ${first.supplier},`,
        '',
        `Our guests' trip has been cancelled, so please cancel what we asked of you for ${lead.name}'s party (our reference ${reference}):`,
        '',
        ...asked.map(
          (reservation) =>
            `- ${reservation.service}, ${datesText(reservation)}${reservation.supplier_ref ? `, your reference ${reservation.supplier_ref}` : ''}`,
        ),
        '',
        'A reply to say it is done would be appreciated.',
        '',
        ...signature(staffName),
      ].join('\n'),
    }
  }
}

/** Cancels a booking's reservations, one mail to each supplier asked; answers how many. */
export async function cancelBookingReservations(
  proposalId: number,
  lead: Lead,
  staff: { id: number; name: string },
) {
  const cancelled = await cancelReservations(proposalId, staff.id, cancelMail(staff.name, lead))
  if (cancelled) nudgeMailWorker()
  return cancelled
}

/** Sends the reminders of holds whose last day is near at `now`; answers how many were claimed. */
export async function sendHoldReminders(now = new Date()): Promise<number> {
  const { operatorTimezone, publicUrl } = getConfig()
  const today = operatorTime(now, operatorTimezone).day
  let sent = 0
  for (const hold of await listHolds(today, addDays(today, HOLD_REMINDER_DAYS['hold-3']))) {
    const kind = holdReminderDue(hold.hold_until, today)
    if (!kind) continue
    const lead = { id: hold.lead_id, name: hold.lead_name, created_at: hold.lead_created_at }
    const mails = (await proposalNoticeRecipients(hold.proposal_id)).map((member): QueuedMail => ({
      purpose: 'reservation-alert',
      inquiry_kind: 'lead',
      inquiry_id: lead.id,
      lead_id: lead.id,
      to_address: member.email,
      subject: `Hold ends ${formatDate(hold.hold_until)}: ${hold.service} for ${lead.name} [${leadReference(lead)}]`,
      body: [
        `The supplier holds ${hold.service} until ${formatDate(hold.hold_until)}. Unless it is confirmed by then, the hold may lapse.`,
        '',
        `The booking: ${publicUrl}/admin/proposals/${hold.proposal_id}#reservations`,
      ].join('\n'),
    }))
    if (await claimHoldReminder(hold.id, kind, hold.hold_until, mails, now.toISOString())) sent++
  }
  if (sent) nudgeMailWorker()
  return sent
}
