import { cloud } from '../primitives/atmosphere.ts'
import { giraffe } from '../primitives/giraffe.ts'
import { grass, grassEdge } from '../primitives/grasses.ts'
import { ground, hills } from '../primitives/land.ts'
import type { Rng } from '../primitives/numbers.ts'
import { sky } from '../primitives/sky.ts'
import { acacia } from '../primitives/trees.ts'
import { plain, SCENE_WIDTH as W } from './canvas.ts'

export function maraGiraffes(rng: Rng): string {
  let s = sky([
    [0, '#5fa5d4'],
    [0.45, '#a9d2e6'],
    [0.66, '#f0e6c6'],
  ])
  s +=
    cloud(rng, 180, 170, 300, '#ffffff', 0.9, '#e3ecf0') +
    cloud(rng, 1060, 120, 380, '#ffffff', 0.95, '#e3ecf0') +
    cloud(rng, 700, 260, 180, '#ffffff', 0.7)
  // Oloololo escarpment: a long flat-topped wall on the left horizon.
  s += ground(
    [
      [-40, 470],
      [200, 462],
      [520, 458],
      [760, 470],
      [900, 540],
      [1100, 566],
      [1640, 570],
    ],
    '#9aaab0',
  )
  s += hills(rng, { y: 585, amplitude: 14, wavelength: 500, fill: '#cfc08a' })
  s += plain(592, '#cdb676', '#a88a42')
  for (const [x, size] of [
    [80, 50],
    [560, 42],
    [1000, 56],
    [1400, 46],
  ] as const)
    s += acacia(rng, { x, y: 598, size, fill: '#8a8a62' })
  s += grass(rng, 0, W, 600, 700, 100, 18, '#b79a50', 0.8)
  s += acacia(rng, { x: 300, y: 700, size: 230, fill: '#4d4228', light: '#7a6a3a' })
  s += acacia(rng, { x: 1260, y: 740, size: 340, fill: '#46381f', light: '#76643a' })
  const coat = { fill: '#e0ae62', patch: '#8c4a22', net: '#f3dcaa', detail: true }
  s += `<g fill="#6a5020" opacity=".22"><ellipse cx="590" cy="792" rx="130" ry="12"/><ellipse cx="840" cy="790" rx="80" ry="8"/><ellipse cx="1020" cy="754" rx="110" ry="10"/></g>`
  s += giraffe(rng, { x: 1060, y: 752, size: 390, flip: true, ...coat })
  s += giraffe(rng, { x: 840, y: 788, size: 250, ...coat })
  s += giraffe(rng, { x: 580, y: 792, size: 450, ...coat })
  s += grass(rng, 0, W, 760, 890, 100, 40, '#8a6a2a')
  s += grassEdge(rng, 885, 40, '#6e5220')
  return s
}
