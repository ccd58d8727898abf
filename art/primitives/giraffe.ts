// The giraffe and its patched coat.

import { type AnimalOptions, animal, DARK, DARKER, farParts } from './animal.ts'
import { mix } from './color.ts'
import { type Rng, between, uid } from './numbers.ts'
import { type Pt, polyline } from './paths.ts'

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
