// The great apes: the mountain gorilla and the chimpanzee.

import { type AnimalOptions, animal, DARK } from './animal.ts'
import { f } from './numbers.ts'
import { ribbon } from './paths.ts'

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
