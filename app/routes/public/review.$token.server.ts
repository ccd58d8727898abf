import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { formatDate } from '~/lib/back-office'
import { addDays } from '~/lib/booking-terms'
import { PRIVATE_HEADERS } from '~/lib/private-page'
import { TravellerReviewSchema } from '~/schemas/review'
import { allowSubmission, RATE_LIMITED_MESSAGE } from '~/services/rate-limit.server'
import { readSubmission } from '~/services/request-input.server'
import { openReviewLink, REVIEW_TOKEN, writeReview, type ReviewLink } from '~/services/trip-reviews.server'

// The traveller's review page's loader and action (routes/public/review.$token.tsx), beside it.

const notFound = () => data(null, { status: 404, headers: PRIVATE_HEADERS })

const readToken = (token: string | undefined) => {
  if (!token || !REVIEW_TOKEN.test(token)) throw notFound()
  return token
}

/** What a link that takes no review says instead of its form (docs/product.md, "Reviews after the trip"). */
function closedNotice(link: ReviewLink) {
  if (!link.closed) return null
  if (link.closed.why === 'cancelled')
    return {
      heading: 'This trip was cancelled',
      text: `Your booking of ${link.title} was cancelled, so this link takes no review.`,
    }
  const { endsOn } = link.closed
  return {
    heading: 'Your trip has not ended yet',
    text: `${link.title} ends on ${formatDate(endsOn)}. This link takes your review from the day after, ${formatDate(addDays(endsOn, 1))}.`,
  }
}

export async function loadReviewPage(token: string | undefined) {
  const secret = readToken(token)
  const link = await openReviewLink(secret)
  if (!link) throw notFound()
  return data({ link, closed: closedNotice(link) }, { headers: PRIVATE_HEADERS })
}

type Errors = Record<string, string[] | undefined>

export async function answerReviewForm(
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const secret = readToken(token)
  const formData = await readSubmission(request)
  const typed = {
    rating: String(formData.get('rating') ?? ''),
    text: String(formData.get('text') ?? ''),
    author: String(formData.get('author') ?? ''),
  }
  /** The answer of a link that takes no review (cancelled, or the trip not ended): why, and nothing kept. */
  const refusal = async () => {
    const link = await openReviewLink(secret)
    if (!link) throw notFound()
    const closed = link.used ? null : closedNotice(link)
    return closed
      ? data({ errors: {} as Errors, refused: closed.text, typed }, { status: 409, headers: PRIVATE_HEADERS })
      : null
  }
  const refused = await refusal()
  if (refused) return refused
  const submission = parseWithZod(formData, { schema: TravellerReviewSchema })
  if (submission.status !== 'success')
    return data(
      { errors: submission.error as Errors, refused: null, typed },
      { status: 400, headers: PRIVATE_HEADERS },
    )
  if (!(await allowSubmission(context)))
    return data(
      { errors: {} as Errors, refused: RATE_LIMITED_MESSAGE, typed },
      { status: 429, headers: PRIVATE_HEADERS },
    )
  const outcome = await writeReview(secret, submission.value)
  if (!outcome) throw notFound()
  // Cancelled between the look above and the save, which refused it: said as above.
  if (outcome === 'cancelled' || outcome === 'not-ended') {
    const late = await refusal()
    if (late) return late
  }
  throw redirect(`/review/${secret}`, { headers: PRIVATE_HEADERS })
}
