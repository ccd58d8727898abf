import { type Catalogue, type TripPackage } from '~/lib/catalogue'
import { packageIn, packagesIn } from '~/lib/content-languages'
import { countryNamedIn } from '~/lib/country-names'
import type { Locale } from '~/lib/locales'
import { drawRouteMap } from '~/lib/route-map/draw.server'
import type { RouteMap } from '~/lib/route-map/drawing'

/**
 * What a tour page shows of a package in `locale`: the package in it, its route map, the rates and the
 * sidebar's list (the packages offered in that language). The map is drawn from the English days, whose
 * places the gazetteer knows, and its stops and countries then named as the page's language names them.
 */
export function tripPageData(catalogue: Catalogue, english: TripPackage, locale: Locale = 'en') {
  const item = packageIn(english, locale) ?? english
  const drawn = drawRouteMap(
    english.itinerary.map((day) => ({ name: day.overnight, nights: day.to - day.from + 1 })),
    english.countries,
  )
  return {
    item,
    map: drawn && locale !== 'en' ? namedIn(drawn, english, item, locale) : drawn,
    rates: catalogue.rates,
    others: packagesIn(catalogue.packages, locale).map(({ no, slug, title, days }) => ({
      no,
      slug,
      title,
      days,
    })),
  }
}

/** A map's stops by the page's words for each night's place, and its countries by their names there. */
function namedIn(map: RouteMap, english: TripPackage, item: TripPackage, locale: Locale): RouteMap {
  const stops = new Map(
    english.itinerary.map((day, index) => [day.overnight.trim(), item.itinerary[index]!.overnight.trim()]),
  )
  return {
    ...map,
    stops: map.stops.map((stop) => ({ ...stop, name: stops.get(stop.name) || stop.name })),
    labels: map.labels.map((label) => ({ ...label, name: countryNamedIn(label.name, locale) })),
  }
}
