// Drawing primitives for the Tembo scenes. Every function returns an SVG fragment as a string.
// Nothing here is random at run time: all variation comes from a seeded generator (makeRng),
// so a scene is drawn identically on every build.
// Animals and objects are drawn in a local unit space (feet on y = 0, about 100 units tall)
// and placed with a transform, so one outline serves every size.

export const WIDTH = 1600
export const HEIGHT = 900

// ---------------------------------------------------------------- numbers, randomness, ids

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

function at<T>(items: readonly T[], index: number): T {
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

// ---------------------------------------------------------------- colour

function parseHex(color: string): [number, number, number] {
  let hex = color.replace('#', '')
  if (hex.length === 3) hex = hex.replace(/./g, (c) => c + c)
  const value = Number.parseInt(hex, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a)
  const [r2, g2, b2] = parseHex(b)
  const channel = (x: number, y: number): string =>
    Math.round(x + (y - x) * Math.min(1, Math.max(0, t)))
      .toString(16)
      .padStart(2, '0')
  return `#${channel(r1, r2)}${channel(g1, g2)}${channel(b1, b2)}`
}

/** Atmospheric perspective: pushes a colour toward the haze colour by depth (0 near, 1 far). */
export function haze(color: string, hazeColor: string, depth: number): string {
  return mix(color, hazeColor, depth)
}

// ---------------------------------------------------------------- gradients, documents

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number]

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${f3(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${f3(opacity)}"`}/>`,
    )
    .join('')
}

/** A linear gradient in bounding-box units; vertical (top to bottom) unless told otherwise. */
export function linearGradient(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${f3(x1)}" y1="${f3(y1)}" x2="${f3(x2)}" y2="${f3(y2)}">${stops(list)}</linearGradient>`
}

/** A radial gradient in user space (pixels), for glows and light pools. */
export function radialGradient(id: string, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops(list)}</radialGradient>`
}

/** A vertical gradient in user space between two y values. */
export function verticalGradient(id: string, list: readonly Stop[], y1: number, y2: number): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f(y1)}" x2="0" y2="${f(y2)}">${stops(list)}</linearGradient>`
}

export function defs(content: string): string {
  return `<defs>${content}</defs>`
}

export function svgDocument(body: string, width = WIDTH, height = HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`
}

/** Places local-space artwork: translate to (x, y), scale, optional mirror. */
export function place(
  x: number,
  y: number,
  scale: number,
  inner: string,
  flip = false,
  attributes = '',
): string {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f3(flip ? -scale : scale)} ${f3(scale)})"${attributes}>${inner}</g>`
}

/** Mirrors artwork in a horizontal water line, faded: a reflection. */
export function reflect(content: string, waterY: number, opacity = 0.35, clipTop = waterY): string {
  const id = uid('rc')
  return (
    `<clipPath id="${id}"><rect x="-50" y="${f(clipTop)}" width="${WIDTH + 100}" height="${HEIGHT}"/></clipPath>` +
    `<g clip-path="url(#${id})"><g opacity="${f3(opacity)}" transform="translate(0 ${f(waterY * 2)}) scale(1 -1)">${content}</g></g>`
  )
}

// ---------------------------------------------------------------- paths

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

// ---------------------------------------------------------------- texture and finish

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

// ---------------------------------------------------------------- sky

export type SkyKind = 'dawn' | 'day' | 'golden' | 'dusk' | 'night' | 'sunset' | 'mist'

export const SKIES: Record<SkyKind, readonly Stop[]> = {
  dawn: [
    [0, '#5a6a9a'],
    [0.45, '#c592a6'],
    [0.75, '#f2b79b'],
    [1, '#fbe2bb'],
  ],
  day: [
    [0, '#4f9fd4'],
    [0.55, '#9fd0ea'],
    [1, '#e8f2ea'],
  ],
  golden: [
    [0, '#d98a4e'],
    [0.45, '#f1b565'],
    [0.8, '#f8d58e'],
    [1, '#fbe6b0'],
  ],
  dusk: [
    [0, '#2b2d5c'],
    [0.4, '#6e4a7e'],
    [0.72, '#d2716b'],
    [1, '#f2b36a'],
  ],
  sunset: [
    [0, '#5b2f63'],
    [0.35, '#b8466a'],
    [0.65, '#ee7a4c'],
    [0.9, '#f8b65a'],
    [1, '#fbd27a'],
  ],
  night: [
    [0, '#070b24'],
    [0.55, '#141d48'],
    [1, '#2c3468'],
  ],
  mist: [
    [0, '#c9d6c8'],
    [0.6, '#dfe6d6'],
    [1, '#eef0e0'],
  ],
}

/** The sky: a vertical gradient over the whole picture (or down to `bottom`). */
export function sky(kind: SkyKind | readonly Stop[], bottom = HEIGHT): string {
  const id = uid('sky')
  const list = typeof kind === 'string' ? SKIES[kind] : kind
  return (
    defs(verticalGradient(id, list, 0, bottom)) +
    `<rect width="${WIDTH}" height="${f(bottom)}" fill="url(#${id})"/>`
  )
}

export interface SunOptions {
  core?: string
  glow?: string
  glowRadius?: number
  glowOpacity?: number
}

/** A flat sun disc inside a soft glow. */
export function sun(x: number, y: number, r: number, options: SunOptions = {}): string {
  const { core = '#fff3d2', glow = '#ffd891', glowRadius = r * 5, glowOpacity = 0.65 } = options
  const id = uid('sun')
  return (
    defs(
      radialGradient(
        id,
        [
          [0, glow, glowOpacity],
          [0.25, glow, glowOpacity * 0.55],
          [1, glow, 0],
        ],
        x,
        y,
        glowRadius,
      ),
    ) +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(glowRadius)}" fill="url(#${id})"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${core}"/>`
  )
}

/** A crescent moon (phase 0 thin .. 1 nearly full) with a faint halo. */
export function moon(x: number, y: number, r: number, color = '#f4ecd2', phase = 0.35): string {
  const id = uid('moon')
  const inner = r * (1 - phase * 0.9)
  const offset = r * (0.3 + phase * 0.9)
  return (
    defs(
      radialGradient(
        id,
        [
          [0, color, 0.35],
          [1, color, 0],
        ],
        x,
        y,
        r * 4,
      ),
    ) +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 4)}" fill="url(#${id})"/>` +
    `<path d="M${f(x)} ${f(y - r)}A${f(r)} ${f(r)} 0 1 0 ${f(x)} ${f(y + r)}A${f(inner)} ${f(r)} 0 1 1 ${f(x)} ${f(y - r)}Z" fill="${color}" transform="rotate(-25 ${f(x)} ${f(y)}) translate(${f(-offset * 0.1)} 0)"/>`
  )
}

/** Stars of a few sizes, denser toward the top. */
export function stars(rng: Rng, count: number, maxY: number, color = '#fff6dc'): string {
  let small = ''
  let big = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0, WIDTH)
    const y = maxY * Math.pow(rng(), 1.6)
    const r = rng() < 0.9 ? between(rng, 0.6, 1.4) : between(rng, 1.6, 2.4)
    const dot = `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`
    if (r > 1.5) big += dot
    else small += dot
  }
  return `<path d="${small}" fill="${color}" opacity=".7"/><path d="${big}" fill="${color}"/>`
}

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

// ---------------------------------------------------------------- land

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

export interface MountainOptions {
  x: number
  baseY: number
  width: number
  height: number
  fill: string
  shade?: string
}

/** A jagged mountain massif from midpoint-displaced ridges, shaded on its right flank. */
export function mountain(
  rng: Rng,
  options: MountainOptions & { roughness?: number; peakX?: number },
): string {
  const { x, baseY, width, height, fill, shade, roughness = height * 0.25, peakX = x } = options
  const left = ridgeLine(rng, [x - width / 2, baseY], [peakX, baseY - height], roughness)
  const right = ridgeLine(rng, [peakX, baseY - height], [x + width / 2, baseY], roughness)
  const outline = polyline([...left, ...right.slice(1)])
  let shading = ''
  if (shade) {
    const id = uid('mt')
    const gully = ridgeLine(rng, [peakX, baseY - height], [peakX + width * 0.08, baseY], width * 0.05, 4).map(
      ([gx, gy]): Pt => [gy < baseY - height ? gx : gx, gy],
    )
    shading = `<clipPath id="${id}"><path d="${outline}"/></clipPath><path clip-path="url(#${id})" d="${polyline([...gully, [x + width, baseY], [x + width, baseY - height * 1.1]])}" fill="${shade}"/>`
  }
  return `<path d="${outline}" fill="${fill}"/>${shading}`
}

export interface VolcanoOptions extends MountainOptions {
  /** Width of the summit, as a share of the width. */
  summit?: number
  crater?: boolean
  /** Gullies running down the flanks. */
  gullies?: number
  snow?: string
}

/** A volcano cone with concave flanks (Virunga, Meru, Longonot), lit from the left. */
export function volcano(rng: Rng, options: VolcanoOptions): string {
  const {
    x,
    baseY,
    width,
    height,
    fill,
    shade = mix(fill, '#000000', 0.18),
    summit = 0.08,
    crater = false,
    gullies = 7,
    snow,
  } = options
  const top = baseY - height
  const sw = width * summit
  const l = x - width / 2
  const r = x + width / 2
  const notch = crater
    ? `L${f(x - sw * 0.25)} ${f(top + height * 0.025)}L${f(x + sw * 0.3)} ${f(top + height * 0.02)}`
    : ''
  const d =
    `M${f(l)} ${f(baseY)}C${f(l + width * 0.28)} ${f(baseY - height * 0.15)} ${f(x - sw * 1.4)} ${f(top + height * 0.2)} ${f(x - sw / 2)} ${f(top)}` +
    notch +
    `L${f(x + sw / 2)} ${f(top + height * 0.01)}C${f(x + sw * 1.4)} ${f(top + height * 0.22)} ${f(r - width * 0.3)} ${f(baseY - height * 0.14)} ${f(r)} ${f(baseY)}Z`
  const id = uid('vo')
  let inner = `<path d="M${f(x + sw * 0.1)} ${f(top - 5)}C${f(x + width * 0.03)} ${f(top + height * 0.4)} ${f(x + width * 0.12)} ${f(baseY - height * 0.2)} ${f(x + width * 0.2)} ${f(baseY + 5)}L${f(r + 20)} ${f(baseY + 5)}L${f(r + 20)} ${f(top - 5)}Z" fill="${shade}"/>`
  let lines = ''
  for (let i = 0; i < gullies; i++) {
    const t = (i + 0.5) / gullies
    const sx = x - sw / 2 + sw * t
    const ex = l + width * (0.12 + 0.76 * t) + between(rng, -width * 0.03, width * 0.03)
    const len = between(rng, 0.45, 0.9)
    const ey = top + height * len
    const mx = sx + (ex - sx) * 0.35
    lines += `M${f(sx)} ${f(top + 4)}Q${f(mx)} ${f(top + height * len * 0.5)} ${f(sx + (ex - sx) * len)} ${f(ey)}`
  }
  inner += `<path d="${lines}" fill="none" stroke="${shade}" stroke-width="${f(Math.max(1.2, width * 0.004))}" stroke-linecap="round" opacity=".55"/>`
  if (snow) {
    const snowD: Pt[] = [[x - sw * 2.2, top - 4]]
    const steps = 10
    for (let i = 0; i <= steps; i++) {
      const t = i / steps
      snowD.push([
        x - sw * 1.6 + sw * 3.2 * t,
        top + height * (0.07 + (i % 2 ? 0.06 : 0) + between(rng, 0, 0.04)),
      ])
    }
    snowD.push([x + sw * 2.2, top - 4])
    inner += `<path d="${polyline(snowD)}" fill="${snow}"/>`
  }
  return `<path d="${d}" fill="${fill}"/><clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${inner}</g>`
}

export interface KilimanjaroOptions extends MountainOptions {
  snow: string
  snowShade: string
}

