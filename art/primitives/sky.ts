// The sky and what shines in it: gradient skies, sun, moon, stars.

import { type Rng, between, f, uid } from './numbers.ts'
import { type Stop, defs, HEIGHT, radialGradient, verticalGradient, WIDTH } from './svg.ts'

export type SkyKind = 'dawn' | 'day' | 'golden' | 'dusk' | 'night' | 'sunset' | 'mist'

export const SKIES: Record<SkyKind, readonly Stop[]> = {
  dawn: [
    [0, '#5a6a9a'],
    [0.45, '#c592a6'],
    [0.75, '#f2b79b'],
    [1, '#fbe2bb'],
  ],
  day: [
    [0, '#4f9fd4'],
    [0.55, '#9fd0ea'],
    [1, '#e8f2ea'],
  ],
  golden: [
    [0, '#d98a4e'],
    [0.45, '#f1b565'],
    [0.8, '#f8d58e'],
    [1, '#fbe6b0'],
  ],
  dusk: [
    [0, '#2b2d5c'],
    [0.4, '#6e4a7e'],
    [0.72, '#d2716b'],
    [1, '#f2b36a'],
  ],
  sunset: [
    [0, '#5b2f63'],
    [0.35, '#b8466a'],
    [0.65, '#ee7a4c'],
    [0.9, '#f8b65a'],
    [1, '#fbd27a'],
  ],
  night: [
    [0, '#070b24'],
    [0.55, '#141d48'],
    [1, '#2c3468'],
  ],
  mist: [
    [0, '#c9d6c8'],
    [0.6, '#dfe6d6'],
    [1, '#eef0e0'],
  ],
}

/** The sky: a vertical gradient over the whole picture (or down to `bottom`). */
export function sky(kind: SkyKind | readonly Stop[], bottom = HEIGHT): string {
  const id = uid('sky')
  const list = typeof kind === 'string' ? SKIES[kind] : kind
  return (
    defs(verticalGradient(id, list, 0, bottom)) +
    `<rect width="${WIDTH}" height="${f(bottom)}" fill="url(#${id})"/>`
  )
}

export interface SunOptions {
  core?: string
  glow?: string
  glowRadius?: number
  glowOpacity?: number
}

/** A flat sun disc inside a soft glow. */
export function sun(x: number, y: number, r: number, options: SunOptions = {}): string {
  const { core = '#fff3d2', glow = '#ffd891', glowRadius = r * 5, glowOpacity = 0.65 } = options
  const id = uid('sun')
  return (
    defs(
      radialGradient(
        id,
        [
          [0, glow, glowOpacity],
          [0.25, glow, glowOpacity * 0.55],
          [1, glow, 0],
        ],
        x,
        y,
        glowRadius,
      ),
    ) +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(glowRadius)}" fill="url(#${id})"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${core}"/>`
  )
}

/** A crescent moon (phase 0 thin .. 1 nearly full) with a faint halo. */
export function moon(x: number, y: number, r: number, color = '#f4ecd2', phase = 0.35): string {
  const id = uid('moon')
  const inner = r * (1 - phase * 0.9)
  const offset = r * (0.3 + phase * 0.9)
  return (
    defs(
      radialGradient(
        id,
        [
          [0, color, 0.35],
          [1, color, 0],
        ],
        x,
        y,
        r * 4,
      ),
    ) +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 4)}" fill="url(#${id})"/>` +
    `<path d="M${f(x)} ${f(y - r)}A${f(r)} ${f(r)} 0 1 0 ${f(x)} ${f(y + r)}A${f(inner)} ${f(r)} 0 1 1 ${f(x)} ${f(y - r)}Z" fill="${color}" transform="rotate(-25 ${f(x)} ${f(y)}) translate(${f(-offset * 0.1)} 0)"/>`
  )
}

/** Stars of a few sizes, denser toward the top. */
export function stars(rng: Rng, count: number, maxY: number, color = '#fff6dc'): string {
  let small = ''
  let big = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0, WIDTH)
    const y = maxY * Math.pow(rng(), 1.6)
    const r = rng() < 0.9 ? between(rng, 0.6, 1.4) : between(rng, 1.6, 2.4)
    const dot = `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`
    if (r > 1.5) big += dot
    else small += dot
  }
  return `<path d="${small}" fill="${color}" opacity=".7"/><path d="${big}" fill="${color}"/>`
}
