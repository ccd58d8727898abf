import { data } from 'react-router'
import { TripPage } from '~/components/trip/trip-page'
import { imageUrl } from '~/content/scene-variants'
import { isPublished } from '~/lib/catalogue'
import { packageStep } from '~/lib/next-step'
import { seo } from '~/lib/seo'
import { tourJsonLd } from '~/lib/structured-data'
import { getCatalogue } from '~/models/catalogue.server'
import { tripPageData } from '~/services/trip-page.server'
import type { Route } from './+types/tour.$slug'
import { countText } from '~/lib/count-text'

export async function loader({ params }: Route.LoaderArgs) {
  const catalogue = await getCatalogue()
  const item = catalogue.packages.find((entry) => entry.slug === params.slug && isPublished(entry))
  if (!item) throw data(null, { status: 404 })
  return tripPageData(catalogue, item)
}

export const handle = {
  nextStep: (data: Awaited<ReturnType<typeof loader>>) => packageStep(data.item),
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Page not found' }]
  const { item } = loaderData
  const path = `/tour/${item.slug}`
  return seo(matches, {
    title: `${item.title} · ${countText(item.days, 'day')}`,
    description: item.seoDescription,
    path,
    image: imageUrl(item.cardImage, 'wide', 1600),
    jsonLd: (site) => [tourJsonLd(site, item, path)],
  })
}

export default function Tour({ loaderData }: Route.ComponentProps) {
  return <TripPage {...loaderData} />
}
