import { Link } from 'react-router'
import { Carousel } from '~/components/carousel'
import { Counter } from '~/components/counter'
import { ClosingCall } from '~/components/next-step/closing-call'
import { SceneImage } from '~/components/ui/scene-image'
import { countries } from '~/content/countries'
import { coastalVisits, gameReserves, intro, partners, slides } from '~/content/home'
import type { Place } from '~/content/types'
import { getCatalogue } from '~/models/catalogue.server'
import { getTrust } from '~/models/trust.server'
import { TrustBlock } from '~/components/trust/trust-block'
import { planStep } from '~/lib/next-step'
import { useOperator } from '~/lib/operator'
import { seo } from '~/lib/seo'
import { organizationJsonLd } from '~/lib/structured-data'
import type { Route } from './+types/_index'

// Content is read on the server and sent with the page, so the content modules stay out of the browser's bundle.
export async function loader() {
  const [catalogue, trust] = await Promise.all([getCatalogue(), getTrust()])
  return {
    trust,
    slides,
    intro,
    countries: countries.flatMap(({ slug, name }) => {
      const page = catalogue.countries.find((entry) => entry.slug === slug)
      return page ? [{ slug, name, hero: page.hero, highlights: page.highlights.slice(0, 3) }] : []
    }),
    gameReserves,
    coastalVisits,
    partners,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: 'Tembo Safaris · Bespoke safaris in Uganda, Kenya, Rwanda and Tanzania',
    description:
      'Tailor-made safaris across East Africa: gorilla and chimpanzee treks, the Great Migration and Indian Ocean beaches, planned by people who live here.',
    path: '/',
    image: '/images/scenes/welcome-savanna-wide-1600.webp',
    jsonLd: (site) => [organizationJsonLd(site, loaderData?.trust.rating)],
  })

/** Where a reserve or beach card leads: the country page, or the beach package. */
const placeLinks: Record<string, string> = {
  'Maasai Mara': '/places/kenya',
  Bwindi: '/places/uganda',
  Akagera: '/places/rwanda',
  'Diani Beach': '/tour/kenya-beach',
  Zanzibar: '/tour/tanz-beach',
  'Nyali Beach': '/tour/kenya-beach',
}

function PlaceCards({ title, lead, places }: { title: string; lead: string; places: Place[] }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h2 className="font-serif text-3xl sm:text-4xl">{title}</h2>
      <p className="mt-3 max-w-2xl text-lg text-forest-700">{lead}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {places.map((place) => (
          <li key={place.name} className="overflow-hidden rounded-xl bg-white shadow-sm">
            <SceneImage
              image={place.image}
              sizes="(min-width: 768px) 33vw, 100vw"
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-5">
              <h3 className="text-xl font-semibold">
                {placeLinks[place.name] ? (
                  <Link to={placeLinks[place.name]!} className="hover:underline">
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
        ))}
      </ul>
    </section>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { operator } = useOperator()
  const { slides, intro, countries, gameReserves, coastalVisits, partners, trust } = loaderData
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
          Four countries, one team
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
                  to={`/places/${country.slug}`}
                  className="mt-4 font-semibold text-savanna-700 underline-offset-4 hover:underline"
                  aria-label={`View all of ${country.name}`}
                >
                  View All <span aria-hidden="true">→</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <PlaceCards
        title="Popular Game Reserves"
        lead="Three parks our guests ask for again and again, each at its best in a different way."
        places={gameReserves}
      />

      <section className="bg-forest-800 py-16" aria-label="In numbers">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 sm:grid-cols-3">
          <Counter value={operator.yearsInOperation} label="Years in operation" />
          <Counter value={operator.clients} suffix="+" label="Clients reached" />
          <Counter value={operator.countries} label="Countries served" />
        </div>
      </section>

      <PlaceCards
        title="Coastal Visits"
        lead="End a safari with warm water and white sand on the Indian Ocean."
        places={coastalVisits}
      />

      <TrustBlock trust={trust} />

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="partners-heading">
        <h2 id="partners-heading" className="text-center font-serif text-2xl">
          The park authorities we book with
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-forest-800 sm:text-center">
          We buy your gorilla and chimpanzee permits and your park entry directly from each country's wildlife
          authority, in your name, before you travel.
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
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <ClosingCall step={planStep} title="Start planning your safari">
        Tell us when you can travel and what you would love to see. A planner in Kampala replies with a route,
        lodges that suit your budget and a clear price, and nothing is paid until you are sure.
      </ClosingCall>
    </>
  )
}
