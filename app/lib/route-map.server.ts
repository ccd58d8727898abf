// A tour's route map, drawn on the server from Natural Earth's country outlines (world-atlas, 1:50m) and
// handed to the page as plain data: outlines as SVG path strings, the stops and where their labels go. The
// outlines weigh 750 KB as TopoJSON, which is why this stays on the server: the page gets a few KB of
// paths for the countries in its frame, clipped to it, rounded and thinned to what the drawing can show.

import { geoBounds, geoMercator, geoPath, type GeoProjection, type GeoStream } from 'd3-geo'
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import atlas from 'world-atlas/countries-50m.json'
import { placeOf, type GeoPlace } from '~/content/places-geo'

export interface RouteMap {
  viewBox: string
  width: number
  height: number
  /** Font sizes and radii, in the drawing's units, that the labels were laid out with. */
  sizes: { name: number; number: number; badge: number; dot: number; country: number }
  /** Neighbours first, then the visited countries, so the visited borders are drawn on top. */
  countries: { id: string; name: string; d: string; visited: boolean }[]
  /** The line through the stops in travel order; empty for a single stop. */
  route: string
  /** The overnight stops in travel order, as staff wrote them, with the gazetteer's name for the place. */
  stops: { n: number; name: string; place: string; x: number; y: number; nights: number }[]
  /**
   * One per place, at the place (x, y): a numbered badge for each stop there (a place visited twice has
   * two) and the place's name beside them (the text's baseline). When the place is too crowded the
   * badges move away from it, and `leader` is where the line from the place to them ends.
   */
  markers: {
    place: string
    x: number
    y: number
    badges: { n: number; x: number; y: number }[]
    text: { x: number; y: number; anchor: 'start' | 'end' }
    leader: { x: number; y: number } | null
  }[]
  /** Names of the visited countries, centred on the point given (the middle of the text's height). */
  labels: { name: string; x: number; y: number }[]
}

const WIDTH = 640
const HEIGHT = 560
/** Room around the frame's content for the labels of stops near its edge. */
const MARGIN = 44
/** Labels keep this far from the frame's edge. */
const EDGE = 6
/** A trip of a few nearby stops and no visited country still gets a frame with some land around it. */
const MIN_SPAN_DEGREES = 3
/**
 * At 320 px wide (a phone) the drawing shows at half size: names of 22 units are 11 px there, as small
 * as text should go.
 */
const SIZES = { name: 22, number: 18, badge: 14, dot: 5, country: 19 }
const BADGE_GAP = 3
const TEXT_GAP = 5
/** How far a badge may move from its place, and in which directions, when the place itself is taken. */
const DISTANCES = [0, 32, 44, 58, 74, 92, 114, 138, 166]
const DIRECTIONS = Array.from({ length: 16 }, (_, index) => (index * Math.PI) / 8)
/** Outline points closer than this to the previous one add bytes, not shape. */
const THIN = 1.1
/** Rings smaller than this (in square units) are specks: islets the drawing cannot show. */
const SPECK = 4

/** The countries a trip can visit, by slug, as ISO 3166 numeric codes (world-atlas's feature ids). */
const COUNTRY_IDS: Record<string, string> = { kenya: '404', uganda: '800', rwanda: '646', tanzania: '834' }

type Shape = Feature<Polygon | MultiPolygon, { name: string }>
interface AtlasCountry {
  id: string
  name: string
  shape: Shape
  west: number
  south: number
  east: number
  north: number
}

let decoded: AtlasCountry[] | undefined

/** The world's countries with their bounds, decoded from TopoJSON once per process. */
function atlasCountries(): AtlasCountry[] {
  if (!decoded) {
    const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>
    decoded = feature(topology, topology.objects.countries).features.map((shape) => {
      const [[west, south], [east, north]] = geoBounds(shape)
      return {
        id: String(shape.id ?? ''),
        name: shape.properties.name,
        shape: shape as Shape,
        west,
        south,
        east,
        north,
      }
    })
  }
  return decoded
}

type Point = [number, number]
interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}
type Segment = [Point, Point]

const round = (value: number) => Math.round(value * 10) / 10

/**
 * A stream that drops points within `tolerance` of the last one kept, and rings that end up as specks,
 * between the projection (already in the drawing's units, and clipped) and the path string.
 */
