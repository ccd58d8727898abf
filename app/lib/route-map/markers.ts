// Where each stop's numbered badges and name go, so that no two labels cover each other, a place or the
// route.

import type { GeoPlace } from '~/content/places-geo'
import { SIZES, outsideFrame, textWidth, type RouteMap } from './drawing'
import {
  grown,
  overlap,
  round,
  segmentHitsRect,
  segmentsCross,
  type Point,
  type Rect,
  type Segment,
} from './geometry'

const BADGE_GAP = 3
const TEXT_GAP = 5
/** How far a badge may move from its place, and in which directions, when the place itself is taken. */
const DISTANCES = [0, 32, 44, 58, 74, 92, 114, 138, 166]
const DIRECTIONS = Array.from({ length: 16 }, (_, index) => (index * Math.PI) / 8)

export interface Group {
  place: GeoPlace
  numbers: number[]
  point: Point
}
export interface Placement {
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
export function placeMarkers(groups: Group[], route: Segment[]): Placement[] {
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