/** Kilimanjaro: a broad, flat-topped Kibo with its snow cap, and jagged Mawenzi on the right shoulder. */
export function kilimanjaro(rng: Rng, options: KilimanjaroOptions): string {
  const { x, baseY, width: w, height: h, fill, shade = mix(fill, '#000000', 0.15), snow, snowShade } = options
  const top = baseY - h
  const profile: Pt[] = [
    [x - w * 0.5, baseY],
    [x - w * 0.36, baseY - h * 0.2],
    [x - w * 0.24, baseY - h * 0.52],
    [x - w * 0.15, top + h * 0.1],
    [x - w * 0.09, top + h * 0.015],
    [x - w * 0.02, top],
    [x + w * 0.06, top + h * 0.01],
    [x + w * 0.12, top + h * 0.07],
    [x + w * 0.2, top + h * 0.3],
    [x + w * 0.26, top + h * 0.38],
  ]
  // Mawenzi: a ragged little peak on the eastern shoulder.
  const mawenzi = ridgeLine(rng, [x + w * 0.26, top + h * 0.38], [x + w * 0.31, top + h * 0.24], h * 0.05, 3)
  const mawenziDown = ridgeLine(
    rng,
    [x + w * 0.31, top + h * 0.24],
    [x + w * 0.37, top + h * 0.46],
    h * 0.05,
    3,
  )
  const tail: Pt[] = [
    [x + w * 0.43, baseY - h * 0.38],
    [x + w * 0.5, baseY - h * 0.12],
    [x + w * 0.56, baseY],
  ]
  const outline =
    smoothPath(profile).replace(/Z$/, '') +
    polyline([...mawenzi, ...mawenziDown], false).replace(/^M/, 'L') +
    smoothPath(tail).replace(/^M/, 'L') +
    'Z'
  const id = uid('ki')
  // Snow: a band over the summit whose lower edge drips in glacier tongues.
  const snowEdge: Pt[] = []
  const steps = 22
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const sx = x - w * 0.19 + w * 0.4 * t
    const centre = 1 - Math.abs(t - 0.45) * 2
    const drop =
      h *
      (0.08 + 0.12 * Math.max(0, centre)) *
      (i % 3 === 0 ? between(rng, 1.1, 1.45) : between(rng, 0.75, 1))
    snowEdge.push([sx, top + drop])
  }
  const snowD = `M${f(x - w * 0.2)} ${f(top - 10)}${smoothPath(snowEdge, false, 0.7).replace(/^M/, 'L')}L${f(x + w * 0.22)} ${f(top - 10)}Z`
  const mawenziSnow: Pt[] = [
    [x + w * 0.285, top + h * 0.27],
    [x + w * 0.3, top + h * 0.33],
    [x + w * 0.31, top + h * 0.29],
    [x + w * 0.32, top + h * 0.35],
    [x + w * 0.335, top + h * 0.3],
    [x + w * 0.34, top + h * 0.2],
    [x + w * 0.28, top + h * 0.2],
  ]
  let streaks = ''
  for (let i = 0; i < 7; i++) {
    const sx = x - w * 0.17 + i * w * 0.055 + between(rng, -5, 5)
    const sy = top + h * between(rng, 0.16, 0.24)
    streaks += `M${f(sx)} ${f(sy)}l${f(between(rng, -3, 3))} ${f(h * between(rng, 0.03, 0.08))}`
  }
  const shadeD = `M${f(x + w * 0.02)} ${f(top - 10)}C${f(x + w * 0.05)} ${f(top + h * 0.4)} ${f(x + w * 0.14)} ${f(baseY - h * 0.3)} ${f(x + w * 0.2)} ${f(baseY + 5)}L${f(x + w)} ${f(baseY + 5)}L${f(x + w)} ${f(top - 10)}Z`
  return (
    `<path d="${outline}" fill="${fill}"/>` +
    `<clipPath id="${id}"><path d="${outline}"/></clipPath><g clip-path="url(#${id})">` +
    `<path d="${shadeD}" fill="${shade}"/>` +
    `<path d="${snowD}" fill="${snow}"/><path d="${polyline(mawenziSnow)}" fill="${snow}" opacity=".85"/>` +
    `<path d="M${f(x + w * 0.03)} ${f(top - 10)}C${f(x + w * 0.06)} ${f(top + h * 0.1)} ${f(x + w * 0.1)} ${f(top + h * 0.2)} ${f(x + w * 0.14)} ${f(top + h * 0.3)}L${f(x + w * 0.3)} ${f(top + h * 0.3)}L${f(x + w * 0.3)} ${f(top - 10)}Z" fill="${snowShade}" opacity=".8"/>` +
    `<path d="${streaks}" stroke="${snow}" stroke-width="${f(w * 0.004)}" stroke-linecap="round" opacity=".35"/>` +
    `</g>`
  )
}

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

// ---------------------------------------------------------------- trees and plants

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

/** A layer of forest crowns: a bumpy skyline of overlapping domes down to the bottom. */
export function canopy(
  rng: Rng,
  y: number,
  amplitude: number,
  bump: number,
  fill: string,
  bottom = HEIGHT,
  x0 = -80,
  x1 = WIDTH + 80,
): string {
  let d = `M${f(x0)} ${f(bottom)}L${f(x0)} ${f(y)}`
  let x = x0
  let py = y
  while (x < x1) {
    const r = bump * between(rng, 0.6, 1.3)
    const nx = x + r * between(rng, 1.1, 1.6)
    const ny = y - amplitude * rng()
    d += `A${f(r)} ${f(r * 0.85)} 0 0 1 ${f(nx)} ${f(ny)}`
    x = nx
    py = ny
  }
  d += `L${f(x)} ${f(Math.max(py, bottom))}Z`
  return `<path d="${d}" fill="${fill}"/>`
}

/** Straight rainforest trunks with buttress roots, for misty depth layers. */
export function forestTrunks(
  rng: Rng,
  count: number,
  y: number,
  heightAbove: number,
  width: number,
  fill: string,
  x0 = 0,
  x1 = WIDTH,
  branches = false,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + ((i + between(rng, 0.1, 0.9)) / count) * (x1 - x0)
    const w = width * between(rng, 0.6, 1.3)
    const lean = between(rng, -w, w)
    d += `M${f(x - w * 1.4)} ${f(y)}Q${f(x - w * 0.5)} ${f(y - w * 0.5)} ${f(x - w * 0.5)} ${f(y - w * 2)}L${f(x - w * 0.4 + lean)} ${f(y - heightAbove)}L${f(x + w * 0.4 + lean)} ${f(y - heightAbove)}L${f(x + w * 0.5)} ${f(y - w * 2)}Q${f(x + w * 0.5)} ${f(y - w * 0.5)} ${f(x + w * 1.4)} ${f(y)}Z`
    if (branches && rng() < 0.6) {
      const by = y - heightAbove * between(rng, 0.4, 0.8)
      const dir = rng() < 0.5 ? -1 : 1
      d += limb(
        x + lean * 0.5,
        by,
        x + dir * w * between(rng, 4, 8),
        by - w * between(rng, 3, 6),
        w * 0.4,
        w * 0.15,
      )
    }
  }
  return `<path d="${d}" fill="${fill}"/>`
}

/** One fern frond: a curving rib with alternating leaflets. */
export function fern(x: number, y: number, length: number, angle: number, fill: string, curl = 0.35): string {
  const steps = 14
  let d = ''
  const a0 = (angle * Math.PI) / 180
  let px = x
  let py = y
  let a = a0
  const seg = length / steps
  const rib: Pt[] = [[x, y]]
  for (let i = 0; i < steps; i++) {
    a += curl * 0.12 * (angle > 0 ? 1 : -1)
    px += Math.sin(a) * seg
    py -= Math.cos(a) * seg
    rib.push([px, py])
  }
  d += limb(x, y, px, py, length * 0.025, length * 0.005, length * 0.05 * (angle > 0 ? -1 : 1))
  for (let i = 1; i < steps; i++) {
    const p = at(rib, i)
    const q = at(rib, i + 1)
    const dir = Math.atan2(q[1] - p[1], q[0] - p[0])
    const leaf = length * 0.2 * Math.sin((Math.PI * (steps - i)) / steps) + length * 0.02
    for (const side of [-1, 1]) {
      const la = dir + side * 1.05
      const ex = p[0] + Math.cos(la) * leaf
      const ey = p[1] + Math.sin(la) * leaf
      const w = leaf * 0.22
      const nx = -Math.sin(la) * w
      const ny = Math.cos(la) * w
      const mx = (p[0] + ex) / 2
      const my = (p[1] + ey) / 2
      d += `M${f(p[0])} ${f(p[1])}Q${f(mx + nx)} ${f(my + ny)} ${f(ex)} ${f(ey)}Q${f(mx - nx)} ${f(my - ny)} ${f(p[0])} ${f(p[1])}Z`
    }
  }
  return `<path d="${d}" fill="${fill}"/>`
}

/** A clump of ferns arching out from one point. */
export function fernClump(rng: Rng, x: number, y: number, size: number, fill: string, fronds = 7): string {
  let out = ''
  for (let i = 0; i < fronds; i++) {
    const t = fronds === 1 ? 0.5 : i / (fronds - 1)
    const angle = -70 + 140 * t + between(rng, -8, 8)
    out += fern(
      x + between(rng, -size * 0.05, size * 0.05),
      y,
      size * between(rng, 0.7, 1.05) * (1 - Math.abs(t - 0.5) * 0.5),
      angle,
      fill,
      0.35 + Math.abs(t - 0.5),
    )
  }
  return out
}

/** A big broad leaf (banana, forest understorey), pointed, with a midrib. */
export function broadLeaf(
  x: number,
  y: number,
  length: number,
  angle: number,
  fill: string,
  rib = '#000',
): string {
  const w = length * 0.3
  const d = `M0 0C${f(w)} ${f(-length * 0.25)} ${f(w * 0.9)} ${f(-length * 0.75)} 0 ${f(-length)}C${f(-w * 0.9)} ${f(-length * 0.75)} ${f(-w)} ${f(-length * 0.25)} 0 0Z`
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="${d}" fill="${fill}"/><path d="M0 0Q${f(w * 0.1)} ${f(-length * 0.5)} 0 ${f(-length * 0.95)}" stroke="${rib}" stroke-opacity=".18" stroke-width="${f(length * 0.015)}" fill="none"/></g>`
}

/** A spray of leaves from a point: for framing corners with foliage. */
export function leafSpray(
  rng: Rng,
  x: number,
  y: number,
  size: number,
  fromAngle: number,
  toAngle: number,
  count: number,
  fill: string,
): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1)
    const a = fromAngle + (toAngle - fromAngle) * t + between(rng, -6, 6)
    out += broadLeaf(x, y, size * between(rng, 0.65, 1.05), a, fill)
  }
  return out
}

/** Hanging lianas with small leaves. */
export function vines(
  rng: Rng,
  count: number,
  x0: number,
  x1: number,
  top: number,
  maxLength: number,
  fill: string,
): string {
  let d = ''
  let leaves = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, x0, x1)
    const len = maxLength * between(rng, 0.4, 1)
    const sway = between(rng, -40, 40)
    d += `M${f(x)} ${f(top)}C${f(x + sway)} ${f(top + len * 0.3)} ${f(x - sway)} ${f(top + len * 0.7)} ${f(x + sway * 0.4)} ${f(top + len)}`
    for (let k = 0; k < 6; k++) {
      const t = between(rng, 0.1, 1)
      const lx = x + sway * (Math.sin(t * 3) * 0.6)
      const ly = top + len * t
      const s = between(rng, 6, 14)
      leaves += `M${f(lx)} ${f(ly)}q${f(s)} ${f(-s * 0.2)} ${f(s * 1.2)} ${f(s * 0.6)}q${f(-s * 0.8)} ${f(s * 0.2)} ${f(-s * 1.2)} ${f(-s * 0.6)}Z`
    }
  }
  return `<path d="${d}" stroke="${fill}" stroke-width="3" fill="none"/><path d="${leaves}" fill="${fill}"/>`
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

// ---------------------------------------------------------------- water

/** A body of water between two heights, with its own gradient. */
export function water(top: number, bottom: number, list: readonly Stop[], x = 0, w = WIDTH): string {
  const id = uid('wa')
  return (
    defs(verticalGradient(id, list, top, bottom)) +
    `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(bottom - top)}" fill="url(#${id})"/>`
  )
}

/** Horizontal glints on water, longer and thicker near the viewer. */
export function shimmer(
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  color: string,
  opacity = 0.5,
  length = 60,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const depth = Math.pow(rng(), 0.8)
    const y = y0 + (y1 - y0) * depth
    const x = between(rng, x0, x1)
    const len = length * (0.25 + depth) * between(rng, 0.4, 1.2)
    const th = 0.8 + depth * 2.5
    d += `M${f(x)} ${f(y)}h${f(len)}a${f(th / 2)} ${f(th / 2)} 0 0 1 0 ${f(th)}h${f(-len)}a${f(th / 2)} ${f(th / 2)} 0 0 1 0 ${f(-th)}Z`
  }
  return `<path d="${d}" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** A glittering path of light on water below the sun. */
export function sunPath(
  rng: Rng,
  x: number,
  y0: number,
  y1: number,
  width: number,
  color: string,
  opacity = 0.7,
): string {
  let d = ''
  for (let y = y0; y < y1;) {
    const depth = (y - y0) / (y1 - y0)
    const w = width * (0.3 + depth * 0.9)
    const th = 1 + depth * 4
    for (let k = 0; k < 3; k++) {
      const len = w * between(rng, 0.15, 0.6)
      const cx = x + between(rng, -w / 2, w / 2)
      d += `M${f(cx - len / 2)} ${f(y)}h${f(len)}v${f(th)}h${f(-len)}Z`
    }
    y += th * between(rng, 1.6, 2.6)
  }
  return `<path d="${d}" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** Wave crests: rows of gentle arcs, bigger toward the viewer. */
