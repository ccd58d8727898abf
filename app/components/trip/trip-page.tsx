import { ClosingCall } from '~/components/next-step/closing-call'
import { PackageSidebar, type SidebarPackage } from '~/components/package-sidebar'
import { PageHero } from '~/components/page-hero'
import { RouteMap } from '~/components/route-map'
import { FromPrice, TripPrices } from '~/components/trip/trip-prices'
import { TripFacts, TripInclusions } from '~/components/trip/trip-facts'
import { ButtonLink } from '~/components/ui/button-link'
import { SceneImage } from '~/components/ui/scene-image'
import { useLinkIn, useLocale } from '~/components/use-locale'
import { dayLabel, fromPrice, mealsLabel, type CurrencyRates, type TripPackage } from '~/lib/catalogue'
import { daysText } from '~/lib/country-names'
import { getPackagePath, packageStep } from '~/lib/next-step'
import type { RouteMap as RouteMapData } from '~/lib/route-map/drawing'
import { m } from '~/paraglide/messages'
import { PriceWords } from './trip-prices'

// A tour page's body: the public page (/tour/:slug) and the back-office's preview of any package.

export function TripPage({
  item,
  map,
  rates,
  others,
}: {
  item: TripPackage
  map: RouteMapData | null
  rates: CurrencyRates
  others: SidebarPackage[]
}) {
  const lowest = fromPrice(item)
  const locale = useLocale()
  const localLink = useLinkIn()
  const words = { locale }
  return (
    <>
      <PageHero image={item.gallery[0] ?? item.cardImage} title={item.title}>
        <p>{daysText(item.days, locale)}</p>
        {/* The price a traveller looks for first, on the first screen of a phone too: the box beside
            the itinerary comes only after it there. */}
        {lowest ? (
          <p className="mt-1">
            <PriceWords cents={lowest.cents} rates={rates} />
            {' · '}
            <a href="#prices" className="underline underline-offset-2">
              {m.trip_prices_link({}, words)}
            </a>
          </p>
        ) : null}
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[1fr_20rem]">
        <article className="min-w-0">
          {item.intro.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-relaxed text-forest-800">
              {paragraph}
            </p>
          ))}
          <ButtonLink to={localLink(getPackagePath(item.no))}>{m.trip_get_package({}, words)}</ButtonLink>

          <h2 className="mt-12 font-serif text-3xl">{m.trip_glance({}, words)}</h2>
          <TripFacts item={item} />
          {item.highlights.length ? (
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {item.highlights.map((line) => (
                <li key={line} className="border-l-4 border-savanna-600 pl-3">
                  {line}
                </li>
              ))}
            </ul>
          ) : null}

          {map ? (
            <section aria-labelledby="route-heading" className="mt-12">
              <h2 id="route-heading" className="font-serif text-3xl">
                {m.trip_route({}, words)}
              </h2>
              <div className="mt-6">
                <RouteMap map={map} title={m.trip_route_of({ title: item.title }, words)} />
              </div>
            </section>
          ) : null}

          <h2 className="mt-12 font-serif text-3xl">{m.trip_day_by_day({}, words)}</h2>
          <ol className="mt-6 space-y-6">
            {item.itinerary.map((day) => (
              <li key={`${day.from}-${day.to}`} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-xl font-semibold">
                  <span className="text-savanna-700">{dayLabel(day, locale)}:</span> {day.title}
                </h3>
                <p className="mt-2 text-forest-800">{day.text}</p>
                <DayDetails
                  overnight={day.overnight}
                  lodge={day.lodge}
                  meals={mealsLabel(day.meals, locale)}
                />
              </li>
            ))}
          </ol>

          <TripInclusions item={item} />
          <TripPrices item={item} rates={rates} />

          {item.gallery.length ? (
            <>
              <h2 className="mt-12 font-serif text-3xl">{m.trip_gallery({}, words)}</h2>
              <ul className="mt-6 grid grid-cols-2 gap-3">
                {item.gallery.map((image, index) => (
                  <li key={index}>
                    <SceneImage
                      image={image}
                      sizes="(min-width: 1024px) 400px, 50vw"
                      className="aspect-[4/3] w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </article>
        <div className="space-y-8">
          <PackageSidebar packages={others} title={m.trip_all_packages({}, words)} />
          <aside
            aria-labelledby="plan-heading"
            className="rounded-xl bg-forest-800 p-6 text-white shadow-sm lg:sticky lg:top-24"
          >
            <h2 id="plan-heading" className="font-serif text-2xl">
              {m.trip_plan_heading({}, words)}
            </h2>
            <FromPrice lowest={lowest} rates={rates} className="mt-3 text-white/95" />
            <a
              href="#prices"
              className="mt-2 inline-block py-0.5 text-sm text-white underline underline-offset-2"
            >
              {m.trip_every_season({}, words)}
            </a>
            <ButtonLink to={localLink(packageStep(item).to)} variant="light" className="mt-5 w-full">
              {m.plan_my_safari({}, words)}
            </ButtonLink>
            <p className="mt-3 text-sm text-white/90">{m.trip_no_payment({}, words)}</p>
          </aside>
        </div>
      </div>
      <ClosingCall step={packageStep(item)} title={m.trip_closing_title({}, words)}>
        {m.trip_closing_text({}, words)}
      </ClosingCall>
    </>
  )
}

function DayDetails({ overnight, lodge, meals }: { overnight: string; lodge: string; meals: string }) {
  const locale = useLocale()
  const details = [
    [m.trip_overnight({}, { locale }), [overnight, lodge].filter(Boolean).join(': ')],
    [m.trip_meals({}, { locale }), meals],
  ].filter(([, value]) => value)
  if (details.length === 0) return null
  return (
    <dl className="mt-3 grid gap-x-3 gap-y-1 text-sm text-forest-700 sm:grid-cols-[auto_1fr]">
      {details.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
