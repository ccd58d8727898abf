import { isPublished, type Catalogue, type TripPackage } from '~/lib/catalogue'
import { drawRouteMap } from '~/lib/route-map/draw.server'

/** What a tour page shows of a package: the package, its route map, the rates and the sidebar's list. */
export function tripPageData(catalogue: Catalogue, item: TripPackage) {
  const map = drawRouteMap(
    item.itinerary.map((day) => ({ name: day.overnight, nights: day.to - day.from + 1 })),
    item.countries,
  )
  return {
    item,
    map,
    rates: catalogue.rates,
    others: catalogue.packages
      .filter(isPublished)
      .map(({ no, slug, title, days }) => ({ no, slug, title, days })),
  }
}
