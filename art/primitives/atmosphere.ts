// What floats in the air: clouds, mist, light shafts, dust and distant birds.

import { type Rng, between, f, f3, uid } from './numbers.ts'
import { type Pt, smoothPath } from './paths.ts'
import { defs, radialGradient, stops, verticalGradient, WIDTH } from './svg.ts'

/** A flat-bottomed cumulus of overlapping puffs. */
export function cloud(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  fill: string,
  opacity = 1,
  shade?: string,
): string {
  const puffs = Math.max(3, Math.round(w / 70))
  let body = ''
  for (let i = 0; i < puffs; i++) {
    const t = (i + 0.5) / puffs
    const cx = x + w * t + between(rng, -w * 0.04, w * 0.04)
    const centre = 1 - Math.abs(t - 0.5) * 1.6
    const r = (w / puffs) * between(rng, 0.55, 0.8) * (0.7 + centre * 0.7)
    body += `<circle cx="${f(cx)}" cy="${f(y - r * 0.45)}" r="${f(r)}"/>`
  }
  const base = `<rect x="${f(x)}" y="${f(y - w * 0.06)}" width="${f(w)}" height="${f(w * 0.06)}" rx="${f(w * 0.03)}"/>`
  const id = uid('cl')
  const shading = shade
    ? `<clipPath id="${id}">${body}${base}</clipPath><ellipse clip-path="url(#${id})" cx="${f(x + w / 2)}" cy="${f(y + w * 0.02)}" rx="${f(w * 0.62)}" ry="${f(w * 0.075)}" fill="${shade}"/>`
    : ''
  return `<g fill="${fill}" opacity="${f3(opacity)}">${body}${base}${shading}</g>`
}

/** A long, thin band of stratus, e.g. the cloud belt round Kilimanjaro. */
export function cloudBand(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  opacity = 0.8,
): string {
  const top: Pt[] = []
  const count = Math.max(4, Math.round(w / 60))
  for (let i = 0; i <= count; i++)
    top.push([x + (w * i) / count, y - h * between(rng, 0.3, 1) * Math.sin((Math.PI * i) / count)])
  const bottom: Pt[] = []
  for (let i = count; i >= 0; i--)
    bottom.push([x + (w * i) / count, y + h * 0.25 * between(rng, 0, 1) * Math.sin((Math.PI * i) / count)])
  return `<path d="${smoothPath([...top, ...bottom], true)}" fill="${fill}" opacity="${f3(opacity)}"/>`
}

/** Birds in flight: small gull-wing strokes. */
export function birds(
  rng: Rng,
  x: number,
  y: number,
  spread: number,
  count: number,
  size: number,
  color: string,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const bx = x + between(rng, -spread, spread)
    const by = y + between(rng, -spread * 0.35, spread * 0.35)
    const s = size * between(rng, 0.6, 1.2)
    const lift = between(rng, 0.2, 0.6)
    d += `M${f(bx - s)} ${f(by - s * lift * 0.4)}Q${f(bx - s * 0.5)} ${f(by - s * lift)} ${f(bx)} ${f(by)}Q${f(bx + s * 0.5)} ${f(by - s * lift)} ${f(bx + s)} ${f(by - s * lift * 0.4)}`
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(size * 0.22)}" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** Soft light shafts from a point above the picture (forest sun rays). */
export function lightRays(
  x: number,
  y: number,
  angles: readonly number[],
  length: number,
  width: number,
  color: string,
  opacity = 0.18,
): string {
  const id = uid('ray')
  let d = ''
  for (const angle of angles) {
    const a = (angle * Math.PI) / 180
    const ex = x + Math.sin(a) * length
    const ey = y + Math.cos(a) * length
    const nx = Math.cos(a) * width
    const ny = -Math.sin(a) * width
    d += `M${f(x)} ${f(y)}L${f(ex + nx)} ${f(ey + ny)}L${f(ex - nx)} ${f(ey - ny)}Z`
  }
  return (
    defs(
      radialGradient(
        id,
        [
          [0, color, opacity],
          [0.6, color, opacity * 0.5],
          [1, color, 0],
        ],
        x,
        y,
        length,
      ),
    ) + `<path d="${d}" fill="url(#${id})"/>`
  )
}

/** A soft horizontal band of mist (a blurred ellipse). */
export function mist(x: number, y: number, w: number, h: number, color: string, opacity = 0.6): string {
  const id = uid('ms')
  return (
    defs(
      `<radialGradient id="${id}">` +
        stops([
          [0, color, opacity],
          [0.55, color, opacity * 0.6],
          [1, color, 0],
        ]) +
        '</radialGradient>',
    ) + `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(h / 2)}" fill="url(#${id})"/>`
  )
}

/** A gradient band of mist across the whole width between two heights, densest at `peak`. */
export function mistBand(top: number, bottom: number, color: string, opacity = 0.7, peak = 0.6): string {
  const id = uid('mb')
  return (
    defs(
      verticalGradient(
        id,
        [
          [0, color, 0],
          [peak, color, opacity],
          [1, color, 0],
        ],
        top,
        bottom,
      ),
    ) + `<rect y="${f(top)}" width="${WIDTH}" height="${f(bottom - top)}" fill="url(#${id})"/>`
  )
}

/** Dust or haze rising from the ground, as soft ellipses. */
export function dust(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  count: number,
  size: number,
  color: string,
  opacity = 0.35,
): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, x0, x1)
    out += mist(
      x,
      y - between(rng, 0, size * 0.3),
      size * between(rng, 1.5, 3),
      size * between(rng, 0.5, 1),
      color,
      opacity * between(rng, 0.6, 1),
    )
  }
  return out
}
