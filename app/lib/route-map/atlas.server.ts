// Natural Earth's country outlines (world-atlas, 1:50m). They weigh 750 KB as TopoJSON, which is why this
// stays on the server: the page gets a few KB of paths for the countries in its frame, clipped to it,
// rounded and thinned to what the drawing can show.

import { geoBounds, type GeoStream } from 'd3-geo'
import type { Feature, MultiPolygon, Polygon } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import atlas from 'world-atlas/countries-50m.json'
import { ringArea, type Point } from './geometry'

/** Outline points closer than this to the previous one add bytes, not shape. */
export const THIN = 1.1
/** Rings smaller than this (in square units) are specks: islets the drawing cannot show. */
const SPECK = 4

/** The countries a trip can visit, by slug, as ISO 3166 numeric codes (world-atlas's feature ids). */
export const COUNTRY_IDS: Record<string, string> = {
  kenya: '404',
  uganda: '800',
  rwanda: '646',
  tanzania: '834',
}

export type Shape = Feature<Polygon | MultiPolygon, { name: string }>
export interface AtlasCountry {
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
export function atlasCountries(): AtlasCountry[] {
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

/**
 * A stream that drops points within `tolerance` of the last one kept, and rings that end up as specks,
 * between the projection (already in the drawing's units, and clipped) and the path string.
 */
export function thinned(output: GeoStream, tolerance: number): GeoStream {
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
