// Buildings of the coast: Fort Jesus and a carved Zanzibar door.

import { mix } from './color.ts'
import { type Rng, between, f, uid } from './numbers.ts'
import { rocks } from './rocks.ts'
import { place } from './svg.ts'

export interface FortOptions {
  x: number
  /** Foot of the walls. */
  y: number
  /** Width in pixels of the whole fort front. */
  width: number
  wall: string
  shade: string
  dark: string
  rock: string
}

/** Fort Jesus, Mombasa: battered coral-stone curtain walls, an arrow-head bastion, crenellations, a sentry turret. */
export function fort(rng: Rng, o: FortOptions): string {
  const light = mix(o.wall, '#fff4e0', 0.25)
  const merlons = (x0: number, x1: number, y: number, h: number, w: number): string => {
    let d = ''
    for (let x = x0; x < x1 - w * 0.5; x += w * 2)
      d += `M${f(x)} ${f(y)}L${f(x)} ${f(y - h)}L${f(Math.min(x1, x + w))} ${f(y - h)}L${f(Math.min(x1, x + w))} ${f(y)}Z`
    return d
  }
  // Local space: 1000 units wide, foot at 0. Curtain wall left, bastion in the middle-right, wall running back right.
  const curtainL = 'M-500 0L-500 -150L-492 -150L-200 -168L-196 0Z'
  const bastionLit = 'M-200 0L-204 -250L20 -215L40 0Z'
  const bastionShade = 'M40 0L20 -215L200 -248L196 0Z'
  const curtainR = 'M196 0L200 -190L500 -176L500 0Z'
  let stains = ''
  for (let i = 0; i < 40; i++) {
    const sx = between(rng, -495, 495)
    const sy = between(rng, -200, -10)
    stains += `M${f(sx)} ${f(sy)}l${f(between(rng, -2, 2))} ${f(between(rng, 15, 60))}l${f(between(rng, 3, 8))} 0l0 ${f(-between(rng, 15, 50))}Z`
  }
  let blocks = ''
  for (let row = -30; row > -240; row -= 22) blocks += `M-500 ${row}L500 ${row - 4}`
  const id = uid('ft')
  const walls = `${curtainL}${bastionLit}${bastionShade}${curtainR}`
  const inner =
    // crenellations
    `<path d="${merlons(-496, -200, -150 - 6, 16, 12)}" fill="${o.wall}"/>` +
    `<path d="${merlons(-202, 22, -232, 18, 14)}" fill="${o.wall}"/><path d="${merlons(22, 198, -230, 18, 14)}" fill="${o.shade}"/>` +
    `<path d="${merlons(200, 500, -184, 14, 12)}" fill="${o.shade}"/>` +
    // sentry turret on the bastion's point
    `<path d="M0 -228L0 -300L40 -300L40 -226Z" fill="${o.wall}"/><path d="M20 -300L20 -226L40 -226L40 -300Z" fill="${o.shade}"/>` +
    `<path d="M-6 -300Q20 -336 46 -300Z" fill="${light}"/><path d="M20 -330Q36 -318 46 -300L20 -300Z" fill="${o.shade}"/>` +
    `<path d="M14 -286L14 -270L26 -270L26 -286Q20 -292 14 -286Z" fill="${o.dark}"/>` +
    // walls
    `<path d="${curtainL}" fill="${o.wall}"/><path d="${bastionLit}" fill="${light}"/><path d="${bastionShade}" fill="${o.shade}"/><path d="${curtainR}" fill="${mix(o.shade, o.wall, 0.4)}"/>` +
    `<path d="M-204 -250L20 -215L200 -248L200 -238L20 -205L-204 -240Z" fill="#000" fill-opacity=".12"/>` +
    `<clipPath id="${id}"><path d="${walls}"/></clipPath><g clip-path="url(#${id})">` +
    `<path d="${stains}" fill="${o.dark}" opacity=".12"/><path d="${blocks}" stroke="${o.dark}" stroke-opacity=".1" stroke-width="1.5"/>` +
    `<path d="M-500 0L-500 -40L500 -50L500 0Z" fill="${o.dark}" opacity=".15"/></g>` +
    // gate and openings
    `<path d="M-400 0L-400 -70Q-372 -104 -344 -70L-344 0Z" fill="${o.dark}"/><path d="M-408 0L-408 -72Q-372 -116 -336 -72L-336 0L-344 0L-344 -70Q-372 -104 -400 -70L-400 0Z" fill="${light}"/>` +
    `<path d="M-140 -150L-140 -126L-128 -126L-128 -150ZM-60 -140L-60 -116L-48 -116L-48 -140ZM90 -150L90 -126L102 -126L102 -150ZM150 -110L150 -86L162 -86L162 -110Z" fill="${o.dark}"/>` +
    `<path d="M-300 -120L-300 -100L-290 -100L-290 -120ZM300 -140L300 -118L312 -118L312 -140ZM400 -130L400 -110L410 -110L410 -130Z" fill="${o.dark}" opacity=".85"/>` +
    // base rocks
    rocks(rng, -540, 540, 0, 46, o.rock)
  return place(o.x, o.y, o.width / 1000, inner)
}

