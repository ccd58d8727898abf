// Rock: granite kopjes, rocky shores and faceted cliffs.

import { mix } from './color.ts'
import { type Rng, between, f, uid } from './numbers.ts'
import { type Pt, polyline, smoothPath } from './paths.ts'
import { bush } from './trees.ts'

/** A rounded-box blob (superellipse), the shape of a weathered granite boulder. */
function boulder(cx: number, cy: number, rx: number, ry: number, rot: number, squareness = 2.3): string {
  const pts: Pt[] = []
  const c = Math.cos((rot * Math.PI) / 180)
  const sn = Math.sin((rot * Math.PI) / 180)
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2
    const ca = Math.cos(a)
    const sa = Math.sin(a)
    const x = rx * Math.sign(ca) * Math.pow(Math.abs(ca), 2 / squareness)
    const y = ry * Math.sign(sa) * Math.pow(Math.abs(sa), 2 / squareness) * (sa > 0 ? 0.8 : 1)
    pts.push([cx + x * c - y * sn, cy + x * sn + y * c])
  }
  return smoothPath(pts, true)
}

/** A granite kopje: a pile of rounded boulders, lit from the left, with scrub in the cracks. */
export function kopje(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  shade: string,
  light: string,
): string {
  const list: { cx: number; cy: number; rx: number; ry: number; rot: number }[] = []
  // Base row of big boulders, a second row, a cap stone.
  const base = 4
  for (let i = 0; i < base; i++) {
    const t = (i + 0.5) / base
    const rx = w * between(rng, 0.15, 0.2)
    const ry = h * between(rng, 0.26, 0.34) * (1.1 - Math.abs(t - 0.5))
    list.push({ cx: x - w / 2 + w * t, cy: y - ry * 0.8, rx, ry, rot: between(rng, -12, 12) })
  }
  for (let i = 0; i < 2; i++) {
    const rx = w * between(rng, 0.15, 0.19)
    const ry = h * between(rng, 0.24, 0.3)
    list.push({ cx: x - w * 0.16 + i * w * 0.3, cy: y - h * 0.58, rx, ry, rot: between(rng, -15, 15) })
  }
  list.push({ cx: x + w * 0.02, cy: y - h * 0.86, rx: w * 0.13, ry: h * 0.16, rot: between(rng, -10, 10) })
  let out = ''
  for (const b of list) {
    const id = uid('kp')
    const d = boulder(b.cx, b.cy, b.rx, b.ry, b.rot)
    out +=
      `<path d="${d}" fill="${fill}"/><clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">` +
      `<path d="${boulder(b.cx + b.rx * 0.3, b.cy + b.ry * 0.35, b.rx * 0.9, b.ry * 0.85, b.rot)}" fill="${shade}"/>` +
      `<path d="${boulder(b.cx - b.rx * 0.3, b.cy - b.ry * 0.5, b.rx * 0.5, b.ry * 0.28, b.rot)}" fill="${light}" opacity=".35"/>` +
      `<path d="M${f(b.cx + between(rng, -b.rx * 0.4, b.rx * 0.2))} ${f(b.cy - b.ry)}l${f(between(rng, -6, 6))} ${f(b.ry * between(rng, 0.6, 1.2))}" stroke="${shade}" stroke-width="2.5" fill="none"/></g>`
  }
  // Scrub growing in the cracks.
  for (let i = 0; i < 5; i++)
    out += bush(
      rng,
      x + between(rng, -w * 0.45, w * 0.45),
      y - h * between(rng, 0.05, 0.55),
      w * between(rng, 0.06, 0.1),
      h * 0.08,
      mix(shade, '#3a5a2a', 0.6),
      undefined,
      5,
    )
  return (
    out +
    `<rect x="${f(x - w * 0.55)}" y="${f(y - 3)}" width="${f(w * 1.1)}" height="6" rx="3" fill="${shade}" opacity=".6"/>`
  )
}

/** A rocky shore strip of angular boulders, lit from the left. */
export function rocks(rng: Rng, x0: number, x1: number, y: number, size: number, fill: string): string {
  let d = ''
  let lights = ''
  let x = x0
  while (x < x1) {
    const w = size * between(rng, 0.8, 1.8)
    const h = size * between(rng, 0.4, 0.9)
    d += `M${f(x)} ${f(y + h * 0.6)}L${f(x + w * 0.1)} ${f(y - h * 0.3)}L${f(x + w * 0.4)} ${f(y - h * 0.5)}L${f(x + w * 0.9)} ${f(y - h * 0.2)}L${f(x + w)} ${f(y + h * 0.6)}Z`
    lights += `M${f(x + w * 0.1)} ${f(y - h * 0.3)}L${f(x + w * 0.4)} ${f(y - h * 0.5)}L${f(x + w * 0.35)} ${f(y)}Z`
    x += w * 0.8
  }
  return `<path d="${d}" fill="${fill}"/><path d="${lights}" fill="#fff" opacity=".12"/>`
}

export function cliff(rng: Rng, outline: readonly Pt[], fill: string, facets = 40): string {
  const id = `cliff${Math.round(at0(outline)[0])}`
  const d = polyline(outline)
  const xs = outline.map(([x]) => x)
  const ys = outline.map(([, y]) => y)
  const x0 = Math.min(...xs)
  const x1 = Math.max(...xs)
  const y0 = Math.min(...ys)
  const y1 = Math.max(...ys)
  let dark = ''
  let light = ''
  for (let i = 0; i < facets; i++) {
    const cx = between(rng, x0, x1)
    const cy = between(rng, y0, y1)
    const w = between(rng, 30, 120)
    const h = between(rng, 40, 160)
    const tri = polyline([
      [cx, cy - h / 2],
      [cx + w * between(rng, 0.2, 0.6), cy + h / 2],
      [cx - w * between(rng, 0.2, 0.6), cy + h * between(rng, 0.1, 0.5)],
    ])
    if (rng() < 0.5) dark += tri
    else light += tri
  }
  return `<path d="${d}" fill="${fill}"/><clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})"><path d="${dark}" fill="#000" opacity=".16"/><path d="${light}" fill="#fff" opacity=".07"/></g>`
}

function at0(points: readonly Pt[]): Pt {
  const p = points[0]
  if (!p) throw new Error('empty outline')
  return p
}
