// Savanna and forest-edge trees: acacia, rounded crowns, bushes, baobab.

import { type Rng, between, f, uid } from './numbers.ts'
import { type Pt, limb, smoothPath } from './paths.ts'

export interface TreeOptions {
  x: number
  /** Ground line. */
  y: number
  /** Overall height in pixels. */
  size: number
  fill: string
  /** Optional lighter colour for the sunlit top of the canopy. */
  light?: string
}

function canopyPad(rng: Rng, cx: number, cy: number, w: number, h: number): string {
  const top: Pt[] = []
  const n = 9
  for (let i = 0; i <= n; i++) {
    const t = i / n
    const dome = Math.sin(Math.PI * t)
    top.push([
      cx - w / 2 + w * t + between(rng, -w * 0.02, w * 0.02),
      cy - h * (0.25 + 0.75 * Math.pow(dome, 0.6)) * between(rng, 0.85, 1.1),
    ])
  }
  const bottom: Pt[] = [
    [cx + w * 0.45, cy + h * 0.08],
    [cx + w * 0.2, cy + h * 0.22],
    [cx - w * 0.15, cy + h * 0.24],
    [cx - w * 0.44, cy + h * 0.1],
  ]
  return smoothPath([...top, ...bottom], true)
}

/** An umbrella thorn acacia: a forked trunk under a flat, layered crown. */
export function acacia(rng: Rng, options: TreeOptions & { spread?: number }): string {
  const { x, y, size, fill, light, spread = 1 } = options
  const crownY = y - size * 0.78
  const crownW = size * 1.55 * spread
  const forkY = y - size * between(rng, 0.32, 0.42)
  let wood = limb(x, y + 2, x + size * 0.02, forkY, size * 0.09, size * 0.065, size * 0.02)
  const branches = 3 + Math.floor(rng() * 2)
  for (let i = 0; i < branches; i++) {
    const t = branches === 1 ? 0.5 : i / (branches - 1)
    const tx = x + (t - 0.5) * crownW * 0.78 + between(rng, -size * 0.04, size * 0.04)
    const ty = crownY + size * 0.06
    wood += limb(
      x + size * 0.02,
      forkY + size * 0.02,
      tx,
      ty,
      size * 0.055,
      size * 0.022,
      (t - 0.5) * -size * 0.08 + between(rng, -size * 0.03, size * 0.03),
    )
    // Small twigs off each branch.
    const mx = x + (tx - x) * 0.6
    const my = forkY + (ty - forkY) * 0.6
    wood += limb(mx, my, mx + (t - 0.5 || 0.2) * size * 0.35, ty + size * 0.02, size * 0.016, size * 0.006)
  }
  let crown = ''
  let highlights = ''
  const pads = 5 + Math.floor(rng() * 3)
  for (let i = 0; i < pads; i++) {
    const t = (i + 0.5) / pads
    const pw = crownW * between(rng, 0.35, 0.55)
    const pcx = x - crownW / 2 + crownW * t + between(rng, -size * 0.05, size * 0.05)
    const edge = Math.abs(t - 0.5) * 2
    const pcy = crownY + edge * size * 0.06 + between(rng, -size * 0.03, size * 0.03)
    const ph = size * between(rng, 0.15, 0.22) * (1 - edge * 0.35)
    crown += `<path d="${canopyPad(rng, pcx, pcy, pw, ph)}"/>`
    if (light)
      highlights += `<path d="${canopyPad(rng, pcx - pw * 0.06, pcy - ph * 0.45, pw * 0.7, ph * 0.45)}"/>`
  }
  const lightLayer = light ? `<g fill="${light}" opacity=".55">${highlights}</g>` : ''
  return `<g fill="${fill}"><path d="${wood}"/>${crown}</g>${lightLayer}`
}

