import { Link } from 'react-router'
import { PageHero } from '~/components/page-hero'
import { ButtonLink } from '~/components/ui/button-link'
import { SceneImage } from '~/components/ui/scene-image'
import { itineraryByNo } from '~/content/itineraries'
import { packages } from '~/content/packages'
import { seo } from '~/lib/seo'
import type { Route } from './+types/packages'

export function loader() {
  return {
    cards: packages.map((item) => {
      const detail = itineraryByNo(item.no)!
      return { ...item, summary: detail.summary, image: detail.cardImage }
    }),
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: 'Our Packages',
    description:
      'Seven safari packages across Uganda, Kenya, Rwanda and Tanzania, from 6 to 14 days: gorillas, chimpanzees, the Great Migration and the Indian Ocean coast.',
    path: '/packages',
    image: '/images/scenes/tanzania-serengeti-wide-1600.webp',
  })

export default function Packages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        image={{ scene: 'tanzania-serengeti', alt: 'Wildebeest crossing the Serengeti plains' }}
        title="Our Packages"
      >
        <p>
          Seven journeys we know by heart. Each is a starting point: we shape the days, the lodges and the
          pace around you.
        </p>
      </PageHero>
      <ul className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.cards.map((item) => {
          return (
            <li key={item.no} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
              <SceneImage
                image={item.image}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-savanna-700">{`${item.days} days`}</p>
                <h2 className="mt-1 text-2xl font-semibold">
                  <Link to={`/tour/${item.slug}`} className="hover:underline">
                    {item.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-forest-800">{item.summary}</p>
                <ButtonLink to={`/tour/${item.slug}`} className="mt-5 self-start">
                  Book Now<span className="sr-only">: {item.title}</span>
                </ButtonLink>
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