function thinned(output: GeoStream, tolerance: number): GeoStream {
  let ring: Point[] | null = null
  let polygon = false
  return {
    polygonStart() {
      polygon = true
      output.polygonStart()
    },
    polygonEnd() {
      polygon = false
      output.polygonEnd()
    },
    lineStart() {
      ring = []
    },
    point(x, y) {
      if (!ring) return output.point(x, y)
      const last = ring[ring.length - 1]
      if (!last || Math.hypot(x - last[0], y - last[1]) >= tolerance) ring.push([x, y])
    },
    lineEnd() {
      const points = ring ?? []
      ring = null
      if (points.length < (polygon ? 3 : 2)) return
      if (polygon && Math.abs(ringArea(points)) < SPECK) return
      output.lineStart()
      for (const [x, y] of points) output.point(x, y)
      output.lineEnd()
    },
    sphere() {
      output.sphere?.()
    },
  }
}

function ringArea(points: Point[]): number {
  let area = 0
  points.forEach(([x, y], index) => {
    const [nx, ny] = points[(index + 1) % points.length] ?? [x, y]
    area += x * ny - nx * y
  })
  return area / 2
}

/** How much two rectangles overlap, in square units. */
function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
  return width > 0 && height > 0 ? width * height : 0
}

function segmentsCross([a, b]: Segment, [c, d]: Segment): boolean {
  const side = (p: Point, q: Point, r: Point) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]))
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
}

const insideRect = ([x, y]: Point, r: Rect) => x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1

function rectCorners(r: Rect): Point[] {
  return [
    [r.x0, r.y0],
    [r.x1, r.y0],
    [r.x1, r.y1],
    [r.x0, r.y1],
  ]
}

function segmentHitsRect(segment: Segment, r: Rect): boolean {
  if (insideRect(segment[0], r) || insideRect(segment[1], r)) return true
  const corners = rectCorners(r)
  return corners.some((corner, index) => segmentsCross(segment, [corner, corners[(index + 1) % 4] ?? corner]))
}

function pointToSegment([x, y]: Point, [[ax, ay], [bx, by]]: Segment): number {
  const length = (bx - ax) ** 2 + (by - ay) ** 2
  const t = length ? Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length)) : 0
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)))
}

function rectToRect(a: Rect, b: Rect): number {
  const dx = Math.max(0, a.x0 - b.x1, b.x0 - a.x1)
  const dy = Math.max(0, a.y0 - b.y1, b.y0 - a.y1)
  return Math.hypot(dx, dy)
}

function rectToSegment(r: Rect, segment: Segment): number {
  if (segmentHitsRect(segment, r)) return 0
  const ends = segment.map(([x, y]) => rectToRect(r, { x0: x, y0: y, x1: x, y1: y }))
  return Math.min(...ends, ...rectCorners(r).map((corner) => pointToSegment(corner, segment)))
}

const grown = (r: Rect, by: number): Rect => ({ x0: r.x0 - by, y0: r.y0 - by, x1: r.x1 + by, y1: r.y1 + by })

const outsideFrame = (r: Rect) => r.x0 < EDGE || r.y0 < EDGE || r.x1 > WIDTH - EDGE || r.y1 > HEIGHT - EDGE

/**
 * How wide `text` sets in the site's sans-serif at `size`, a little generously: the server cannot
 * measure it, and a label a few units too wide costs less than one that runs into its neighbour.
 */
