// What the page gets of a route map, and the frame and sizes it is drawn in: shared by the server, which
// lays the map out, and the component, which only draws it.

import type { Rect } from './geometry'

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

export const WIDTH = 640
export const HEIGHT = 560
/** Labels keep this far from the frame's edge. */
export const EDGE = 6
/**
 * At 320 px wide (a phone) the drawing shows at half size: names of 22 units are 11 px there, as small
 * as text should go.
 */
export const SIZES = { name: 22, number: 18, badge: 14, dot: 5, country: 19 }

export const outsideFrame = (r: Rect) =>
  r.x0 < EDGE || r.y0 < EDGE || r.x1 > WIDTH - EDGE || r.y1 > HEIGHT - EDGE

/**
 * How wide `text` sets in the site's sans-serif at `size`, a little generously: the server cannot
 * measure it, and a label a few units too wide costs less than one that runs into its neighbour.
 */
export function textWidth(text: string, size: number, tracking = 0): number {
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
