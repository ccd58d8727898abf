// Mountains: ridged massifs, volcano cones and Kilimanjaro.

import { mix } from './color.ts'
import { type Rng, between, f, uid } from './numbers.ts'
import { type Pt, polyline, ridgeLine, smoothPath } from './paths.ts'

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
