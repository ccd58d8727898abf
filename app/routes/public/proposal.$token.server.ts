import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { getConfig } from '~/config.server'
import { operatorTime } from '~/lib/lead-clock'
import { proposalRouteMap } from '~/lib/route-map/draw.server'
import { viewLanguage } from '~/lib/proposal-words'
import { m } from '~/paraglide/messages'
import { PRIVATE_HEADERS } from '~/lib/private-page'
import { AcceptProposalSchema, ProposalQuestionSchema, StartPaymentSchema } from '~/schemas/proposal'
import { getCancellation } from '~/models/cancellations.server'
import { acceptProposal, askAboutProposal, openProposal } from '~/services/proposals.server'
import { allowSubmission, RATE_LIMITED_MESSAGE } from '~/services/rate-limit.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { startTravellerPayment } from '~/services/start-traveller-payment.server'
import { bookingOnPage } from './+shared/booking-on-page.server'

// The traveller's proposal page's loader and action (routes/public/proposal.$token.tsx), beside it.

/** A link's secret as the mails write it: 32 characters of base64url; anything else is no link. */
export const readToken = (token: string | undefined) => {
  if (!token || !/^[A-Za-z0-9_-]{32}$/.test(token))
    throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  return token
}

export async function loadProposalPage(token: string | undefined, request: Request) {
  const secret = readToken(token)
  const proposal = await openProposal(secret, request)
  if (!proposal) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  const { view, acceptance } = proposal
  const cancelled = acceptance ? await getCancellation(proposal.proposalId) : undefined
  const booking = acceptance
    ? await bookingOnPage(proposal.proposalId, new URL(request.url).searchParams, {
        acceptedAt: acceptance.accepted_at,
        cancellation: cancelled && { on: cancelled.notice_on, refund: Number(cancelled.refund_minor) },
      })
    : null
  const state = cancelled
    ? { kind: 'cancelled' as const, on: cancelled.notice_on }
    : acceptance
      ? {
          kind: 'accepted' as const,
          name: acceptance.name,
          version: Number(acceptance.version),
          // The day of the acceptance in the operator's time zone, as the booking panel and the mails date it.
          at: operatorTime(new Date(acceptance.accepted_at), getConfig().operatorTimezone).day,
        }
      : proposal.expired
        ? { kind: 'expired' as const }
        : { kind: 'open' as const }
  return data(
    {
      view,
      map: proposalRouteMap(view),
      state,
      linkVersion: proposal.linkVersion,
      path: `/proposal/${secret}`,
      booking,
      // What the acceptance says was read: this version's SHA-256.
      shown: proposal.newest.content_sha256,
      // The page, its frame included, speaks the version's language (components/use-locale.ts).
      pageLanguage: viewLanguage(view),
    },
    { headers: PRIVATE_HEADERS },
  )
}

type Errors = Record<string, string[] | undefined>

// Answers in English, which the page says in the proposal's language (lib/proposal-form-words.ts).
const EN = { locale: 'en' } as const

const refusedAnswer = (refused: string, typed: Record<string, string>, status = 409) =>
  data({ errors: {} as Errors, refused, typed }, { status, headers: PRIVATE_HEADERS })

/** Accept, or ask a question. A refusal keeps what was typed and says what to do. */
export async function answerProposalForm(
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const secret = readToken(token)
  const formData = await readSubmission(request)
  const typed = { name: String(formData.get('name') ?? ''), question: String(formData.get('question') ?? '') }
  const here = `/proposal/${secret}`
  if (formData.get('intent') === 'pay') {
    const submission = parseWithZod(formData, { schema: StartPaymentSchema })
    if (submission.status !== 'success') return refusedAnswer(m.proposal_choose_payment({}, EN), typed, 400)
    if (!(await allowSubmission(context))) return refusedAnswer(RATE_LIMITED_MESSAGE, typed, 429)
    const outcome = await startTravellerPayment(secret, submission.value)
    if (outcome === undefined) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
    if ('refused' in outcome) return refusedAnswer(outcome.refused, typed)
    throw redirect(outcome.redirect, { headers: PRIVATE_HEADERS })
  }
  if (formData.get('intent') === 'question') {
    const submission = parseWithZod(formData, { schema: ProposalQuestionSchema })
    if (submission.status !== 'success')
      return data(
        { errors: submission.error as Errors, refused: null, typed },
        { status: 400, headers: PRIVATE_HEADERS },
      )
    if (!(await allowSubmission(context))) return refusedAnswer(RATE_LIMITED_MESSAGE, typed, 429)
    if (!(await askAboutProposal(secret, submission.value.question, request.signal)))
      throw data(null, { status: 404, headers: PRIVATE_HEADERS })
    throw redirect(`${here}?asked=1#question-heading`, { headers: PRIVATE_HEADERS })
  }
  const submission = parseWithZod(formData, { schema: AcceptProposalSchema })
  if (submission.status !== 'success')
    return data(
      { errors: submission.error as Errors, refused: null, typed },
      { status: 400, headers: PRIVATE_HEADERS },
    )
  const outcome = await acceptProposal(
    secret,
    submission.value,
    { address: context.get(clientAddressContext), userAgent: request.headers.get('user-agent') },
    request.signal,
  )
  if (outcome === undefined) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  if (outcome === 'changed') return refusedAnswer(m.proposal_newer_version({}, EN), typed)
  if (outcome === 'expired') return refusedAnswer(m.proposal_offer_ended({}, EN), typed)
  throw redirect(here, { headers: PRIVATE_HEADERS })
}
