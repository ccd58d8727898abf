// What every animal shares: its options, its placement, the tones of its overlays.
// Each shape is drawn facing right, feet on y = 0, in units where 100 ≈ the animal's height.
// Shapes take their colour from the surrounding fill; darker or lighter parts are overlays,
// so one outline works in any colour and in reusable <symbol>-like groups.

import { f3 } from './numbers.ts'
import { place } from './svg.ts'

export const DARKER = 'fill="#000" fill-opacity=".28"'
export const DARK = 'fill="#000" fill-opacity=".14"'
export const LIGHTER = 'fill="#fff" fill-opacity=".16"'

export interface AnimalOptions {
  x: number
  y: number
  /** Height in pixels of 100 units (about the animal's full height). */
  size: number
  fill: string
  flip?: boolean
  opacity?: number
  /** Extra detail (patterns, tusks, eyes) for animals drawn large. */
  detail?: boolean
}

export function animal(inner: string, o: AnimalOptions): string {
  const opacity = o.opacity === undefined ? '' : ` opacity="${f3(o.opacity)}"`
  return place(o.x, o.y, o.size / 100, inner, o.flip, ` fill="${o.fill}"${opacity}`)
}

/** Back legs drawn twice: the second time darkened, so they read as further away. */
export function farParts(d: string): string {
  return `<path d="${d}"/><path d="${d}" ${DARKER}/>`
}
