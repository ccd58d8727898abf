import { Form, Link } from 'react-router'
import { PageHero } from '~/components/page-hero'
import { FromPrice } from '~/components/trip/trip-prices'
import { ButtonLink } from '~/components/ui/button-link'
import { SceneImage } from '~/components/ui/scene-image'
import { countries } from '~/content/countries'
import { fromPrice } from '~/lib/catalogue'
import { packageStep, PLAN_MY_SAFARI } from '~/lib/next-step'
import { BUDGETS, DURATIONS, filterPackages, readPackageFilter } from '~/lib/package-filter'
import { seo } from '~/lib/seo'
import { getCatalogue } from '~/models/catalogue.server'
import type { Route } from './+types/packages'
import { countText } from '~/lib/count-text'

export async function loader({ request }: Route.LoaderArgs) {
  const catalogue = await getCatalogue()
  const filter = readPackageFilter(
    new URL(request.url).searchParams,
    countries.map((country) => country.slug),
  )
  return {
    filter,
    filtered: Boolean(filter.country || filter.duration || filter.budget),
    cards: filterPackages(catalogue.packages, filter).map((item) => ({
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

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: 'Our Packages',
    description:
      'Safari packages across Uganda, Kenya, Rwanda and Tanzania, from 6 to 14 days, with prices: gorillas, chimpanzees, the Great Migration and the Indian Ocean coast.',
    path: '/packages',
    image: '/images/scenes/tanzania-serengeti-wide-1600.webp',
  })

const selectClass =
  'mt-1 block w-full rounded-lg border border-forest-700/30 bg-white px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-savanna-600'

export default function Packages({ loaderData }: Route.ComponentProps) {
  const { filter, filtered, cards } = loaderData
  return (
    <>
      <PageHero
        image={{ scene: 'tanzania-serengeti', alt: 'Wildebeest crossing the Serengeti plains' }}
        title="Our Packages"
      >
        <p>
          Journeys we know by heart. Each is a starting point: we shape the days, the lodges and the pace
          around you.
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <Form
          method="get"
          className="grid gap-4 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-4 sm:items-end"
        >
          <label className="block font-semibold">
            Country
            <select name="visiting" defaultValue={filter.country ?? ''} className={selectClass}>
              <option value="">Any country</option>
              {countries.map((country) => (
                <option key={country.slug} value={country.slug}>
                  {country.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-semibold">
            Length
            <select name="duration" defaultValue={filter.duration ?? ''} className={selectClass}>
              <option value="">Any length</option>
              {Object.entries(DURATIONS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-semibold">
            Budget per person
            <select name="budget" defaultValue={filter.budget ?? ''} className={selectClass}>
              <option value="">Any budget</option>
              {Object.entries(BUDGETS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className="rounded-full bg-savanna-700 px-6 py-2.5 font-semibold text-white hover:bg-savanna-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-savanna-600"
            >
              Show trips
            </button>
            {filtered ? (
              <Link to="/packages" className="text-savanna-700 underline">
                Clear
              </Link>
            ) : null}
          </div>
        </Form>
        <p className="mt-4 text-forest-700" role="status">
          {cards.length === 1 ? '1 trip' : `${cards.length} trips`}
          {filtered ? ' match your choice' : ''}
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
                <p className="text-sm font-semibold text-savanna-700">{countText(item.days, 'day')}</p>
                <h2 className="mt-1 text-2xl font-semibold">
                  <Link to={`/tour/${item.slug}`} className="hover:underline">
                    {item.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-forest-800">{item.summary}</p>
                <FromPrice lowest={item.lowest} className="mt-4 text-forest-900" />
                <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2">
                  <ButtonLink to={`/tour/${item.slug}`} aria-label={`Book Now: ${item.title}`}>
                    Book Now
                  </ButtonLink>
                  {/* Book Now opens the itinerary as on the old site; the form is one tap away beside it. */}
                  <Link
                    to={packageStep(item).to}
                    aria-label={`${PLAN_MY_SAFARI}: ${item.title}`}
                    className="inline-flex min-h-12 items-center font-semibold text-savanna-700 underline underline-offset-4"
                  >
                    {PLAN_MY_SAFARI}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mx-auto max-w-6xl px-4 pt-6 pb-14 text-lg">
          No trip matches all of that.{' '}
          <Link to="/packages" className="text-savanna-700 underline">
            See every trip
          </Link>
          , or{' '}
          <Link to="/book" className="text-savanna-700 underline">
            tell us what you have in mind
          </Link>{' '}
          and we will plan it.
        </p>
      )}
    </>
  )
}