export function waves(
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  rows: number,
  color: string,
  opacity = 0.45,
  size = 40,
): string {
  let d = ''
  for (let r = 0; r < rows; r++) {
    const depth = Math.pow(r / Math.max(1, rows - 1), 1.3)
    const y = y0 + (y1 - y0) * depth
    const s = size * (0.25 + depth)
    let x = x0 + between(rng, -s, s)
    while (x < x1) {
      if (rng() < 0.7) {
        const w = s * between(rng, 0.8, 1.6)
        d += `M${f(x)} ${f(y)}q${f(w / 2)} ${f(-s * 0.22)} ${f(w)} 0q${f(-w / 2)} ${f(-s * 0.1)} ${f(-w)} 0Z`
      }
      x += s * between(rng, 1.8, 3)
    }
  }
  return `<path d="${d}" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** A line of surf or reef foam: a wobbly white band. */
export function foam(
  rng: Rng,
  y: number,
  thickness: number,
  color: string,
  opacity = 0.8,
  x0 = -20,
  x1 = WIDTH + 20,
  wobble = 6,
): string {
  const top: Pt[] = []
  const bottom: Pt[] = []
  for (let x = x0; x <= x1 + 40; x += 40) {
    const base = y + Math.sin(x / 140) * wobble
    top.push([x, base - thickness * between(rng, 0.3, 0.6)])
    bottom.push([x, base + thickness * between(rng, 0.2, 0.5)])
  }
  return `<path d="${smoothPath(top)}${smoothPath(bottom.reverse()).replace(/^M/, 'L')}Z" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** Foam scallops along a beach where a wave runs up the sand. */
export function surfEdge(
  rng: Rng,
  points: readonly Pt[],
  thickness: number,
  color: string,
  opacity = 0.9,
): string {
  const top = points.map(([x, y]): Pt => [x, y - thickness * between(rng, 0.2, 0.5)])
  const lower: Pt[] = []
  for (let i = points.length - 1; i >= 0; i--) {
    const [x, y] = at(points, i)
    lower.push([x, y + thickness * between(rng, 0.4, 1)])
  }
  return `<path d="${smoothPath(top)}${smoothPath(lower).replace(/^M/, 'L')}Z" fill="${color}" opacity="${f3(opacity)}"/>`
}

/** Ripples round something sitting in water. */
export function ripples(x: number, y: number, w: number, color: string, opacity = 0.55, rings = 3): string {
  let d = ''
  for (let i = 0; i < rings; i++) {
    const rx = w * (0.55 + i * 0.3)
    const ry = rx * 0.12
    d += `M${f(x - rx)} ${f(y + i * 2)}a${f(rx)} ${f(ry)} 0 0 0 ${f(rx * 2)} 0`
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(Math.max(1, w * 0.03))}" stroke-linecap="round" opacity="${f3(opacity)}"/>`
}

/** Splashes: a crown of spray jets, fine droplets and a foam skirt round a point. */
export function splash(rng: Rng, x: number, y: number, size: number, color: string, opacity = 0.9): string {
  let d = ''
  let drops = ''
  const jets = 11
  for (let i = 0; i < jets; i++) {
    const a = -Math.PI / 2 + ((i / (jets - 1)) * 2 - 1) * 1.15 + between(rng, -0.12, 0.12)
    const len = size * between(rng, 0.45, 1) * (1 - Math.abs(Math.cos(a)) * 0.35)
    const sx = x + Math.cos(a) * size * 0.25
    const ex = x + Math.cos(a) * len
    const ey = y + Math.sin(a) * len
    d += limb(sx, y, ex, ey, size * 0.13, size * 0.015, between(rng, -size * 0.06, size * 0.06))
    for (let k = 0; k < 2; k++) {
      const r = size * between(rng, 0.015, 0.035)
      const dx = ex + Math.cos(a) * size * between(rng, 0.05, 0.25)
      const dy = ey + Math.sin(a) * size * between(rng, 0.05, 0.25)
      drops += `M${f(dx - r)} ${f(dy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`
    }
  }
  d += `M${f(x - size * 0.8)} ${f(y)}q${f(size * 0.4)} ${f(-size * 0.3)} ${f(size * 0.8)} ${f(-size * 0.22)}q${f(size * 0.4)} ${f(-size * 0.08)} ${f(size * 0.8)} ${f(size * 0.22)}q${f(-size * 0.8)} ${f(size * 0.16)} ${f(-size * 1.6)} 0Z`
  return `<g fill="${color}" opacity="${f3(opacity)}"><path d="${d}"/><path d="${drops}" opacity=".8"/></g>`
}

/** A sandy beach from a shoreline profile down to the bottom, with a darker wet strip. */
export function beach(points: readonly Pt[], sand: string, wet: string, wetWidth = 18): string {
  const wetPoints = points.map(([x, y]): Pt => [x, y + wetWidth])
  const first = at(points, 0)
  const last = at(points, points.length - 1)
  return (
    `<path d="${smoothPath(points)}L${f(last[0])} ${f(HEIGHT)}L${f(first[0])} ${f(HEIGHT)}Z" fill="${wet}"/>` +
    `<path d="${smoothPath(wetPoints)}L${f(last[0])} ${f(HEIGHT)}L${f(first[0])} ${f(HEIGHT)}Z" fill="${sand}"/>`
  )
}

// ---------------------------------------------------------------- ribbons (necks, legs, ropes)

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

// ---------------------------------------------------------------- animals
// Each shape is drawn facing right, feet on y = 0, in units where 100 ≈ the animal's height.
// Shapes take their colour from the surrounding fill; darker or lighter parts are overlays,
// so one outline works in any colour and in reusable <symbol>-like groups.

const DARKER = 'fill="#000" fill-opacity=".28"'
const DARK = 'fill="#000" fill-opacity=".14"'
const LIGHTER = 'fill="#fff" fill-opacity=".16"'

export interface AnimalOptions {
  x: number
  y: number
  /** Height in pixels of 100 units (about the animal's full height). */
  size: number
  fill: string
  flip?: boolean
  opacity?: number
  /** Extra detail (patterns, tusks, eyes) for animals drawn large. */
  detail?: boolean
}

function animal(inner: string, o: AnimalOptions): string {
  const opacity = o.opacity === undefined ? '' : ` opacity="${f3(o.opacity)}"`
  return place(o.x, o.y, o.size / 100, inner, o.flip, ` fill="${o.fill}"${opacity}`)
}

/** Back legs drawn twice: the second time darkened, so they read as further away. */
function farParts(d: string): string {
  return `<path d="${d}"/><path d="${d}" ${DARKER}/>`
}

const ELEPHANT_BODY =
  'M-62 -55C-62 -72 -55 -85 -42 -87C-30 -88 -20 -84 -8 -87C5 -92 15 -97 28 -96C38 -96 44 -100 52 -98C62 -96 68 -88 69 -78' +
  'C70 -68 70 -58 71 -48C72 -35 74 -20 76 -10C77 -5 79 -2 83 -3C85 -4 85 -7 83 -8C80 -9 80 -12 79 -16C77 -28 74 -40 66 -47' +
  'C63 -49 60 -49 58 -47C56 -44 54 -42 52 -41C50 -30 51 -15 53 0L38 0C38 -12 37 -22 35 -30C20 -32 -5 -30 -25 -32' +
  'C-33 -33 -38 -30 -39 -25C-40 -15 -40 -8 -40 0L-56 0C-57 -15 -60 -35 -62 -55Z'
const ELEPHANT_FAR_LEGS =
  'M22 -40L36 -40L35 0L22 0C23 -12 23 -26 22 -40ZM-44 -36L-28 -36C-29 -24 -28 -10 -27 0L-41 0C-41 -12 -43 -24 -44 -36Z'
const ELEPHANT_EAR =
  'M46 -92C38 -99 22 -97 15 -86C9 -74 13 -58 19 -50C23 -44 30 -41 34 -45C38 -51 40 -57 44 -60C49 -67 51 -80 46 -92Z'
const ELEPHANT_TAIL =
  'M-61 -62C-66 -52 -67 -42 -66 -30L-64.2 -30C-64.8 -42 -63.8 -52 -59.5 -60ZM-66.5 -31L-63.5 -31L-64 -25L-66.8 -25Z'

export function elephantShape(detail = false): string {
  const tusk = detail ? '<path d="M60 -50C64 -44 70 -38 78 -37C71 -42 66 -47 63 -52Z" fill="#efe5cf"/>' : ''
  const eye = detail ? '<circle cx="59" cy="-79" r="1.4" fill="#000" fill-opacity=".55"/>' : ''
  const wrinkles = detail
    ? '<path d="M71 -40C73 -39 75 -39 76 -40M73 -30C75 -29 76 -29 77 -30M74 -20C75.5 -19 77 -19 78 -20" stroke="#000" stroke-opacity=".2" stroke-width=".8" fill="none"/>'
    : ''
  return (
    farParts(ELEPHANT_FAR_LEGS) +
    `<path d="${ELEPHANT_TAIL}"/><path d="${ELEPHANT_BODY}"/><path d="${ELEPHANT_EAR}" ${DARK}/>` +
    `<path d="M46 -92C38 -99 22 -97 15 -86C9 -74 13 -58 19 -50" stroke="#fff" stroke-opacity=".12" stroke-width="1.6" fill="none"/>` +
    tusk +
    eye +
    wrinkles
  )
}

export function elephant(o: AnimalOptions): string {
  return animal(elephantShape(o.detail), o)
}

const GIRAFFE_BODY =
  'M-22 -48C-15 -52 0 -56 10 -60C14 -70 20 -82 25 -90C27 -93 29 -94 31 -93.5C34 -93 37 -91 38.5 -88.5C39.3 -87 38.6 -86 37 -86' +
  'C34 -86 31 -86.5 29 -87C27 -78 22 -66 20 -56C19 -50 18 -44 16 -38C16 -28 17 -12 17.6 0L14.6 0C14.2 -12 13.6 -25 12 -34' +
  'C5 -35 -8 -35 -15 -36C-15 -25 -14 -12 -13.5 0L-16.5 0C-17 -12 -18.6 -20 -20.5 -28C-23 -34 -24 -43 -22 -48Z'
const GIRAFFE_FAR_LEGS =
  'M7.5 -36L11 -36C11.6 -25 12.6 -12 13.3 0L10.4 0C10 -12 9 -25 7.5 -36ZM-12.5 -36L-9 -36C-8.6 -25 -8 -12 -7.6 0L-10.4 0C-10.6 -12 -11.4 -25 -12.5 -36Z'
const GIRAFFE_EXTRAS =
  'M26.6 -92L25.4 -98.6L27 -98.8L28 -92.4ZM28.6 -92.4L28.6 -98L30 -98L30 -92.6Z' + // ossicones
  'M25 -91C22 -93.5 19 -93.6 17.6 -92.4C19.6 -90.4 22.6 -90 25 -90Z' + // ear
  'M-22 -47C-25 -42 -26.4 -36 -26.4 -29L-25.2 -29C-25.2 -36 -24 -42 -21 -45.5Z' // tail
const GIRAFFE_KNOBS =
  '<circle cx="26.2" cy="-98.8" r="1.2"/><circle cx="29.3" cy="-98.2" r="1.2"/><ellipse cx="-25.8" cy="-28" rx="1.3" ry="2.6"/>'
const GIRAFFE_MANE = 'M10 -60.5C14 -71 20 -83 25 -91L23.6 -92C18.6 -84 12.6 -72 8.4 -61Z'

/** Rough test of whether a point lies on the giraffe's coat, to skip patches that would be clipped away. */
function onGiraffe(x: number, y: number): boolean {
  if (y > -40 && y < -30 && x > -26 && x < 22) return true
  if (y >= -64 && y <= -30 && x >= -26 && x <= 22) return true
  // Neck: a band from the withers up to the head.
  const t = Math.min(1, Math.max(0, (y + 58) / -34))
  const nx = 14 + 13 * t
  if (y < -54 && y > -96 && Math.abs(x - nx) < 8 - 3 * t) return true
  if (y < -84 && x > 22 && x < 40) return true
  // Legs.
  if (y >= -38) return [-15, 16, 9.6, -10].some((lx) => Math.abs(x - lx) < 3.4)
  return false
}

/** Giraffe patches: irregular polygons on a jittered grid, clipped to the coat. */
function giraffePatches(rng: Rng, clipId: string, patch: string, net: string): string {
  let d = ''
  const cell = 4.6
  for (let gy = -96; gy < -10; gy += gy < -34 ? cell : cell * 0.7) {
    for (let gx = -26; gx < 42; gx += gy < -34 ? cell : cell * 0.7) {
      const cx = gx + between(rng, -0.8, 0.8) + ((gy / cell) % 2 ? cell / 2 : 0)
      const cy = gy + between(rng, -0.8, 0.8)
      if (!onGiraffe(cx, cy)) continue
      const r = cell * (gy < -34 ? 0.42 : 0.3)
      const pts: Pt[] = []
      const sides = 5 + Math.floor(rng() * 2)
      for (let k = 0; k < sides; k++) {
        const a = (k / sides) * Math.PI * 2 + between(rng, -0.3, 0.3)
        const rr = r * between(rng, 0.75, 1.1)
        pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr])
      }
      d += polyline(pts)
    }
  }
  return `<g clip-path="url(#${clipId})"><rect x="-30" y="-100" width="75" height="102" fill="${net}"/><path d="${d}" fill="${patch}"/><rect x="-30" y="-9" width="75" height="11" fill="${net}"/></g>`
}

