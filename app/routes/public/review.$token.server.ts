import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { PRIVATE_HEADERS } from '~/lib/private-page'
import { TravellerReviewSchema } from '~/schemas/review'
import { allowSubmission, RATE_LIMITED_MESSAGE } from '~/services/rate-limit.server'
import { readSubmission } from '~/services/request-input.server'
import { openReviewLink, REVIEW_TOKEN, writeReview } from '~/services/trip-reviews.server'

// The traveller's review page's loader and action (routes/public/review.$token.tsx), beside it.

const notFound = () => data(null, { status: 404, headers: PRIVATE_HEADERS })

const readToken = (token: string | undefined) => {
  if (!token || !REVIEW_TOKEN.test(token)) throw notFound()
  return token
}

export async function loadReviewPage(token: string | undefined) {
  const secret = readToken(token)
  const link = await openReviewLink(secret)
  if (!link) throw notFound()
  // The page, its frame and <html lang> speak the trip's language (components/use-locale.ts).
  return data({ link, pageLanguage: link.language }, { headers: PRIVATE_HEADERS })
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
  /**
   * The answer of a link that takes no review (cancelled, or the trip not ended): nothing kept, and the
   * page, loaded again, says why.
   */
  const refusal = async () => {
    const link = await openReviewLink(secret)
    if (!link) throw notFound()
    return !link.used && link.closed
      ? data(
          { errors: {} as Errors, refused: null, closedNow: true, typed },
          { status: 409, headers: PRIVATE_HEADERS },
        )
      : null
  }
  const refused = await refusal()
  if (refused) return refused
  const submission = parseWithZod(formData, { schema: TravellerReviewSchema })
  if (submission.status !== 'success')
    return data(
      { errors: submission.error as Errors, refused: null, closedNow: false, typed },
      { status: 400, headers: PRIVATE_HEADERS },
    )
  if (!(await allowSubmission(context)))
    return data(
      { errors: {} as Errors, refused: RATE_LIMITED_MESSAGE, closedNow: false, typed },
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
