// The flamingo, standing and in flight.

import { type AnimalOptions, animal, DARKER } from './animal.ts'
import { ribbon } from './paths.ts'

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
