// The rainforest: crown layers, buttressed trunks, ferns, broad leaves, lianas.

import { type Rng, at, between, f } from './numbers.ts'
import { type Pt, limb } from './paths.ts'
import { HEIGHT, WIDTH } from './svg.ts'

/** A layer of forest crowns: a bumpy skyline of overlapping domes down to the bottom. */
export function canopy(
  rng: Rng,
  y: number,
  amplitude: number,
  bump: number,
  fill: string,
  bottom = HEIGHT,
  x0 = -80,
  x1 = WIDTH + 80,
): string {
  let d = `M${f(x0)} ${f(bottom)}L${f(x0)} ${f(y)}`
  let x = x0
  let py = y
  while (x < x1) {
    const r = bump * between(rng, 0.6, 1.3)
    const nx = x + r * between(rng, 1.1, 1.6)
    const ny = y - amplitude * rng()
    d += `A${f(r)} ${f(r * 0.85)} 0 0 1 ${f(nx)} ${f(ny)}`
    x = nx
    py = ny
  }
  d += `L${f(x)} ${f(Math.max(py, bottom))}Z`
  return `<path d="${d}" fill="${fill}"/>`
}

/** Straight rainforest trunks with buttress roots, for misty depth layers. */
export function forestTrunks(
  rng: Rng,
  count: number,
  y: number,
  heightAbove: number,
  width: number,
  fill: string,
  x0 = 0,
  x1 = WIDTH,
  branches = false,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + ((i + between(rng, 0.1, 0.9)) / count) * (x1 - x0)
    const w = width * between(rng, 0.6, 1.3)
    const lean = between(rng, -w, w)
    d += `M${f(x - w * 1.4)} ${f(y)}Q${f(x - w * 0.5)} ${f(y - w * 0.5)} ${f(x - w * 0.5)} ${f(y - w * 2)}L${f(x - w * 0.4 + lean)} ${f(y - heightAbove)}L${f(x + w * 0.4 + lean)} ${f(y - heightAbove)}L${f(x + w * 0.5)} ${f(y - w * 2)}Q${f(x + w * 0.5)} ${f(y - w * 0.5)} ${f(x + w * 1.4)} ${f(y)}Z`
    if (branches && rng() < 0.6) {
      const by = y - heightAbove * between(rng, 0.4, 0.8)
      const dir = rng() < 0.5 ? -1 : 1
      d += limb(
        x + lean * 0.5,
        by,
        x + dir * w * between(rng, 4, 8),
        by - w * between(rng, 3, 6),
        w * 0.4,
        w * 0.15,
      )
    }
  }
  return `<path d="${d}" fill="${fill}"/>`
}

/** One fern frond: a curving rib with alternating leaflets. */
export function fern(x: number, y: number, length: number, angle: number, fill: string, curl = 0.35): string {
  const steps = 14
  let d = ''
  const a0 = (angle * Math.PI) / 180
  let px = x
  let py = y
  let a = a0
  const seg = length / steps
  const rib: Pt[] = [[x, y]]
  for (let i = 0; i < steps; i++) {
    a += curl * 0.12 * (angle > 0 ? 1 : -1)
    px += Math.sin(a) * seg
    py -= Math.cos(a) * seg
    rib.push([px, py])
  }
  d += limb(x, y, px, py, length * 0.025, length * 0.005, length * 0.05 * (angle > 0 ? -1 : 1))
  for (let i = 1; i < steps; i++) {
    const p = at(rib, i)
    const q = at(rib, i + 1)
    const dir = Math.atan2(q[1] - p[1], q[0] - p[0])
    const leaf = length * 0.2 * Math.sin((Math.PI * (steps - i)) / steps) + length * 0.02
    for (const side of [-1, 1]) {
      const la = dir + side * 1.05
      const ex = p[0] + Math.cos(la) * leaf
      const ey = p[1] + Math.sin(la) * leaf
      const w = leaf * 0.22
      const nx = -Math.sin(la) * w
      const ny = Math.cos(la) * w
      const mx = (p[0] + ex) / 2
      const my = (p[1] + ey) / 2
      d += `M${f(p[0])} ${f(p[1])}Q${f(mx + nx)} ${f(my + ny)} ${f(ex)} ${f(ey)}Q${f(mx - nx)} ${f(my - ny)} ${f(p[0])} ${f(p[1])}Z`
    }
  }
  return `<path d="${d}" fill="${fill}"/>`
}

/** A clump of ferns arching out from one point. */
export function fernClump(rng: Rng, x: number, y: number, size: number, fill: string, fronds = 7): string {
  let out = ''
  for (let i = 0; i < fronds; i++) {
    const t = fronds === 1 ? 0.5 : i / (fronds - 1)
    const angle = -70 + 140 * t + between(rng, -8, 8)
    out += fern(
      x + between(rng, -size * 0.05, size * 0.05),
      y,
      size * between(rng, 0.7, 1.05) * (1 - Math.abs(t - 0.5) * 0.5),
      angle,
      fill,
      0.35 + Math.abs(t - 0.5),
    )
  }
  return out
}

/** A big broad leaf (banana, forest understorey), pointed, with a midrib. */
export function broadLeaf(
  x: number,
  y: number,
  length: number,
  angle: number,
  fill: string,
  rib = '#000',
): string {
  const w = length * 0.3
  const d = `M0 0C${f(w)} ${f(-length * 0.25)} ${f(w * 0.9)} ${f(-length * 0.75)} 0 ${f(-length)}C${f(-w * 0.9)} ${f(-length * 0.75)} ${f(-w)} ${f(-length * 0.25)} 0 0Z`
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="${d}" fill="${fill}"/><path d="M0 0Q${f(w * 0.1)} ${f(-length * 0.5)} 0 ${f(-length * 0.95)}" stroke="${rib}" stroke-opacity=".18" stroke-width="${f(length * 0.015)}" fill="none"/></g>`
}

/** A spray of leaves from a point: for framing corners with foliage. */
export function leafSpray(
  rng: Rng,
  x: number,
  y: number,
  size: number,
  fromAngle: number,
  toAngle: number,
  count: number,
  fill: string,
): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1)
    const a = fromAngle + (toAngle - fromAngle) * t + between(rng, -6, 6)
    out += broadLeaf(x, y, size * between(rng, 0.65, 1.05), a, fill)
  }
  return out
}

/** Hanging lianas with small leaves. */
export function vines(
  rng: Rng,
  count: number,
  x0: number,
  x1: number,
  top: number,
  maxLength: number,
  fill: string,
): string {
  let d = ''
  let leaves = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, x0, x1)
    const len = maxLength * between(rng, 0.4, 1)
    const sway = between(rng, -40, 40)
    d += `M${f(x)} ${f(top)}C${f(x + sway)} ${f(top + len * 0.3)} ${f(x - sway)} ${f(top + len * 0.7)} ${f(x + sway * 0.4)} ${f(top + len)}`
    for (let k = 0; k < 6; k++) {
      const t = between(rng, 0.1, 1)
      const lx = x + sway * (Math.sin(t * 3) * 0.6)
      const ly = top + len * t
      const s = between(rng, 6, 14)
      leaves += `M${f(lx)} ${f(ly)}q${f(s)} ${f(-s * 0.2)} ${f(s * 1.2)} ${f(s * 0.6)}q${f(-s * 0.8)} ${f(s * 0.2)} ${f(-s * 1.2)} ${f(-s * 0.6)}Z`
    }
  }
  return `<path d="${d}" stroke="${fill}" stroke-width="3" fill="none"/><path d="${leaves}" fill="${fill}"/>`
}
