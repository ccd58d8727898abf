// Water and shore: lakes and sea, glints, waves, foam, ripples, splashes, beaches.

import { type Rng, at, between, f, f3, uid } from './numbers.ts'
import { type Pt, limb, smoothPath } from './paths.ts'
import { type Stop, defs, HEIGHT, verticalGradient, WIDTH } from './svg.ts'

/** A body of water between two heights, with its own gradient. */
export function water(top: number, bottom: number, list: readonly Stop[], x = 0, w = WIDTH): string {
  const id = uid('wa')
  return (
    defs(verticalGradient(id, list, top, bottom)) +
    `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(bottom - top)}" fill="url(#${id})"/>`
  )
}

/** Horizontal glints on water, longer and thicker near the viewer. */
export function shimmer(
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  color: string,
  opacity = 0.5,
  length = 60,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const depth = Math.pow(rng(), 0.8)
    const y = y0 + (y1 - y0) * depth
    const x = between(rng, x0, x1)
    const len = length * (0.25 + depth) * between(rng, 0.4, 1.2)
    const th = 0.8 + depth * 2.5
    d += `M${f(x)} ${f(y)}h${f(len)}a${f(th / 2)} ${f(th / 2)} 0 0 1 0 ${f(th)}h${f(-len)}a${f(th / 2)} ${f(th / 2)} 0 0 1 0 ${f(-th)}Z`
  }
  return `<path d="${d}" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** A glittering path of light on water below the sun. */
export function sunPath(
  rng: Rng,
  x: number,
  y0: number,
  y1: number,
  width: number,
  color: string,
  opacity = 0.7,
): string {
  let d = ''
  for (let y = y0; y < y1;) {
    const depth = (y - y0) / (y1 - y0)
    const w = width * (0.3 + depth * 0.9)
    const th = 1 + depth * 4
    for (let k = 0; k < 3; k++) {
      const len = w * between(rng, 0.15, 0.6)
      const cx = x + between(rng, -w / 2, w / 2)
      d += `M${f(cx - len / 2)} ${f(y)}h${f(len)}v${f(th)}h${f(-len)}Z`
    }
    y += th * between(rng, 1.6, 2.6)
  }
  return `<path d="${d}" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** Wave crests: rows of gentle arcs, bigger toward the viewer. */
export function waves(
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  rows: number,
  color: string,
  opacity = 0.45,
  size = 40,
): string {
  let d = ''
  for (let r = 0; r < rows; r++) {
    const depth = Math.pow(r / Math.max(1, rows - 1), 1.3)
    const y = y0 + (y1 - y0) * depth
    const s = size * (0.25 + depth)
    let x = x0 + between(rng, -s, s)
    while (x < x1) {
      if (rng() < 0.7) {
        const w = s * between(rng, 0.8, 1.6)
        d += `M${f(x)} ${f(y)}q${f(w / 2)} ${f(-s * 0.22)} ${f(w)} 0q${f(-w / 2)} ${f(-s * 0.1)} ${f(-w)} 0Z`
      }
      x += s * between(rng, 1.8, 3)
    }
  }
  return `<path d="${d}" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** A line of surf or reef foam: a wobbly white band. */
export function foam(
  rng: Rng,
  y: number,
  thickness: number,
  color: string,
  opacity = 0.8,
  x0 = -20,
  x1 = WIDTH + 20,
  wobble = 6,
): string {
  const top: Pt[] = []
  const bottom: Pt[] = []
  for (let x = x0; x <= x1 + 40; x += 40) {
    const base = y + Math.sin(x / 140) * wobble
    top.push([x, base - thickness * between(rng, 0.3, 0.6)])
    bottom.push([x, base + thickness * between(rng, 0.2, 0.5)])
  }
  return `<path d="${smoothPath(top)}${smoothPath(bottom.reverse()).replace(/^M/, 'L')}Z" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** Foam scallops along a beach where a wave runs up the sand. */
export function surfEdge(
  rng: Rng,
  points: readonly Pt[],
  thickness: number,
  color: string,
  opacity = 0.9,
): string {
  const top = points.map(([x, y]): Pt => [x, y - thickness * between(rng, 0.2, 0.5)])
  const lower: Pt[] = []
  for (let i = points.length - 1; i >= 0; i--) {
    const [x, y] = at(points, i)
    lower.push([x, y + thickness * between(rng, 0.4, 1)])
  }
  return `<path d="${smoothPath(top)}${smoothPath(lower).replace(/^M/, 'L')}Z" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** Ripples round something sitting in water. */
export function ripples(x: number, y: number, w: number, color: string, opacity = 0.55, rings = 3): string {
  let d = ''
  for (let i = 0; i < rings; i++) {
    const rx = w * (0.55 + i * 0.3)
    const ry = rx * 0.12
    d += `M${f(x - rx)} ${f(y + i * 2)}a${f(rx)} ${f(ry)} 0 0 0 ${f(rx * 2)} 0`
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(Math.max(1, w * 0.03))}" stroke-linecap="round" opacity="${f3(opacity)}"/>`
}

/** Splashes: a crown of spray jets, fine droplets and a foam skirt round a point. */
export function splash(rng: Rng, x: number, y: number, size: number, color: string, opacity = 0.9): string {
  let d = ''
  let drops = ''
  const jets = 11
  for (let i = 0; i < jets; i++) {
    const a = -Math.PI / 2 + ((i / (jets - 1)) * 2 - 1) * 1.15 + between(rng, -0.12, 0.12)
    const len = size * between(rng, 0.45, 1) * (1 - Math.abs(Math.cos(a)) * 0.35)
    const sx = x + Math.cos(a) * size * 0.25
    const ex = x + Math.cos(a) * len
    const ey = y + Math.sin(a) * len
    d += limb(sx, y, ex, ey, size * 0.13, size * 0.015, between(rng, -size * 0.06, size * 0.06))
    for (let k = 0; k < 2; k++) {
      const r = size * between(rng, 0.015, 0.035)
      const dx = ex + Math.cos(a) * size * between(rng, 0.05, 0.25)
      const dy = ey + Math.sin(a) * size * between(rng, 0.05, 0.25)
      drops += `M${f(dx - r)} ${f(dy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`
    }
  }
  d += `M${f(x - size * 0.8)} ${f(y)}q${f(size * 0.4)} ${f(-size * 0.3)} ${f(size * 0.8)} ${f(-size * 0.22)}q${f(size * 0.4)} ${f(-size * 0.08)} ${f(size * 0.8)} ${f(size * 0.22)}q${f(-size * 0.8)} ${f(size * 0.16)} ${f(-size * 1.6)} 0Z`
  return `<g fill="${color}" opacity="${f3(opacity)}"><path d="${d}"/><path d="${drops}" opacity=".8"/></g>`
}

/** A sandy beach from a shoreline profile down to the bottom, with a darker wet strip. */
export function beach(points: readonly Pt[], sand: string, wet: string, wetWidth = 18): string {
  const wetPoints = points.map(([x, y]): Pt => [x, y + wetWidth])
  const first = at(points, 0)
  const last = at(points, points.length - 1)
  return (
    `<path d="${smoothPath(points)}L${f(last[0])} ${f(HEIGHT)}L${f(first[0])} ${f(HEIGHT)}Z" fill="${wet}"/>` +
    `<path d="${smoothPath(wetPoints)}L${f(last[0])} ${f(HEIGHT)}L${f(first[0])} ${f(HEIGHT)}Z" fill="${sand}"/>`
  )
}
