import { Link } from 'react-router'
import { Carousel } from '~/components/carousel'
import { Counter } from '~/components/counter'
import { ClosingCall } from '~/components/next-step/closing-call'
import { SceneImage } from '~/components/ui/scene-image'
import { useLinkIn } from '~/components/use-locale'
import { countries } from '~/content/countries'
import * as homeDe from '~/content/de/home'
import * as homeFr from '~/content/fr/home'
import * as homeEn from '~/content/home'
import type { Place } from '~/content/types'
import { getCatalogue } from '~/models/catalogue.server'
import { getTrust, readTrustTexts } from '~/models/trust.server'
import { trustIn } from '~/lib/trust'
import { TrustBlock } from '~/components/trust/trust-block'
import { countryIn } from '~/lib/content-languages'
import { countryNameIn } from '~/lib/country-names'
import { localeOfPath, type Locale } from '~/lib/locales'
import { planStep } from '~/lib/next-step'
import { useOperator } from '~/lib/operator'
import { seo } from '~/lib/seo'
import { organizationJsonLd } from '~/lib/structured-data'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/_index'

// The home page, at / and in German and French at /de and /fr. Content is read on the server and sent
// with the page, so the content modules stay out of the browser's bundle.

const HOME: Record<Locale, typeof homeEn> = { en: homeEn, de: homeDe, fr: homeFr }

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const { slides, intro, gameReserves, coastalVisits, partners } = HOME[locale]
  const [catalogue, trust, texts] = await Promise.all([getCatalogue(), getTrust(), readTrustTexts()])
  return {
    locale,
    // In German or French where the block's words are whole in it; else none (lib/trust.ts, `trustIn`).
    trust: locale === 'en' ? trust : trustIn(trust, texts[locale]),
    rating: trust.rating,
    slides,
    intro,
    // A country whose page has no words in this language is not offered on its home page.
    countries: countries.flatMap(({ slug }) => {
      const stored = catalogue.countries.find((entry) => entry.slug === slug)
      const page = stored && countryIn(stored, locale)
      return page
        ? [
            {
              slug,
              name: countryNameIn(slug, locale),
              hero: page.hero,
              highlights: page.highlights.slice(0, 3),
            },
          ]
        : []
    }),
    gameReserves,
    coastalVisits,
    partners,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: m.home_title({}, { locale: loaderData?.locale }),
    description: m.home_description({}, { locale: loaderData?.locale }),
    path: '/',
    image: '/images/scenes/welcome-savanna-wide-1600.webp',
    locale: loaderData?.locale,
    jsonLd: (site) => [organizationJsonLd(site, loaderData?.rating)],
  })

/** Where a reserve or beach card leads, by its picture: the country page, or the beach package. */
const placeLinks: Record<string, string> = {
  'mara-river-crossing': '/places/kenya',
  'bwindi-gorilla': '/places/uganda',
  'akagera-lake': '/places/rwanda',
  'diani-beach': '/tour/kenya-beach',
  'zanzibar-dhow': '/tour/tanz-beach',
  'nyali-beach': '/tour/kenya-beach',
}

function PlaceCards({ title, lead, places }: { title: string; lead: string; places: Place[] }) {
  const localLink = useLinkIn()
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h2 className="font-serif text-3xl sm:text-4xl">{title}</h2>
      <p className="mt-3 max-w-2xl text-lg text-forest-700">{lead}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {places.map((place) => {
          const to = placeLinks[place.image.scene]
          return (
            <li key={place.name} className="overflow-hidden rounded-xl bg-white shadow-sm">
              <SceneImage
                image={place.image}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="p-5">
                <h3 className="text-xl font-semibold">
                  {to ? (
                    <Link to={localLink(to)} className="hover:underline">
                      {place.name}
                    </Link>
                  ) : (
                    place.name
                  )}
                </h3>
                <p className="text-sm font-medium text-savanna-700">{place.country}</p>
                <p className="mt-2 text-forest-800">{place.text}</p>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { operator } = useOperator()
  const localLink = useLinkIn()
  const { locale, slides, intro, countries, gameReserves, coastalVisits, partners, trust } = loaderData
  const words = { locale }
  return (
    <>
      <Carousel slides={slides} />

      <section className="mx-auto max-w-4xl px-4 pt-16 text-center">
        <h1 className="font-serif text-4xl leading-tight sm:text-5xl">{intro.title}</h1>
        {intro.paragraphs.map((paragraph) => (
          // Long lines read badly centred on a narrow screen: left-aligned there.
          <p key={paragraph} className="mt-5 text-left text-lg text-forest-800 sm:text-center">
            {paragraph}
          </p>
        ))}
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="countries-heading">
        <h2 id="countries-heading" className="font-serif text-3xl sm:text-4xl">
          {m.home_countries_heading({}, words)}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {countries.map((country) => (
            <li key={country.slug} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
              <SceneImage
                image={country.hero}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-2xl font-semibold">{country.name}</h3>
                <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-forest-800">
                  {country.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
                <Link
                  to={localLink(`/places/${country.slug}`)}
                  className="mt-4 font-semibold text-savanna-700 underline-offset-4 hover:underline"
                  aria-label={m.home_view_all_label({ country: country.name }, words)}
                >
                  {m.home_view_all({}, words)} <span aria-hidden="true">→</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <PlaceCards
        title={m.home_reserves_title({}, words)}
        lead={m.home_reserves_lead({}, words)}
        places={gameReserves}
      />

      <section className="bg-forest-800 py-16" aria-label={m.home_numbers({}, words)}>
        <div className="mx-auto grid max-w-5xl gap-10 px-4 sm:grid-cols-3">
          <Counter value={operator.yearsInOperation} label={m.home_years({}, words)} />
          <Counter value={operator.clients} suffix="+" label={m.home_clients({}, words)} />
          <Counter value={operator.countries} label={m.home_countries_served({}, words)} />
        </div>
      </section>

      <PlaceCards
        title={m.home_coast_title({}, words)}
        lead={m.home_coast_lead({}, words)}
        places={coastalVisits}
      />

      {trust ? <TrustBlock trust={trust} /> : null}

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="partners-heading">
        <h2 id="partners-heading" className="text-center font-serif text-2xl">
          {m.home_partners_heading({}, words)}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-forest-800 sm:text-center">
          {m.home_partners_text({}, words)}
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-4">
          {partners.map((partner) => (
            <li key={partner.url}>
              <a
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-20 w-64 flex-col items-center justify-center rounded-lg border-2 border-forest-700/30 bg-white px-4 py-3 text-center text-forest-800 hover:border-savanna-700"
              >
                <span className="font-semibold">{partner.name}</span>
                <span className="mt-1 text-sm">{partner.relation}</span>
                <span className="sr-only"> {m.new_tab({}, words)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <ClosingCall step={planStep} title={m.home_closing_title({}, words)}>
        {m.home_closing_text({}, words)}
      </ClosingCall>
    </>
  )
}