function textWidth(text: string, size: number, tracking = 0): number {
  let ems = 0
  for (const char of text) {
    if (/[ijl.,'’!|]/.test(char)) ems += 0.28
    else if (/[frt() -]/.test(char)) ems += 0.37
    else if (/[mwMW]/.test(char)) ems += 0.88
    else if (/[A-Z]/.test(char)) ems += 0.7
    else ems += 0.58
  }
  return (ems + tracking * Math.max(0, text.length - 1)) * size
}

interface Group {
  place: GeoPlace
  numbers: number[]
  point: Point
}
interface Placement {
  marker: RouteMap['markers'][number]
  rects: Rect[]
  leader: Segment | null
}

/** Every way to set a group's badges and name: on the place, or moved off it in some direction. */
function candidatesFor(group: Group): (Placement & { distance: number })[] {
  const { badge, name } = SIZES
  const step = 2 * badge + BADGE_GAP
  const badgesWidth = (group.numbers.length - 1) * step
  const nameWidth = textWidth(group.place.name, name) + 4
  const [x, y] = group.point
  return DISTANCES.flatMap((distance) =>
    (distance ? DIRECTIONS : [0]).flatMap((angle) =>
      (['start', 'end'] as const).map((anchor) => {
        // The badge nearest the place is the first for a name on the right, the last for one on the left.
        const near: Point = [x + distance * Math.cos(angle), y + distance * Math.sin(angle)]
        const first = anchor === 'start' ? near[0] : near[0] - badgesWidth
        const badges = group.numbers.map((n, index) => ({
          n,
          x: round(first + index * step),
          y: round(near[1]),
        }))
        const textX = anchor === 'start' ? first + badgesWidth + badge + TEXT_GAP : first - badge - TEXT_GAP
        const circles = {
          x0: first - badge,
          y0: near[1] - badge,
          x1: first + badgesWidth + badge,
          y1: near[1] + badge,
        }
        const text =
          anchor === 'start'
            ? { x0: textX, y0: near[1] - name / 2 - 2, x1: textX + nameWidth, y1: near[1] + name / 2 + 2 }
            : { x0: textX - nameWidth, y0: near[1] - name / 2 - 2, x1: textX, y1: near[1] + name / 2 + 2 }
        return {
          distance,
          rects: [circles, text],
          leader: distance ? ([group.point, near] as Segment) : null,
          marker: {
            place: group.place.name,
            x: round(x),
            y: round(y),
            badges,
            text: { x: round(textX), y: round(near[1] + name * 0.35), anchor },
            leader: distance ? { x: round(near[0]), y: round(near[1]) } : null,
          },
        }
      }),
    ),
  )
}

/**
 * Places each group's badges and name, one group after another, each where it covers the least of what is
 * already there (earlier labels, the places, the route) and stays nearest its place. The order matters, so
 * a few orders are tried and the cheapest layout kept.
 */
function placeMarkers(groups: Group[], route: Segment[]): Placement[] {
  const dot = SIZES.dot + 2
  const dots = groups.map(({ point: [x, y] }) => ({ x0: x - dot, y0: y - dot, x1: x + dot, y1: y + dot }))
  // What a candidate costs whatever else is placed: its distance, and the places and route it covers.
  const options = groups.map((group, own) =>
    candidatesFor(group)
      .filter((candidate) => !candidate.rects.some(outsideFrame))
      .map((candidate) => {
        const [circles, text] = candidate.rects as [Rect, Rect]
        let cost = candidate.distance * 3 + (candidate.marker.text.anchor === 'end' ? 4 : 0)
        for (const rect of candidate.rects) {
          dots.forEach((spot, index) => {
            // A badge sits on its own place when it can: that is the point of it.
            if (index === own && rect === circles && !candidate.distance) return
            cost += overlap(rect, spot) * 30
          })
          for (const segment of route) {
            const incident = segment.some((end) => end === group.point)
            if (rect === circles && incident && !candidate.distance) continue
            if (segmentHitsRect(segment, rect)) cost += rect === text ? 60 : 30
          }
        }
        const leader = candidate.leader
        if (leader) {
          dots.forEach((spot, index) => {
            if (index !== own && segmentHitsRect(leader, spot)) cost += 800
          })
        }
        return { ...candidate, cost }
      })
      .sort((a, b) => a.cost - b.cost),
  )
  const crowding = (index: number) =>
    groups.filter((other) => {
      const [x, y] = groups[index]?.point ?? [0, 0]
      return Math.hypot(other.point[0] - x, other.point[1] - y) < 90
    }).length
  const indices = groups.map((_, index) => index)
  const orders = [
    indices,
    [...indices].reverse(),
    [...indices].sort((a, b) => crowding(b) - crowding(a)),
    [...indices].sort((a, b) => (groups[a]?.point[0] ?? 0) - (groups[b]?.point[0] ?? 0)),
  ]
  let best: { cost: number; placements: Placement[] } | undefined
  for (const order of orders) {
    const placed: Placement[] = []
    const chosen = new Map<number, Placement>()
    let total = 0
    for (const index of order) {
      let choice: Placement | undefined
      let lowest = Infinity
      for (const candidate of options[index] ?? []) {
        // Sorted by their own cost: once that alone is no better, nothing later can be.
        if (candidate.cost >= lowest) break
        let cost = candidate.cost
        for (const other of placed) {
          for (const rect of candidate.rects)
            for (const taken of other.rects) cost += overlap(rect, taken) * 30
          // A leader squeezed between a badge and its name reads as belonging to them: keep it clear.
          const leader = candidate.leader
          if (leader) {
            if (other.rects.some((taken) => segmentHitsRect(leader, grown(taken, 4)))) cost += 800
            if (other.leader && segmentsCross(leader, other.leader)) cost += 400
          }
          const otherLeader = other.leader
          if (otherLeader && candidate.rects.some((rect) => segmentHitsRect(otherLeader, grown(rect, 4)))) {
            cost += 800
          }
        }
        if (cost < lowest) {
          lowest = cost
          choice = candidate
        }
      }
      // No candidate fits the frame only for a name wider than the frame: leave it on the place.
      const group = groups[index]
      const placement = choice ?? (group && candidatesFor(group)[0])
      if (placement) {
        placed.push(placement)
        chosen.set(index, placement)
      }
      total += Number.isFinite(lowest) ? lowest : 10_000
    }
    if (!best || total < best.cost) {
      best = { cost: total, placements: indices.flatMap((index) => chosen.get(index) ?? []) }
    }
  }
  return best?.placements ?? []
}

/** The rings of a country's outline in the drawing's units. */
function projectedRings(shape: Shape, projection: GeoProjection): Point[][] {
  const polygons: Position[][][] =
    shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates
  return polygons.flat().map((ring) =>
    ring.reduce<Point[]>((kept, position) => {
      // A label's place needs the outline to a few units, not to the last bend.
      const point = (projection(position as Point) ?? [0, 0]) as Point
      const last = kept[kept.length - 1]
      if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= 3) kept.push(point)
      return kept
    }, []),
  )
}

/** Whether a point lies inside rings (even-odd, so holes count as outside). */
function insideRings([x, y]: Point, rings: Point[][]): boolean {
  let inside = false
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as Point
      const [xj, yj] = ring[j] as Point
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
  }
  return inside
}

