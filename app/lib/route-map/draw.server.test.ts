import { describe, expect, it } from 'vitest'
// The catalogue a new database holds: the seed as migration 0019 corrected it, with the package it added.
import { packagesAfter0019 as packages } from '../../../db/frozen-content/0019-content-accuracy/corrections'
import { geoPlaces, placeOf } from '~/content/places-geo'
import { drawRouteMap } from './draw.server'
import type { RouteMap } from './drawing'

/** A package's overnight stops as the tour page hands them over: nights are the entry's days. */
const stopsOf = (pkg: (typeof packages)[number]) =>
  pkg.itinerary
    .filter((entry) => entry.overnight.trim())
    .map((entry) => ({ name: entry.overnight, nights: entry.to - entry.from + 1 }))

function insideFrame(map: RouteMap, x: number, y: number) {
  expect(map.viewBox).toBe(`0 0 ${map.width} ${map.height}`)
  expect(x).toBeGreaterThanOrEqual(0)
  expect(y).toBeGreaterThanOrEqual(0)
  expect(x).toBeLessThanOrEqual(map.width)
  expect(y).toBeLessThanOrEqual(map.height)
}

describe('placeOf', () => {
  it('finds a place for every overnight of every package', () => {
    const overnights = packages.flatMap((pkg) => pkg.itinerary.map((entry) => entry.overnight.trim()))
    const unknown = overnights.filter((overnight) => overnight && !placeOf(overnight))
    expect(unknown).toEqual([])
    expect(overnights.filter(Boolean).length).toBeGreaterThan(20)
  })

  it('reads the ways staff write a place', () => {
    const named = (text: string) => placeOf(text)?.name
    expect(named('Central Serengeti (Seronera)')).toBe(named('Seronera'))
    expect(named('Southern or northern Serengeti (by season)')).toMatch(/Serengeti/)
    expect(named('Diani Beach or Tsavo East')).toBe('Diani Beach')
    expect(named('Tsavo East or Diani Beach')).toBe('Tsavo East')
    expect(named('Volcanoes National Park (Kinigi)')).toBe(named('Musanze'))
    expect(named('Bwindi (Buhoma sector)')).toBe('Bwindi')
    expect(named('Ngorongoro highlands')).toBe('Ngorongoro')
    expect(named('Mombasa (north coast)')).toBe('Mombasa')
    expect(named('Zanzibar (east or north coast)')).toBe('Zanzibar')
    expect(named('zanzibar stone town')).toBe('Stone Town')
    expect(named('MAASAI MARA')).toBe('Maasai Mara')
    expect(named('Masai-Mara')).toBe('Maasai Mara')
    expect(named('Queen Elizabeth National Park (Ishasha sector)')).toBe('Ishasha')
    // Uganda's classic circuit (migration 0019): the park's lodges at Mweya, the falls' at Paraa.
    expect(named('Queen Elizabeth National Park (Mweya)')).toBe('Queen Elizabeth')
    expect(named('Murchison Falls (Paraa)')).toBe('Murchison Falls')
    expect(named('Kibale Forest')).toBe('Kibale Forest')
  })

  it('matches whole words only, and nothing for unknown places', () => {
    expect(placeOf('Marakech')).toBeUndefined()
    expect(placeOf('Somewhere else')).toBeUndefined()
    expect(placeOf('')).toBeUndefined()
  })

  it('places everything within East Africa', () => {
    for (const place of geoPlaces) {
      expect(place.lon, place.name).toBeGreaterThan(28.8)
      expect(place.lon, place.name).toBeLessThan(41.9)
      expect(place.lat, place.name).toBeGreaterThan(-11.8)
      expect(place.lat, place.name).toBeLessThan(5)
    }
  })
})