export interface DoorOptions {
  x: number
  /** Threshold. */
  y: number
  /** Width of the whole doorway in pixels (the door is about twice as tall). */
  width: number
  wood: string
  dark: string
  brass: string
}

/** A carved Zanzibar door: carved frame and lintel, arched fan above, two leaves studded with brass bosses. */
export function carvedDoor(o: DoorOptions): string {
  // Local space: 100 wide, 200 tall from the threshold up to the top of the arch.
  const light = mix(o.wood, '#f3d6a4', 0.3)
  const deep = mix(o.wood, '#000000', 0.35)
  let studs = ''
  for (const x0 of [-33, 3]) {
    for (let row = 0; row < 6; row++) {
      for (let col = 0; col < 3; col++) {
        const cx = x0 + 5 + col * 12
        const cy = -24 - row * 20
        studs += `<circle cx="${cx}" cy="${cy}" r="2.6"/>`
      }
    }
  }
  let carving = ''
  // Rope / chain carving up the jambs: a line of small linked lozenges.
  for (let y = -12; y > -138; y -= 8) {
    for (const cx of [-43, 43]) carving += `M${cx} ${y}l3 -4l-3 -4l-3 4Z`
  }
  // Lotus at the jamb feet.
  const lotus = 'M-47 -6Q-43 -16 -39 -6ZM39 -6Q43 -16 47 -6Z'
  // Fan: radiating rays inside the arch.
  let fan = ''
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI + (i / 8) * Math.PI
    fan += `M0 -150L${f(Math.cos(a) * 30)} ${f(-150 + Math.sin(a) * 30)}`
  }
  let scrolls = ''
  for (let x = -32; x <= 32; x += 16)
    scrolls += `M${x - 6} -143c0 -6 8 -6 8 0c0 4 -5 4 -5 1M${x + 2} -143c0 -6 8 -6 8 0`
  const inner =
    // stone surround and step
    `<path d="M-60 4L-60 -150Q-60 -210 0 -210Q60 -210 60 -150L60 4Z" fill="#000" fill-opacity=".2"/>` +
    `<path d="M-64 0L64 0L68 8L-68 8Z" fill="${deep}"/>` +
    // frame
    `<path d="M-50 0L-50 -150Q-50 -200 0 -200Q50 -200 50 -150L50 0L36 0L36 -138L-36 -138L-36 0Z" fill="${o.wood}"/>` +
    `<path d="M-36 -138L36 -138L36 -150Q36 -184 0 -184Q-36 -184 -36 -150Z" fill="${deep}"/>` +
    `<path d="${fan}" stroke="${light}" stroke-width="2"/><path d="M-30 -150A30 30 0 0 1 30 -150" stroke="${light}" stroke-width="2" fill="none"/>` +
    `<path d="M-36 -138L36 -138L36 -150L-36 -150Z" fill="${o.wood}"/><path d="${scrolls}" stroke="${deep}" stroke-width="1.4" fill="none"/>` +
    `<path d="M-50 -150Q-50 -200 0 -200Q50 -200 50 -150L44 -150Q44 -194 0 -194Q-44 -194 -44 -150Z" fill="${light}" opacity=".45"/>` +
    `<path d="${carving}" fill="${deep}"/><path d="${lotus}" fill="${light}"/>` +
    `<path d="M-49 -6L-49 -150M49 -6L49 -150M-37 -6L-37 -138M37 -6L37 -138" stroke="${deep}" stroke-width="1.2"/>` +
    // leaves
    `<path d="M-34 0L-34 -136L-1 -136L-1 0ZM1 0L1 -136L34 -136L34 0Z" fill="${mix(o.wood, '#000000', 0.12)}"/>` +
    `<path d="M-34 -136L-1 -136L-1 0L-4 0L-4 -133L-34 -133ZM1 -136L34 -136L34 -133L4 -133L4 0L1 0Z" fill="${light}" opacity=".3"/>` +
    `<path d="M-3 0L-3 -136L3 -136L3 0Z" fill="${o.wood}"/><path d="M-1.5 -8L-1.5 -130M1.5 -8L1.5 -130" stroke="${deep}" stroke-width=".8"/>` +
    `<path d="M-34 -70L34 -70M-34 -72L34 -72" stroke="${deep}" stroke-width="1.2"/>` +
    `<g fill="${o.brass}">${studs}</g><g fill="#fff7d8" opacity=".7" transform="translate(-.9 -.9)">${studs.replace(/r="2.6"/g, 'r="0.9"')}</g>` +
    `<circle cx="-8" cy="-72" r="3.2" fill="none" stroke="${o.brass}" stroke-width="1.4"/><circle cx="8" cy="-72" r="3.2" fill="none" stroke="${o.brass}" stroke-width="1.4"/>` +
    `<path d="M-12 -98L-8 -98L-8 -92L-12 -92Z" fill="${o.dark}"/>`
  return place(o.x, o.y, o.width / 100, inner)
}
