import {
  hasTrust,
  MEMBERSHIP_BODIES,
  REVIEW_SOURCES,
  reviewSourceLabel,
  TRAVELLER_REVIEW,
  type Review,
  type Trust,
} from '~/lib/trust'
import { Portrait } from './portrait'

const dateText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** Who wrote it and where: "Jane D. · Verified traveller, trip in March 2027". */
const signature = (review: Review) =>
  `${review.author}${review.home ? `, ${review.home}` : ''} · ${
    review.source === TRAVELLER_REVIEW
      ? `verified traveller, trip in ${dateText(review.tripEnd ?? review.reviewedOn)}`
      : `${REVIEW_SOURCES[review.source]}, ${dateText(review.reviewedOn)}`
  }`

/** "Google, Tripadvisor and SafariBookings" */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')

function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-savanna-700" aria-hidden="true">
      {'★'.repeat(rating)}
      <span className="text-forest-700/30">{'★'.repeat(5 - rating)}</span>
    </span>
  )
}

/**
 * Why a traveller may trust us, from what staff entered (/admin/trust): the licence and registration,
 * trade memberships linked to the bodies' registers, the team, and reviews with their source (copied in,
 * or written by our own travellers after their trip and approved). Nothing entered, nothing shown: no
 * badge or rating is ever made up.
 */
export function TrustBlock({ trust }: { trust: Trust }) {
  if (!hasTrust(trust)) return null
  const { rating } = trust
  const copied = [
    ...new Set(
      trust.reviews.flatMap((review) =>
        review.source === TRAVELLER_REVIEW ? [] : [reviewSourceLabel(review.source)],
      ),
    ),
  ].sort()
  const sourcesText = [
    ...(copied.length ? [`on ${listed(copied)}`] : []),
    ...(trust.reviews.some((review) => review.source === TRAVELLER_REVIEW)
      ? ['from our travellers after their trip']
      : []),
  ].join(' and ')
  return (
    <section aria-labelledby="trust-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="trust-heading" className="font-serif text-3xl sm:text-4xl">
        Who you would travel with
      </h2>
      {trust.licence || trust.registration || trust.memberships.length ? (
        <div className="mt-6 rounded-xl bg-white p-6 shadow-sm">
          {trust.licence || trust.registration ? (
            <ul className="space-y-1">
              {trust.licence ? <li>{trust.licence}</li> : null}
              {trust.registration ? <li>{trust.registration}</li> : null}
            </ul>
          ) : null}
          {trust.memberships.length ? (
            <>
              <h3 className="mt-4 font-semibold">Members of</h3>
              <ul aria-label="Trade memberships" className="mt-2 flex flex-wrap gap-3">
                {trust.memberships.map((membership) => {
                  const label = (
                    <>
                      <strong>{membership.body}</strong>
                      <span className="block text-sm">{MEMBERSHIP_BODIES[membership.body]}</span>
                      {membership.number ? (
                        <span className="block text-sm">{`Member no. ${membership.number}`}</span>
                      ) : null}
                    </>
                  )
                  const badge = 'block rounded-lg border-2 border-forest-700/30 px-4 py-2'
                  return (
                    <li key={membership.body}>
                      {membership.url ? (
                        <a
                          href={membership.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={`${badge} hover:border-savanna-700`}
                        >
                          {label}
                          <span className="block text-sm text-savanna-700 underline">
                            Check the register<span className="sr-only"> (opens in a new tab)</span>
                          </span>
                        </a>
                      ) : (
                        <div className={badge}>{label}</div>
                      )}
                    </li>
                  )
                })}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {trust.team.length ? (
        <>
          <h3 className="mt-10 font-serif text-2xl">Our team</h3>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {trust.team.map((member) => (
              <li key={member.id} className="flex items-center gap-4">
                <Portrait name={member.name} photo={member.photo} />
                <div>
                  <p className="font-semibold">{member.name}</p>
                  <p className="text-sm text-forest-700">{member.role}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {rating ? (
        <>
          <h3 className="mt-10 font-serif text-2xl">What travellers wrote</h3>
          <p className="mt-2">
            {`Rated ${rating.value} out of 5 in ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'} ${sourcesText}.`}
          </p>
          <ul className="mt-4 grid gap-6 md:grid-cols-2">
            {trust.reviews.slice(0, 4).map((review) => (
              <li key={review.id} className="rounded-xl bg-white p-6 shadow-sm">
                <p>
                  <Stars rating={review.rating} />
                  <span className="sr-only">{`${review.rating} out of 5`}</span>
                </p>
                <blockquote className="mt-2 text-forest-800">{review.text}</blockquote>
                <p className="mt-3 text-sm text-forest-700">
                  {signature(review)}
                  {review.url && review.source !== TRAVELLER_REVIEW ? (
                    <>
                      {' · '}
                      <a href={review.url} target="_blank" rel="noopener noreferrer" className="underline">
                        {`Read it on ${REVIEW_SOURCES[review.source]}`}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