/**
 * Where a visited country's name goes: inside the country as far as it fits, clear of the stops, their
 * labels and the route, and near the middle of the part of the country in the frame. Null when there is
 * no such place: a small country full of stops goes unnamed, its stops say enough.
 */
function placeCountryLabel(
  country: AtlasCountry,
  projection: GeoProjection,
  obstacles: { rects: Rect[]; segments: Segment[] },
): { x: number; y: number } | null {
  const middle = geoPath(projection).centroid(country.shape)
  if (!Number.isFinite(middle[0])) return null
  const rings = projectedRings(country.shape, projection)
  const width = textWidth(country.name.toUpperCase(), SIZES.country, 0.12) + 4
  const height = SIZES.country * 0.8
  const cell = 6
  const inside = new Map<string, boolean>()
  const isInside = (x: number, y: number) => {
    const key = `${Math.round(x / cell)},${Math.round(y / cell)}`
    let known = inside.get(key)
    if (known === undefined) {
      known = insideRings([Math.round(x / cell) * cell, Math.round(y / cell) * cell], rings)
      inside.set(key, known)
    }
    return known
  }
  const xs = rings.flat().map(([x]) => x)
  const ys = rings.flat().map(([, y]) => y)
  const left = Math.max(EDGE + width / 2, Math.min(...xs))
  const right = Math.min(WIDTH - EDGE - width / 2, Math.max(...xs))
  const top = Math.max(EDGE + height / 2, Math.min(...ys))
  const bottom = Math.min(HEIGHT - EDGE - height / 2, Math.max(...ys))
  let best: { score: number; x: number; y: number } | null = null
  for (let y = top; y <= bottom; y += cell * 2) {
    for (let x = left; x <= right; x += cell * 2) {
      if (!isInside(x, y)) continue
      const rect = { x0: x - width / 2, y0: y - height / 2, x1: x + width / 2, y1: y + height / 2 }
      let hits = 0
      for (let row = 0; row <= 2; row++) {
        for (let column = 0; column <= 4; column++) {
          if (isInside(rect.x0 + (width * column) / 4, rect.y0 + (height * row) / 2)) hits++
        }
      }
      const clearance = Math.min(
        40,
        ...obstacles.rects.map((other) => rectToRect(rect, other)),
        ...obstacles.segments.map((segment) => rectToSegment(rect, segment)),
      )
      // A name across a stop's label is worse than none; one mostly outside its country names another.
      if (clearance === 0 || hits < 6) continue
      const score =
        (hits / 15) * 200 + Math.min(clearance, 24) * 4 - Math.hypot(x - middle[0], y - middle[1]) * 0.2
      if (!best || score > best.score) best = { score, x, y }
    }
  }
  return best && { x: round(best.x), y: round(best.y) }
}

/** Maps drawn before, by what they were drawn from: a tour page asks for the same map on every visit. */
const remembered = new Map<string, RouteMap | null>()
const REMEMBER = 64

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
