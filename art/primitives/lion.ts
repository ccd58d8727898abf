// The lion, on a branch or on the ground.

import { type AnimalOptions, animal, DARK } from './animal.ts'
import { ribbon } from './paths.ts'

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