export function giraffeShape(rng: Rng | null, colors?: { patch: string; net: string }): string {
  let coat = ''
  if (rng && colors) {
    const id = uid('gf')
    coat =
      `<clipPath id="${id}"><path d="${GIRAFFE_BODY}"/></clipPath>` +
      giraffePatches(rng, id, colors.patch, colors.net)
  }
  return (
    farParts(GIRAFFE_FAR_LEGS) +
    `<path d="${GIRAFFE_EXTRAS}"/>${GIRAFFE_KNOBS}<path d="${GIRAFFE_BODY}"/>${coat}` +
    `<path d="${GIRAFFE_MANE}" fill="#3a200e" fill-opacity=".45"/><path d="M28 -89.4C31.5 -88.6 33.7 -86.8 36.7 -86.3L38 -88.5C35 -90.3 31.5 -91 28.5 -90.8Z" ${DARK}/>` +
    `<path d="M13.6 -2L17.7 -2L17.8 0L13.7 0ZM-16.4 -2L-13.5 -2L-13.4 0L-16.5 0Z" ${DARKER}/>` +
    (rng ? '<circle cx="31.3" cy="-90.5" r=".7" fill="#1a120c"/>' : '')
  )
}

/** A giraffe. With detail, the coat gets its patches (patch and net colours). */
export function giraffe(rng: Rng, o: AnimalOptions & { patch?: string; net?: string }): string {
  const colors = o.detail
    ? { patch: o.patch ?? mix(o.fill, '#3a1e0c', 0.55), net: o.net ?? mix(o.fill, '#fff3d8', 0.5) }
    : undefined
  return animal(giraffeShape(o.detail ? rng : null, colors), o)
}

const ZEBRA_BODY =
  'M-40 -58C-30 -63 -10 -60 5 -62C12 -63 18 -66 24 -74C28 -80 32 -86 35 -90C38 -89 41 -86 44 -80C47 -74 50 -66 51.5 -62' +
  'C52.5 -59 50.5 -56 47 -57C43 -58 40 -62 37 -66C33 -66 29 -60 25.5 -52C23.5 -46 23.5 -42 24 -36C24 -25 25 -12 25.5 0' +
  'L21 0C20.5 -12 19.5 -24 18 -32C5 -30 -15 -30 -28 -32C-28 -22 -27 -10 -26.5 0L-31 0C-32 -10 -34 -20 -37 -28C-41 -36 -43 -48 -40 -58Z'
const ZEBRA_FAR_LEGS =
  'M12 -34L16.5 -34C16.5 -22 17 -10 17.6 0L13.4 0C13 -10 12.5 -22 12 -34ZM-24 -33L-19.5 -33C-19.5 -22 -19 -10 -18.6 0L-22.6 0C-23 -10 -23.6 -22 -24 -33Z'
const ZEBRA_EXTRAS =
  'M34.5 -89L33 -98.5L38 -90ZM-40 -57C-44 -49 -45.5 -40 -45 -31L-43.4 -31C-43.4 -40 -42 -48 -38.6 -55Z'
const ZEBRA_MANE =
  'M6 -63C13 -65 19 -68 24 -75C28 -81 31 -86 34.4 -90L32 -92.5C28.6 -88 25 -83 21 -77C16 -71 11 -68 4.6 -66Z'

/** Zebra stripes: curved bands on the body, rings on the legs, bars on the neck. */
function zebraStripes(clipId: string, stripe: string): string {
  let d = ''
  for (let x = -40; x < 14; x += 5.2) {
    const lean = x < -22 ? -9 : x > 2 ? 5 : 0
    d += `M${f(x)} -66Q${f(x - lean * 0.3 + 2)} -46 ${f(x + lean)} -27`
  }
  for (let i = 0; i < 7; i++) {
    const t = i / 6
    const nx = 10 + 24 * t
    const ny = -62 - 26 * t
    d += `M${f(nx - 9)} ${f(ny - 6)}L${f(nx + 10)} ${f(ny + 8)}`
  }
  for (let y = -26; y < -2; y += 3.6) d += `M-48 ${f(y)}L60 ${f(y + 1.5)}`
  d += 'M38 -78L48 -76M39 -72L50 -70M40 -66L48 -64'
  return `<g clip-path="url(#${clipId})"><path d="${d}" stroke="${stripe}" stroke-width="2.3" fill="none"/><path d="M46 -64L53 -62L52 -55L45 -57Z" fill="${stripe}"/></g>`
}

export function zebraShape(stripe = '#1e1a18'): string {
  const id = uid('zb')
  return (
    farParts(ZEBRA_FAR_LEGS) +
    `<path d="${ZEBRA_EXTRAS}"/><path d="${ZEBRA_BODY}"/><clipPath id="${id}"><path d="${ZEBRA_BODY}${ZEBRA_FAR_LEGS}${ZEBRA_EXTRAS}"/></clipPath>` +
    zebraStripes(id, stripe) +
    `<path d="${ZEBRA_MANE}" fill="${stripe}"/><path d="M-44.8 -32L-43.2 -32L-42.6 -25L-45.4 -25Z" fill="${stripe}"/>`
  )
}

/** A zebra: fill is the pale coat; the stripes take `stripe`. */
export function zebra(o: AnimalOptions & { stripe?: string }): string {
  return animal(zebraShape(o.stripe), o)
}

const WILDEBEEST_TORSO =
  'M-35 -38C-25 -42 -5 -48 10 -52C16 -54 20 -53 23 -50C26 -46 30 -38 33 -31C34.5 -28 35.2 -25 34.2 -23.4C32.2 -22 29.6 -22.4 28.6 -24.4' +
  'C27 -28 24.6 -31 22 -33C21 -30 19 -26 16 -25C14.6 -25.4 13.6 -27 13 -29C11 -24 0 -22.6 -12 -23C-22 -23 -30 -24 -33 -28C-36 -31 -36 -35 -35 -38Z'
const WILDEBEEST_LEGS =
  ribbon(
    [
      [12.5, -28],
      [13.4, -12],
      [14.2, 0],
    ],
    4.4,
    2.4,
  ) +
  ribbon(
    [
      [-27, -30],
      [-26.5, -15],
      [-24.5, -7],
      [-24, 0],
    ],
    7,
    2.4,
  )
const WILDEBEEST_FAR_LEGS =
  ribbon(
    [
      [5, -26],
      [6.4, -12],
      [7.6, 0],
    ],
    4,
    2.2,
  ) +
  ribbon(
    [
      [-20, -28],
      [-18.5, -14],
      [-17.4, -6],
      [-17, 0],
    ],
    5.4,
    2.2,
  )
const WILDEBEEST_HORNS =
  'M21 -50.6C16.6 -52.6 16.2 -58 21.4 -59.8C19.8 -57.4 20.6 -54.6 23.8 -52.4ZM24.2 -51.6C24 -55.6 27.2 -59 31 -57.8C28.2 -56.6 27 -54 27 -50.8Z'
const WILDEBEEST_TAIL = 'M-35 -37C-39.5 -32 -40.6 -24 -39 -15L-36.4 -15C-37.6 -23 -37 -30 -33.6 -35Z'
const WILDEBEEST_MANE = 'M9 -52.5C15 -56 20 -55 23.6 -50.6L22 -49C19 -52 15 -52.5 10 -50Z'

function wildebeestMarks(): string {
  return (
    `<path d="${WILDEBEEST_MANE}" ${DARKER}/>` +
    `<path d="M22 -33C21 -30 19 -26 16 -25C14.6 -25.4 13.6 -27 13 -29C16 -30 19 -32 22 -33Z" ${DARKER}/>` +
    `<path d="M24.6 -48C27.6 -43 30.6 -37 33 -31C34.4 -28 35 -25.4 34.6 -24L32 -25C30 -31 27.4 -38 24 -44Z" ${DARKER}/>` +
    `<path d="M-20 -41C-8 -45 2 -48 9 -50L8 -44C0 -42 -10 -39 -20 -36Z" ${LIGHTER}/>`
  )
}

export function wildebeestShape(): string {
  return (
    farParts(WILDEBEEST_FAR_LEGS) +
    `<path d="${WILDEBEEST_HORNS}${WILDEBEEST_TAIL}${WILDEBEEST_LEGS}"/><path d="${WILDEBEEST_TORSO}"/>` +
    wildebeestMarks()
  )
}

export function wildebeest(o: AnimalOptions): string {
  return animal(wildebeestShape(), o)
}

/** A wildebeest leaping: nose up, forelegs tucked, hind legs stretched back (river crossings). */
export function wildebeestLeapShape(): string {
  const front =
    ribbon(
      [
        [12, -30],
        [21, -22],
        [15, -13],
      ],
      4.4,
      2.4,
    ) +
    ribbon(
      [
        [7, -29],
        [16, -19],
        [9, -11],
      ],
      4,
      2.2,
    )
  const hind =
    ribbon(
      [
        [-27, -31],
        [-40, -26],
        [-54, -24],
      ],
      7,
      2.4,
    ) +
    ribbon(
      [
        [-22, -29],
        [-34, -18],
        [-46, -12],
      ],
      5.4,
      2.2,
    )
  const tail = ribbon(
    [
      [-35, -38],
      [-42, -44],
      [-50, -46],
    ],
    3,
    1.8,
  )
  return (
    `<g transform="rotate(-14 0 -35)">` +
    farParts(front.slice(front.indexOf('Z') + 1) + hind.slice(hind.indexOf('Z') + 1)) +
    `<path d="${WILDEBEEST_HORNS}${tail}${front.slice(0, front.indexOf('Z') + 1)}${hind.slice(0, hind.indexOf('Z') + 1)}"/>` +
    `<path d="${WILDEBEEST_TORSO}"/>${wildebeestMarks()}</g>`
  )
}

/** A wildebeest swimming: only the back, head and horns above the water (waterline at y = 0). */
export function wildebeestSwimShape(): string {
  const id = uid('sw')
  return (
    `<clipPath id="${id}"><rect x="-60" y="-80" width="120" height="80"/></clipPath>` +
    `<g clip-path="url(#${id})"><g transform="translate(-6 33) rotate(-26 0 -35)"><path d="${WILDEBEEST_HORNS}"/><path d="${WILDEBEEST_TORSO}"/>${wildebeestMarks()}</g></g>` +
    `<path d="M-40 0C-20 -3 20 -3 40 0C20 3 -20 3 -40 0Z" fill="#fff" fill-opacity=".35"/>`
  )
}

const HIPPO_BODY =
  'M-55 -18C-58 -35 -45 -48 -20 -50C0 -52 18 -48 28 -42C33 -45 40 -47 47 -46C54 -45 59 -41 62 -34C65 -28 64 -20 59 -17' +
  'C54 -15 46 -15 40 -17C36 -14 33 -12 32 -10L32 0L20 0L20 -8C5 -6 -20 -6 -32 -8L-32 0L-44 0L-45 -8C-52 -10 -55 -14 -55 -18Z'
const HIPPO_BUMPS =
  '<path d="M43 -45.5C41.5 -50 44 -53 47 -51.5C48 -49.5 47 -47 45.5 -45.5Z"/><circle cx="51" cy="-46" r="2.6"/><circle cx="59.5" cy="-38.5" r="2.2"/>'

/** A hippo. `waterline` (in units, e.g. -30) hides everything below it: a hippo wallowing. */
export function hippoShape(waterline?: number): string {
  const body =
    `${HIPPO_BUMPS}<path d="${HIPPO_BODY}"/><path d="M40 -17C46 -20 54 -21 60 -19" stroke="#000" stroke-opacity=".3" stroke-width="1.2" fill="none"/>` +
    `<path d="M-40 -44C-20 -49 5 -49 25 -43L24 -40C5 -45 -20 -45 -40 -40Z" ${LIGHTER}/><circle cx="51.2" cy="-46.8" r="0.9" fill="#000" fill-opacity=".6"/>`
  if (waterline === undefined) return body
  const id = uid('hp')
  return `<clipPath id="${id}"><rect x="-70" y="-70" width="150" height="${f(70 + waterline)}"/></clipPath><g clip-path="url(#${id})">${body}</g>`
}

export function hippo(o: AnimalOptions & { waterline?: number }): string {
  return animal(hippoShape(o.waterline), o)
}

const LION_BODY =
  'M-55 -12C-56 -22 -48 -27 -38 -27C-20 -27 -5 -25 8 -30C16 -32 24 -28 28 -20C30 -12 30 -7 33 -5L50 -5C53.5 -5 54.5 -1 52 0' +
  'L20 0C10 0 -10 1 -30 0C-45 0 -54 -4 -55 -12Z'
const LION_HEAD =
  'M28 -38C32 -44 40 -44 44 -40C47 -37 48 -33 50.5 -31C52.5 -30 52.5 -27 50.5 -26C48 -24 46 -23 44 -22C40 -21 34 -22 30 -26C27 -30 26 -34 28 -38Z'
const LION_MANE =
  'M41 -43C37 -51 26 -52 19 -46L14 -48L15.5 -42L9.5 -41L13.5 -36.5L7.5 -33L12.5 -30L8 -25L13.5 -23.5L10.5 -18L16.5 -18.5L15.5 -12L21.5 -14.5L24 -9L27.5 -15C30 -19 31 -23 32 -25C30 -30 30 -36 34 -40Z'
