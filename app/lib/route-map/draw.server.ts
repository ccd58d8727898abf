// A tour's route map, drawn on the server from Natural Earth's country outlines (./atlas.server.ts) and
// handed to the page as plain data: outlines as SVG path strings, the stops and where their labels go.

import { geoMercator, geoPath } from 'd3-geo'
import { placeOf, type GeoPlace } from '~/content/places-geo'
import { countryNamedIn } from '~/lib/country-names'
import type { Locale } from '~/lib/locales'
import { COUNTRY_IDS, THIN, atlasCountries, thinned } from './atlas.server'
import { placeCountryLabel } from './country-labels'
import { HEIGHT, SIZES, WIDTH, textWidth, type RouteMap } from './drawing'
import { round, type Point, type Segment } from './geometry'
import { placeMarkers, type Group } from './markers'

/** Room around the frame's content for the labels of stops near its edge. */
const MARGIN = 44
/** A trip of a few nearby stops and no visited country still gets a frame with some land around it. */
const MIN_SPAN_DEGREES = 3

/** Maps drawn before, by what they were drawn from: a tour page asks for the same map on every visit. */
const remembered = new Map<string, RouteMap | null>()
const REMEMBER = 64

/** The map of a proposal's version: its days' overnight places, its countries, as its page and PDF show it. */
export function proposalRouteMap(view: {
  days: readonly { overnight: string; days: number }[]
  countries: string[]
  language?: Locale
}): RouteMap | null {
  const map = drawRouteMap(
    view.days.filter((day) => day.overnight).map((day) => ({ name: day.overnight, nights: day.days })),
    view.countries,
  )
  // Its countries named in the proposal's language ("KENIA"); its stops are staff's words.
  const locale = view.language ?? 'en'
  return map && locale !== 'en'
    ? { ...map, labels: map.labels.map((label) => ({ ...label, name: countryNamedIn(label.name, locale) })) }
    : map
}

/**
 * The map of a trip: its overnight stops in travel order (as staff wrote them; a stop whose place the
 * gazetteer does not know is left out, and a stop at the same place as the one before joins it) and the
 * countries it visits, by slug, shaded. Null when no stop is known.
 */
export function drawRouteMap(
  stops: { name: string; nights: number }[],
  visitedCountries: string[],
): RouteMap | null {
  const key = JSON.stringify([stops.map(({ name, nights }) => [name, nights]), visitedCountries])
  let map = remembered.get(key)
  if (map === undefined) {
    map = drawMap(stops, visitedCountries)
    if (remembered.size >= REMEMBER) remembered.delete(remembered.keys().next().value ?? '')
    remembered.set(key, map)
  }
  // A copy, so that a caller changing its map cannot change the next caller's.
  return map && structuredClone(map)
}

function drawMap(stops: { name: string; nights: number }[], visitedCountries: string[]): RouteMap | null {
  const resolved: { name: string; place: GeoPlace; nights: number }[] = []
  for (const stop of stops) {
    const place = placeOf(stop.name)
    if (!place) continue
    const last = resolved.at(-1)
    if (last?.place === place) last.nights += stop.nights
    else resolved.push({ name: stop.name.trim(), place, nights: stop.nights })
  }
  if (!resolved.length) return null

  const countries = atlasCountries()
  const visitedIds = new Set(visitedCountries.map((slug) => COUNTRY_IDS[slug]).filter(Boolean))
  const visited = countries.filter((country) => visitedIds.has(country.id))
  const lons = [...resolved.map(({ place }) => place.lon), ...visited.flatMap((c) => [c.west, c.east])]
  const lats = [...resolved.map(({ place }) => place.lat), ...visited.flatMap((c) => [c.south, c.north])]
  const span = (values: number[]) => {
    const low = Math.min(...values)
    const high = Math.max(...values)
    const grow = Math.max(0, MIN_SPAN_DEGREES - (high - low)) / 2
    return [low - grow, high + grow] as const
  }
  const [west, east] = span(lons)
  const [south, north] = span(lats)
  // On Mercator a box of longitudes and latitudes stays a box: its two corners are enough to fit.
  const projection = geoMercator()
    .fitExtent(
      [
        [MARGIN, MARGIN],
        [WIDTH - MARGIN, HEIGHT - MARGIN],
      ],
      {
        type: 'MultiPoint',
        coordinates: [
          [west, south],
          [east, north],
        ],
      },
    )
    .clipExtent([
      [0, 0],
      [WIDTH, HEIGHT],
    ])
  const [frameWest, frameNorth] = projection.invert?.([0, 0]) ?? [west, north]
  const [frameEast, frameSouth] = projection.invert?.([WIDTH, HEIGHT]) ?? [east, south]

  const outline = geoPath({ stream: (output) => projection.stream(thinned(output, THIN)) }).digits(1)
  const inFrame = countries.filter(
    (country) =>
      country.west <= country.east &&
      country.west < frameEast &&
      country.east > frameWest &&
      country.south < frameNorth &&
      country.north > frameSouth,
  )
  const drawn = inFrame
    .map((country) => ({
      id: country.id,
      name: country.name,
      d: outline(country.shape) ?? '',
      visited: visitedIds.has(country.id),
    }))
    .filter((country) => country.d)
    .sort((a, b) => Number(a.visited) - Number(b.visited))

  const at = (place: GeoPlace) => (projection([place.lon, place.lat]) ?? [0, 0]) as Point
  const groups: Group[] = []
  const points = resolved.map(({ place }, index) => {
    const group = groups.find((entry) => entry.place === place)
    if (group) {
      group.numbers.push(index + 1)
      return group.point
    }
    const point = at(place)
    groups.push({ place, numbers: [index + 1], point })
    return point
  })
  const route = points.slice(1).map((point, index) => [points[index], point] as Segment)
  const placements = placeMarkers(groups, route)

  const obstacles = {
    rects: [
      ...placements.flatMap((placement) => placement.rects),
      ...groups.map(({ point: [x, y] }) => ({
        x0: x - SIZES.dot,
        y0: y - SIZES.dot,
        x1: x + SIZES.dot,
        y1: y + SIZES.dot,
      })),
    ],
    segments: [...route, ...placements.flatMap((placement) => (placement.leader ? [placement.leader] : []))],
  }
  const labels: RouteMap['labels'] = []
  for (const country of visited) {
    const spot = placeCountryLabel(country, projection, obstacles)
    if (!spot) continue
    labels.push({ name: country.name, ...spot })
    const width = textWidth(country.name.toUpperCase(), SIZES.country, 0.12) / 2
    const height = SIZES.country * 0.4
    obstacles.rects.push({ x0: spot.x - width, y0: spot.y - height, x1: spot.x + width, y1: spot.y + height })
  }

  return {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    width: WIDTH,
    height: HEIGHT,
    sizes: SIZES,
    countries: drawn,
    route: points.length > 1 ? `M${points.map(([x, y]) => `${round(x)},${round(y)}`).join('L')}` : '',
    stops: resolved.map((stop, index) => {
      const [x, y] = points[index] ?? [0, 0]
      return {
        n: index + 1,
        name: stop.name,
        place: stop.place.name,
        x: round(x),
        y: round(y),
        nights: stop.nights,
      }
    }),
    markers: placements.map((placement) => placement.marker),
    labels,
  }
}
