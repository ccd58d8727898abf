// The finish laid over a whole picture: grain, vignette, colour wash.

import { type Rng, between, f, f3, uid } from './numbers.ts'
import { defs, HEIGHT, radialGradient, WIDTH } from './svg.ts'

/** A fine speckled grain over the whole picture: the "printed poster" texture. */
export function grain(rng: Rng, opacity = 0.07, count = 260): string {
  const id = uid('gr')
  const size = 173
  let dark = ''
  let light = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0, size)
    const y = between(rng, 0, size)
    const w = between(rng, 0.8, 2.2)
    const piece = `M${f(x)} ${f(y)}h${f(w)}v${f(w * between(rng, 0.5, 1))}h-${f(w)}Z`
    if (rng() < 0.5) dark += piece
    else light += piece
  }
  return (
    defs(
      `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
        `<path d="${dark}" fill="#2a1a10"/><path d="${light}" fill="#fff8e8"/></pattern>`,
    ) + `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})" opacity="${f3(opacity)}"/>`
  )
}

/** Darkens the corners a little and warms or cools the whole picture. */
export function vignette(strength = 0.35, color = '#1a0f08'): string {
  const id = uid('vg')
  return (
    defs(
      radialGradient(
        id,
        [
          [0.55, color, 0],
          [1, color, strength],
        ],
        WIDTH / 2,
        HEIGHT / 2,
        WIDTH * 0.62,
      ),
    ) + `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>`
  )
}

/** A full-picture wash of colour, for unifying a palette (e.g. warm dusk light). */
export function wash(
  color: string,
  opacity: number,
  blend: 'normal' | 'multiply' | 'screen' = 'normal',
): string {
  const style = blend === 'normal' ? '' : ` style="mix-blend-mode:${blend}"`
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${color}" opacity="${f3(opacity)}"${style}/>`
}
