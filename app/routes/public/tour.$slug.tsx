import { data } from 'react-router'
import { bookingPath, PackageSidebar } from '~/components/package-sidebar'
import { PageHero } from '~/components/page-hero'
import { ButtonLink } from '~/components/ui/button-link'
import { SceneImage } from '~/components/ui/scene-image'
import { itineraryByNo } from '~/content/itineraries'
import { packages } from '~/content/packages'
import { sceneUrl } from '~/content/scene-variants'
import { seo } from '~/lib/seo'
import { tourJsonLd } from '~/lib/structured-data'
import type { Route } from './+types/tour.$slug'

export function loader({ params }: Route.LoaderArgs) {
  const item = packages.find((entry) => entry.slug === params.slug)
  const detail = item && itineraryByNo(item.no)
  if (!item || !detail) throw data(null, { status: 404 })
  return { item, detail }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Page not found' }]
  const { item, detail } = loaderData
  const path = `/tour/${item.slug}`
  return seo(matches, {
    title: `${item.title} · ${item.days} days`,
    description: detail.seoDescription,
    path,
    image: sceneUrl(detail.cardImage.scene, 'wide', 1600, 'webp'),
    jsonLd: (site) => [tourJsonLd(site, detail, path)],
  })
}

export default function Tour({ loaderData }: Route.ComponentProps) {
  const { item, detail } = loaderData
  return (
    <>
      <PageHero image={detail.gallery[0]} title={item.title}>
        <p>{`${item.days} days`}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[1fr_20rem]">
        <article>
          {detail.intro.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-relaxed text-forest-800">
              {paragraph}
            </p>
          ))}
          <ButtonLink to={bookingPath(item.no)}>Get package</ButtonLink>

          <h2 className="mt-12 font-serif text-3xl">Gallery</h2>
          <ul className="mt-6 grid grid-cols-2 gap-3">
            {detail.gallery.map((image) => (
              <li key={image.scene + image.alt}>
                <SceneImage
                  image={image}
                  sizes="(min-width: 1024px) 400px, 50vw"
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>

          <h2 className="mt-12 font-serif text-3xl">Day by day</h2>
          <ol className="mt-6 space-y-6">
            {detail.days.map((day) => (
              <li key={day.label} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-xl font-semibold">
                  <span className="text-savanna-700">{day.label}:</span> {day.title}
                </h3>
                <p className="mt-2 text-forest-800">{day.text}</p>
                {day.overnight ? (
                  <p className="mt-2 text-sm text-forest-700">Overnight: {day.overnight}</p>
                ) : null}
              </li>
            ))}
          </ol>

          <section className="mt-12 rounded-xl bg-forest-800 p-8 text-white">
            <h2 className="font-serif text-2xl">Make it yours</h2>
            <p className="mt-2 text-white/90">
              Tell us your dates and who is travelling; we reply with a tailored plan and a clear quote.
            </p>
            <ButtonLink to={bookingPath(item.no)} variant="light" className="mt-5">
              Get package
            </ButtonLink>
          </section>
        </article>
        <PackageSidebar title="All our packages" />
      </div>
    </>
  )
}
