import { birds, cloud } from '../primitives/atmosphere.ts'
import { papyrus, reeds } from '../primitives/grasses.ts'
import { herd } from '../primitives/herds.ts'
import { ground, hills } from '../primitives/land.ts'
import type { Rng } from '../primitives/numbers.ts'
import { sky } from '../primitives/sky.ts'
import { reflect } from '../primitives/svg.ts'
import { ripples, shimmer, water } from '../primitives/water.ts'
import { SCENE_HEIGHT as H, SCENE_WIDTH as W } from './canvas.ts'

export function akageraLake(rng: Rng): string {
  let s = sky([
    [0, '#7fb6da'],
    [0.6, '#d6e8e6'],
  ])
  s +=
    cloud(rng, 200, 190, 280, '#ffffff', 0.9, '#e2ecf0') +
    cloud(rng, 1150, 150, 340, '#ffffff', 0.9, '#e2ecf0')
  let land = hills(rng, { y: 470, amplitude: 70, wavelength: 700, fill: '#9ab0ac' })
  land += hills(rng, { y: 520, amplitude: 50, wavelength: 520, fill: '#7e9c70' })
  land += hills(rng, { y: 555, amplitude: 24, wavelength: 420, fill: '#6a8a52' })
  s += land
  s += water(560, H, [
    [0, '#8cbcc8'],
    [0.5, '#5a96a6'],
    [1, '#3a6e7e'],
  ])
  s += reflect(land, 560, 0.25, 560)
  s += shimmer(rng, 0, W, 566, 890, 110, '#e6f6f8', 0.45, 60)
  s += herd(
    'hippo',
    [
      { x: 470, y: 676, size: 180, flip: true },
      { x: 660, y: 628, size: 120 },
      { x: 840, y: 740, size: 250 },
      { x: 1060, y: 650, size: 150, flip: true },
      { x: 1200, y: 700, size: 190 },
    ],
    '#5d4b52',
  )
  for (const [x, y, w] of [
    [460, 676, 90],
    [670, 628, 62],
    [860, 740, 125],
    [1050, 650, 76],
    [1210, 700, 95],
  ] as const)
    s += ripples(x, y + 2, w, '#dff0f2', 0.5, 2)
  s += papyrus(rng, -20, 380, 760, 30, 300, '#3f6a2a', '#6f9a3a')
  s += papyrus(rng, 1240, 1640, 760, 30, 320, '#3f6a2a', '#6f9a3a')
  s += ground(
    [
      [-40, 760],
      [200, 748],
      [420, 790],
      [520, 900],
    ],
    '#3f5a2a',
  )
  s += ground(
    [
      [1100, 900],
      [1200, 790],
      [1400, 750],
      [1640, 760],
    ],
    '#3f5a2a',
  )
  s += reeds(rng, -20, 420, 800, 60, 120, '#2e4a20')
  s += reeds(rng, 1180, 1640, 800, 60, 130, '#2e4a20')
  s += birds(rng, 900, 260, 90, 4, 12, '#3a4a4a')
  return s
}
