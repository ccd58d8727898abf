// Boats: the dhow, the dugout canoe and the Murchison launch.

import { uid } from './numbers.ts'
import { defs, linearGradient, place } from './svg.ts'

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

/** A Murchison launch in profile, facing right: a long, low hull under a flat canopy, with passengers. */
export function launchBoat(x: number, y: number, length: number, flip = false): string {
  let people = ''
  for (const px of [-74, -52, -30, -8, 14, 36])
    people += `M${px - 4.2} -35a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0 -8.4 0ZM${px - 6} -20L${px - 5.5} -28C${px - 5} -31 ${px + 5} -31 ${px + 5.5} -28L${px + 6} -20Z`
  const inner =
    `<path d="M-92 -58L74 -58L80 -52L-96 -52Z" fill="#2f5a48"/>` +
    `<path d="M-88 -52L-88 -20M-41 -52L-41 -20M6 -52L6 -20M52 -52L52 -20M70 -52L70 -20" stroke="#2b2a28" stroke-width="2.4"/>` +
    `<path d="${people}" fill="#2b2a28"/>` +
    `<path d="M-100 -20L92 -20L108 -30L112 -29L98 0L-92 0C-97 -5 -100 -12 -100 -20Z" fill="#eef0ea"/>` +
    `<path d="M-99 -13L96 -13L93 -8L-96 -8Z" fill="#2f6480"/>` +
    `<path d="M-92 0L98 0L97 2L-90 2Z" fill="#000" fill-opacity=".25"/>`
  return place(x, y, length / 200, inner, flip)
}
