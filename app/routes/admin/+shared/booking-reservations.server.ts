import { parseWithZod } from '@conform-to/zod/v4'
import type { BookingReservations, ReservationResult } from '~/components/admin/booking-reservations'
import { data } from 'react-router'
import { formatDate } from '~/lib/back-office'
import { confirmedText, reservationState } from '~/lib/reservations'
import { getCancellation } from '~/models/cancellations.server'
import { db } from '~/models/db.server'
import { acceptedView } from '~/models/bookings.server'
import type { ProposalView } from '~/lib/proposal'
import { finalDocumentsStanding } from '~/services/final-documents.server'
import {
  drawReservations,
  listReservations,
  listSupplierMail,
  setReservationRequests,
} from '~/models/reservations.server'
import { ReservationRequestsSchema, SupplierAnswerSchema } from '~/schemas/reservations'
import {
  cancelBookingReservations,
  datesText,
  recordSupplierAnswer,
  requestBookingReservations,
} from '~/services/reservations.server'

// A booking's reservations on its proposal's page (docs/product.md, "Reservations"): what each supplier
// is asked and where it stands, and the forms that draw them up, request them, record a supplier's
// answer, add special requests and cancel them all. Any member of staff may.

export const RESERVATION_INTENTS = [
  'draw-reservations',
  'request-reservations',
  'reservation-answer',
  'reservation-requests',
  'cancel-reservations',
] as const
export type ReservationIntent = (typeof RESERVATION_INTENTS)[number]
export const isReservationIntent = (intent: string): intent is ReservationIntent =>
  (RESERVATION_INTENTS as readonly string[]).includes(intent)

export async function loadBookingReservations(
  proposalId: number,
  leadId: number,
): Promise<BookingReservations> {
  const [rows, cancellation, accepted] = await Promise.all([
    listReservations(proposalId),
    getCancellation(proposalId),
    acceptedView(proposalId),
  ])
  const final = accepted
    ? await finalDocumentsStanding(proposalId, (JSON.parse(accepted.view) as ProposalView).startDate)
    : null
  const mail = await listSupplierMail(
    leadId,
    rows.map((row) => row.supplier_email),
  )
  return {
    proposalId,
    final,
    summary: rows.length ? confirmedText(rows.map((row) => row.status)) : null,
    cancelled: Boolean(cancellation),
    live: rows.filter((row) => row.status !== 'cancelled').length,
    rows: rows.map((row) => ({
      id: row.id,
      service: row.service,
      supplier: row.supplier,
      supplierId: row.supplier_id,
      supplierEmail: row.supplier_email,
      kind: row.kind,
      dates: datesText(row),
      rooms: row.rooms,
      units: row.units,
      requests: row.requests,
      status: row.status,
      state: reservationState(row, formatDate),
      cost: row.cost_minor,
      currency: row.currency,
      requestedAt: row.requested_at,
      mailStatus: row.mail_status,
      answeredVia: row.answered_via,
      // The supplier's mail on the booking's conversation, newest first.
      mail: mail
        .filter((item) => item.from_address === row.supplier_email.toLowerCase())
        .map((item) => ({ id: Number(item.id), subject: item.subject, receivedAt: item.received_at })),
    })),
  }
}

// Shaped as the page's other answers: no editor form, no message of its own above the editor.
const answerOf = (reservationResult: ReservationResult) => ({
  reservationResult,
  form: null,
  result: null,
  done: null,
  refused: null,
})
const answered = (done: string) => answerOf({ done, refused: null, errors: null, id: null })
const refused = (
  status: number,
  text: string,
  extra: { errors?: ReservationResult['errors'] | undefined; id?: number | null } = {},
) =>
  data(answerOf({ done: null, refused: text, errors: extra.errors ?? null, id: extra.id ?? null }), {
    status,
  })

export async function handleReservationForm(
  proposalId: number,
  intent: ReservationIntent,
  formData: FormData | URLSearchParams,
  staff: { id: number; name: string },
  lead: { id: number; name: string; created_at: string },
) {
  if (intent === 'draw-reservations') {
    const added = await db()
      .transaction()
      .execute((trx) => drawReservations(trx, proposalId, new Date().toISOString()))
    return answered(
      added
        ? `${added} ${added === 1 ? 'reservation' : 'reservations'} drawn up from the accepted version.`
        : 'Nothing to draw up: the accepted version names no supplier of the rate cards, or its reservations are drawn up already.',
    )
  }
  if (intent === 'request-reservations') {
    const ids = formData
      .getAll('reservation')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0)
      .slice(0, 200)
    if (!ids.length) return refused(400, 'Tick the reservations to request.')
    const requested = await requestBookingReservations(proposalId, ids, staff)
    if (!requested.length)
      return refused(
        409,
        'Nothing was requested: a reservation is requested once (again after a decline), and only from a supplier with a reservations e-mail on its rate card.',
      )
    return answered(`Requested: ${requested.join('; ')}. One mail to each supplier.`)
  }
  const id = Number(formData.get('id'))
  if (intent === 'reservation-answer' || intent === 'reservation-requests') {
    if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 400 })
  }
  if (intent === 'reservation-answer') {
    const submission = parseWithZod(formData, { schema: SupplierAnswerSchema })
    if (submission.status !== 'success')
      return refused(400, 'Not recorded: put right what is marked.', { errors: submission.reply().error, id })
    if (!(await recordSupplierAnswer(proposalId, id, submission.value, staff.id)))
      return refused(409, 'Not recorded: that reservation is cancelled.')
    return answered('The supplier’s answer is recorded.')
  }
  if (intent === 'reservation-requests') {
    const submission = parseWithZod(formData, { schema: ReservationRequestsSchema })
    if (submission.status !== 'success')
      return refused(400, 'Not saved: put right what is marked.', { errors: submission.reply().error, id })
    if (!(await setReservationRequests(proposalId, id, submission.value.requests)))
      return refused(409, 'Not saved: the request has gone to the supplier already.')
    return answered('Special requests saved: they go with the request.')
  }
  const cancelled = await cancelBookingReservations(proposalId, lead, staff)
  return answered(
    cancelled
      ? `${cancelled} ${cancelled === 1 ? 'reservation' : 'reservations'} cancelled; each supplier asked is told by mail.`
      : 'Nothing to cancel.',
  )
}