const LION_EAR = 'M30.5 -40.5C29 -46 33.5 -48 35.5 -43.5Z'

/** A lion lying down. On a branch one hind leg and the tail hang down; on the ground they are tucked. */
export function lionShape(pose: 'branch' | 'ground' = 'branch', maned = true): string {
  const hindLeg =
    pose === 'branch'
      ? 'M-42 -10C-36 -16 -27 -14 -26 -6C-25 5 -27 18 -26 27C-25 31 -23 34 -26.5 35L-33 35C-35.5 34 -34.5 30 -34 27C-35 18 -40 5 -42 -10Z'
      : 'M-44 -12C-38 -20 -26 -18 -24 -8C-23 -3 -18 -1 -12 -0.5L-12 0L-42 0C-46 -3 -46 -8 -44 -12Z'
  const tail =
    pose === 'branch'
      ? ribbon(
          [
            [-54, -14],
            [-61, -4],
            [-60, 14],
            [-64, 30],
          ],
          3,
          1.6,
        ) + 'M-66.5 29C-66 33 -63 37 -61 34C-61 31 -62 29 -64 28Z'
      : ribbon(
          [
            [-54, -8],
            [-64, -3],
            [-74, -2],
            [-80, -6],
          ],
          3,
          1.6,
        ) + 'M-84 -9C-81 -11 -77 -8 -79 -5C-81 -4 -83 -6 -84 -9Z'
  const farPaw =
    pose === 'branch'
      ? '<path d="M24 -6L44 -7C47 -7 47.5 -3.5 45 -3L24 -3Z"/><path d="M24 -6L44 -7C47 -7 47.5 -3.5 45 -3L24 -3Z" fill="#000" fill-opacity=".25"/>'
      : ''
  const mane = maned
    ? `<path d="${LION_MANE}" fill="#000" fill-opacity=".38"/><path d="${LION_MANE}" fill="#5a2a10" fill-opacity=".25"/>`
    : ''
  return (
    farPaw +
    `<path d="${tail}"/><path d="${LION_BODY}"/><path d="${hindLeg}"/><path d="${hindLeg}" ${DARK}/>` +
    (maned ? `<path d="${LION_MANE}"/>` : '') +
    mane +
    `<path d="${LION_EAR}"/><path d="${LION_HEAD}"/>` +
    `<path d="M47 -31C49 -30.5 51 -30.6 52 -29.5L51.6 -27.6C49.8 -28.4 48 -28.4 46.6 -29Z" fill="#2a1408" fill-opacity=".75"/>` +
    `<path d="M40.5 -35.2L44 -34.6" stroke="#2a1408" stroke-opacity=".8" stroke-width="1.1" stroke-linecap="round"/>` +
    `<path d="M44 -22C46 -23 48 -24 50.5 -26" stroke="#fff" stroke-opacity=".3" stroke-width="1.2" fill="none"/>`
  )
}

export function lion(o: AnimalOptions & { pose?: 'branch' | 'ground'; maned?: boolean }): string {
  return animal(lionShape(o.pose, o.maned), o)
}

const GORILLA_BODY =
  'M-42 0C-49 -22 -45 -52 -28 -70C-17 -80 -5 -86 8 -88C12 -94 16 -101 22 -104.5C27 -105 31 -101 33 -96.5C35.5 -93.5 38.5 -92 39.5 -88.5' +
  'C38 -86.5 37.6 -84.5 38.6 -82.5C41.6 -80 43.6 -76 42.6 -72C41.6 -68 38.6 -66 34.6 -66C32.6 -65.6 31.2 -64.6 31 -63' +
  'C40 -60 46 -48 47.5 -30C48.5 -18 50 -8 53 -3C55 0 52 1.5 48 1.5L33 1.5C31.5 -6 31.5 -16 30.5 -27C28.5 -18 28 -8 28.5 1.5Z'

/** The ragged lower edge of the silver saddle: tufts of hair, from the shoulders down to the rump. */
const SADDLE_EDGE = ((): string => {
  let d = ''
  const tufts = 13
  for (let i = 1; i <= tufts; i++) {
    const t = i / tufts
    const x = 4 - 45 * t - 6 * Math.sin(Math.PI * t)
    const y = -84 + 60 * t + 4 * Math.sin(Math.PI * t)
    const len = 2.4 + ((i * 7) % 5) * 0.5
    d += `L${f(x + len * 0.55)} ${f(y + len * 0.35)}L${f(x - 0.6)} ${f(y + 1.6)}`
  }
  return d
})()

/** A silverback sitting: crested head, massive shoulders, long arm to the knuckles, pale saddle. */
export function gorillaShape(silver = '#8e9296'): string {
  return (
    `<path d="${GORILLA_BODY}"/>` +
    `<path d="M-44 -24C-45 -44 -38 -60 -25 -72C-15 -79 -5 -83 4 -84${SADDLE_EDGE}Z" fill="${silver}" fill-opacity=".4"/>` +
    `<path d="M-30 -6C-18 -30 4 -36 22 -30" stroke="#fff" stroke-opacity=".1" stroke-width="2" fill="none"/>` +
    `<path d="M30 -62C23 -55 21 -40 30.5 -27C31.5 -16 31.5 -6 33 1" stroke="#fff" stroke-opacity=".2" stroke-width="1.8" fill="none"/>` +
    `<path d="M34 1.5C36 -2 40 -3 44 -2M40 1.5C42 -1 46 -2 50 -1" stroke="#fff" stroke-opacity=".15" stroke-width="1.2" fill="none"/>` +
    `<path d="M8 -88C14 -95 18 -102 22.5 -104.5C27 -105 31 -101 33 -96.5" stroke="#fff" stroke-opacity=".22" stroke-width="1.4" fill="none"/>` +
    `<path d="M29.5 -91.5C33 -91 36.5 -90 39.5 -88.5C38 -86.5 35 -86.6 31 -87.4Z" fill="#000" fill-opacity=".45"/>` +
    `<circle cx="34.6" cy="-85.4" r=".95" fill="#d9cdb8" fill-opacity=".7"/>` +
    `<path d="M38.5 -78.5C40 -77.5 41 -77 42.2 -76.8" stroke="#000" stroke-opacity=".5" stroke-width="1" fill="none"/>` +
    `<path d="M34 -69.5C37 -69.3 39.5 -70 41 -71.5" stroke="#fff" stroke-opacity=".12" stroke-width="1" fill="none"/>`
  )
}

export function gorilla(o: AnimalOptions & { silver?: string }): string {
  return animal(gorillaShape(o.silver), o)
}

/** A chimpanzee sitting on a branch (branch top at y = 0), one long arm reaching up to a higher branch. */
export function chimpanzeeShape(face = '#8a6a52'): string {
  const body =
    'M-20 1C-29 -14 -27 -34 -14 -47C-8 -53 -1 -56 5 -56.5C5.5 -63 10 -70.5 18 -71.5C25 -72.5 30 -68.5 31.5 -63.5' +
    'C33.5 -62.5 35 -61 34.6 -59C33.4 -58 33.2 -57 34.2 -56C37.2 -55 39.6 -52 39.6 -49C39.6 -46 36.6 -44 32.6 -44.6' +
    'C29.6 -44.6 27.6 -43.6 26.6 -42C31 -36 34 -22 35 -8C35.6 -3 37.6 0 41 1L28 1C27.6 -8 26 -17 22.6 -25' +
    'C18.6 -22 16.6 -14 18.6 -6C19.6 -3 20.6 0 22.6 1Z'
  const upperArm =
    ribbon(
      [
        [-6, -50],
        [-12, -74],
        [-13, -96],
        [-10, -112],
      ],
      9,
      6,
    ) + 'M-16 -109C-16 -117 -7 -120 -3 -115C-3 -112 -5 -110 -7 -111C-8 -114 -11 -113 -12 -108Z'
  const leg =
    ribbon(
      [
        [8, 0],
        [10, 14],
        [9, 26],
      ],
      8,
      6,
    ) + 'M4 24C6 31 14 33 16 28C15 26 13 25 11 24Z'
  return (
    `<path d="${leg}"/><path d="${leg}" ${DARK}/><path d="${upperArm}"/>` +
    `<path d="${body}"/>` +
    `<circle cx="10.5" cy="-60.5" r="5.2"/><circle cx="10.5" cy="-60.5" r="3.4" fill="${face}" fill-opacity=".7"/>` +
    `<path d="M30.6 -64C33.6 -62 35 -60 34.4 -58.6C33 -57.4 33.6 -56 34.6 -55.6C37.6 -54.4 39.6 -51.6 39.6 -49C39.6 -46 36.6 -44.2 32.6 -44.6C29 -45 26.6 -48 26 -52C25.6 -57 27 -62 30.6 -64Z" fill="${face}"/>` +
    `<circle cx="31.4" cy="-58.2" r=".9" fill="#160e08"/><path d="M33 -61.6C31.6 -62.4 29.6 -62.4 28.4 -61.6" stroke="#160e08" stroke-opacity=".6" stroke-width="1" fill="none"/>` +
    `<path d="M35 -47.4C36.6 -47 38 -47.4 39 -48.2" stroke="#160e08" stroke-opacity=".55" stroke-width=".9" fill="none"/>` +
    `<path d="M-14 -47C-24 -36 -26 -16 -20 1" stroke="#fff" stroke-opacity=".12" stroke-width="2" fill="none"/>`
  )
}

export function chimpanzee(o: AnimalOptions & { face?: string }): string {
  return animal(chimpanzeeShape(o.face), o)
}

/** A flamingo standing on one leg, S-shaped neck, bent black-tipped bill. Fill is the pink. */
export function flamingoShape(wing = '#d94f6e', legs = '#e07a8a'): string {
  const neck = ribbon(
    [
      [9, -59],
      [17, -66],
      [15, -75],
      [8, -81],
      [6, -90],
      [11, -95.5],
    ],
    4.4,
    2.8,
  )
  const body = 'M-19 -53C-14 -61 0 -65 10 -61C15.5 -59 16.5 -53.5 12 -50.5C4 -46.5 -10 -47.5 -19 -53Z'
  const tail = 'M-18 -53L-25 -49.5L-14 -49.5Z'
  const leg =
    ribbon(
      [
        [0, -49],
        [0.6, -26],
        [0, 0],
      ],
      1.6,
      1.3,
    ) +
    ribbon(
      [
        [-1.5, -49],
        [-6, -31],
        [1.5, -38],
      ],
      1.5,
      1.3,
    )
  return (
    `<path d="${leg}" fill="${legs}"/><path d="M-2.5 0L3.5 0L3 -1.2L-2 -1.2Z" fill="${legs}"/>` +
    `<path d="${tail}${body}"/><path d="${neck}"/>` +
    `<path d="M-15 -53C-8 -57.5 2 -57.5 9 -54C3 -50.5 -7 -50 -15 -53Z" fill="${wing}"/><path d="M-19 -53L-25 -49.5L-16.5 -50.5Z" fill="#1e1416"/>` +
    `<circle cx="12" cy="-95.6" r="2.9"/>` +
    `<path d="M13.5 -97.6L19.8 -95.6C21.5 -94 21 -91.3 19.2 -90C18.4 -92.4 16.4 -93.6 13.5 -94Z" fill="#f3d7c8"/>` +
    `<path d="M19.9 -95.4C21.4 -93.8 21 -91.4 19.2 -90L18.9 -92.6Z" fill="#1e1416"/>`
  )
}

export function flamingo(o: AnimalOptions & { wing?: string; legs?: string }): string {
  return animal(flamingoShape(o.wing, o.legs), o)
}

/** A flamingo in flight: neck and legs stretched out, wings up. */
export function flamingoFlyingShape(wing = '#d94f6e'): string {
  const neck = ribbon(
    [
      [10, -52],
      [26, -53.5],
      [42, -55],
    ],
    3.6,
    2.4,
  )
  const legs = ribbon(
    [
      [-12, -52],
      [-34, -51],
      [-58, -50],
    ],
    1.8,
    1.3,
  )
  return (
    `<path d="M-4 -50C-6 -44 -4 -36 2 -30C4 -38 6 -46 6 -50Z" fill="${wing}"/><path d="M-4 -50C-6 -44 -4 -36 2 -30C4 -38 6 -46 6 -50Z" ${DARKER}/>` +
    `<path d="${legs}"/><path d="M-17 -52C-10 -59 7 -59 14 -52C7 -45 -10 -45 -17 -52Z"/><path d="${neck}"/><circle cx="43" cy="-55" r="2.6"/>` +
    `<path d="M-10 -55C-18 -68 -18 -84 -8 -98C-1 -86 8 -70 10 -55Z" fill="${wing}"/><path d="M-8 -98C-16 -88 -19 -76 -18 -66L-12 -70C-13 -80 -11 -90 -8 -98Z" fill="#1e1416"/>` +
    `<path d="M44.6 -57L51 -55C52 -54 51.6 -52.6 50.4 -52.4L44.6 -53.4Z" fill="#f3d7c8"/><path d="M49 -55.5L51 -55C52 -54 51.6 -52.6 50.4 -52.4L48.8 -53Z" fill="#1e1416"/>`
  )
}

