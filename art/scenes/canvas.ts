// The canvas every scene draws on: its size, the finish wrapped round each drawing, a plain ground.
// Subjects stay in the middle third: cards show a 4:3 centre crop (x 200–1400).

import { grain, vignette } from '../primitives/finish.ts'
import { type Rng, makeRng, resetIds } from '../primitives/numbers.ts'
import { svgDocument } from '../primitives/svg.ts'
import { water } from '../primitives/water.ts'

export const SCENE_WIDTH = 1600
export const SCENE_HEIGHT = 900

const H = SCENE_HEIGHT

interface Finish {
  grain?: number
  vignette?: number
  vignetteColor?: string
}

/** Wraps a drawing: fresh ids, a seeded generator, then the shared grain and vignette. */
export function compose(seed: number, draw: (rng: Rng) => string, finish: Finish = {}): () => string {
  return () => {
    resetIds()
    const body = draw(makeRng(seed))
    const texture = grain(makeRng(seed * 7 + 3), finish.grain ?? 0.08)
    return svgDocument(body + texture + vignette(finish.vignette ?? 0.3, finish.vignetteColor))
  }
}

/** A gradient-filled rectangle of ground from y to the bottom. */
export function plain(y: number, top: string, bottom: string, to = H): string {
  return water(y, to, [
    [0, top],
    [1, bottom],
  ])
}