describe('drawRouteMap', () => {
  const trip = [
    { name: 'Nairobi', nights: 1 },
    { name: 'Maasai Mara', nights: 2 },
    { name: 'Entebbe', nights: 1 },
    { name: 'Bwindi (Buhoma sector)', nights: 2 },
  ]

  it('draws the stops in order, inside the frame, where they lie', () => {
    const map = drawRouteMap(trip, ['kenya', 'uganda'])
    expect(map).not.toBeNull()
    if (!map) return
    expect([map.width, map.height]).toEqual([640, 560])
    expect(map.stops.map((stop) => [stop.n, stop.place, stop.nights])).toEqual([
      [1, 'Nairobi', 1],
      [2, 'Maasai Mara', 2],
      [3, 'Entebbe', 1],
      [4, 'Bwindi', 2],
    ])
    for (const stop of map.stops) insideFrame(map, stop.x, stop.y)
    const [nairobi, mara, entebbe, bwindi] = map.stops
    if (!nairobi || !mara || !entebbe || !bwindi) throw new Error('four stops expected')
    expect(nairobi.x).toBeGreaterThan(bwindi.x)
    expect(mara.y).toBeGreaterThan(nairobi.y)
    expect(entebbe.x).toBeGreaterThan(bwindi.x)
    expect(entebbe.x).toBeLessThan(nairobi.x)
    // The line runs through the stops in travel order.
    const route = map.route
      .slice(1)
      .split('L')
      .map((point) => point.split(',').map(Number))
    expect(route).toEqual(map.stops.map((stop) => [stop.x, stop.y]))
  })

  it('draws the four countries and their neighbours in the frame, shading the visited ones', () => {
    const map = drawRouteMap(trip, ['kenya', 'uganda'])
    if (!map) throw new Error('a map expected')
    const byId = new Map(map.countries.map((country) => [country.id, country]))
    for (const id of ['404', '800', '646', '834']) expect(byId.get(id)?.d).toMatch(/^M[\d.,LMZ-]+$/)
    expect(byId.get('404')).toMatchObject({ name: 'Kenya', visited: true })
    expect(byId.get('800')).toMatchObject({ name: 'Uganda', visited: true })
    expect(byId.get('646')?.visited).toBe(false)
    expect(byId.get('834')?.visited).toBe(false)
    expect(byId.has('180')).toBe(true)
    // Far away countries are left out, and every coordinate is clipped to the frame.
    expect(map.countries.some((country) => country.name === 'Brazil')).toBe(false)
    for (const country of map.countries) {
      for (const [, x, y] of country.d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g))
        insideFrame(map, Number(x), Number(y))
      expect(country.d).not.toMatch(/\.\d\d/)
    }
    expect(map.labels.map((label) => label.name).sort()).toEqual(['Kenya', 'Uganda'])
    for (const label of map.labels) insideFrame(map, label.x, label.y)
  })

  it('leaves out places it does not know, and joins a stop to the one before at the same place', () => {
    const map = drawRouteMap(
      [
        { name: 'Nairobi', nights: 1 },
        { name: 'Atlantis', nights: 3 },
        { name: 'Maasai Mara', nights: 1 },
        { name: 'Mara (Talek)', nights: 2 },
        { name: 'Nairobi', nights: 1 },
      ],
      ['kenya'],
    )
    expect(map?.stops.map((stop) => [stop.n, stop.place, stop.nights])).toEqual([
      [1, 'Nairobi', 1],
      [2, 'Maasai Mara', 3],
      [3, 'Nairobi', 1],
    ])
    // Nairobi twice is one marker with two numbers.
    expect(map?.markers.map((marker) => [marker.place, marker.badges.map((badge) => badge.n)])).toEqual([
      ['Nairobi', [1, 3]],
      ['Maasai Mara', [2]],
    ])
  })

  it('draws a trip once, and hands each caller its own copy', () => {
    const first = drawRouteMap(trip, ['kenya', 'uganda'])
    if (!first) throw new Error('a map expected')
    first.stops.length = 0
    expect(drawRouteMap(trip, ['kenya', 'uganda'])?.stops).toHaveLength(4)
  })

  it('gives no map for a trip with no known place', () => {
    expect(drawRouteMap([], ['kenya'])).toBeNull()
    expect(drawRouteMap([{ name: 'Atlantis', nights: 2 }], ['kenya'])).toBeNull()
  })

  it('frames a single stop with no visited country', () => {
    const map = drawRouteMap([{ name: 'Kigali', nights: 2 }], [])
    if (!map) throw new Error('a map expected')
    expect(map.route).toBe('')
    expect(map.stops).toHaveLength(1)
    insideFrame(map, map.stops[0]?.x ?? -1, map.stops[0]?.y ?? -1)
    expect(map.countries.find((country) => country.id === '646')?.visited).toBe(false)
  })

  it.each(packages.map((pkg) => [pkg.slug, pkg] as const))(
    'draws %s small, with every stop and label in the frame and no two labels overlapping',
    (_, pkg) => {
      const map = drawRouteMap(stopsOf(pkg), pkg.countries)
      if (!map) throw new Error('a map expected')
      expect(JSON.stringify(map).length).toBeLessThan(40_000)
      expect(map.stops.length).toBeGreaterThan(0)
      expect(map.countries.filter((country) => country.visited).length).toBe(pkg.countries.length)
      const { sizes } = map
      const boxes = map.markers.flatMap((marker) => {
        const xs = marker.badges.map((badge) => badge.x)
        const y = marker.badges[0]?.y ?? 0
        const circles = {
          x0: Math.min(...xs) - sizes.badge,
          x1: Math.max(...xs) + sizes.badge,
          y0: y - sizes.badge,
        }
        // The name's box, from a generous width per letter: a loose test of the layout's own estimate.
        const width = marker.place.length * sizes.name * 0.5
        const x0 = marker.text.anchor === 'start' ? marker.text.x : marker.text.x - width
        return [
          { ...circles, y1: y + sizes.badge },
          { x0, x1: x0 + width, y0: y - sizes.name / 2, y1: y + sizes.name / 2 },
        ]
      })
      for (const box of boxes) {
        insideFrame(map, box.x0, box.y0)
        insideFrame(map, box.x1, box.y1)
      }
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0
          expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true)
        }),
      )
    },
  )
})
