import { Form, Link } from 'react-router'
import { PageHero } from '~/components/page-hero'
import { FromPrice } from '~/components/trip/trip-prices'
import { ButtonLink } from '~/components/ui/button-link'
import { SceneImage } from '~/components/ui/scene-image'
import { useLinkIn } from '~/components/use-locale'
import { place, WordsWithLinks } from '~/components/ui/words-with-links'
import { countries } from '~/content/countries'
import { fromPrice } from '~/lib/catalogue'
import { packagesIn } from '~/lib/content-languages'
import { countryNameIn, daysText } from '~/lib/country-names'
import { localeOfPath } from '~/lib/locales'
import { packageStep } from '~/lib/next-step'
import { BUDGETS, DURATIONS, filterPackages, readPackageFilter } from '~/lib/package-filter'
import { seo } from '~/lib/seo'
import { getCatalogue } from '~/models/catalogue.server'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/packages'

// Our Packages, at /packages and in German and French at /de/packages and /fr/packages: each lists the
// packages whose words are written in its language.

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const catalogue = await getCatalogue()
  const filter = readPackageFilter(
    url.searchParams,
    countries.map((country) => country.slug),
  )
  return {
    locale,
    rates: catalogue.rates,
    filter,
    filtered: Boolean(filter.country || filter.duration || filter.budget),
    cards: filterPackages(packagesIn(catalogue.packages, locale), filter).map((item) => ({
      no: item.no,
      slug: item.slug,
      title: item.title,
      days: item.days,
      summary: item.summary,
      image: item.cardImage,
      lowest: fromPrice(item),
    })),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: m.packages_title({}, { locale: loaderData?.locale }),
    description: m.packages_seo({}, { locale: loaderData?.locale }),
    path: '/packages',
    image: '/images/scenes/tanzania-serengeti-wide-1600.webp',
    locale: loaderData?.locale,
  })

const selectClass =
  'mt-1 block w-full rounded-lg border border-forest-700/30 bg-white px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-savanna-600'

export default function Packages({ loaderData }: Route.ComponentProps) {
  const { filter, filtered, cards, locale, rates } = loaderData
  const localLink = useLinkIn()
  const words = { locale }
  const trips =
    cards.length === 1
      ? m.packages_count_one({}, words)
      : m.packages_count({ count: String(cards.length) }, words)
  return (
    <>
      <PageHero
        image={{ scene: 'tanzania-serengeti', alt: m.packages_hero_alt({}, words) }}
        title={m.packages_title({}, words)}
      >
        <p>{m.packages_intro({}, words)}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <Form
          method="get"
          className="grid gap-4 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-4 sm:items-end"
        >
          <label className="block font-semibold">
            {m.packages_country({}, words)}
            <select name="visiting" defaultValue={filter.country ?? ''} className={selectClass}>
              <option value="">{m.packages_any_country({}, words)}</option>
              {countries.map((country) => (
                <option key={country.slug} value={country.slug}>
                  {countryNameIn(country.slug, locale)}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-semibold">
            {m.packages_length({}, words)}
            <select name="duration" defaultValue={filter.duration ?? ''} className={selectClass}>
              <option value="">{m.packages_any_length({}, words)}</option>
              {Object.entries(DURATIONS).map(([value, { words: label }]) => (
                <option key={value} value={value}>
                  {label(locale)}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-semibold">
            {m.packages_budget({}, words)}
            <select name="budget" defaultValue={filter.budget ?? ''} className={selectClass}>
              <option value="">{m.packages_any_budget({}, words)}</option>
              {Object.entries(BUDGETS).map(([value, { words: label }]) => (
                <option key={value} value={value}>
                  {label(locale)}
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className="rounded-full bg-savanna-700 px-6 py-2.5 font-semibold text-white hover:bg-savanna-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-savanna-600"
            >
              {m.packages_show({}, words)}
            </button>
            {filtered ? (
              <Link to={localLink('/packages')} className="text-savanna-700 underline">
                {m.packages_clear({}, words)}
              </Link>
            ) : null}
          </div>
        </Form>
        <p className="mt-4 text-forest-700" role="status">
          {filtered ? m.packages_match({ trips }, words) : trips}
        </p>
      </div>
      {cards.length ? (
        <ul className="mx-auto grid max-w-6xl gap-8 px-4 pt-6 pb-14 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((item) => (
            <li key={item.no} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
              <SceneImage
                image={item.image}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-savanna-700">{daysText(item.days, locale)}</p>
                <h2 className="mt-1 text-2xl font-semibold">
                  <Link to={localLink(`/tour/${item.slug}`)} className="hover:underline">
                    {item.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-forest-800">{item.summary}</p>
                <FromPrice lowest={item.lowest} rates={rates} className="mt-4 text-forest-900" />
                <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2">
                  <ButtonLink
                    to={localLink(`/tour/${item.slug}`)}
                    aria-label={m.packages_book_now_label({ title: item.title }, words)}
                  >
                    {m.packages_book_now({}, words)}
                  </ButtonLink>
                  {/* Book Now opens the itinerary as on the old site; the form is one tap away beside it. */}
                  <Link
                    to={localLink(packageStep(item).to)}
                    aria-label={m.packages_plan_label({ title: item.title }, words)}
                    className="inline-flex min-h-12 items-center font-semibold text-savanna-700 underline underline-offset-4"
                  >
                    {m.plan_my_safari({}, words)}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mx-auto max-w-6xl px-4 pt-6 pb-14 text-lg">
          <WordsWithLinks
            words={m.packages_none({ all: place('all'), plan: place('plan') }, words)}
            links={{
              all: (
                <Link to={localLink('/packages')} className="text-savanna-700 underline">
                  {m.packages_see_all({}, words)}
                </Link>
              ),
              plan: (
                <Link to={localLink('/book')} className="text-savanna-700 underline">
                  {m.packages_tell_us({}, words)}
                </Link>
              ),
            }}
          />
        </p>
      )}
    </>
  )
}
