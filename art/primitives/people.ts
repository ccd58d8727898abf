// People: a standing figure in a bush hat.

import { place } from './svg.ts'

/** A standing figure in a bush hat (about 100 units tall). */
export function personShape(hat = true): string {
  const body =
    'M-5 0L-4 -40C-8 -42 -10 -48 -10 -56L-10 -70C-10 -76 -6 -79 0 -79C6 -79 10 -76 10 -70L10 -56C10 -48 8 -42 4 -40L5 0L1 0L0 -36L-1 0Z'
  const head = '<circle cx="0" cy="-87" r="7"/>'
  const brim = hat ? '<path d="M-11 -89L11 -89L8 -92L6 -97L-6 -97L-8 -92Z"/>' : ''
  return `<path d="${body}"/>${head}${brim}`
}

export function person(x: number, y: number, height: number, fill: string, flip = false): string {
  return place(x, y, height / 100, personShape(), flip, ` fill="${fill}"`)
}
