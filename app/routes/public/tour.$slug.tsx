import { data } from 'react-router'
import { TripPage } from '~/components/trip/trip-page'
import { imageUrl } from '~/content/scene-variants'
import { isPublished } from '~/lib/catalogue'
import { packageIn } from '~/lib/content-languages'
import { daysText } from '~/lib/country-names'
import { localeOfPath } from '~/lib/locales'
import { packageStep } from '~/lib/next-step'
import { seo } from '~/lib/seo'
import { tourJsonLd } from '~/lib/structured-data'
import { getCatalogue } from '~/models/catalogue.server'
import { tripPageData } from '~/services/trip-page.server'
import type { Route } from './+types/tour.$slug'

// A tour, at /tour/:slug and, where the package's words have been written in German or French, at
// /de/tour/:slug and /fr/tour/:slug; where they have not, that address is not found.

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const catalogue = await getCatalogue()
  const item = catalogue.packages.find((entry) => entry.slug === params.slug && isPublished(entry))
  if (!item || !packageIn(item, locale)) throw data(null, { status: 404 })
  return { locale, ...tripPageData(catalogue, item, locale) }
}

export const handle = {
  nextStep: (data: Awaited<ReturnType<typeof loader>>) => packageStep(data.item),
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Page not found' }]
  const { item, locale } = loaderData
  const path = `/tour/${item.slug}`
  return seo(matches, {
    title: `${item.title} · ${daysText(item.days, locale)}`,
    description: item.seoDescription,
    path,
    image: imageUrl(item.cardImage, 'wide', 1600),
    locale,
    jsonLd: (site) => [tourJsonLd(site, item, path, locale)],
  })
}

export default function Tour({ loaderData }: Route.ComponentProps) {
  return <TripPage {...loaderData} />
}
