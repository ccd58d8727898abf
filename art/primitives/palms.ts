// Palms and the banana plant: coconut palm, doum palm.

import { mix } from './color.ts'
import { type Rng, at, between, f } from './numbers.ts'
import { type Pt, limb, polyline } from './paths.ts'
import type { TreeOptions } from './trees.ts'

/** A banana plant: a soft stem and big, ragged, arching leaves. */
export function bananaPlant(rng: Rng, x: number, y: number, size: number, fill: string, stem = fill): string {
  let out = `<path d="${limb(x, y, x + size * 0.02, y - size * 0.55, size * 0.08, size * 0.06)}" fill="${stem}"/>`
  const leaves = 6
  for (let i = 0; i < leaves; i++) {
    const t = i / (leaves - 1)
    const angle = -75 + 150 * t + between(rng, -10, 10)
    const len = size * between(rng, 0.55, 0.75)
    const w = len * 0.22
    const droop = Math.abs(angle) / 75
    const d = `M0 0C${f(w)} ${f(-len * 0.2)} ${f(w * 1.1)} ${f(-len * 0.7)} ${f(len * 0.15 * droop)} ${f(-len)}C${f(-w * 0.6)} ${f(-len * 0.75)} ${f(-w * 0.9)} ${f(-len * 0.3)} 0 0Z`
    out += `<g transform="translate(${f(x)} ${f(y - size * 0.5)}) rotate(${f(angle)})"><path d="${d}" fill="${fill}"/><path d="M0 0Q${f(w * 0.2)} ${f(-len * 0.5)} ${f(len * 0.15 * droop)} ${f(-len)}" stroke="#000" stroke-opacity=".15" stroke-width="${f(len * 0.02)}" fill="none"/></g>`
  }
  return out
}

export interface PalmOptions {
  x: number
  y: number
  height: number
  /** Horizontal offset of the crown from the base (lean). */
  lean: number
  fill: string
  frond?: string
}

/** Arching fronds: each a rib curving out and down, with a fringe of leaflets hanging below it. */
function palmFronds(rng: Rng, cx: number, cy: number, length: number, angles: readonly number[]): string {
  let d = ''
  for (const angleDeg of angles) {
    const a = ((angleDeg + between(rng, -8, 8)) * Math.PI) / 180
    const len = length * between(rng, 0.8, 1.05) * (Math.sin(a) > 0.8 ? 0.7 : 1)
    const ca = Math.cos(a)
    const sa = Math.sin(a)
    const ctrl: Pt = [cx + ca * len * 0.6, cy - sa * len * 0.6 - len * 0.12]
    const end: Pt = [cx + ca * len * 0.95, cy - sa * len * 0.2 + (0.3 + 0.35 * Math.abs(ca)) * len]
    const steps = 14
    const rib: Pt[] = []
    for (let i = 0; i <= steps; i++) {
      const t = i / steps
      rib.push([
        (1 - t) * (1 - t) * cx + 2 * (1 - t) * t * ctrl[0] + t * t * end[0],
        (1 - t) * (1 - t) * cy + 2 * (1 - t) * t * ctrl[1] + t * t * end[1],
      ])
    }
    const top: Pt[] = []
    const fringe: Pt[] = []
    for (let i = 0; i <= steps; i++) {
      const p = at(rib, i)
      const q = at(rib, Math.min(steps, i + 1))
      const o = at(rib, Math.max(0, i - 1))
      const tx = q[0] - o[0]
      const ty = q[1] - o[1]
      const tl = Math.hypot(tx, ty) || 1
      const t = i / steps
      const leaf = length * 0.26 * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.08)), 0.7) + 1
      // Leaflets hang down and a little forward from the rib.
      let lx = (tx / tl) * 0.55
      let ly = 1
      const ll = Math.hypot(lx, ly)
      lx /= ll
      ly /= ll
      top.push([p[0] - (ty / tl) * length * 0.012, p[1] + (tx / tl) * length * 0.012 - length * 0.012])
      fringe.push([p[0] + lx * leaf * 0.25, p[1] + ly * leaf * 0.25])
      fringe.push([p[0] + (tx / tl) * leaf * 0.12 + lx * leaf, p[1] + (ty / tl) * leaf * 0.12 + ly * leaf])
    }
    d += polyline([...top, ...fringe.reverse()])
  }
  return d
}

