// Drawing primitives for the Tembo scenes: each function under art/primitives/ returns an SVG fragment
// as a string. Nothing here is random at run time: all variation comes from a seeded generator (makeRng),
// so a scene is drawn identically on every build. This module holds the numbers: rounding, the
// generator, and the ids that make gradients and clip paths unique within a picture.

/** Rounds to one decimal: keeps the SVG small. */
export function f(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/** Rounds to three decimals, for scale factors and opacities. */
export function f3(value: number): string {
  return String(Math.round(value * 1000) / 1000)
}

export type Rng = () => number

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function makeRng(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng()
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)]
  if (item === undefined) throw new Error('pick() needs a non-empty list')
  return item
}

export function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`no item at ${index}`)
  return item
}

let idCounter = 0

/** A document-unique id for gradients, clip paths and symbols. Reset at the start of each scene. */
export function uid(prefix = 'i'): string {
  idCounter += 1
  return `${prefix}${idCounter}`
}

export function resetIds(): void {
  idCounter = 0
}
