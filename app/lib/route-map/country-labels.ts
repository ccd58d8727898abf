// Where a visited country's name goes on the map: inside it, clear of the stops' labels and the route.

import { geoPath, type GeoProjection } from 'd3-geo'
import type { Position } from 'geojson'
import type { AtlasCountry, Shape } from './atlas.server'
import { EDGE, HEIGHT, SIZES, WIDTH, textWidth } from './drawing'
import {
  insideRings,
  rectToRect,
  rectToSegment,
  round,
  type Point,
  type Rect,
  type Segment,
} from './geometry'

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

/**
 * Where a visited country's name goes: inside the country as far as it fits, clear of the stops, their
 * labels and the route, and near the middle of the part of the country in the frame. Null when there is
 * no such place: a small country full of stops goes unnamed, its stops say enough.
 */
export function placeCountryLabel(
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