/** A coconut palm: a curving, tapering trunk and a crown of drooping fronds. */
export function palm(rng: Rng, options: PalmOptions): string {
  const { x, y, height, lean, fill, frond = fill } = options
  const tx = x + lean
  const ty = y - height
  const cx = x + lean * 0.15
  const cy = y - height * 0.55
  const w0 = height * 0.05
  const w1 = height * 0.028
  const trunk = `M${f(x - w0 / 2)} ${f(y + 2)}Q${f(cx - w0 * 0.4)} ${f(cy)} ${f(tx - w1 / 2)} ${f(ty)}L${f(tx + w1 / 2)} ${f(ty)}Q${f(cx + w0 * 0.4)} ${f(cy)} ${f(x + w0 / 2)} ${f(y + 2)}Z`
  // Trunk rings.
  let rings = ''
  for (let i = 1; i < 14; i++) {
    const t = i / 14
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * tx
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ty
    const w = w0 + (w1 - w0) * t
    rings += `M${f(px - w / 2)} ${f(py)}l${f(w)} ${f(-w * 0.15)}`
  }
  const fronds = palmFronds(rng, tx, ty, height * 0.46, [-15, 12, 38, 62, 88, 115, 142, 168, 195])
  const nuts = `<circle cx="${f(tx - w1 * 0.4)}" cy="${f(ty + w1 * 0.9)}" r="${f(w1 * 0.55)}"/><circle cx="${f(tx + w1 * 0.5)}" cy="${f(ty + w1 * 0.8)}" r="${f(w1 * 0.55)}"/><circle cx="${f(tx)}" cy="${f(ty + w1 * 1.3)}" r="${f(w1 * 0.5)}"/>`
  return (
    `<path d="${trunk}" fill="${fill}"/><path d="${rings}" stroke="#000" stroke-opacity=".18" stroke-width="${f(Math.max(0.8, w0 * 0.08))}"/>` +
    `<g fill="${mix(fill, '#000000', 0.2)}">${nuts}</g><path d="${fronds}" fill="${frond}"/>`
  )
}

/** A doum palm: a trunk that forks into branches, each ending in a crown of fan leaves (Tsavo). */
export function doumPalm(rng: Rng, options: TreeOptions): string {
  const { x, y, size, fill } = options
  const forkY = y - size * 0.45
  let wood = limb(x, y + 2, x, forkY, size * 0.05, size * 0.04)
  let fans = ''
  const crowns: Pt[] = []
  const fork = (sx: number, sy: number, depth: number, angle: number): void => {
    const len = size * (depth === 0 ? 0.28 : 0.2)
    const ex = sx + Math.sin(angle) * len
    const ey = sy - Math.cos(angle) * len
    wood += limb(sx, sy, ex, ey, size * 0.035, size * 0.028)
    if (depth < 1) {
      fork(ex, ey, depth + 1, angle - between(rng, 0.3, 0.5))
      fork(ex, ey, depth + 1, angle + between(rng, 0.3, 0.5))
    } else crowns.push([ex, ey])
  }
  fork(x, forkY, 0, -between(rng, 0.35, 0.5))
  fork(x, forkY, 0, between(rng, 0.35, 0.5))
  for (const [cx, cy] of crowns) {
    const r = size * between(rng, 0.11, 0.14)
    for (const angleDeg of [-160, -120, -90, -55, -20, 25, 155]) {
      const a = ((angleDeg + between(rng, -10, 10)) * Math.PI) / 180
      const droop = Math.sin(a) > 0 ? r * 0.25 : 0
      const fx = cx + Math.cos(a) * r * 0.35
      const fy = cy + Math.sin(a) * r * 0.3
      const pts: Pt[] = [[cx, cy]]
      for (let k = 0; k <= 8; k++) {
        const b = a - 0.75 + (1.5 * k) / 8
        const rr = r * (k % 2 ? 0.82 : 1)
        pts.push([fx + Math.cos(b) * rr, fy + Math.sin(b) * rr * 0.85 + droop])
      }
      fans += polyline(pts)
    }
  }
  return `<path d="${wood}${fans}" fill="${fill}"/>`
}
