import crypto from 'node:crypto'
import { getConfig } from '~/config.server'
import { addDays } from '~/lib/booking-terms'
import { operatorTime } from '~/lib/lead-clock'
import type { Locale } from '~/lib/locales'
import type { ProposalView } from '~/lib/proposal'
import { dateIn, viewLanguage } from '~/lib/proposal-words'
import { bookingLetter } from '~/lib/traveller-letter'
import { m } from '~/paraglide/messages'
import { shortName } from '~/lib/trust'
import type { QueuedMail } from '~/models/mail-outbox.server'
import {
  claimReviewInvitation,
  findReviewInvitation,
  listFinishedTrips,
  saveTravellerReview,
  type FinishedTrip,
} from '~/models/review-invitations.server'
import { jobNow } from './job-clock.server'
import { nudgeMailWorker } from './mail-sender.server'

// A review from every traveller (docs/product.md, "Reviews after the trip"): the day after a booked
// trip ends, its traveller is sent one link to rate it and say how it went; what they write waits for
// an admin at /admin/trust. The review job looks at `now` (a test sets it).

/** A trip that ended longer ago than this when Tembo first looks is not asked about. */
export const REVIEW_WINDOW_DAYS = 30

/** A review link's secret as the mail writes it: 128 bits, 22 characters of base64url. */
export const REVIEW_TOKEN = /^[A-Za-z0-9_-]{22}$/

function invitationMail(trip: FinishedTrip, view: ProposalView, link: string): QueuedMail {
  const { operator } = getConfig()
  // In the language of the booking's proposal.
  const locale = viewLanguage(view)
  const words = { locale }
  return {
    purpose: 'review-request',
    inquiry_kind: 'lead',
    inquiry_id: trip.leadId,
    lead_id: trip.leadId,
    to_address: trip.email,
    reply_to: operator.email,
    subject: m.review_subject({ title: view.title, reference: view.reference }, words),
    body: bookingLetter(
      view,
      [
        m.review_thanks(
          { title: view.title, start: dateIn(view.startDate, locale), end: dateIn(view.endDate, locale) },
          words,
        ),
        '',
        m.review_ask({}, words),
        link,
        '',
        m.review_once({}, words),
        '',
        m.review_regards({}, words),
      ],
      undefined,
      locale,
    ),
  }
}

/** Sends the review link of every trip that ended before today; answers how many went. */
export async function sendReviewInvitations(now = new Date()): Promise<number> {
  const { operatorTimezone, publicUrl } = getConfig()
  const today = operatorTime(now, operatorTimezone).day
  let sent = 0
  for (const trip of await listFinishedTrips(today, addDays(today, -REVIEW_WINDOW_DAYS))) {
    const view = JSON.parse(trip.view) as ProposalView
    const secret = crypto.randomBytes(16).toString('base64url')
    const mail = invitationMail(trip, view, `${publicUrl}/review/${secret}`)
    if (await claimReviewInvitation(trip, secret, mail, now)) sent++
  }
  if (sent) nudgeMailWorker()
  return sent
}

/** Why a link takes no review: its booking was cancelled, or its trip has not ended (on `endsOn`). */
export type ReviewClosed = { why: 'cancelled' } | { why: 'not-ended'; endsOn: string }

export interface ReviewLink {
  /** The trip as the traveller accepted it */
  title: string
  startDate: string
  endDate: string
  brand: string
  /** The language of the trip's proposal, which the page speaks */
  language: Locale
  /** The name the review is shown with unless they change it: "Anna K." */
  suggestedName: string
  used: boolean
  /** Set when the link takes no review now */
  closed: ReviewClosed | null
}

type Invitation = NonNullable<Awaited<ReturnType<typeof findReviewInvitation>>>

/**
 * A review is of a trip that happened: none for a cancelled booking, none before the trip's last day
 * has passed in the operator's time zone (the day the review job also goes by: `jobNow`, which a test
 * moves for running instances).
 */
function closedOf(invitation: Invitation, today: string): ReviewClosed | null {
  if (invitation.cancelled) return { why: 'cancelled' }
  if (invitation.trip_end >= today) return { why: 'not-ended', endsOn: invitation.trip_end }
  return null
}

const operatorDay = (now: Date) => operatorTime(now, getConfig().operatorTimezone).day

/** What a review link shows; undefined when it is no link of ours (or its traveller was erased). */
export async function openReviewLink(secret: string, now = jobNow()): Promise<ReviewLink | undefined> {
  const invitation = await findReviewInvitation(secret)
  if (!invitation || invitation.erased_at) return undefined
  const view = JSON.parse(invitation.view) as ProposalView
  return {
    title: view.title,
    startDate: view.startDate,
    endDate: view.endDate,
    brand: view.brand,
    language: viewLanguage(view),
    suggestedName: shortName(view.travellerName),
    used: Boolean(invitation.used_at),
    closed: closedOf(invitation, operatorDay(now)),
  }
}

export type ReviewOutcome = 'saved' | 'used' | ReviewClosed['why'] | undefined

/**
 * The traveller's review through their link: 'saved'; 'used' when the link wrote one already;
 * 'cancelled' or 'not-ended' when it takes none, and nothing is stored; undefined when it is no link
 * of ours.
 */
export async function writeReview(
  secret: string,
  review: { rating: number; text: string; author: string },
  now = jobNow(),
): Promise<ReviewOutcome> {
  const invitation = await findReviewInvitation(secret)
  if (!invitation || invitation.erased_at) return undefined
  if (invitation.used_at) return 'used'
  const writtenOn = operatorDay(now)
  const closed = closedOf(invitation, writtenOn)
  if (closed) return closed.why
  if (await saveTravellerReview(Number(invitation.id), { ...review, writtenOn }, now)) return 'saved'
  // Used meanwhile, or cancelled meanwhile: the link says which.
  const after = await findReviewInvitation(secret)
  if (!after || after.erased_at) return undefined
  return after.used_at ? 'used' : (closedOf(after, writtenOn)?.why ?? 'used')
}
