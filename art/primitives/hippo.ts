// The hippopotamus, on land or wallowing.

import { type AnimalOptions, animal, LIGHTER } from './animal.ts'
import { f, uid } from './numbers.ts'

const HIPPO_BODY =
  'M-55 -18C-58 -35 -45 -48 -20 -50C0 -52 18 -48 28 -42C33 -45 40 -47 47 -46C54 -45 59 -41 62 -34C65 -28 64 -20 59 -17' +
  'C54 -15 46 -15 40 -17C36 -14 33 -12 32 -10L32 0L20 0L20 -8C5 -6 -20 -6 -32 -8L-32 0L-44 0L-45 -8C-52 -10 -55 -14 -55 -18Z'
const HIPPO_BUMPS =
  '<path d="M43 -45.5C41.5 -50 44 -53 47 -51.5C48 -49.5 47 -47 45.5 -45.5Z"/><circle cx="51" cy="-46" r="2.6"/><circle cx="59.5" cy="-38.5" r="2.2"/>'

/** A hippo. `waterline` (in units, e.g. -30) hides everything below it: a hippo wallowing. */
export function hippoShape(waterline?: number): string {
  const body =
    `${HIPPO_BUMPS}<path d="${HIPPO_BODY}"/><path d="M40 -17C46 -20 54 -21 60 -19" stroke="#000" stroke-opacity=".3" stroke-width="1.2" fill="none"/>` +
    `<path d="M-40 -44C-20 -49 5 -49 25 -43L24 -40C5 -45 -20 -45 -40 -40Z" ${LIGHTER}/><circle cx="51.2" cy="-46.8" r="0.9" fill="#000" fill-opacity=".6"/>`
  if (waterline === undefined) return body
  const id = uid('hp')
  return `<clipPath id="${id}"><rect x="-70" y="-70" width="150" height="${f(70 + waterline)}"/></clipPath><g clip-path="url(#${id})">${body}</g>`
}

export function hippo(o: AnimalOptions & { waterline?: number }): string {
  return animal(hippoShape(o.waterline), o)
}
