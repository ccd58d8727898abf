// The safari camp: a tent on its deck.

import { mix } from './color.ts'
import { f, uid } from './numbers.ts'
import { defs, linearGradient, place } from './svg.ts'

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
