import { Form, useNavigation } from 'react-router'
import { FieldErrors } from '~/components/ui/field-errors'
import { LinkNotWorking } from '~/components/ui/link-not-working'
import { FormAlert } from '~/components/ui/form-alert'
import { inputClass } from '~/components/ui/input-class'
import { formatDate } from '~/lib/back-office'
import { PRIVATE_HEADERS, PRIVATE_META } from '~/lib/private-page'
import { REVIEW_TEXT_MAX } from '~/schemas/review'
import type { Route } from './+types/review.$token'
import { answerReviewForm, loadReviewPage } from './review.$token.server'

// A traveller's review of their trip (/review/<token>, docs/product.md, "Reviews after the trip"), by
// the link mailed the day after it ended: a rating, a few lines and the name to show, once; none for a
// booking cancelled since, or before the trip has ended, and the page says why. Never indexed or kept
// by a cache; it works without JavaScript.

export const handle = { isForm: true }

export const headers = () => PRIVATE_HEADERS

export const loader = ({ params }: Route.LoaderArgs) => loadReviewPage(params.token)

export const action = ({ params, request, context }: Route.ActionArgs) =>
  answerReviewForm(params.token, request, context)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData ? `Your review of ${loaderData.link.title} | ${loaderData.link.brand}` : 'Your review',
  },
  ...PRIVATE_META,
]

const RATINGS = [
  { value: 5, label: 'Excellent' },
  { value: 4, label: 'Very good' },
  { value: 3, label: 'Good' },
  { value: 2, label: 'Disappointing' },
  { value: 1, label: 'Poor' },
]

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { link, closed } = loaderData
  const busy = useNavigation().state === 'submitting'
  const errors = actionData?.errors ?? {}
  const typed = actionData?.typed
  const described = (field: string) => (errors[field] ? `review-${field}-error` : undefined)
  return (
    <>
      <div className="bg-forest-900 px-4 pt-28 pb-8 text-white">
        <div className="mx-auto max-w-3xl">
          <h1 className="font-serif text-3xl sm:text-4xl">How was your trip?</h1>
          <p className="mt-3">
            {`${link.title}, ${formatDate(link.startDate)} to ${formatDate(link.endDate)}, with ${link.brand}.`}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {link.used ? (
          <div role="status" className="rounded-xl border-2 border-forest-700 bg-white p-6">
            <h2 className="font-serif text-2xl">Thank you for your review</h2>
            <p className="mt-2">
              It has reached us, and we read every one. Once we have, it appears on our website with the name
              you chose, as written by a verified traveller. This link has done its work and takes no more.
            </p>
          </div>
        ) : closed ? (
          <div role="status" className="rounded-xl border-2 border-forest-700 bg-white p-6">
            <h2 className="font-serif text-2xl">{closed.heading}</h2>
            <p className="mt-2">{closed.text}</p>
            {actionData?.refused ? (
              <p className="mt-2">Nothing you sent through this link was kept.</p>
            ) : null}
          </div>
        ) : (
          <section aria-labelledby="review-heading" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="review-heading" className="font-serif text-2xl">
              Your review
            </h2>
            <p className="mt-2">
              We read every review before it appears on our website, where it is shown with the name you
              choose below, marked as written by a verified traveller, with the month of your trip.
            </p>
            {actionData?.refused ? <FormAlert>{actionData.refused}</FormAlert> : null}
            <Form method="post" className="mt-6 space-y-6" noValidate>
              <fieldset aria-describedby={described('rating')}>
                <legend className="font-semibold">Your rating</legend>
                <div className="mt-2 flex flex-col gap-2">
                  {RATINGS.map((rating) => (
                    <label key={rating.value} className="flex items-center gap-3">
                      <input
                        type="radio"
                        name="rating"
                        value={rating.value}
                        defaultChecked={typed?.rating === String(rating.value)}
                        className="h-5 w-5 accent-savanna-700"
                        aria-invalid={errors.rating ? true : undefined}
                      />
                      <span>
                        <span aria-hidden="true" className="text-savanna-800">
                          {'★'.repeat(rating.value)}
                        </span>
                        {` ${rating.value} out of 5: ${rating.label}`}
                      </span>
                    </label>
                  ))}
                </div>
                <FieldErrors id="review-rating-error" errors={errors.rating} />
              </fieldset>
              <div>
                <label htmlFor="review-text" className="block font-semibold">
                  How was it?
                </label>
                <p id="review-text-hint" className="text-sm text-forest-700">
                  What you saw, where you stayed, your guide: whatever would help another traveller choose.
                </p>
                <textarea
                  id="review-text"
                  name="text"
                  rows={6}
                  maxLength={REVIEW_TEXT_MAX}
                  defaultValue={typed?.text ?? ''}
                  className={inputClass}
                  aria-invalid={errors.text ? true : undefined}
                  aria-describedby={['review-text-hint', described('text')].filter(Boolean).join(' ')}
                />
                <FieldErrors id="review-text-error" errors={errors.text} />
              </div>
              <div>
                <label htmlFor="review-author" className="block font-semibold">
                  Your name as it should appear
                </label>
                <input
                  id="review-author"
                  name="author"
                  maxLength={60}
                  autoComplete="off"
                  defaultValue={typed?.author ?? link.suggestedName}
                  className={inputClass}
                  aria-invalid={errors.author ? true : undefined}
                  aria-describedby={described('author')}
                />
                <FieldErrors id="review-author-error" errors={errors.author} />
              </div>
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
              >
                Send my review
              </button>
            </Form>
          </section>
        )}
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return (
    <LinkNotWorking title="This review link does not work">
      Check that the whole address from our e-mail was copied, or write to us and we will gladly hear how your
      trip was.
    </LinkNotWorking>
  )
}
