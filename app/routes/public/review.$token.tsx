import { Form, useNavigation } from 'react-router'
import { FieldErrors } from '~/components/ui/field-errors'
import { LinkNotWorking } from '~/components/ui/link-not-working'
import { FormAlert } from '~/components/ui/form-alert'
import { inputClass } from '~/components/ui/input-class'
import { addDays } from '~/lib/booking-terms'
import { PRIVATE_HEADERS, PRIVATE_META } from '~/lib/private-page'
import { dateIn } from '~/lib/proposal-words'
import { RATINGS, reviewAnswer } from '~/lib/review-words'
import type { Locale } from '~/lib/locales'
import { m } from '~/paraglide/messages'
import { REVIEW_TEXT_MAX } from '~/schemas/review'
import type { Route } from './+types/review.$token'
import { answerReviewForm, loadReviewPage } from './review.$token.server'

// A traveller's review of their trip (/review/<token>, docs/product.md, "Reviews after the trip"), by
// the link mailed the day after it ended: a rating, a few lines and the name to show, once; none for a
// booking cancelled since, or before the trip has ended, and the page says why. Never indexed or kept
// by a cache; it works without JavaScript. It speaks the language the trip's proposal was written in.

export const handle = { isForm: true }

export const headers = () => PRIVATE_HEADERS

export const loader = ({ params }: Route.LoaderArgs) => loadReviewPage(params.token)

export const action = ({ params, request, context }: Route.ActionArgs) =>
  answerReviewForm(params.token, request, context)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? m.review_page_title(
          { title: loaderData.link.title, brand: loaderData.link.brand },
          { locale: loaderData.link.language },
        )
      : m.review_page_form_heading({}, { locale: 'en' }),
  },
  ...PRIVATE_META,
]

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { link } = loaderData
  const { closed } = link
  const busy = useNavigation().state === 'submitting'
  const locale = link.language
  const words = { locale }
  const date = (value: string) => dateIn(value, locale)
  // The server answers in English; the page says it in the trip's language.
  const errors = Object.fromEntries(
    Object.entries(actionData?.errors ?? {}).map(([name, list]) => [
      name,
      list?.map((text) => reviewAnswer(text, locale)),
    ]),
  )
  const typed = actionData?.typed
  const described = (field: string) => (errors[field] ? `review-${field}-error` : undefined)
  return (
    <>
      <div className="bg-forest-900 px-4 pt-28 pb-8 text-white">
        <div className="mx-auto max-w-3xl">
          <h1 className="font-serif text-3xl sm:text-4xl">{m.review_page_heading({}, words)}</h1>
          <p className="mt-3">
            {m.review_page_trip(
              { title: link.title, start: date(link.startDate), end: date(link.endDate), brand: link.brand },
              words,
            )}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {link.used ? (
          <div role="status" className="rounded-xl border-2 border-forest-700 bg-white p-6">
            <h2 className="font-serif text-2xl">{m.review_page_thanks_heading({}, words)}</h2>
            <p className="mt-2">{m.review_page_thanks_text({}, words)}</p>
          </div>
        ) : closed ? (
          <div role="status" className="rounded-xl border-2 border-forest-700 bg-white p-6">
            <ClosedNotice closed={closed} title={link.title} locale={locale} />
            {actionData?.closedNow ? <p className="mt-2">{m.review_page_nothing_kept({}, words)}</p> : null}
          </div>
        ) : (
          <section aria-labelledby="review-heading" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="review-heading" className="font-serif text-2xl">
              {m.review_page_form_heading({}, words)}
            </h2>
            <p className="mt-2">{m.review_page_form_intro({}, words)}</p>
            {actionData?.refused ? <FormAlert>{reviewAnswer(actionData.refused, locale)}</FormAlert> : null}
            <Form method="post" className="mt-6 space-y-6" noValidate>
              <fieldset aria-describedby={described('rating')}>
                <legend className="font-semibold">{m.review_page_rating_legend({}, words)}</legend>
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
                        {` ${m.review_page_rating_option({ stars: String(rating.value), label: rating.words({}, words) }, words)}`}
                      </span>
                    </label>
                  ))}
                </div>
                <FieldErrors id="review-rating-error" errors={errors.rating} />
              </fieldset>
              <div>
                <label htmlFor="review-text" className="block font-semibold">
                  {m.review_page_text_label({}, words)}
                </label>
                <p id="review-text-hint" className="text-sm text-forest-700">
                  {m.review_page_text_hint({}, words)}
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
                  {m.review_page_author_label({}, words)}
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
                {m.review_page_send({}, words)}
              </button>
            </Form>
          </section>
        )}
      </div>
    </>
  )
}

type ReviewClosed = NonNullable<Route.ComponentProps['loaderData']['link']['closed']>

/** Why the link takes no review: the booking was cancelled, or the trip has not ended. */
function ClosedNotice({ closed, title, locale }: { closed: ReviewClosed; title: string; locale: Locale }) {
  const words = { locale }
  if (closed.why === 'cancelled')
    return (
      <>
        <h2 className="font-serif text-2xl">{m.review_page_cancelled_heading({}, words)}</h2>
        <p className="mt-2">{m.review_page_cancelled_text({ title }, words)}</p>
      </>
    )
  const end = dateIn(closed.endsOn, locale)
  const next = dateIn(addDays(closed.endsOn, 1), locale)
  return (
    <>
      <h2 className="font-serif text-2xl">{m.review_page_not_ended_heading({}, words)}</h2>
      <p className="mt-2">{m.review_page_not_ended_text({ title, end, next }, words)}</p>
    </>
  )
}

// An unknown link has no trip behind it, so no language but English.
export function ErrorBoundary() {
  return (
    <LinkNotWorking title="This review link does not work">
      Check that the whole address from our e-mail was copied, or write to us and we will gladly hear how your
      trip was.
    </LinkNotWorking>
  )
}
