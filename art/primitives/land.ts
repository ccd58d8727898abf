// The lie of the land: rolling hills, authored ground profiles, terraced fields.

import { type Rng, at, between, f, f3, uid } from './numbers.ts'
import { type Pt, smoothPath } from './paths.ts'
import { HEIGHT, WIDTH } from './svg.ts'

export interface HillOptions {
  /** Mean height of the hill tops. */
  y: number
  /** How far tops rise above y. */
  amplitude: number
  fill: string
  /** Distance between crests. */
  wavelength?: number
  bottom?: number
  x0?: number
  x1?: number
}

/** A layer of rolling hills reaching to the bottom of the picture. */
export function hills(rng: Rng, options: HillOptions): string {
  const { y, amplitude, fill, wavelength = 260, bottom = HEIGHT, x0 = -60, x1 = WIDTH + 60 } = options
  return `<path d="${hillPath(rng, y, amplitude, wavelength, bottom, x0, x1)}" fill="${fill}"/>`
}

export function hillPoints(
  rng: Rng,
  y: number,
  amplitude: number,
  wavelength: number,
  x0 = -60,
  x1 = WIDTH + 60,
): Pt[] {
  const points: Pt[] = []
  let x = x0
  let up = rng() < 0.5
  while (x < x1 + wavelength / 2) {
    points.push([x, y - (up ? amplitude * between(rng, 0.55, 1) : amplitude * between(rng, 0, 0.3))])
    up = !up
    x += (wavelength / 2) * between(rng, 0.7, 1.3)
  }
  return points
}

export function hillPath(
  rng: Rng,
  y: number,
  amplitude: number,
  wavelength: number,
  bottom = HEIGHT,
  x0 = -60,
  x1 = WIDTH + 60,
): string {
  const points = hillPoints(rng, y, amplitude, wavelength, x0, x1)
  const last = at(points, points.length - 1)
  const first = at(points, 0)
  return `${smoothPath(points)}L${f(last[0])} ${f(bottom)}L${f(first[0])} ${f(bottom)}Z`
}

/** A closed ground shape under an authored profile of points. */
export function ground(points: readonly Pt[], fill: string, bottom = HEIGHT, extra = ''): string {
  const first = at(points, 0)
  const last = at(points, points.length - 1)
  return `<path d="${smoothPath(points)}L${f(last[0])} ${f(bottom)}L${f(first[0])} ${f(bottom)}Z" fill="${fill}"${extra}/>`
}

/** Contour stripes across a hill, clipped to it: terraced fields. */
export function terraces(
  rng: Rng,
  hillD: string,
  top: number,
  bottom: number,
  spacing: number,
  colors: readonly string[],
  opacity = 0.5,
): string {
  const id = uid('tr')
  let bands = ''
  let y = top
  let i = 0
  while (y < bottom) {
    const h = spacing * between(rng, 0.6, 1.2) * (0.5 + ((y - top) / (bottom - top)) * 0.9)
    const tilt = between(rng, -0.05, 0.05)
    const wave = between(rng, 8, 24)
    const pts: Pt[] = []
    for (let x = -40; x <= WIDTH + 200; x += 160) pts.push([x, y + x * tilt + Math.sin(x / 190 + i) * wave])
    const lower: Pt[] = pts.map(([x, py]) => [x, py + h * 0.72] as const).reverse()
    bands += `<path d="${smoothPath(pts)}L${f(at(lower, 0)[0])} ${f(at(lower, 0)[1])}${smoothPath(lower).replace(/^M[^C]*/, '')}Z" fill="${colors[i % colors.length] ?? '#000'}"/>`
    y += h
    i++
  }
  return `<clipPath id="${id}"><path d="${hillD}"/></clipPath><g clip-path="url(#${id})" opacity="${f3(opacity)}">${bands}</g>`
}
