// The bovids: the wildebeest (standing, leaping, swimming) and the Cape buffalo.

import { type AnimalOptions, animal, DARKER, farParts, LIGHTER } from './animal.ts'
import { uid } from './numbers.ts'
import { ribbon } from './paths.ts'

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

const BUFFALO_BODY =
  'M-38 -34C-30 -40 -10 -46 8 -48C16 -49 22 -47 26 -42C30 -38 34 -32 36 -26C37.5 -22 37 -18 34 -17C30 -16 27 -18 25 -21' +
  'C23 -19 20 -18 17 -19C16 -12 16.5 -6 17 0L12.5 0C12 -7 11 -14 9.5 -20C-2 -19 -16 -19 -25 -21C-25 -13 -24.5 -6 -24 0L-28.5 0C-29.5 -7 -31 -14 -33.5 -20C-37 -24 -39 -29 -38 -34Z'
const BUFFALO_HORNS =
  'M20 -44C14 -48 8 -46 6 -40C10 -43 14 -43 18 -40ZM22 -44C28 -50 36 -47 36 -40C33 -43 29 -44 25 -41Z'

/** A Cape buffalo: heavy body and the boss of swept horns (for tiny herds in the crater). */
export function buffaloShape(): string {
  return `<path d="M2 -20L6 -20L7.5 0L3.5 0ZM-20 -21L-16 -21L-15.5 0L-19.5 0Z"/><path d="M2 -20L6 -20L7.5 0L3.5 0ZM-20 -21L-16 -21L-15.5 0L-19.5 0Z" ${DARKER}/><path d="${BUFFALO_BODY}${BUFFALO_HORNS}"/>`
}