// ---------------------------------------------------------------- herds

export type HerdKind =
  | 'elephant'
  | 'giraffe'
  | 'zebra'
  | 'wildebeest'
  | 'wildebeest-leap'
  | 'wildebeest-swim'
  | 'hippo'
  | 'flamingo'
  | 'buffalo'

export interface Placement {
  x: number
  y: number
  size: number
  flip?: boolean
  fill?: string
}

function herdShape(kind: HerdKind): string {
  switch (kind) {
    case 'elephant':
      return elephantShape(false)
    case 'giraffe':
      return giraffeShape(null)
    case 'zebra':
      return zebraShape()
    case 'wildebeest':
      return wildebeestShape()
    case 'wildebeest-leap':
      return wildebeestLeapShape()
    case 'wildebeest-swim':
      return wildebeestSwimShape()
    case 'hippo':
      return hippoShape(-28)
    case 'flamingo':
      return flamingoShape()
    case 'buffalo':
      return buffaloShape()
  }
}

/** Draws one shape many times cheaply: defined once, then placed with <use>. Far placements first. */
export function herd(kind: HerdKind, placements: readonly Placement[], fill: string): string {
  const id = uid('hd')
  const sorted = [...placements].sort((a, b) => a.y - b.y)
  let out = defs(`<g id="${id}">${herdShape(kind)}</g>`)
  for (const p of sorted) {
    const s = p.size / 100
    out += `<use href="#${id}" transform="translate(${f(p.x)} ${f(p.y)}) scale(${f3(p.flip ? -s : s)} ${f3(s)})" fill="${p.fill ?? fill}"/>`
  }
  return out
}

export interface ScatterOptions {
  x0: number
  x1: number
  /** Ground line of the farthest and nearest animals. */
  yFar: number
  yNear: number
  count: number
  sizeFar: number
  sizeNear: number
  /** Colours of far and near animals (atmospheric perspective). */
  farFill?: string
  nearFill?: string
  /** Share facing left. */
  flipShare?: number
  /** Bunching: higher packs the animals toward the far line. */
  farBias?: number
}

/** Random placements over a band of ground, smaller and paler with distance. */
export function scatter(rng: Rng, o: ScatterOptions): Placement[] {
  const out: Placement[] = []
  for (let i = 0; i < o.count; i++) {
    const d = Math.pow(rng(), o.farBias ?? 1)
    const p: Placement = {
      x: between(rng, o.x0, o.x1),
      y: o.yFar + (o.yNear - o.yFar) * d,
      size: (o.sizeFar + (o.sizeNear - o.sizeFar) * d) * between(rng, 0.85, 1.12),
      flip: rng() < (o.flipShare ?? 0),
    }
    if (o.farFill && o.nearFill) p.fill = mix(o.farFill, o.nearFill, d)
    out.push(p)
  }
  return out
}

/** Placements along a path of points: a migrating column, spaced by body length, one to `abreast` wide. */
export function column(
  rng: Rng,
  path: readonly Pt[],
  sizeAt: (y: number) => number,
  spacing = 1,
  abreast = 2,
  flipShare = 0,
): Placement[] {
  const dense = sampleSmooth(path, 30)
  const out: Placement[] = []
  let travelled = 0
  let next = 0
  for (let i = 1; i < dense.length; i++) {
    const a = at(dense, i - 1)
    const b = at(dense, i)
    travelled += Math.hypot(b[0] - a[0], b[1] - a[1])
    if (travelled < next) continue
    const size = sizeAt(b[1])
    const rows = 1 + Math.floor(rng() * abreast)
    for (let k = 0; k < rows; k++) {
      const y = b[1] + (k - (rows - 1) / 2) * size * 0.14 + between(rng, -0.04, 0.04) * size
      out.push({
        x: b[0] + between(rng, -size * 0.15, size * 0.15) + k * size * 0.3,
        y,
        size: sizeAt(y) * between(rng, 0.9, 1.08),
        flip: rng() < flipShare,
      })
    }
    next = travelled + size * spacing * between(rng, 0.55, 1.3)
  }
  return out
}

const BUFFALO_BODY =
  'M-38 -34C-30 -40 -10 -46 8 -48C16 -49 22 -47 26 -42C30 -38 34 -32 36 -26C37.5 -22 37 -18 34 -17C30 -16 27 -18 25 -21' +
  'C23 -19 20 -18 17 -19C16 -12 16.5 -6 17 0L12.5 0C12 -7 11 -14 9.5 -20C-2 -19 -16 -19 -25 -21C-25 -13 -24.5 -6 -24 0L-28.5 0C-29.5 -7 -31 -14 -33.5 -20C-37 -24 -39 -29 -38 -34Z'
const BUFFALO_HORNS =
  'M20 -44C14 -48 8 -46 6 -40C10 -43 14 -43 18 -40ZM22 -44C28 -50 36 -47 36 -40C33 -43 29 -44 25 -41Z'

/** A Cape buffalo: heavy body and the boss of swept horns (for tiny herds in the crater). */
export function buffaloShape(): string {
  return `<path d="M2 -20L6 -20L7.5 0L3.5 0ZM-20 -21L-16 -21L-15.5 0L-19.5 0Z"/><path d="M2 -20L6 -20L7.5 0L3.5 0ZM-20 -21L-16 -21L-15.5 0L-19.5 0Z" ${DARKER}/><path d="${BUFFALO_BODY}${BUFFALO_HORNS}"/>`
}

// ---------------------------------------------------------------- people

/** A standing figure in a bush hat (about 100 units tall). */
export function personShape(hat = true): string {
  const body =
    'M-5 0L-4 -40C-8 -42 -10 -48 -10 -56L-10 -70C-10 -76 -6 -79 0 -79C6 -79 10 -76 10 -70L10 -56C10 -48 8 -42 4 -40L5 0L1 0L0 -36L-1 0Z'
  const head = '<circle cx="0" cy="-87" r="7"/>'
  const brim = hat ? '<path d="M-11 -89L11 -89L8 -92L6 -97L-6 -97L-8 -92Z"/>' : ''
  return `<path d="${body}"/>${head}${brim}`
}

export function person(x: number, y: number, height: number, fill: string, flip = false): string {
  return place(x, y, height / 100, personShape(), flip, ` fill="${fill}"`)
}

// ---------------------------------------------------------------- vehicles, camp, boats

export interface SafariCarOptions {
  x: number
  y: number
  /** Length in pixels. */
  length: number
  body: string
  dark: string
  window: string
  canvas?: string
  light?: string
  flip?: boolean
  /** Passengers standing up through the pop-up roof. */
  passengers?: number
}

/** A safari Land Cruiser in profile: pop-up roof, snorkel, spare wheel, big tyres. */
export function safariCar(o: SafariCarOptions): string {
  const canvas = o.canvas ?? mix(o.body, '#e8dcc0', 0.5)
  const light = o.light ?? mix(o.body, '#ffffff', 0.25)
  const wheel = (cx: number): string =>
    `<circle cx="${cx}" cy="-20" r="25" fill="${o.dark}" fill-opacity=".7"/><circle cx="${cx}" cy="-20" r="20" fill="${o.dark}"/>` +
    `<circle cx="${cx}" cy="-20" r="10" fill="${light}" fill-opacity=".55"/><circle cx="${cx}" cy="-20" r="4" fill="${o.dark}"/>`
  let passengers = ''
  for (let i = 0; i < (o.passengers ?? 0); i++) {
    const px = -70 + i * 36
    passengers += `<g fill="${o.dark}"><path d="M${px - 9} -104C${px - 9} -114 ${px - 6} -117 ${px} -117C${px + 6} -117 ${px + 9} -114 ${px + 9} -104Z"/><circle cx="${px}" cy="-123" r="5.4"/><path d="M${px - 8} -125L${px + 8} -125L${px + 5} -128L${px + 4} -131L${px - 4} -131L${px - 5} -128Z"/></g>`
  }
  const inner =
    passengers +
    // pop-up roof: posts, canvas and the raised lid
    `<path d="M-90 -104L-88 -104L-88 -134L-90 -134ZM28 -104L30 -104L30 -134L28 -134Z" fill="${o.dark}"/>` +
    `<path d="M-96 -140L36 -140L38 -134L-98 -134Z" fill="${canvas}"/><path d="M-98 -134L38 -134L38 -131L-98 -131Z" fill="${o.dark}" fill-opacity=".6"/>` +
    `<path d="M-96 -136L36 -136" stroke="${o.dark}" stroke-opacity=".25"/>` +
    // cabin and body
    `<path d="M-94 -72L-94 -104L30 -104L46 -72Z" fill="${o.body}"/>` +
    `<path d="M-98 -30L-98 -70L-92 -74L46 -74L64 -72L97 -67L101 -58L101 -32L96 -27L-94 -27Z" fill="${o.body}"/>` +
    `<path d="M-98 -30L-98 -44L101 -44L101 -32L96 -27L-94 -27Z" fill="#000" fill-opacity=".14"/>` +
    // windows
    `<path d="M-88 -99L-52 -99L-52 -77L-88 -77ZM-46 -99L-10 -99L-10 -77L-46 -77ZM-4 -99L25 -99L36 -77L-4 -77Z" fill="${o.window}"/>` +
    `<path d="M-49 -104L-49 -72M-7 -104L-7 -72M-7 -72L-7 -30M-49 -72L-49 -30" stroke="${o.dark}" stroke-opacity=".45" stroke-width="1.6"/>` +
    `<path d="M-42 -62L-34 -62M0 -62L8 -62" stroke="${o.dark}" stroke-opacity=".6" stroke-width="2" stroke-linecap="round"/>` +
    // snorkel, spare wheel, bull bar, lights
    `<path d="M42 -72L42 -106C42 -109 44 -110 47 -110L52 -110L52 -106L47 -106L47 -72Z" fill="${o.dark}"/>` +
    `<rect x="-110" y="-76" width="13" height="48" rx="6" fill="${o.dark}"/><rect x="-107" y="-66" width="6" height="28" rx="3" fill="${light}" fill-opacity=".35"/>` +
    `<path d="M100 -56L107 -56L107 -26L100 -26ZM100 -48L107 -48" fill="${o.dark}" stroke="${o.dark}"/>` +
    `<circle cx="96" cy="-60" r="3.6" fill="#fff3c8" fill-opacity=".85"/>` +
    `<path d="M-94 -104L30 -104" stroke="${light}" stroke-opacity=".5" stroke-width="2"/>` +
    wheel(-60) +
    wheel(62)
  return place(o.x, o.y, o.length / 220, inner, o.flip)
}

export interface TentOptions {
  x: number
  y: number
  /** Width in pixels. */
  width: number
  canvas: string
  shade: string
  glow: string
  /** Lantern glow radius in local units (0 for none). */
  lantern?: number
}

