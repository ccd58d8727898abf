// Vehicles: the safari Land Cruiser and the hot-air balloon.

import { mix } from './color.ts'
import { uid } from './numbers.ts'
import { type Pt, polyline } from './paths.ts'
import { defs, linearGradient, place } from './svg.ts'

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
