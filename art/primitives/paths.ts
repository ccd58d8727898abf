// Path geometry: smooth curves, polylines, tapered limbs, ridge lines and ribbons (necks, legs, ropes).

import { type Rng, at, between, f } from './numbers.ts'

export type Pt = readonly [number, number]

/** A smooth curve through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Pt[], closed = false, tension = 1): string {
  if (points.length < 2) return ''
  const n = points.length
  const get = (i: number): Pt =>
    closed ? at(points, ((i % n) + n) % n) : at(points, Math.min(n - 1, Math.max(0, i)))
  const first = get(0)
  let d = `M${f(first[0])} ${f(first[1])}`
  const segments = closed ? n : n - 1
  for (let i = 0; i < segments; i++) {
    const p0 = get(i - 1)
    const p1 = get(i)
    const p2 = get(i + 1)
    const p3 = get(i + 2)
    const k = tension / 6
    const c1x = p1[0] + (p2[0] - p0[0]) * k
    const c1y = p1[1] + (p2[1] - p0[1]) * k
    const c2x = p2[0] - (p3[0] - p1[0]) * k
    const c2y = p2[1] - (p3[1] - p1[1]) * k
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`
  }
  return closed ? d + 'Z' : d
}

export function polyline(points: readonly Pt[], closed = true): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + (closed ? 'Z' : '')
}

/** A tapered limb (branch, trunk, leg) from (x1, y1) to (x2, y2), bowed sideways by bend. */
export function limb(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w1: number,
  w2: number,
  bend = 0,
): string {
  const dx = x2 - x1
  const dy = y2 - y1
  const len = Math.hypot(dx, dy) || 1
  const nx = -dy / len
  const ny = dx / len
  const mx = (x1 + x2) / 2 + nx * bend
  const my = (y1 + y2) / 2 + ny * bend
  const wm = (w1 + w2) / 2
  return (
    `M${f(x1 + (nx * w1) / 2)} ${f(y1 + (ny * w1) / 2)}` +
    `Q${f(mx + (nx * wm) / 2)} ${f(my + (ny * wm) / 2)} ${f(x2 + (nx * w2) / 2)} ${f(y2 + (ny * w2) / 2)}` +
    `L${f(x2 - (nx * w2) / 2)} ${f(y2 - (ny * w2) / 2)}` +
    `Q${f(mx - (nx * wm) / 2)} ${f(my - (ny * wm) / 2)} ${f(x1 - (nx * w1) / 2)} ${f(y1 - (ny * w1) / 2)}Z`
  )
}

/** A ridge line by midpoint displacement, for mountains and escarpments. */
export function ridgeLine(rng: Rng, from: Pt, to: Pt, roughness: number, depth = 5): Pt[] {
  let points: Pt[] = [from, to]
  let spread = roughness
  for (let level = 0; level < depth; level++) {
    const next: Pt[] = []
    for (let i = 0; i < points.length - 1; i++) {
      const a = at(points, i)
      const b = at(points, i + 1)
      next.push(a, [
        (a[0] + b[0]) / 2 + between(rng, -spread, spread) * 0.3,
        (a[1] + b[1]) / 2 + between(rng, -spread, spread),
      ])
    }
    next.push(at(points, points.length - 1))
    points = next
    spread *= 0.55
  }
  return points
}

/** Dense points along a smooth curve through the given points. */
export function sampleSmooth(points: readonly Pt[], perSegment = 8): Pt[] {
  const n = points.length
  if (n < 2) return [...points]
  const get = (i: number): Pt => at(points, Math.min(n - 1, Math.max(0, i)))
  const out: Pt[] = []
  for (let i = 0; i < n - 1; i++) {
    const p0 = get(i - 1)
    const p1 = get(i)
    const p2 = get(i + 1)
    const p3 = get(i + 2)
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment
      const t2 = t * t
      const t3 = t2 * t
      const c = (a: number, b: number, cc: number, d: number): number =>
        0.5 * (2 * b + (-a + cc) * t + (2 * a - 5 * b + 4 * cc - d) * t2 + (-a + 3 * b - 3 * cc + d) * t3)
      out.push([c(p0[0], p1[0], p2[0], p3[0]), c(p0[1], p1[1], p2[1], p3[1])])
    }
  }
  out.push(get(n - 1))
  return out
}

/** A smooth band of changing width through points: necks, tails, legs, ropes. */
export function ribbon(points: readonly Pt[], w0: number, w1: number): string {
  const dense = sampleSmooth(points, 6)
  const left: Pt[] = []
  const right: Pt[] = []
  const last = dense.length - 1
  dense.forEach((p, i) => {
    const q = at(dense, Math.min(last, i + 1))
    const o = at(dense, Math.max(0, i - 1))
    const tx = q[0] - o[0]
    const ty = q[1] - o[1]
    const len = Math.hypot(tx, ty) || 1
    const w = (w0 + (w1 - w0) * (i / last)) / 2
    left.push([p[0] - (ty / len) * w, p[1] + (tx / len) * w])
    right.push([p[0] + (ty / len) * w, p[1] - (tx / len) * w])
  })
  return polyline([...left, ...right.reverse()])
}
