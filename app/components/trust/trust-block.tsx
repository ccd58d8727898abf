import { useLocale } from '~/components/use-locale'
import { INTL_LOCALES } from '~/lib/local-formats'
import type { Locale } from '~/lib/locales'
import {
  hasTrust,
  MEMBERSHIP_BODIES,
  REVIEW_SOURCES,
  reviewSourceLabel,
  TRAVELLER_REVIEW,
  type Review,
  type Trust,
} from '~/lib/trust'
import { m } from '~/paraglide/messages'
import { Portrait } from './portrait'

const monthText = (date: string, locale: Locale) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** Who wrote it and where: "Jane D. · verified traveller, trip in March 2027". */
const signature = (review: Review, locale: Locale) =>
  `${review.author}${review.home ? `, ${review.home}` : ''} · ${
    review.source === TRAVELLER_REVIEW
      ? m.trust_verified({ month: monthText(review.tripEnd ?? review.reviewedOn, locale) }, { locale })
      : `${REVIEW_SOURCES[review.source]}, ${monthText(review.reviewedOn, locale)}`
  }`

/** "Google, Tripadvisor and SafariBookings" */
function listed(names: string[], locale: Locale) {
  const [first = '', second = '', third = ''] = names
  if (names.length === 3) return m.trust_sites_three({ first, second, third }, { locale })
  return names.length === 2 ? m.trust_sites_two({ first, second }, { locale }) : first
}

/** Where the reviews were written: "on Google and Tripadvisor and from our travellers after their trip". */
function sourcesText(reviews: readonly Review[], locale: Locale) {
  const words = { locale }
  const sites = [
    ...new Set(
      reviews.flatMap((review) =>
        review.source === TRAVELLER_REVIEW ? [] : [reviewSourceLabel(review.source)],
      ),
    ),
  ].sort()
  const copied = sites.length ? m.trust_sources_copied({ sites: listed(sites, locale) }, words) : ''
  const travellers = reviews.some((review) => review.source === TRAVELLER_REVIEW)
    ? m.trust_sources_travellers({}, words)
    : ''
  return copied && travellers ? m.trust_sources_both({ copied, travellers }, words) : copied || travellers
}

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
  const locale = useLocale()
  const words = { locale }
  if (!hasTrust(trust)) return null
  const { rating } = trust
  const newTab = <span className="sr-only">{` ${m.trust_new_tab({}, words)}`}</span>
  return (
    <section aria-labelledby="trust-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="trust-heading" className="font-serif text-3xl sm:text-4xl">
        {m.trust_heading({}, words)}
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
              <h3 className="mt-4 font-semibold">{m.trust_members_of({}, words)}</h3>
              <ul aria-label={m.trust_memberships_label({}, words)} className="mt-2 flex flex-wrap gap-3">
                {trust.memberships.map((membership) => {
                  const label = (
                    <>
                      <strong>{membership.body}</strong>
                      <span className="block text-sm">{MEMBERSHIP_BODIES[membership.body]}</span>
                      {membership.number ? (
                        <span className="block text-sm">
                          {m.trust_member_number({ number: membership.number }, words)}
                        </span>
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
                            {m.trust_check_register({}, words)}
                            {newTab}
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
          <h3 className="mt-10 font-serif text-2xl">{m.trust_team({}, words)}</h3>
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
          <h3 className="mt-10 font-serif text-2xl">{m.trust_reviews_heading({}, words)}</h3>
          <p className="mt-2">
            {(rating.count === 1 ? m.trust_rated_one : m.trust_rated_many)(
              {
                value: rating.value.toLocaleString(INTL_LOCALES[locale]),
                count: String(rating.count),
                sources: sourcesText(trust.reviews, locale),
              },
              words,
            )}
          </p>
          <ul className="mt-4 grid gap-6 md:grid-cols-2">
            {trust.reviews.slice(0, 4).map((review) => (
              <li key={review.id} className="rounded-xl bg-white p-6 shadow-sm">
                <p>
                  <Stars rating={review.rating} />
                  <span className="sr-only">{m.trust_stars({ rating: String(review.rating) }, words)}</span>
                </p>
                <blockquote className="mt-2 text-forest-800">{review.text}</blockquote>
                <p className="mt-3 text-sm text-forest-700">
                  {signature(review, locale)}
                  {review.url && review.source !== TRAVELLER_REVIEW ? (
                    <>
                      {' · '}
                      <a href={review.url} target="_blank" rel="noopener noreferrer" className="underline">
                        {m.trust_read_on({ source: REVIEW_SOURCES[review.source] }, words)}
                        {newTab}
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
