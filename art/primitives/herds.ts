// Herds: one animal shape placed many times, by scatter or along a migrating column.

import { buffaloShape, wildebeestLeapShape, wildebeestShape, wildebeestSwimShape } from './bovids.ts'
import { mix } from './color.ts'
import { elephantShape } from './elephant.ts'
import { flamingoShape } from './flamingo.ts'
import { giraffeShape } from './giraffe.ts'
import { hippoShape } from './hippo.ts'
import { type Rng, at, between, f, f3, uid } from './numbers.ts'
import { type Pt, sampleSmooth } from './paths.ts'
import { defs } from './svg.ts'
import { zebraShape } from './zebra.ts'

export type HerdKind =
  | 'elephant'
  | 'giraffe'
  | 'zebra'
  | 'wildebeest'
  | 'wildebeest-leap'
  | 'wildebeest-swim'
  | 'hippo'
  | 'flamingo'
  | 'buffalo'

export interface Placement {
  x: number
  y: number
  size: number
  flip?: boolean
  fill?: string
}

function herdShape(kind: HerdKind): string {
  switch (kind) {
    case 'elephant':
      return elephantShape(false)
    case 'giraffe':
      return giraffeShape(null)
    case 'zebra':
      return zebraShape()
    case 'wildebeest':
      return wildebeestShape()
    case 'wildebeest-leap':
      return wildebeestLeapShape()
    case 'wildebeest-swim':
      return wildebeestSwimShape()
    case 'hippo':
      return hippoShape(-28)
    case 'flamingo':
      return flamingoShape()
    case 'buffalo':
      return buffaloShape()
  }
}

/** Draws one shape many times cheaply: defined once, then placed with <use>. Far placements first. */
export function herd(kind: HerdKind, placements: readonly Placement[], fill: string): string {
  const id = uid('hd')
  const sorted = [...placements].sort((a, b) => a.y - b.y)
  let out = defs(`<g id="${id}">${herdShape(kind)}</g>`)
  for (const p of sorted) {
    const s = p.size / 100
    out += `<use href="#${id}" transform="translate(${f(p.x)} ${f(p.y)}) scale(${f3(p.flip ? -s : s)} ${f3(s)})" fill="${p.fill ?? fill}"/>`
  }
  return out
}

export interface ScatterOptions {
  x0: number
  x1: number
  /** Ground line of the farthest and nearest animals. */
  yFar: number
  yNear: number
  count: number
  sizeFar: number
  sizeNear: number
  /** Colours of far and near animals (atmospheric perspective). */
  farFill?: string
  nearFill?: string
  /** Share facing left. */
  flipShare?: number
  /** Bunching: higher packs the animals toward the far line. */
  farBias?: number
}

/** Random placements over a band of ground, smaller and paler with distance. */
export function scatter(rng: Rng, o: ScatterOptions): Placement[] {
  const out: Placement[] = []
  for (let i = 0; i < o.count; i++) {
    const d = Math.pow(rng(), o.farBias ?? 1)
    const p: Placement = {
      x: between(rng, o.x0, o.x1),
      y: o.yFar + (o.yNear - o.yFar) * d,
      size: (o.sizeFar + (o.sizeNear - o.sizeFar) * d) * between(rng, 0.85, 1.12),
      flip: rng() < (o.flipShare ?? 0),
    }
    if (o.farFill && o.nearFill) p.fill = mix(o.farFill, o.nearFill, d)
    out.push(p)
  }
  return out
}

/** Placements along a path of points: a migrating column, spaced by body length, one to `abreast` wide. */
export function column(
  rng: Rng,
  path: readonly Pt[],
  sizeAt: (y: number) => number,
  spacing = 1,
  abreast = 2,
  flipShare = 0,
): Placement[] {
  const dense = sampleSmooth(path, 30)
  const out: Placement[] = []
  let travelled = 0
  let next = 0
  for (let i = 1; i < dense.length; i++) {
    const a = at(dense, i - 1)
    const b = at(dense, i)
    travelled += Math.hypot(b[0] - a[0], b[1] - a[1])
    if (travelled < next) continue
    const size = sizeAt(b[1])
    const rows = 1 + Math.floor(rng() * abreast)
    for (let k = 0; k < rows; k++) {
      const y = b[1] + (k - (rows - 1) / 2) * size * 0.14 + between(rng, -0.04, 0.04) * size
      out.push({
        x: b[0] + between(rng, -size * 0.15, size * 0.15) + k * size * 0.3,
        y,
        size: sizeAt(y) * between(rng, 0.9, 1.08),
        flip: rng() < flipShare,
      })
    }
    next = travelled + size * spacing * between(rng, 0.55, 1.3)
  }
  return out
}