/** A safari tent on a deck: pitched fly over canvas walls, open door glowing from inside, hanging lantern. */
export function tent(o: TentOptions): string {
  const gid = uid('tg')
  const lid = uid('tl')
  const lantern = o.lantern ?? 60
  // Scalloped valance hanging from both eaves.
  let valance = ''
  for (const side of [-1, 1]) {
    for (let k = 0; k < 6; k++) {
      const x0 = side * (116 - k * 9)
      const x1 = side * (116 - (k + 1) * 9)
      const y0 = -72 - k * 3.6
      const y1 = -72 - (k + 1) * 3.6
      valance += `M${f(x0)} ${f(y0)}Q${f((x0 + x1) / 2)} ${f((y0 + y1) / 2 + 7)} ${f(x1)} ${f(y1)}Z`
    }
  }
  const inner =
    defs(
      linearGradient(gid, [
        [0, '#ffe7a6'],
        [0.6, o.glow],
        [1, mix(o.glow, '#5a2a10', 0.4)],
      ]) +
        `<radialGradient id="${lid}" gradientUnits="userSpaceOnUse" cx="62" cy="-60" r="${lantern}"><stop offset="0" stop-color="#ffd27a" stop-opacity=".75"/><stop offset=".3" stop-color="#ffb347" stop-opacity=".3"/><stop offset="1" stop-color="#ff9a2e" stop-opacity="0"/></radialGradient>`,
    ) +
    // guy ropes
    `<path d="M-112 -72L-150 0M112 -72L150 0M-60 -100L-130 0M60 -100L130 0" stroke="${o.shade}" stroke-width="1.2" opacity=".7"/>` +
    // deck and steps
    `<path d="M-120 -14L120 -14L124 -6L-124 -6Z" fill="${mix(o.shade, '#000000', 0.25)}"/><path d="M-124 -6L124 -6L124 0L-124 0Z" fill="${mix(o.shade, '#000000', 0.45)}"/>` +
    `<path d="M-110 0L-110 8M110 0L110 8M0 0L0 8" stroke="${mix(o.shade, '#000000', 0.5)}" stroke-width="5"/>` +
    // walls
    `<path d="M-94 -14L-87 -80L87 -80L94 -14Z" fill="${o.canvas}"/>` +
    `<path d="M-60 -80L-62 -14M60 -80L62 -14" stroke="${o.shade}" stroke-width="1.4" opacity=".35"/>` +
    `<path d="M-84 -60L-50 -60L-50 -36L-84 -36ZM50 -60L84 -60L84 -36L50 -36Z" fill="url(#${gid})" opacity=".85"/>` +
    `<path d="M-84 -48L-50 -48M-67 -60L-67 -36M50 -48L84 -48M67 -60L67 -36" stroke="${o.shade}" stroke-width="1.2" opacity=".6"/>` +
    // door
    `<path d="M-32 -14L-32 -66Q0 -78 32 -66L32 -14Z" fill="url(#${gid})"/>` +
    `<path d="M-20 -14L-20 -34L20 -34L20 -14Z" fill="${mix(o.glow, '#6a3010', 0.55)}" opacity=".6"/>` +
    `<path d="M-32 -66L-46 -14L-32 -14ZM32 -66L46 -14L32 -14Z" fill="${o.shade}"/>` +
    `<rect x="-36" y="-74" width="72" height="8" rx="4" fill="${o.shade}"/>` +
    // roof fly
    `<path d="M-92 -76Q-50 -96 -8 -126L8 -126Q50 -96 92 -76Z" fill="${mix(o.canvas, o.shade, 0.35)}"/>` +
    `<path d="M-124 -68Q-66 -92 -12 -134L12 -134Q66 -92 124 -68L116 -62Q60 -84 0 -124Q-60 -84 -116 -62Z" fill="${o.shade}"/>` +
    `<path d="M-116 -72Q-62 -94 -10 -132L10 -132Q62 -94 116 -72Q60 -80 0 -118Q-60 -80 -116 -72Z" fill="${o.canvas}"/>` +
    `<path d="${valance}" fill="${o.canvas}"/>` +
    `<path d="M-66 -96Q-62 -84 -60 -76M66 -96Q62 -84 60 -76" stroke="${o.shade}" stroke-width="1.2" opacity=".45" fill="none"/>` +
    `<path d="M-116 -72Q-62 -94 -10 -132L10 -132Q62 -94 116 -72" stroke="${mix(o.canvas, '#ffffff', 0.25)}" stroke-width="1.5" fill="none" opacity=".6"/>` +
    `<path d="M0 -134L0 -142" stroke="${o.shade}" stroke-width="2.4"/><circle cx="0" cy="-143" r="2.4" fill="${o.shade}"/>` +
    // lantern
    (lantern > 0
      ? `<circle cx="62" cy="-60" r="${lantern}" fill="url(#${lid})"/><path d="M62 -74L62 -66" stroke="${o.shade}" stroke-width="1"/>` +
        `<path d="M58.5 -66L65.5 -66L64.5 -56L59.5 -56Z" fill="#ffe9a8"/><path d="M58 -67L66 -67L65 -65L59 -65ZM58.5 -56L65.5 -56L64.5 -54L59.5 -54Z" fill="${mix(o.shade, '#000000', 0.4)}"/>`
      : '')
  return place(o.x, o.y, o.width / 240, inner)
}

export interface DhowOptions {
  x: number
  /** Waterline. */
  y: number
  /** Hull length in pixels. */
  length: number
  hull: string
  sail: string
  sailShade: string
  flip?: boolean
  crew?: boolean
}

/** A dhow: raked bow, high stern, a forward-raked mast and a great lateen sail on its long yard. */
export function dhow(o: DhowOptions): string {
  const hull =
    'M-92 -34L-60 -28L40 -25C62 -25 82 -31 106 -48L103 -41C88 -20 70 -5 50 0L-62 0C-73 -10 -84 -22 -92 -34Z'
  const poop = 'M-96 -46L-70 -42L-66 -30L-92 -33Z'
  const sail = 'M86 -55L-62 -208C-92 -150 -96 -90 -78 -44C-30 -36 30 -38 86 -55Z'
  const sid = uid('sl')
  const crew = o.crew
    ? `<g fill="${o.hull}"><circle cx="-50" cy="-50" r="5"/><path d="M-56 -28L-56 -42C-56 -46 -53 -46 -50 -46C-47 -46 -44 -46 -44 -42L-44 -28Z"/><circle cx="30" cy="-46" r="4.4"/><path d="M25 -25L25 -37C25 -41 28 -41 30 -41C32 -41 35 -41 35 -37L35 -25Z"/></g>`
    : ''
  const inner =
    defs(
      linearGradient(
        sid,
        [
          [0, o.sail],
          [1, o.sailShade],
        ],
        0,
        0,
        1,
        0.3,
      ),
    ) +
    `<path d="M18 -26L30 -150L34 -150L22 -26Z" fill="${o.hull}"/>` +
    `<path d="${sail}" fill="url(#${sid})"/>` +
    `<path d="M86 -55C30 -38 -30 -36 -78 -44" stroke="${o.sailShade}" stroke-width="2" fill="none"/>` +
    `<path d="M-40 -170L-50 -46M0 -120L-8 -42M40 -86L36 -40" stroke="${o.sailShade}" stroke-opacity=".35" stroke-width="1.5"/>` +
    `<path d="M94 -44L-70 -214" stroke="${o.hull}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<path d="M32 -148L-78 -44M32 -148L100 -45" stroke="${o.hull}" stroke-width=".9" opacity=".8"/>` +
    crew +
    `<path d="${hull}${poop}" fill="${o.hull}"/>` +
    `<path d="M-92 -34L-60 -28L40 -25C62 -25 82 -31 106 -48L105 -45C82 -28 62 -22 40 -22L-60 -25L-90 -30Z" fill="#fff" fill-opacity=".18"/>`
  return place(o.x, o.y, o.length / 200, inner, o.flip)
}

/** A dugout canoe with a paddler (Lake Bunyonyi). */
export function canoe(
  x: number,
  y: number,
  length: number,
  hull: string,
  paddler: string,
  flip = false,
): string {
  const inner =
    `<path d="M-100 -10C-60 -4 60 -4 100 -12C96 -4 80 2 60 3L-64 3C-84 2 -96 -2 -100 -10Z" fill="${hull}"/>` +
    `<path d="M-96 -9C-60 -5 60 -5 97 -11" stroke="#fff" stroke-opacity=".25" stroke-width="1.5" fill="none"/>` +
    `<g fill="${paddler}"><path d="M-14 -7C-16 -20 -12 -34 -4 -38C2 -40 6 -36 6 -30L4 -7Z"/><circle cx="0" cy="-46" r="6.5"/>` +
    `<path d="M-2 -30L18 -24L16 -20L-4 -26Z"/><path d="M26 -60L10 14" stroke="${paddler}" stroke-width="2.4"/><path d="M6 12C8 20 12 24 14 18L13 8Z"/></g>`
  return place(x, y, length / 200, inner, flip)
}

export interface BalloonOptions {
  x: number
  /** Bottom of the basket. */
  y: number
  /** Envelope width in pixels. */
  width: number
  colors: readonly string[]
  basket?: string
  /** Light from the left: 0 flat .. 1 strong. */
  shading?: number
}

