import { data, redirect } from 'react-router'
import { PackageSidebar } from '~/components/package-sidebar'
import { PageHero } from '~/components/page-hero'
import { BestTimeGrid } from '~/components/trip/best-time'
import { ButtonLink } from '~/components/ui/button-link'
import { useLinkIn } from '~/components/use-locale'
import { countryBySlug } from '~/content/countries'
import { imageUrl } from '~/content/scene-variants'
import { countryIn, packagesIn } from '~/lib/content-languages'
import { countryNameIn, inCountry } from '~/lib/country-names'
import { localeOfPath, localePath } from '~/lib/locales'
import { countryStep } from '~/lib/next-step'
import { ClosingCall } from '~/components/next-step/closing-call'
import { seo } from '~/lib/seo'
import { getCatalogue } from '~/models/catalogue.server'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/places.$country'

// A country page, at /places/:country and, where its words have been written in German or French, at
// /de/places/:country and /fr/places/:country; where they have not, that address is not found (the page
// is never shown half in English).

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  // The navigation of the operator's old site linked Tanzania as /places/tanz (docs/product.md, "Public routes").
  if (params.country === 'tanz') throw redirect(localePath(locale, '/places/tanzania'), 301)
  const country = countryBySlug(params.country)
  const catalogue = await getCatalogue()
  const stored = catalogue.countries.find((entry) => entry.slug === country?.slug)
  const page = stored && countryIn(stored, locale)
  if (!country || !page) throw data(null, { status: 404 })
  const { texts: _, ...shown } = page
  return {
    locale,
    name: countryNameIn(country.slug, locale),
    slug: country.slug,
    page: shown,
    // The packages that visit it, as this language offers them.
    packages: packagesIn(catalogue.packages, locale)
      .filter((item) => item.countries.includes(country.slug))
      .map(({ no, slug, title, days }) => ({ no, slug, title, days })),
  }
}

export const handle = {
  nextStep: (data: Awaited<ReturnType<typeof loader>>) => countryStep(data.slug),
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Page not found' }]
  const { locale, name, page, slug } = loaderData
  return seo(matches, {
    title: m.country_page_title({ country: name }, { locale }),
    description: page.seoDescription,
    path: `/places/${slug}`,
    image: imageUrl(page.hero, 'wide', 1600),
    locale,
  })
}

export default function Country({ loaderData }: Route.ComponentProps) {
  const { locale, name, page, packages, slug } = loaderData
  const localLink = useLinkIn()
  const where = inCountry(slug, locale)
  return (
    <>
      <PageHero image={page.hero} title={name}>
        <p>{page.tagline}</p>
      </PageHero>
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-4 py-14 ${packages.length ? 'lg:grid-cols-[1fr_20rem]' : ''}`}
      >
        <article className="min-w-0">
          {page.description.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-relaxed text-forest-800">
              {paragraph}
            </p>
          ))}
          <h2 className="mt-10 font-serif text-3xl">
            {m.country_experiences({ in_country: where }, { locale })}
          </h2>
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
              {m.country_entry_heading({}, { locale })}
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2">
              <div className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{m.country_visas({}, { locale })}</h3>
                <ul className="mt-3 list-disc space-y-2 pl-5">
                  {page.entry.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              <div className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{m.country_airports({}, { locale })}</h3>
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
            <ButtonLink to={localLink(countryStep(slug).to)}>{m.country_book_now({}, { locale })}</ButtonLink>
          </div>
        </article>
        {packages.length ? (
          <PackageSidebar packages={packages} title={m.country_sidebar({ country: name }, { locale })} />
        ) : null}
      </div>
      <ClosingCall
        step={countryStep(slug)}
        title={m.country_closing_title({ in_country: where }, { locale })}
      >
        {m.country_closing_text({}, { locale })}
      </ClosingCall>
    </>
  )
}
