// The plains zebra and its stripes.

import { type AnimalOptions, animal, farParts } from './animal.ts'
import { f, uid } from './numbers.ts'

const ZEBRA_BODY =
  'M-40 -58C-30 -63 -10 -60 5 -62C12 -63 18 -66 24 -74C28 -80 32 -86 35 -90C38 -89 41 -86 44 -80C47 -74 50 -66 51.5 -62' +
  'C52.5 -59 50.5 -56 47 -57C43 -58 40 -62 37 -66C33 -66 29 -60 25.5 -52C23.5 -46 23.5 -42 24 -36C24 -25 25 -12 25.5 0' +
  'L21 0C20.5 -12 19.5 -24 18 -32C5 -30 -15 -30 -28 -32C-28 -22 -27 -10 -26.5 0L-31 0C-32 -10 -34 -20 -37 -28C-41 -36 -43 -48 -40 -58Z'
const ZEBRA_FAR_LEGS =
  'M12 -34L16.5 -34C16.5 -22 17 -10 17.6 0L13.4 0C13 -10 12.5 -22 12 -34ZM-24 -33L-19.5 -33C-19.5 -22 -19 -10 -18.6 0L-22.6 0C-23 -10 -23.6 -22 -24 -33Z'
const ZEBRA_EXTRAS =
  'M34.5 -89L33 -98.5L38 -90ZM-40 -57C-44 -49 -45.5 -40 -45 -31L-43.4 -31C-43.4 -40 -42 -48 -38.6 -55Z'
const ZEBRA_MANE =
  'M6 -63C13 -65 19 -68 24 -75C28 -81 31 -86 34.4 -90L32 -92.5C28.6 -88 25 -83 21 -77C16 -71 11 -68 4.6 -66Z'

/** Zebra stripes: curved bands on the body, rings on the legs, bars on the neck. */
function zebraStripes(clipId: string, stripe: string): string {
  let d = ''
  for (let x = -40; x < 14; x += 5.2) {
    const lean = x < -22 ? -9 : x > 2 ? 5 : 0
    d += `M${f(x)} -66Q${f(x - lean * 0.3 + 2)} -46 ${f(x + lean)} -27`
  }
  for (let i = 0; i < 7; i++) {
    const t = i / 6
    const nx = 10 + 24 * t
    const ny = -62 - 26 * t
    d += `M${f(nx - 9)} ${f(ny - 6)}L${f(nx + 10)} ${f(ny + 8)}`
  }
  for (let y = -26; y < -2; y += 3.6) d += `M-48 ${f(y)}L60 ${f(y + 1.5)}`
  d += 'M38 -78L48 -76M39 -72L50 -70M40 -66L48 -64'
  return `<g clip-path="url(#${clipId})"><path d="${d}" stroke="${stripe}" stroke-width="2.3" fill="none"/><path d="M46 -64L53 -62L52 -55L45 -57Z" fill="${stripe}"/></g>`
}

export function zebraShape(stripe = '#1e1a18'): string {
  const id = uid('zb')
  return (
    farParts(ZEBRA_FAR_LEGS) +
    `<path d="${ZEBRA_EXTRAS}"/><path d="${ZEBRA_BODY}"/><clipPath id="${id}"><path d="${ZEBRA_BODY}${ZEBRA_FAR_LEGS}${ZEBRA_EXTRAS}"/></clipPath>` +
    zebraStripes(id, stripe) +
    `<path d="${ZEBRA_MANE}" fill="${stripe}"/><path d="M-44.8 -32L-43.2 -32L-42.6 -25L-45.4 -25Z" fill="${stripe}"/>`
  )
}

/** A zebra: fill is the pale coat; the stripes take `stripe`. */
export function zebra(o: AnimalOptions & { stripe?: string }): string {
  return animal(zebraShape(o.stripe), o)
}
