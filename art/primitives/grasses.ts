// Grasses and sedges: savanna tufts, foreground grass, papyrus and reeds.

import { type Rng, between, f, f3 } from './numbers.ts'
import { HEIGHT, WIDTH } from './svg.ts'

/** Tufts of grass blades scattered over a band of ground; bigger toward the bottom. */
export function grass(
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  height: number,
  fill: string,
  opacity = 1,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const depth = rng()
    const x = between(rng, x0, x1)
    const y = y0 + (y1 - y0) * depth
    const h = height * (0.4 + depth * 0.8) * between(rng, 0.6, 1.2)
    const blades = 3 + Math.floor(rng() * 4)
    for (let b = 0; b < blades; b++) {
      const lean = between(rng, -0.6, 0.6)
      const bh = h * between(rng, 0.6, 1)
      const w = h * 0.06
      const bx = x + (b - blades / 2) * w * 1.2
      d += `M${f(bx - w)} ${f(y)}Q${f(bx + lean * bh * 0.3)} ${f(y - bh * 0.6)} ${f(bx + lean * bh)} ${f(y - bh)}Q${f(bx + lean * bh * 0.2 + w)} ${f(y - bh * 0.5)} ${f(bx + w)} ${f(y)}Z`
    }
  }
  return `<path d="${d}" fill="${fill}" opacity="${f3(opacity)}"/>`
}

/** A ragged edge of tall grass along a line (foreground framing). */
export function grassEdge(
  rng: Rng,
  y: number,
  height: number,
  fill: string,
  x0 = -20,
  x1 = WIDTH + 20,
  density = 1,
): string {
  let d = `M${f(x0)} ${f(HEIGHT + 5)}L${f(x0)} ${f(y)}`
  let x = x0
  while (x < x1) {
    const w = between(rng, 4, 12) / density
    const h = height * between(rng, 0.3, 1)
    const lean = between(rng, -h * 0.3, h * 0.3)
    d += `L${f(x + w * 0.3 + lean)} ${f(y - h)}L${f(x + w)} ${f(y - between(rng, 0, height * 0.1))}`
    x += w
  }
  d += `L${f(x1)} ${f(HEIGHT + 5)}Z`
  return `<path d="${d}" fill="${fill}"/>`
}

/** Papyrus: tall stems each topped by a round burst of thread-like rays. */
export function papyrus(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  count: number,
  height: number,
  fill: string,
  head = fill,
): string {
  let stems = ''
  let heads = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, x0, x1)
    const h = height * between(rng, 0.55, 1)
    const lean = between(rng, -h * 0.15, h * 0.15)
    const tx = x + lean
    const ty = y - h
    stems += `M${f(x)} ${f(y)}Q${f(x + lean * 0.2)} ${f(y - h * 0.5)} ${f(tx)} ${f(ty)}`
    const r = h * between(rng, 0.13, 0.18)
    const rays = 18
    let burst = ''
    for (let k = 0; k <= rays; k++) {
      const a = Math.PI + (k / rays) * Math.PI + between(rng, -0.05, 0.05)
      const rr = r * between(rng, 0.8, 1.1)
      const ex = tx + Math.cos(a) * rr * 1.15
      const ey = ty + Math.sin(a) * rr * 0.8 + Math.abs(Math.cos(a)) * rr * 0.55
      burst += `M${f(tx)} ${f(ty)}L${f(ex)} ${f(ey)}`
    }
    heads += burst
  }
  return (
    `<path d="${stems}" stroke="${fill}" stroke-width="${f(height * 0.012)}" fill="none"/>` +
    `<path d="${heads}" stroke="${head}" stroke-width="${f(height * 0.006)}" stroke-linecap="round" fill="none"/>`
  )
}

/** Reeds and rushes along a shore. */
export function reeds(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  count: number,
  height: number,
  fill: string,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, x0, x1)
    const h = height * between(rng, 0.4, 1)
    const lean = between(rng, -h * 0.25, h * 0.25)
    const w = h * 0.025
    d += `M${f(x - w)} ${f(y)}Q${f(x + lean * 0.3)} ${f(y - h * 0.6)} ${f(x + lean)} ${f(y - h)}Q${f(x + lean * 0.3 + w)} ${f(y - h * 0.5)} ${f(x + w)} ${f(y)}Z`
  }
  return `<path d="${d}" fill="${fill}"/>`
}
