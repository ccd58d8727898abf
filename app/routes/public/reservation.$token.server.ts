import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { getConfig } from '~/config.server'
import { formatDate } from '~/lib/back-office'
import { operatorTime } from '~/lib/lead-clock'
import { leadReference } from '~/lib/lead-reference'
import { PRIVATE_HEADERS } from '~/lib/private-page'
import { partyText } from '~/lib/reservations'
import { findReservationByLink } from '~/models/reservation-answers.server'
import { SupplierAnswerSchema } from '~/schemas/reservations'
import { jobNow } from '~/services/job-clock.server'
import { allowSubmission, RATE_LIMITED_MESSAGE } from '~/services/rate-limit.server'
import { readSubmission } from '~/services/request-input.server'
import { answerReservationLink, datesText, RESERVATION_TOKEN } from '~/services/reservations.server'

// A supplier's answer to a reservation request (routes/public/reservation.$token.tsx), beside it: the
// request as it was asked, and the answer through the link, without an account.

const notFound = () => data(null, { status: 404, headers: PRIVATE_HEADERS })

const readToken = (token: string | undefined) => {
  if (!token || !RESERVATION_TOKEN.test(token)) throw notFound()
  return token
}

async function requestOf(secret: string) {
  const found = await findReservationByLink(secret)
  if (!found) throw notFound()
  return found
}

export async function loadReservationPage(token: string | undefined) {
  const found = await requestOf(readToken(token))
  const { operator } = getConfig()
  return data(
    {
      brand: operator.brand,
      phone: operator.phone,
      email: operator.email,
      supplier: found.supplier,
      service: found.service,
      dates: datesText(found),
      rooms: found.rooms,
      guests: partyText(found.adults, found.childAges),
      permits: found.kind === 'permit' ? found.units : null,
      requests: found.requests,
      reference: leadReference({ id: Number(found.lead_id), created_at: found.lead_created_at }),
      guestName: found.lead_name,
      status: found.status,
      holdUntil: found.hold_until ? formatDate(found.hold_until) : null,
      supplierRef: found.supplier_ref,
      declineReason: found.decline_reason,
      startsOn: found.starts_on,
    },
    { headers: PRIVATE_HEADERS },
  )
}

type Errors = Record<string, string[] | undefined>

export async function answerReservationForm(
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const secret = readToken(token)
  const found = await requestOf(secret)
  const formData = await readSubmission(request)
  const typed = Object.fromEntries(
    ['answer', 'reference', 'until', 'reason'].map((name) => [
      name,
      String(formData.get(name) ?? '').slice(0, 300),
    ]),
  )
  const refuse = (status: number, errors: Errors, refused: string | null = null) =>
    data({ errors, refused, typed }, { status, headers: PRIVATE_HEADERS })
  const submission = parseWithZod(formData, { schema: SupplierAnswerSchema })
  if (submission.status !== 'success') return refuse(400, submission.error as Errors)
  const answer = submission.value
  if (answer.answer === 'hold') {
    const today = operatorTime(jobNow(), getConfig().operatorTimezone).day
    if (answer.until < today) return refuse(400, { until: ['The last day of the hold is today or later'] })
    if (answer.until > found.starts_on)
      return refuse(400, {
        until: [`A hold ends on or before the first day, ${formatDate(found.starts_on)}`],
      })
  }
  if (!(await allowSubmission(context))) return refuse(429, {}, RATE_LIMITED_MESSAGE)
  const outcome = await answerReservationLink(secret, Number(found.proposal_id), answer)
  if (!outcome) throw notFound()
  if (outcome === 'closed')
    return refuse(
      409,
      {},
      'This request has been answered or cancelled already: nothing you sent now was kept.',
    )
  throw redirect(`/reservation/${secret}`, { headers: PRIVATE_HEADERS })
}