/** A hot-air balloon: a round envelope of curved gores, ropes and a wicker basket. */
export function balloon(o: BalloonOptions): string {
  const radiusAt = (y: number): number => {
    if (y <= -120) return 55 * Math.sqrt(Math.max(0, 1 - ((y + 120) / 52) ** 2))
    const s = (y + 120) / 70
    return 14 + 41 * Math.pow(Math.cos((s * Math.PI) / 2), 0.85)
  }
  const ys: number[] = []
  for (let y = -172; y <= -50; y += 4) ys.push(y)
  const gores = 10
  let body = ''
  const edge = (theta: number): Pt[] => ys.map((y): Pt => [radiusAt(y) * Math.sin(theta), y])
  for (let g = 0; g < gores; g++) {
    const t0 = -Math.PI / 2 + (g / gores) * Math.PI
    const t1 = -Math.PI / 2 + ((g + 1) / gores) * Math.PI
    const color = o.colors[g % o.colors.length] ?? '#d44'
    body += `<path d="${polyline([...edge(t0), ...edge(t1).reverse()])}" fill="${color}"/>`
  }
  const outline = polyline([...edge(-Math.PI / 2), ...edge(Math.PI / 2).reverse()])
  const sid = uid('bs')
  const shading = o.shading ?? 0.5
  const basket = o.basket ?? '#6b4626'
  const inner =
    defs(
      linearGradient(
        sid,
        [
          [0, '#fff', 0.28 * shading],
          [0.35, '#fff', 0],
          [0.7, '#000', 0.12 * shading],
          [1, '#000', 0.4 * shading],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    body +
    `<path d="${outline}" fill="url(#${sid})"/>` +
    `<path d="M-14 -50L-10 -42L10 -42L14 -50Z" fill="${mix(basket, '#000000', 0.3)}"/>` +
    `<path d="M-10 -42L-9 -17M10 -42L9 -17M-4 -42L-4 -17M4 -42L4 -17" stroke="${mix(basket, '#000000', 0.4)}" stroke-width="1"/>` +
    `<path d="M-6 -21L6 -21L6 -19L-6 -19Z" fill="#ffb347"/>` +
    `<path d="M-10 -17L10 -17L9 0L-9 0Z" fill="${basket}"/><path d="M-10 -17L10 -17L10 -14L-10 -14Z" fill="${mix(basket, '#000000', 0.35)}"/>` +
    `<path d="M-9 -9L9 -9" stroke="#000" stroke-opacity=".2" stroke-width="1"/>`
  return place(o.x, o.y, o.width / 110, inner)
}

// ---------------------------------------------------------------- buildings

export interface FortOptions {
  x: number
  /** Foot of the walls. */
  y: number
  /** Width in pixels of the whole fort front. */
  width: number
  wall: string
  shade: string
  dark: string
  rock: string
}

/** Fort Jesus, Mombasa: battered coral-stone curtain walls, an arrow-head bastion, crenellations, a sentry turret. */
export function fort(rng: Rng, o: FortOptions): string {
  const light = mix(o.wall, '#fff4e0', 0.25)
  const merlons = (x0: number, x1: number, y: number, h: number, w: number): string => {
    let d = ''
    for (let x = x0; x < x1 - w * 0.5; x += w * 2)
      d += `M${f(x)} ${f(y)}L${f(x)} ${f(y - h)}L${f(Math.min(x1, x + w))} ${f(y - h)}L${f(Math.min(x1, x + w))} ${f(y)}Z`
    return d
  }
  // Local space: 1000 units wide, foot at 0. Curtain wall left, bastion in the middle-right, wall running back right.
  const curtainL = 'M-500 0L-500 -150L-492 -150L-200 -168L-196 0Z'
  const bastionLit = 'M-200 0L-204 -250L20 -215L40 0Z'
  const bastionShade = 'M40 0L20 -215L200 -248L196 0Z'
  const curtainR = 'M196 0L200 -190L500 -176L500 0Z'
  let stains = ''
  for (let i = 0; i < 40; i++) {
    const sx = between(rng, -495, 495)
    const sy = between(rng, -200, -10)
    stains += `M${f(sx)} ${f(sy)}l${f(between(rng, -2, 2))} ${f(between(rng, 15, 60))}l${f(between(rng, 3, 8))} 0l0 ${f(-between(rng, 15, 50))}Z`
  }
  let blocks = ''
  for (let row = -30; row > -240; row -= 22) blocks += `M-500 ${row}L500 ${row - 4}`
  const id = uid('ft')
  const walls = `${curtainL}${bastionLit}${bastionShade}${curtainR}`
  const inner =
    // crenellations
    `<path d="${merlons(-496, -200, -150 - 6, 16, 12)}" fill="${o.wall}"/>` +
    `<path d="${merlons(-202, 22, -232, 18, 14)}" fill="${o.wall}"/><path d="${merlons(22, 198, -230, 18, 14)}" fill="${o.shade}"/>` +
    `<path d="${merlons(200, 500, -184, 14, 12)}" fill="${o.shade}"/>` +
    // sentry turret on the bastion's point
    `<path d="M0 -228L0 -300L40 -300L40 -226Z" fill="${o.wall}"/><path d="M20 -300L20 -226L40 -226L40 -300Z" fill="${o.shade}"/>` +
    `<path d="M-6 -300Q20 -336 46 -300Z" fill="${light}"/><path d="M20 -330Q36 -318 46 -300L20 -300Z" fill="${o.shade}"/>` +
    `<path d="M14 -286L14 -270L26 -270L26 -286Q20 -292 14 -286Z" fill="${o.dark}"/>` +
    // walls
    `<path d="${curtainL}" fill="${o.wall}"/><path d="${bastionLit}" fill="${light}"/><path d="${bastionShade}" fill="${o.shade}"/><path d="${curtainR}" fill="${mix(o.shade, o.wall, 0.4)}"/>` +
    `<path d="M-204 -250L20 -215L200 -248L200 -238L20 -205L-204 -240Z" fill="#000" fill-opacity=".12"/>` +
    `<clipPath id="${id}"><path d="${walls}"/></clipPath><g clip-path="url(#${id})">` +
    `<path d="${stains}" fill="${o.dark}" opacity=".12"/><path d="${blocks}" stroke="${o.dark}" stroke-opacity=".1" stroke-width="1.5"/>` +
    `<path d="M-500 0L-500 -40L500 -50L500 0Z" fill="${o.dark}" opacity=".15"/></g>` +
    // gate and openings
    `<path d="M-400 0L-400 -70Q-372 -104 -344 -70L-344 0Z" fill="${o.dark}"/><path d="M-408 0L-408 -72Q-372 -116 -336 -72L-336 0L-344 0L-344 -70Q-372 -104 -400 -70L-400 0Z" fill="${light}"/>` +
    `<path d="M-140 -150L-140 -126L-128 -126L-128 -150ZM-60 -140L-60 -116L-48 -116L-48 -140ZM90 -150L90 -126L102 -126L102 -150ZM150 -110L150 -86L162 -86L162 -110Z" fill="${o.dark}"/>` +
    `<path d="M-300 -120L-300 -100L-290 -100L-290 -120ZM300 -140L300 -118L312 -118L312 -140ZM400 -130L400 -110L410 -110L410 -130Z" fill="${o.dark}" opacity=".85"/>` +
    // base rocks
    rocks(rng, -540, 540, 0, 46, o.rock)
  return place(o.x, o.y, o.width / 1000, inner)
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

export interface DoorOptions {
  x: number
  /** Threshold. */
  y: number
  /** Width of the whole doorway in pixels (the door is about twice as tall). */
  width: number
  wood: string
  dark: string
  brass: string
}

/** A carved Zanzibar door: carved frame and lintel, arched fan above, two leaves studded with brass bosses. */
export function carvedDoor(o: DoorOptions): string {
  // Local space: 100 wide, 200 tall from the threshold up to the top of the arch.
  const light = mix(o.wood, '#f3d6a4', 0.3)
  const deep = mix(o.wood, '#000000', 0.35)
  let studs = ''
  for (const x0 of [-33, 3]) {
    for (let row = 0; row < 6; row++) {
      for (let col = 0; col < 3; col++) {
        const cx = x0 + 5 + col * 12
        const cy = -24 - row * 20
        studs += `<circle cx="${cx}" cy="${cy}" r="2.6"/>`
      }
    }
  }
  let carving = ''
  // Rope / chain carving up the jambs: a line of small linked lozenges.
  for (let y = -12; y > -138; y -= 8) {
    for (const cx of [-43, 43]) carving += `M${cx} ${y}l3 -4l-3 -4l-3 4Z`
  }
  // Lotus at the jamb feet.
  const lotus = 'M-47 -6Q-43 -16 -39 -6ZM39 -6Q43 -16 47 -6Z'
  // Fan: radiating rays inside the arch.
  let fan = ''
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI + (i / 8) * Math.PI
    fan += `M0 -150L${f(Math.cos(a) * 30)} ${f(-150 + Math.sin(a) * 30)}`
  }
  let scrolls = ''
  for (let x = -32; x <= 32; x += 16)
    scrolls += `M${x - 6} -143c0 -6 8 -6 8 0c0 4 -5 4 -5 1M${x + 2} -143c0 -6 8 -6 8 0`
  const inner =
    // stone surround and step
    `<path d="M-60 4L-60 -150Q-60 -210 0 -210Q60 -210 60 -150L60 4Z" fill="#000" fill-opacity=".2"/>` +
    `<path d="M-64 0L64 0L68 8L-68 8Z" fill="${deep}"/>` +
    // frame
    `<path d="M-50 0L-50 -150Q-50 -200 0 -200Q50 -200 50 -150L50 0L36 0L36 -138L-36 -138L-36 0Z" fill="${o.wood}"/>` +
    `<path d="M-36 -138L36 -138L36 -150Q36 -184 0 -184Q-36 -184 -36 -150Z" fill="${deep}"/>` +
    `<path d="${fan}" stroke="${light}" stroke-width="2"/><path d="M-30 -150A30 30 0 0 1 30 -150" stroke="${light}" stroke-width="2" fill="none"/>` +
    `<path d="M-36 -138L36 -138L36 -150L-36 -150Z" fill="${o.wood}"/><path d="${scrolls}" stroke="${deep}" stroke-width="1.4" fill="none"/>` +
    `<path d="M-50 -150Q-50 -200 0 -200Q50 -200 50 -150L44 -150Q44 -194 0 -194Q-44 -194 -44 -150Z" fill="${light}" opacity=".45"/>` +
    `<path d="${carving}" fill="${deep}"/><path d="${lotus}" fill="${light}"/>` +
    `<path d="M-49 -6L-49 -150M49 -6L49 -150M-37 -6L-37 -138M37 -6L37 -138" stroke="${deep}" stroke-width="1.2"/>` +
    // leaves
    `<path d="M-34 0L-34 -136L-1 -136L-1 0ZM1 0L1 -136L34 -136L34 0Z" fill="${mix(o.wood, '#000000', 0.12)}"/>` +
    `<path d="M-34 -136L-1 -136L-1 0L-4 0L-4 -133L-34 -133ZM1 -136L34 -136L34 -133L4 -133L4 0L1 0Z" fill="${light}" opacity=".3"/>` +
    `<path d="M-3 0L-3 -136L3 -136L3 0Z" fill="${o.wood}"/><path d="M-1.5 -8L-1.5 -130M1.5 -8L1.5 -130" stroke="${deep}" stroke-width=".8"/>` +
    `<path d="M-34 -70L34 -70M-34 -72L34 -72" stroke="${deep}" stroke-width="1.2"/>` +
    `<g fill="${o.brass}">${studs}</g><g fill="#fff7d8" opacity=".7" transform="translate(-.9 -.9)">${studs.replace(/r="2.6"/g, 'r="0.9"')}</g>` +
    `<circle cx="-8" cy="-72" r="3.2" fill="none" stroke="${o.brass}" stroke-width="1.4"/><circle cx="8" cy="-72" r="3.2" fill="none" stroke="${o.brass}" stroke-width="1.4"/>` +
    `<path d="M-12 -98L-8 -98L-8 -92L-12 -92Z" fill="${o.dark}"/>`
  return place(o.x, o.y, o.width / 100, inner)
}

// ---------------------------------------------------------------- safari gear (seen from above)

export interface GearColors {
  khaki: string
  olive: string
  leather: string
  dark: string
  metal: string
  shadow: string
}

/** A soft drop shadow under a flat-lay object: the same shapes, offset and darkened. */
function withShadow(shapes: string, shadow: string, dx = 10, dy = 12): string {
  const silhouette = shapes
    .replace(/fill="(?!none)[^"]*"/g, '')
    .replace(/stroke="[^"]*"/g, `stroke="${shadow}"`)
    .replace(/ (fill|stroke)-opacity="[^"]*"/g, '')
  return `<g transform="translate(${dx} ${dy})" fill="${shadow}" opacity=".28">${silhouette}</g>${shapes}`
}

/** A bush hat from above: wide brim, crown, band. */
export function hatFromAbove(x: number, y: number, r: number, c: GearColors): string {
  const shapes =
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.khaki}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.96)}" fill="none" stroke="${mix(c.khaki, '#000000', 0.15)}" stroke-width="${f(r * 0.012)}" stroke-dasharray="${f(r * 0.04)} ${f(r * 0.03)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.56)}" ry="${f(r * 0.5)}" fill="${mix(c.khaki, '#000000', 0.2)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.5)}" ry="${f(r * 0.44)}" fill="${c.olive}"/>` +
    `<ellipse cx="${f(x - r * 0.04)}" cy="${f(y - r * 0.04)}" rx="${f(r * 0.42)}" ry="${f(r * 0.36)}" fill="${mix(c.khaki, '#ffffff', 0.1)}"/>` +
    `<path d="M${f(x)} ${f(y - r * 0.36)}Q${f(x + r * 0.06)} ${f(y)} ${f(x)} ${f(y + r * 0.36)}" stroke="${mix(c.khaki, '#000000', 0.18)}" stroke-width="${f(r * 0.03)}" fill="none"/>`
  return withShadow(shapes, c.shadow)
}

/** Binoculars from above: two barrels, eyecups, hinge, strap. */
export function binocularsFromAbove(
  x: number,
  y: number,
  size: number,
  angle: number,
  c: GearColors,
): string {
  const s = size / 100
  const inner =
    `<path d="M-46 -30C-60 10 -20 60 30 70" stroke="${c.leather}" stroke-width="6" fill="none" transform="translate(-10 0)"/>` +
    `<rect x="-40" y="-48" width="30" height="70" rx="8" fill="${c.dark}"/><rect x="10" y="-48" width="30" height="70" rx="8" fill="${c.dark}"/>` +
    `<rect x="-42" y="-52" width="34" height="20" rx="6" fill="${mix(c.dark, '#000000', 0.3)}"/><rect x="8" y="-52" width="34" height="20" rx="6" fill="${mix(c.dark, '#000000', 0.3)}"/>` +
    `<rect x="-12" y="-30" width="24" height="40" rx="6" fill="${c.metal}"/><circle cx="0" cy="-20" r="7" fill="${mix(c.metal, '#000000', 0.3)}"/>` +
    `<rect x="-36" y="20" width="22" height="22" rx="10" fill="${mix(c.dark, '#000000', 0.45)}"/><rect x="14" y="20" width="22" height="22" rx="10" fill="${mix(c.dark, '#000000', 0.45)}"/>` +
    `<rect x="-36" y="-40" width="6" height="50" rx="3" fill="#fff" fill-opacity=".12"/><rect x="14" y="-40" width="6" height="50" rx="3" fill="#fff" fill-opacity=".12"/>`
  return withShadow(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f3(s)})">${inner}</g>`,
    c.shadow,
  )
}

/** A pair of leather boots from above, laced. */
export function bootsFromAbove(x: number, y: number, size: number, angle: number, c: GearColors): string {
  const boot = (dx: number, mirror: boolean): string => {
    const sole =
      'M0 -100C22 -100 30 -80 30 -50C30 -20 24 10 26 40C28 70 18 96 0 96C-18 96 -26 72 -24 40C-22 10 -30 -20 -30 -50C-30 -80 -22 -100 0 -100Z'
    let laces = ''
    for (let i = 0; i < 6; i++) {
      const ly = -10 + i * 12
      laces += `M-9 ${ly}L9 ${ly + 10}M9 ${ly}L-9 ${ly + 10}`
    }
    return (
      `<g transform="translate(${dx} 0) scale(${mirror ? -1 : 1} 1)">` +
      `<path d="${sole}" fill="${mix(c.leather, '#000000', 0.35)}"/>` +
      `<path d="M0 -92C18 -92 24 -76 24 -50C24 -20 19 10 21 40C22 62 15 84 0 84C-15 84 -21 62 -19 40C-18 10 -24 -20 -24 -50C-24 -76 -18 -92 0 -92Z" fill="${c.leather}"/>` +
      `<path d="M-16 -16C-12 -26 12 -26 16 -16L16 70C12 82 -12 82 -16 70Z" fill="${mix(c.leather, '#000000', 0.22)}"/>` +
      `<ellipse cx="0" cy="72" rx="14" ry="10" fill="${mix(c.leather, '#000000', 0.6)}"/>` +
      `<path d="${laces}" stroke="${c.khaki}" stroke-width="2.4"/>` +
      `<path d="M-20 -60C-16 -84 16 -84 20 -60" stroke="#fff" stroke-opacity=".18" stroke-width="5" fill="none"/>` +
      `</g>`
    )
  }
  const s = size / 200
  return withShadow(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f3(s)})">${boot(-36, false)}${boot(36, true)}</g>`,
    c.shadow,
  )
}

/** A camera from above: body, lens barrel, dials, strap. */
export function cameraFromAbove(x: number, y: number, size: number, angle: number, c: GearColors): string {
  const s = size / 100
  const inner =
    `<path d="M-56 -6C-90 20 -80 70 -40 80C0 90 40 80 60 50" stroke="${c.olive}" stroke-width="7" fill="none"/>` +
    `<rect x="-60" y="-28" width="120" height="40" rx="8" fill="${c.dark}"/>` +
    `<rect x="-24" y="10" width="48" height="56" rx="4" fill="${mix(c.dark, '#000000', 0.25)}"/>` +
    `<rect x="-26" y="52" width="52" height="18" rx="4" fill="${mix(c.dark, '#000000', 0.45)}"/>` +
    `<path d="M-24 22L24 22M-24 30L24 30M-24 38L24 38" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>` +
    `<rect x="-14" y="-40" width="28" height="14" rx="3" fill="${mix(c.dark, '#000000', 0.2)}"/>` +
    `<circle cx="-40" cy="-14" r="9" fill="${c.metal}"/><circle cx="-40" cy="-14" r="5" fill="${mix(c.metal, '#000000', 0.3)}"/>` +
    `<circle cx="38" cy="-14" r="7" fill="${c.metal}"/><rect x="26" y="-4" width="20" height="6" rx="3" fill="#c0392b"/>` +
    `<rect x="-58" y="-26" width="116" height="6" rx="3" fill="#fff" fill-opacity=".1"/>`
  return withShadow(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f3(s)})">${inner}</g>`,
    c.shadow,
  )
}