/** A tree with a rounded, cloudy crown (fig, fever tree, forest edge). */
export function roundTree(rng: Rng, options: TreeOptions & { crown?: number }): string {
  const { x, y, size, fill, light, crown = 0.55 } = options
  const cw = size * crown
  let wood = limb(
    x,
    y + 2,
    x + between(rng, -size * 0.03, size * 0.03),
    y - size * 0.55,
    size * 0.07,
    size * 0.04,
  )
  wood += limb(x, y - size * 0.35, x - cw * 0.3, y - size * 0.65, size * 0.035, size * 0.015)
  wood += limb(x, y - size * 0.4, x + cw * 0.3, y - size * 0.68, size * 0.035, size * 0.015)
  let puffs = ''
  let lights = ''
  const count = 7
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2
    const px = x + Math.cos(a) * cw * 0.35 + between(rng, -5, 5)
    const py = y - size * 0.72 + Math.sin(a) * size * 0.14
    const r = cw * between(rng, 0.22, 0.32)
    puffs += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r)}"/>`
    if (light && Math.sin(a) < 0.2)
      lights += `<circle cx="${f(px - r * 0.25)}" cy="${f(py - r * 0.3)}" r="${f(r * 0.6)}"/>`
  }
  puffs += `<circle cx="${f(x)}" cy="${f(y - size * 0.75)}" r="${f(cw * 0.35)}"/>`
  const id = uid('rt')
  const lightLayer = light
    ? `<clipPath id="${id}">${puffs}</clipPath><g clip-path="url(#${id})" fill="${light}" opacity=".45">${lights}</g>`
    : ''
  return `<g fill="${fill}"><path d="${wood}"/>${puffs}</g>${lightLayer}`
}

/** A mass of foliage: overlapping round clumps inside an ellipse, lit from the top left. */
export function bush(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  light?: string,
  count = 14,
): string {
  let body = ''
  let lights = ''
  for (let i = 0; i < count; i++) {
    const a = rng() * Math.PI * 2
    const rr = Math.sqrt(rng())
    const cx = x + Math.cos(a) * rr * w * 0.4
    const cy = y + Math.sin(a) * rr * h * 0.35
    const r = Math.min(w, h) * between(rng, 0.18, 0.3)
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/>`
    if (light && cy < y)
      lights += `<circle cx="${f(cx - r * 0.2)}" cy="${f(cy - r * 0.3)}" r="${f(r * 0.55)}"/>`
  }
  const id = uid('bu')
  return (
    `<g fill="${fill}">${body}</g>` +
    (light
      ? `<clipPath id="${id}">${body}</clipPath><g clip-path="url(#${id})" fill="${light}" opacity=".4">${lights}</g>`
      : '')
  )
}

/** A baobab: a huge bottle trunk with stubby, root-like branches. */
export function baobab(rng: Rng, options: TreeOptions): string {
  const { x, y, size, fill } = options
  const bw = size * 0.34
  const topY = y - size * 0.62
  const trunk =
    `M${f(x - bw * 0.62)} ${f(y + 2)}C${f(x - bw * 0.5)} ${f(y - size * 0.2)} ${f(x - bw * 0.5)} ${f(y - size * 0.45)} ${f(x - bw * 0.3)} ${f(topY)}` +
    `L${f(x + bw * 0.32)} ${f(topY)}C${f(x + bw * 0.52)} ${f(y - size * 0.45)} ${f(x + bw * 0.5)} ${f(y - size * 0.2)} ${f(x + bw * 0.64)} ${f(y + 2)}Z`
  let wood = ''
  const branches = 6
  for (let i = 0; i < branches; i++) {
    const t = i / (branches - 1)
    const a = (-150 + 120 * t + between(rng, -8, 8)) * (Math.PI / 180)
    const len = size * between(rng, 0.22, 0.36)
    const sx = x + (t - 0.5) * bw * 0.5
    const ex = sx + Math.cos(a) * len
    const ey = topY + Math.sin(a) * len
    wood += limb(
      sx,
      topY + size * 0.03,
      ex,
      ey,
      size * 0.07,
      size * 0.02,
      between(rng, -size * 0.04, size * 0.04),
    )
    for (let k = 0; k < 2; k++) {
      const a2 = a + between(rng, -0.7, 0.7)
      const l2 = len * between(rng, 0.3, 0.5)
      wood += limb(ex, ey, ex + Math.cos(a2) * l2, ey + Math.sin(a2) * l2, size * 0.02, size * 0.006)
    }
  }
  return `<path d="${trunk}${wood}" fill="${fill}"/>`
}
