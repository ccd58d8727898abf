import { data, redirect } from 'react-router'
import { PackageSidebar } from '~/components/package-sidebar'
import { PageHero } from '~/components/page-hero'
import { ButtonLink } from '~/components/ui/button-link'
import { destinationBySlug } from '~/content/destinations'
import { sceneUrl } from '~/content/scene-variants'
import { seo } from '~/lib/seo'
import type { Route } from './+types/places.$country'

export function loader({ params }: Route.LoaderArgs) {
  // The navigation of the operator's old site linked Tanzania as /places/tanz (docs/product.md, "Public routes").
  if (params.country === 'tanz') throw redirect('/places/tanzania', 301)
  const destination = destinationBySlug(params.country)
  if (!destination) throw data(null, { status: 404 })
  return { destination }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const destination = loaderData?.destination
  if (!destination) return [{ title: 'Page not found' }]
  return seo(matches, {
    title: `${destination.name} safaris`,
    description: destination.seoDescription,
    path: `/places/${destination.slug}`,
    image: sceneUrl(destination.hero.scene, 'wide', 1600, 'webp'),
  })
}

export default function Country({ loaderData }: Route.ComponentProps) {
  const { destination } = loaderData
  return (
    <>
      <PageHero image={destination.hero} title={destination.name}>
        <p>{destination.tagline}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[1fr_20rem]">
        <article>
          {destination.description.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-relaxed text-forest-800">
              {paragraph}
            </p>
          ))}
          <h2 className="mt-10 font-serif text-3xl">Experiences in {destination.name}</h2>
          <ul className="mt-6 space-y-5">
            {destination.experiences.map((experience) => (
              <li key={experience.title} className="border-l-4 border-savanna-600 pl-4">
                <h3 className="text-lg font-semibold">{experience.title}</h3>
                <p className="mt-1 text-forest-800">{experience.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <ButtonLink to="/book">Book Now</ButtonLink>
          </div>
        </article>
        <PackageSidebar nos={destination.packageNos} title={`Safaris including ${destination.name}`} />
      </div>
    </>
  )
}
