import { Form, Link, useNavigation } from 'react-router'
import { formatDate } from '~/lib/back-office'
import type { TravellerReviewState } from '~/lib/trust'
import type { TravellerReviewRow } from '~/models/traveller-reviews.server'

// Our travellers' reviews at /admin/trust (docs/product.md, "Reviews after the trip"): the waiting ones
// first, each with Approve and Hide; a decision can be changed later.

const STATE_WORDS: Record<TravellerReviewState, string> = {
  waiting: 'Waiting for a decision',
  approved: 'Approved: shown on the site',
  hidden: 'Hidden: not shown',
}

const monthOf = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

const smallButton =
  'rounded-lg border border-forest-700/40 px-3 py-1 text-sm font-semibold hover:bg-savanna-50 disabled:opacity-60'

function Decision({ review, decision }: { review: TravellerReviewRow; decision: 'approve' | 'hide' }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="decide-review" />
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="decision" value={decision} />
      <button
        type="submit"
        disabled={busy}
        aria-label={`${decision === 'approve' ? 'Approve' : 'Hide'} the review by ${review.author}`}
        className={
          decision === 'approve'
            ? 'rounded-lg bg-forest-800 px-3 py-1 text-sm font-semibold text-white hover:bg-forest-900 disabled:opacity-60'
            : smallButton
        }
      >
        {decision === 'approve' ? 'Approve' : 'Hide'}
      </button>
    </Form>
  )
}

export function TravellerReviews({ reviews }: { reviews: TravellerReviewRow[] }) {
  return (
    <section aria-labelledby="traveller-reviews-heading" className="mt-10">
      <h2 id="traveller-reviews-heading" className="font-serif text-2xl">
        From our travellers
      </h2>
      <p className="mt-2 max-w-2xl">
        The day after a booked trip ends, its traveller is sent a link to review it. Their review waits here
        until you approve it; the site then shows it as written by a verified traveller, with the month of the
        trip, and counts it in the rating. Hide one to take it off the site.
      </p>
      {reviews.length ? (
        <ul className="mt-4 space-y-3">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="flex flex-wrap items-start gap-4 rounded-xl bg-white p-4 shadow-sm"
            >
              <div className="min-w-0 flex-1">
                <p>
                  <strong>{`${review.rating}/5 · ${review.author}`}</strong>
                  <span className="block text-sm">
                    {`Written ${formatDate(review.writtenOn)}`}
                    {review.tripEnd ? `, trip in ${monthOf(review.tripEnd)}` : ''}
                    {review.lead ? (
                      <>
                        {' · '}
                        <Link to={`/admin/leads/${review.lead.id}`} className="underline">
                          {review.lead.reference}
                        </Link>
                      </>
                    ) : null}
                  </span>
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{review.text}</p>
                <p
                  className={`mt-1 text-sm font-semibold ${review.state === 'waiting' ? 'text-savanna-800' : ''}`}
                >
                  {STATE_WORDS[review.state]}
                </p>
              </div>
              <div className="flex gap-2">
                {review.state !== 'approved' ? <Decision review={review} decision="approve" /> : null}
                {review.state !== 'hidden' ? <Decision review={review} decision="hide" /> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">No traveller has written a review yet.</p>
      )}
    </section>
  )
}
