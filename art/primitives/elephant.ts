// The African elephant.

import { type AnimalOptions, animal, DARK, farParts } from './animal.ts'

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
