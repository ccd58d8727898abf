import { data, redirect } from 'react-router'
import { PackageSidebar } from '~/components/package-sidebar'
import { PageHero } from '~/components/page-hero'
import { BestTimeGrid } from '~/components/trip/best-time'
import { ButtonLink } from '~/components/ui/button-link'
import { countryBySlug } from '~/content/countries'
import { imageUrl } from '~/content/scene-variants'
import { isPublished } from '~/lib/catalogue'
import { countryStep } from '~/lib/next-step'
import { ClosingCall } from '~/components/next-step/closing-call'
import { seo } from '~/lib/seo'
import { getCatalogue } from '~/models/catalogue.server'
import type { Route } from './+types/places.$country'

export async function loader({ params }: Route.LoaderArgs) {
  // The navigation of the operator's old site linked Tanzania as /places/tanz (docs/product.md, "Public routes").
  if (params.country === 'tanz') throw redirect('/places/tanzania', 301)
  const country = countryBySlug(params.country)
  const catalogue = await getCatalogue()
  const page = catalogue.countries.find((entry) => entry.slug === country?.slug)
  if (!country || !page) throw data(null, { status: 404 })
  return {
    name: country.name,
    slug: country.slug,
    page,
    packages: catalogue.packages
      .filter((item) => isPublished(item) && item.countries.includes(country.slug))
      .map(({ no, slug, title, days }) => ({ no, slug, title, days })),
  }
}

export const handle = {
  nextStep: (data: Awaited<ReturnType<typeof loader>>) => countryStep(data.slug),
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Page not found' }]
  return seo(matches, {
    title: `${loaderData.name} safaris`,
    description: loaderData.page.seoDescription,
    path: `/places/${loaderData.slug}`,
    image: imageUrl(loaderData.page.hero, 'wide', 1600),
  })
}

export default function Country({ loaderData }: Route.ComponentProps) {
  const { name, page, packages } = loaderData
  return (
    <>
      <PageHero image={page.hero} title={name}>
        <p>{page.tagline}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[1fr_20rem]">
        <article className="min-w-0">
          {page.description.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-relaxed text-forest-800">
              {paragraph}
            </p>
          ))}
          <h2 className="mt-10 font-serif text-3xl">Experiences in {name}</h2>
          <ul className="mt-6 space-y-5">
            {page.experiences.map((experience) => (
              <li key={experience.title} className="border-l-4 border-savanna-600 pl-4">
                <h3 className="text-lg font-semibold">{experience.title}</h3>
                <p className="mt-1 text-forest-800">{experience.text}</p>
              </li>
            ))}
          </ul>
          <BestTimeGrid ratings={page.bestTime} note={page.bestTimeNote} />
          <section aria-labelledby="entry-heading" className="mt-12">
            <h2 id="entry-heading" className="font-serif text-3xl">
              Getting there and entry
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2">
              <div className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">Visas and entry</h3>
                <ul className="mt-3 list-disc space-y-2 pl-5">
                  {page.entry.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              <div className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">Main airports</h3>
                <ul className="mt-3 space-y-2">
                  {page.airports.map((airport) => (
                    <li key={airport.code}>
                      <span className="font-semibold">{airport.code}</span> {airport.name}
                      <span className="block text-sm text-forest-700">{airport.city}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
          <div className="mt-10">
            <ButtonLink to={countryStep(loaderData.slug).to}>Book Now</ButtonLink>
          </div>
        </article>
        <PackageSidebar packages={packages} title={`Safaris including ${name}`} />
      </div>
      <ClosingCall step={countryStep(loaderData.slug)} title={`Your safari in ${name}`}>
        Tell us your dates and what you hope to see. A planner who knows the parks replies with a route,
        lodges that suit you and a clear price.
      </ClosingCall>
    </>
  )
}
