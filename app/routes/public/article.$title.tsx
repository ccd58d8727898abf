import { data, Link } from 'react-router'
import { ArticleImage } from '~/components/article-image'
import { getPublishedArticleByTitle, listPublishedArticles } from '~/models/articles.server'
import { ClosingCall } from '~/components/next-step/closing-call'
import { fromPrice, formatPrice } from '~/lib/catalogue'
import { packagesIn } from '~/lib/content-languages'
import { daysText, inCountry } from '~/lib/country-names'
import { INTL_LOCALES } from '~/lib/local-formats'
import { localeOfPath } from '~/lib/locales'
import { m } from '~/paraglide/messages'
import { useLinkIn } from '~/components/use-locale'
import { countryStep, planStep, storyCountry } from '~/lib/next-step'
import { articlePath } from '~/lib/paths'
import { getCatalogue } from '~/models/catalogue.server'
import { useOperator } from '~/lib/operator'
import { seo } from '~/lib/seo'
import { articleJsonLd } from '~/lib/structured-data'
import type { Route } from './+types/article.$title'

// A story, at /article/:title, or at /de/article/:title and /fr/article/:title when it is written in
// German or French: an article has one language, and its address says which.
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const [article, all, catalogue] = await Promise.all([
    getPublishedArticleByTitle(params.title, locale),
    listPublishedArticles({ limit: 100, offset: 0 }, locale),
    getCatalogue(),
  ])
  if (!article) throw data(null, { status: 404 })
  // A story about one country suggests the trips that go there.
  const country = storyCountry({
    title: article.title,
    description: article.description,
    text: article.content.replace(/<[^>]*>/g, ' '),
  })
  return {
    locale,
    country,
    trips: country
      ? packagesIn(catalogue.packages, locale)
          .filter((item) => item.countries.includes(country))
          .map((item) => ({
            slug: item.slug,
            title: item.title,
            days: item.days,
            from: fromPrice(item)?.cents ?? null,
          }))
      : [],
    article: {
      title: article.title,
      image: article.image_url,
      description: article.description,
      // Sanitised on the server before it was stored (app/lib/sanitize.server.ts).
      content: article.content,
      published: article.published_at,
      updated: article.updated_at,
    },
    stories: all.map((story) => story.title),
    rates: catalogue.rates,
  }
}

export const handle = {
  nextStep: (data: Awaited<ReturnType<typeof loader>>) =>
    data.country ? countryStep(data.country) : planStep,
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Story not found' }]
  const { article, locale } = loaderData
  const path = articlePath(article.title)
  return seo(matches, {
    title: article.title,
    description: article.description ?? m.article_story_of({ title: article.title }, { locale }),
    path,
    type: 'article',
    image: article.image ?? undefined,
    locale,
    jsonLd: (site) => [articleJsonLd(site, article, articlePath(article.title, locale), locale)],
  })
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, stories, country, trips, locale, rates } = loaderData
  const words = { locale }
  const localLink = useLinkIn()
  const { publicUrl } = useOperator()
  const url = encodeURIComponent(`${publicUrl}${articlePath(article.title, locale)}`)
  const text = encodeURIComponent(article.title)
  const shares = [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { label: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ]
  return (
    <div className="bg-forest-900 pt-24">
      <div className="bg-savanna-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_18rem]">
          <article>
            <h1 className="font-serif text-4xl leading-tight sm:text-5xl">{article.title}</h1>
            {article.published ? (
              <p className="mt-3 text-sm text-forest-700">
                <time dateTime={article.published}>
                  {new Date(article.published).toLocaleDateString(INTL_LOCALES[locale], {
                    day: 'numeric',
                    month: 'long',
                    year: 'numeric',
                    timeZone: 'UTC',
                  })}
                </time>
              </p>
            ) : null}
            <figure className="mt-6">
              <ArticleImage
                src={article.image}
                alt=""
                sizes="(min-width: 1024px) 800px, 100vw"
                priority
                className="rounded-xl"
              />
              {article.description ? (
                <figcaption className="mt-3 text-forest-700 italic">{article.description}</figcaption>
              ) : null}
            </figure>
            <ul aria-label={m.article_share({}, words)} className="mt-6 flex flex-wrap gap-3">
              {shares.map((share) => (
                <li key={share.label}>
                  <a
                    href={share.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-block rounded-full border-2 border-forest-700 px-4 py-1.5 text-sm font-semibold hover:bg-forest-700 hover:text-white"
                  >
                    {m.article_share_on({ site: share.label }, words)}
                    <span className="sr-only"> {m.new_tab({}, words)}</span>
                  </a>
                </li>
              ))}
            </ul>
            <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: article.content }} />
            {country && trips.length ? (
              <section aria-labelledby="trips-heading" className="mt-12 rounded-xl bg-white p-6 shadow-sm">
                <h2 id="trips-heading" className="font-serif text-2xl">
                  {m.article_trips({ in_country: inCountry(country, locale) }, words)}
                </h2>
                <ul className="mt-4 divide-y divide-forest-700/10">
                  {trips.map((trip) => (
                    <li
                      key={trip.slug}
                      className="flex flex-wrap items-baseline justify-between gap-x-4 py-3"
                    >
                      <Link
                        to={localLink(`/tour/${trip.slug}`)}
                        className="font-semibold text-savanna-700 underline"
                      >
                        {trip.title}
                      </Link>
                      <span className="text-sm text-forest-700">
                        {daysText(trip.days, locale)}
                        {trip.from === null
                          ? ''
                          : ` · ${m.article_from({ price: formatPrice(trip.from, locale === 'en' ? 'USD' : 'EUR', rates, locale) }, words)}`}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </article>
          <aside aria-labelledby="stories-heading" className="self-start rounded-xl bg-white p-6 shadow-sm">
            <h2 id="stories-heading" className="font-serif text-2xl">
              {m.blog_title({}, words)}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5">
              {stories.map((title) => (
                <li key={title}>
                  <Link
                    to={articlePath(title, locale)}
                    aria-current={title === article.title ? 'page' : undefined}
                    className="inline-block py-0.5 hover:text-savanna-700 hover:underline aria-[current=page]:font-semibold"
                  >
                    {title}
                  </Link>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </div>
      <ClosingCall
        step={country ? countryStep(country) : planStep}
        title={m.article_closing_title({}, words)}
      >
        {m.article_closing_text({}, words)}
      </ClosingCall>
    </div>
  )
}
